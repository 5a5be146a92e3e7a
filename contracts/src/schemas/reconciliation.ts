import { Type, type Static } from 'typebox';
import {
  RECONCILIATION_FINDING_KINDS,
  RECONCILIATION_INVARIANTS,
  RECONCILIATION_TRIGGERS,
  RECONCILIATION_UNITS,
} from '../values/reconciliation';
import { Nullable } from './common';
import { literals } from './literals';

/**
 * Reconciliation API (docs/decisions/money-loop.md#one-source-of-truth; server/src/modules/reconciliation): the last run of the daily
 * check of the money invariants, with its findings. Times are ISO instants (the view shows them in
 * Korea time); months are Asia/Seoul `YYYY-MM`, days `YYYY-MM-DD`.
 */

export const ReconciliationInvariantSchema = literals(RECONCILIATION_INVARIANTS, { title: '점검 항목' });
export const ReconciliationFindingKindSchema = literals(RECONCILIATION_FINDING_KINDS, { title: '불일치 종류' });
export const ReconciliationTriggerSchema = literals(RECONCILIATION_TRIGGERS, { title: '점검 방식' });

/** One offending row: whose money, which ad and day (or month), what it should be and what it is. */
export const ReconciliationFinding = Type.Object(
  {
    kind: ReconciliationFindingKindSchema,
    account: Nullable(Type.Object({ id: Type.Integer(), username: Type.String(), name: Nullable(Type.String()) }, { title: '계정' })),
    /** The hub of a hub-margin finding. */
    group: Nullable(Type.Object({ id: Type.Integer(), name: Type.String() }, { title: '허브' })),
    ad_id: Nullable(Type.Integer({ title: '광고 번호' })),
    /** YYYY-MM-DD (an ad-day, or the day a charge naming no ad-day was booked) or YYYY-MM. */
    period: Nullable(Type.String({ title: '일자 또는 월' })),
    /** In the check's unit: what the source of truth says. */
    expected: Type.Integer({ title: '기준 금액' }),
    /** In the check's unit: what the checked figure says. */
    actual: Type.Integer({ title: '실제 금액' }),
  },
  { title: '불일치 행' },
);
export type ReconciliationFinding = Static<typeof ReconciliationFinding>;

export const ReconciliationCheck = Type.Object(
  {
    key: ReconciliationInvariantSchema,
    ok: Type.Boolean({ title: '일치 여부' }),
    /** Every offending row found (the findings are the first RECONCILIATION_SAMPLE_LIMIT of them). */
    count: Type.Integer({ title: '불일치 행 수' }),
    unit: literals(RECONCILIATION_UNITS, { title: '금액 단위 (won 원, tenths 0.1원)' }),
    findings: Type.Array(ReconciliationFinding, { title: '불일치 행 (최대 50개)' }),
  },
  { title: '점검 항목 결과' },
);
export type ReconciliationCheck = Static<typeof ReconciliationCheck>;

export const ReconciliationRun = Type.Object(
  {
    id: Type.Integer(),
    trigger: ReconciliationTriggerSchema,
    started_at: Type.String({ title: '시작 시각' }),
    finished_at: Type.String({ title: '종료 시각' }),
    ok: Type.Boolean({ title: '모든 항목 일치' }),
    /** Invariants with at least one finding (the menu status errorCount). */
    broken: Type.Integer({ title: '맞지 않는 항목 수' }),
    /** The months the per-month checks covered (the ledger-wide checks read every row). */
    from_month: Type.String({ title: '점검 시작 월' }),
    to_month: Type.String({ title: '점검 종료 월' }),
    checks: Type.Array(ReconciliationCheck),
  },
  { title: '정합성 점검 실행' },
);
export type ReconciliationRun = Static<typeof ReconciliationRun>;

/** GET admin/reconciliation: the last run (null before the first) and when the daily job runs next. */
export const ReconciliationReport = Type.Object(
  {
    run: Nullable(ReconciliationRun),
    next_run_at: Nullable(Type.String({ title: '다음 자동 점검 시각' })),
  },
  { title: '최근 정합성 점검' },
);
export type ReconciliationReport = Static<typeof ReconciliationReport>;

/** POST admin/reconciliation/run: the run it made. */
export const ReconciliationRunResult = Type.Object({ message: Type.String(), run: ReconciliationRun }, { title: '정합성 점검 결과' });
export type ReconciliationRunResult = Static<typeof ReconciliationRunResult>;
