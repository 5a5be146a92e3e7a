/**
 * Reconciliation (docs/decisions/money-loop.md#one-source-of-truth "The product checks itself"): the invariants the daily check runs,
 * the kinds of finding each reports, and the Korean messages shared by the server and mfe-b2b.
 * Decisions and what staff should do about a finding: server/src/modules/reconciliation/README.md.
 */

/** The checks of a run, in the order the staff view lists them. */
export const RECONCILIATION_INVARIANTS = [
  'ledger_balance',
  'holds',
  'ad_day_charge',
  'spend_ledger_invoice',
  'sales_ledger',
  'hub_margins',
  'publisher_statements',
  'transfers',
  'margin_credits',
  'day_split',
  'margin_payouts',
] as const;
export type ReconciliationInvariant = (typeof RECONCILIATION_INVARIANTS)[number];

/** What one offending row says (each invariant reports its own kinds). */
export const RECONCILIATION_FINDING_KINDS = [
  /** ledger_balance: users.point ≠ Σ the account's ledger rows. */
  'BALANCE',
  /** holds: a hold below zero. */
  'NEGATIVE_HOLD',
  /** holds: the account's holds exceed its balance. */
  'HOLDS_OVER_BALANCE',
  /** ad_day_charge: more than one AD_DEDUCT names the same ad-day. */
  'CHARGED_TWICE',
  /** ad_day_charge: a settlement row and the ledger row it points at disagree (or it points at none). */
  'AMOUNT_MISMATCH',
  /** ad_day_charge: an AD_DEDUCT names an ad-day that has no settlement row. */
  'WITHOUT_SETTLEMENT',
  /** ad_day_charge: an AD_DEDUCT names no ad-day at all. */
  'WITHOUT_AD_DAY',
  /** spend_ledger_invoice: the campaigns' spend of the month ≠ the month's AD_DEDUCTs. */
  'CAMPAIGN_SPEND',
  /** spend_ledger_invoice: the month's invoice lines ≠ the month's AD_DEDUCTs (ended months only). */
  'INVOICE',
  /** sales_ledger: the sales revenue of the member and month ≠ its AD_DEDUCTs. */
  'SALES',
  /** hub_margins: the hub's reseller-margin rows ≠ what the ads' price chains give. */
  'MARGIN_ROWS',
  /** hub_margins: the hub console's margin ≠ the hub's reseller-margin rows. */
  'HUB_REPORT',
  /** publisher_statements: a statement's payout ≠ Σ the settled payouts of its app and month. */
  'STATEMENT_PAYOUT',
  /** publisher_statements: a statement's completions ≠ Σ the settled completions of its app and month. */
  'STATEMENT_COMPLETIONS',
  /** publisher_statements: a settled app-day of a closed month that no statement carries. */
  'UNSTATED_DAY',
  /** transfers: a transfer or recall row without its matching other half (the pair names each other's accounts). */
  'TRANSFER_UNPAIRED',
  /** transfers: a transfer or recall pair whose two rows do not net to zero. */
  'TRANSFER_NOT_ZERO',
  /** margin_credits: a reseller's credit of a day ≠ round(Σ the margin rows it points at), or ≠ its MARGIN_CREDIT row. */
  'CREDIT_AMOUNT',
  /** margin_credits: a reseller's margin rows of a credited (or complete) day that no credit pays. */
  'UNCREDITED',
  /** margin_credits: a MARGIN_CREDIT ledger row no credit points at. */
  'CREDIT_WITHOUT_DAY',
  /** day_split: Σ AD_DEDUCT of a settled day ≠ Σ publisher payouts + Σ margin credits + company margin (beyond rounding). */
  'DAY_SPLIT',
  /** margin_payouts: a reseller's paid and pending payouts exceed its margin credits. */
  'PAYOUT_OVER_CREDITS',
  /** margin_payouts: a paid payout and its MARGIN_PAYOUT ledger row disagree, or a MARGIN_PAYOUT row names no paid payout. */
  'PAYOUT_LEDGER',
] as const;
export type ReconciliationFindingKind = (typeof RECONCILIATION_FINDING_KINDS)[number];

/** Who started a run: the daily job or a staff member (POST admin/reconciliation/run). */
export const RECONCILIATION_TRIGGERS = ['SCHEDULE', 'MANUAL'] as const;
export type ReconciliationTrigger = (typeof RECONCILIATION_TRIGGERS)[number];

/** Unit of a check's expected/actual figures: whole won, or tenths of a won (reseller margins). */
export const RECONCILIATION_UNITS = ['won', 'tenths'] as const;
export type ReconciliationUnit = (typeof RECONCILIATION_UNITS)[number];

/** Findings a run keeps per invariant (newest accounts and days first); the count stays exact. */
export const RECONCILIATION_SAMPLE_LIMIT = 50;

/** The menu key of the staff view (`/admin/reconciliation`) that carries the broken-invariant count. */
export const RECONCILIATION_MENU_KEY = 'admin-reconciliation';

export const reconciliationMessages = {
  ran: (broken: number) =>
    broken === 0 ? '정합성 점검을 마쳤습니다. 모든 항목이 맞습니다.' : `정합성 점검을 마쳤습니다. 맞지 않는 항목이 ${broken}개 있습니다.`,
  menuError: '마지막 정합성 점검에서 맞지 않는 항목',
  menuSuccess: '마지막 정합성 점검에서 맞는 항목',
} as const;
