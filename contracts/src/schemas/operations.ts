import { Type, type Static } from 'typebox';
import { SETTLEMENT_RUN_STATUSES, SETTLEMENT_RUN_TRIGGERS } from '../values/operations';
import { Nullable } from './common';
import { literals } from './literals';

/**
 * Operations API (GET admin/operations, NURLY_ADMIN; server/src/modules/operations): the money jobs
 * in sight of staff — the settlement's runs and unsettled days, the postback backlog per publisher
 * app, the background job queues and the rank API budget. Days are Asia/Seoul `YYYY-MM-DD`; times
 * are ISO instants; won are whole won as the ledger booked them.
 */

export const SettlementRunRecord = Type.Object(
  {
    id: Type.Integer(),
    day: Type.String({ title: '정산 기준일' }),
    trigger: literals(SETTLEMENT_RUN_TRIGGERS, { title: '실행 방식' }),
    started_at: Type.String({ title: '시작 시각' }),
    finished_at: Type.String({ title: '종료 시각' }),
    duration_ms: Type.Integer({ title: '소요 시간 (ms)' }),
    ad_days: Type.Integer({ title: '정산한 광고-일 수' }),
    ads_charged: Type.Integer({ title: '차감한 광고-일 수' }),
    amount: Type.Integer({ title: '차감 금액 (원)' }),
    publisher_days: Type.Integer({ title: '정산한 매체 앱-일 수' }),
    status: literals(SETTLEMENT_RUN_STATUSES, { title: '결과' }),
    error: Nullable(Type.String({ title: '오류' })),
    instance: Type.String({ title: '실행 인스턴스' }),
  },
  { title: '정산 실행 기록' },
);
export type SettlementRunRecord = Static<typeof SettlementRunRecord>;

/** One day of the last OPERATIONS_DAYS: its last run (null when none ran for it) and how many failed. */
export const SettlementDayStatus = Type.Object(
  {
    day: Type.String({ title: '날짜' }),
    last_run: Nullable(SettlementRunRecord),
    runs: Type.Integer({ title: '실행 횟수' }),
    failed_runs: Type.Integer({ title: '실패한 실행 수' }),
  },
  { title: '날짜별 마지막 정산' },
);
export type SettlementDayStatus = Static<typeof SettlementDayStatus>;

/** A past day with completed actions whose ad-days have no settlement row yet. */
export const UnsettledDay = Type.Object(
  {
    day: Type.String({ title: '날짜' }),
    ad_days: Type.Integer({ title: '정산되지 않은 광고-일 수' }),
    completions: Type.Integer({ title: '정산되지 않은 완료 수' }),
    /** An older day, or yesterday from 01:00 Seoul time (SETTLEMENT_LATE_AFTER_MINUTES). */
    late: Type.Boolean({ title: '지연 여부' }),
  },
  { title: '정산되지 않은 날짜' },
);
export type UnsettledDay = Static<typeof UnsettledDay>;

export const PostbackBacklog = Type.Object(
  {
    app: Type.Object({ id: Type.Integer(), name: Type.String(), owner: Type.String({ title: '매체 계정' }) }, { title: '매체 앱' }),
    pending: Type.Integer({ title: '전송 대기' }),
    failed: Type.Integer({ title: '전송 실패 (재시도 소진)' }),
    stopped: Type.Integer({ title: '전송 중단 (403/410)' }),
    oldest_pending_at: Nullable(Type.String({ title: '가장 오래된 대기 생성 시각' })),
  },
  { title: '매체 앱별 포스트백 적체' },
);
export type PostbackBacklog = Static<typeof PostbackBacklog>;

export const JobQueueStatus = Type.Object(
  {
    name: Type.String({ title: '큐 이름' }),
    queued: Type.Integer({ title: '대기 (예약 포함)' }),
    deferred: Type.Integer({ title: '예약' }),
    active: Type.Integer({ title: '실행 중' }),
    failed: Type.Integer({ title: '실패 (보관 중)' }),
    oldest_queued_at: Nullable(Type.String({ title: '가장 오래된 대기 작업 생성 시각' })),
  },
  { title: '작업 큐 상태' },
);
export type JobQueueStatus = Static<typeof JobQueueStatus>;

export const OperationsReport = Type.Object(
  {
    now: Type.String({ title: '기준 시각 (앱 시계)' }),
    today: Type.String({ title: '오늘 (한국 시간)' }),
    settlement: Type.Object(
      {
        next_run_at: Nullable(Type.String({ title: '다음 자동 정산 시각' })),
        days: Type.Array(SettlementDayStatus, { title: '최근 날짜별 정산' }),
        unsettled: Type.Array(UnsettledDay, { title: '정산되지 않은 지난 날짜' }),
      },
      { title: '정산' },
    ),
    postbacks: Type.Array(PostbackBacklog, { title: '포스트백 적체' }),
    jobs: Type.Object(
      {
        /** false on an instance with JOBS_ENABLED off: the queues are not read there. */
        running: Type.Boolean({ title: '이 인스턴스에서 작업 실행 중' }),
        queues: Type.Array(JobQueueStatus, { title: '작업 큐' }),
      },
      { title: '백그라운드 작업' },
    ),
    rank_budget: Type.Object(
      {
        day: Type.String({ title: '날짜' }),
        used: Type.Integer({ title: '사용한 호출 수' }),
        limit: Type.Integer({ title: '일일 호출 한도' }),
      },
      { title: '순위 조회 API 예산' },
    ),
  },
  { title: '운영 상태' },
);
export type OperationsReport = Static<typeof OperationsReport>;
