import { Type, type Static } from 'typebox';
import { INVOICE_MONTH_PATTERN } from '../values/invoices';
import { STATEMENT_REFERENCE_MAX_LENGTH, STATEMENT_STATUSES, STATEMENT_VAT_NOTE } from '../values/statements';
import { exportableListQuery, Id, Nullable, requestBody } from './common';
import { literals } from './literals';

/**
 * Publisher monthly statements (정산서, docs/decisions/resellers.md#publisher-statements). The publisher's console reads its own apps'
 * (`GET offerwall/statements`, `GET offerwall/statements/{id}`); the Nurly desk reads all and records
 * the payment (`GET admin/offerwall/statements`, `POST admin/offerwall/statements/{id}/paid`).
 * Months are Asia/Seoul `YYYY-MM`; money is whole won, VAT included (supply + vat = payout).
 */

export const StatementStatusSchema = literals(STATEMENT_STATUSES);

export const PublisherStatement = Type.Object({
  id: Type.Integer(),
  app: Type.Object({ id: Type.Integer(), name: Type.String() }),
  publisher: Type.Object({ id: Type.Integer(), username: Type.String() }),
  /** YYYY-MM. */
  month: Type.String(),
  /** Settled app-days of the month on this statement. */
  days: Type.Integer(),
  completions: Type.Integer(),
  /** Whole won to pay, VAT included (Σ the days' settled payouts). */
  payout: Type.Integer(),
  supply: Type.Integer(),
  vat: Type.Integer(),
  /** INCLUDED: the payout includes VAT (부가세 포함). */
  vat_note: Type.Literal(STATEMENT_VAT_NOTE),
  status: StatementStatusSchema,
  paid_on: Nullable(Type.String()),
  reference: Nullable(Type.String()),
  paid_at: Nullable(Type.String()),
  created_at: Type.String(),
});
export type PublisherStatement = Static<typeof PublisherStatement>;

export const PublisherStatementList = Type.Object({ count: Type.Integer(), results: Type.Array(PublisherStatement) });
export type PublisherStatementList = Static<typeof PublisherStatementList>;

const StatementMonth = Type.String({ pattern: INVOICE_MONTH_PATTERN.source, maxLength: 7, description: 'YYYY-MM (Asia/Seoul)' });

export const PublisherStatementQuery = exportableListQuery(25, 500, {
  app_id: Type.Optional(Id),
  status: Type.Optional(StatementStatusSchema),
  month_from: Type.Optional(StatementMonth),
  month_to: Type.Optional(StatementMonth),
});
export type PublisherStatementQuery = Static<typeof PublisherStatementQuery>;

/** The staff list: also by publisher account. */
export const AdminStatementQuery = exportableListQuery(25, 500, {
  ...PublisherStatementQuery.properties,
  publisher_id: Type.Optional(Id),
});
export type AdminStatementQuery = Static<typeof AdminStatementQuery>;

/** One settled app-day on a statement. */
export const StatementDay = Type.Object({ day: Type.String(), completions: Type.Integer(), payout: Type.Integer() });
export type StatementDay = Static<typeof StatementDay>;

export const PublisherStatementDetail = Type.Object({ statement: PublisherStatement, days: Type.Array(StatementDay) });
export type PublisherStatementDetail = Static<typeof PublisherStatementDetail>;

/** POST admin/offerwall/statements/{id}/paid: the Seoul day the money went out and its reference. */
export const MarkStatementPaidRequest = requestBody({
  paid_on: Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', maxLength: 10, description: 'YYYY-MM-DD (Asia/Seoul)' }),
  reference: Type.String({ minLength: 1, maxLength: STATEMENT_REFERENCE_MAX_LENGTH, pattern: '\\S' }),
});
export type MarkStatementPaidRequest = Static<typeof MarkStatementPaidRequest>;

export const StatementSaved = Type.Object({ message: Type.String(), statement: PublisherStatement });
export type StatementSaved = Static<typeof StatementSaved>;
