/** Invoice calls (server/src/modules/invoices): list, detail, generate, status/memo, assignees and assign. */
import useSWR from 'swr';
import { apiClient, type ListParams, type PagedList } from '@nurly/shared';
import type {
  GenerateInvoicesResult,
  Invoice,
  InvoiceAdvertiser,
  InvoiceAssigneeList,
  InvoiceDetail,
  InvoiceList,
  InvoiceSaved,
  UpdateInvoiceRequest,
} from '@nurly/contracts/schemas';

/** GET: `{ count, invocies, advertisers }` (the spec's spelling); `format` exports it. */
export const INVOICES_PATH = 'admin/invoices';

/** A page of the list as the table reads it (`results`), keeping the listed accounts' businesses. */
export type InvoicePage = PagedList<Invoice> & { advertisers: InvoiceAdvertiser[] };

/** usePagedQuery's fetcher: the spec's `invocies` becomes the table's `results`. */
export async function getInvoices(path: string, params: ListParams): Promise<InvoicePage> {
  const { data } = await apiClient.get<InvoiceList>(path, { params });
  return { count: data.count, results: data.invocies, advertisers: data.advertisers };
}

export async function getInvoice(id: number): Promise<InvoiceDetail> {
  const { data } = await apiClient.get<InvoiceDetail>(`${INVOICES_PATH}/${id}`);
  return data;
}

/** One invoice with its lines, evidence, the advertiser's business and the company (the print page). */
export function useInvoice(id: number | null) {
  return useSWR<InvoiceDetail>(id ? [INVOICES_PATH, id] : null, () => getInvoice(id!));
}

/** POST generate: (re)builds the month's DRAFT invoices; ISSUED and PAID ones are kept. */
export async function generateInvoices(month: string): Promise<GenerateInvoicesResult> {
  const { data } = await apiClient.post<GenerateInvoicesResult>(`${INVOICES_PATH}/generate`, { month });
  return data;
}

/** PUT: status only forward (DRAFT → ISSUED → PAID) and the memo; a PAID invoice answers 409. */
export async function updateInvoice(id: number, body: UpdateInvoiceRequest): Promise<InvoiceSaved> {
  const { data } = await apiClient.put<InvoiceSaved>(`${INVOICES_PATH}/${id}`, body);
  return data;
}

/** GET: who may be assigned an invoice (the active console staff), for the assign dialog's list. */
export const ASSIGNEES_PATH = `${INVOICES_PATH}/assignees`;

export function useAssignees(enabled: boolean) {
  return useSWR<InvoiceAssigneeList>(
    enabled ? ASSIGNEES_PATH : null,
    async () => (await apiClient.get<InvoiceAssigneeList>(ASSIGNEES_PATH)).data,
  );
}

/** PUT assign: one of the assignees above; null clears it. */
export async function assignInvoice(id: number, assigneeId: number | null): Promise<InvoiceSaved> {
  const { data } = await apiClient.put<InvoiceSaved>(`${INVOICES_PATH}/${id}/assign`, { assignee_id: assigneeId });
  return data;
}
