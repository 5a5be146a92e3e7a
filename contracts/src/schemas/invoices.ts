import { Type, type Static } from 'typebox';
import { INVOICE_MONTH_PATTERN, INVOICE_STATUSES } from '../values/invoices';
import { exportableListQuery, Id, Nullable, requestBody, SearchParam } from './common';
import { literals } from './literals';
import { withTitles } from './titles';

/**
 * Invoices API (docs/decisions/money-loop.md#readers), staff only. Months are Asia/Seoul `YYYY-MM`; money is
 * whole won, VAT included (supply + vat = total); unit prices are tenths of a won.
 */

export const InvoiceStatusSchema = literals(INVOICE_STATUSES);
/** YYYY-MM; the service checks it is a real month (400 naming the field). */
export const InvoiceMonth = Type.String({ maxLength: 7, description: 'YYYY-MM (Asia/Seoul)' });

/** Whom an invoice is assigned to: a console staff member (NURLY_ADMIN or NURLY_STAFF). */
/** Who handles an invoice: the console account, shown by its name (else its username). */
export const InvoiceAssignee = Type.Object({ id: Type.Integer(), username: Type.String(), name: Nullable(Type.String()) });

/** GET admin/invoices/assignees: the accounts an invoice may be assigned to (the assign dialog's list). */
export const InvoiceAssigneeList = Type.Object({
  results: Type.Array(Type.Object({ id: Type.Integer(), username: Type.String(), name: Nullable(Type.String()) })),
});
export type InvoiceAssigneeList = Static<typeof InvoiceAssigneeList>;

export const InvoiceAccount = Type.Object({
  id: Type.Integer(),
  username: Type.String(),
  /** The account holder's name: what names the counterparty when it registered no business. */
  name: Nullable(Type.String()),
});

export const Invoice = Type.Object({
  id: Type.Integer(),
  account: InvoiceAccount,
  /** The account's business (null when it registered none). */
  advertiser_id: Nullable(Type.Integer()),
  advertiser_name: Nullable(Type.String()),
  registration_number: Nullable(Type.String()),
  month: Type.String(),
  status: InvoiceStatusSchema,
  actions: Type.Integer(),
  total: Type.Integer(),
  supply: Type.Integer(),
  vat: Type.Integer(),
  assignee: Nullable(InvoiceAssignee),
  memo: Nullable(Type.String()),
  generated_at: Type.String(),
  issued_at: Nullable(Type.String()),
  paid_at: Nullable(Type.String()),
});
export type Invoice = Static<typeof Invoice>;

/** The businesses of the listed accounts (for the advertiser filter). */
export const InvoiceAdvertiser = Type.Object({
  id: Type.Integer(),
  user_id: Type.Integer(),
  name: Type.String(),
  registration_number: Type.String(),
});
export type InvoiceAdvertiser = Static<typeof InvoiceAdvertiser>;

/** GET admin/invoices: the spec's shape, `invocies` spelled as the spec spells it. */
export const InvoiceList = Type.Object({
  count: Type.Integer(),
  invocies: Type.Array(Invoice),
  advertisers: Type.Array(InvoiceAdvertiser),
});
export type InvoiceList = Static<typeof InvoiceList>;

export const InvoiceListQuery = exportableListQuery(25, 1000, {
  month_from: Type.Optional(InvoiceMonth),
  month_to: Type.Optional(InvoiceMonth),
  status: Type.Optional(InvoiceStatusSchema),
  /** Advertiser name, username or registration number (digits match with or without dashes). */
  search: SearchParam,
  assignee_id: Type.Optional(Id),
  account_id: Type.Optional(Id),
});
export type InvoiceListQuery = Static<typeof InvoiceListQuery>;

export const InvoiceLine = Type.Object({
  id: Type.Integer(),
  ad_id: Type.Integer(),
  product_code: Type.String(),
  /** The ad's keyword (what the advertiser recognises the line by). */
  keyword: Type.String(),
  actions: Type.Integer(),
  unit_price_tenths: Type.Integer(),
  amount: Type.Integer(),
  /** Rejected attempts of the month by reason code (COMPLETION_REJECT_REASONS). */
  rejected: Type.Record(Type.String(), Type.Integer()),
});
export type InvoiceLine = Static<typeof InvoiceLine>;

export const InvoiceParty = Type.Object({
  name: Type.String(),
  registration_number: Type.String(),
  representative: Nullable(Type.String()),
  address: Nullable(Type.String()),
  emails: Type.Array(Type.String()),
});
export type InvoiceParty = Static<typeof InvoiceParty>;

export const InvoiceDetail = Type.Object({
  invoice: Invoice,
  lines: Type.Array(InvoiceLine),
  /** Per-action evidence of the month: completed (charged) and rejected attempts by reason. */
  evidence: Type.Object({
    completed: Type.Integer(),
    rejected_total: Type.Integer(),
    rejected: Type.Record(Type.String(), Type.Integer()),
  }),
  advertiser: Nullable(InvoiceParty),
  company: InvoiceParty,
});
export type InvoiceDetail = Static<typeof InvoiceDetail>;

/** PUT admin/invoices/{id}: status only forward (DRAFT → ISSUED → PAID); nothing on a PAID invoice. */
export const UpdateInvoiceRequest = requestBody({
  status: Type.Optional(InvoiceStatusSchema),
  memo: Type.Optional(Nullable(Type.String({ maxLength: 500 }))),
});
export type UpdateInvoiceRequest = Static<typeof UpdateInvoiceRequest>;

/** PUT admin/invoices/{id}/assign: one of GET admin/invoices/assignees; null clears it. */
export const AssignInvoiceRequest = requestBody({ assignee_id: Nullable(Id) });
export type AssignInvoiceRequest = Static<typeof AssignInvoiceRequest>;

export const InvoiceSaved = Type.Object({ message: Type.String(), invoice: Invoice });
export type InvoiceSaved = Static<typeof InvoiceSaved>;

/**
 * POST admin/invoices/generate: (re)builds the month's DRAFT invoices; ISSUED and PAID ones are kept.
 * The month is required and must be a real YYYY-MM month (null, '' or '2024-1' are a 400 on `month`).
 */
export const GenerateInvoicesRequest = withTitles(
  Type.Object(
    { month: Type.String({ pattern: INVOICE_MONTH_PATTERN.source, maxLength: 7, description: 'YYYY-MM (Asia/Seoul)' }) },
    { additionalProperties: false },
  ),
);
export type GenerateInvoicesRequest = Static<typeof GenerateInvoicesRequest>;

export const GenerateInvoicesResult = Type.Object({
  message: Type.String(),
  month: Type.String(),
  /** DRAFT invoices written (new or rebuilt). */
  generated: Type.Integer(),
  /** ISSUED or PAID invoices left as they were. */
  kept: Type.Integer(),
  /** DRAFT invoices removed because their account no longer has charged actions that month. */
  removed: Type.Integer(),
});
export type GenerateInvoicesResult = Static<typeof GenerateInvoicesResult>;
