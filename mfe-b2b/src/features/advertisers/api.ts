/** Staff calls of the advertisers page (docs/decisions/product.md#api-calls admin/advertisers*): files, edit, delete and the NTS check. */
import { apiClient } from '@nurly/shared';
import type { AdvertiserInput, AdvertiserSaved, MessageBody, NtsStatusResult } from '@nurly/contracts/schemas';

/** GET: `{ count, results, nts_enabled }` with search, shared_registration, paging and ordering. */
export const ADVERTISERS_PATH = 'admin/advertisers';

/** A blob URL lives this long after the tab opened it (docs/decisions/product.md#api-calls). */
export const BLOB_URL_LIFETIME_MS = 10_000;

/** Opens an uploaded certificate or bank statement in a new tab; the blob URL is released after 10 s. */
export async function openAdvertiserFile(fileId: number): Promise<void> {
  const { data } = await apiClient.get<Blob>(`${ADVERTISERS_PATH}/${fileId}/files`, { responseType: 'blob' });
  const url = URL.createObjectURL(data);
  window.open(url, '_blank', 'noopener');
  setTimeout(() => URL.revokeObjectURL(url), BLOB_URL_LIFETIME_MS);
}

/** POST nts-status: asks the 국세청 about these advertisers and stores the answers (enabled=false: the check is off). */
export async function postNtsStatus(ids: number[]): Promise<NtsStatusResult> {
  const { data } = await apiClient.post<NtsStatusResult>(`${ADVERTISERS_PATH}/nts-status`, { ids });
  return data;
}

/** PUT admin/advertisers/{id}: staff correct any account's business (the account itself cannot change). */
export async function putAdvertiser(id: number, body: AdvertiserInput): Promise<AdvertiserSaved> {
  const { data } = await apiClient.put<AdvertiserSaved>(`${ADVERTISERS_PATH}/${id}`, body);
  return data;
}

/** DELETE admin/advertisers/{id}: the business is removed; the account stays. */
export async function deleteAdvertiser(id: number): Promise<MessageBody> {
  const { data } = await apiClient.delete<MessageBody>(`${ADVERTISERS_PATH}/${id}`);
  return data;
}
