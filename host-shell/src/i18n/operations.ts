/** The /admin/operations page's strings, in the shell's namespace under `operations`, registered by the page's own chunk (registerOperationsStrings). */
import { addRemoteResources } from '@nurly/shared';

export const operationsKo = {
  description: '자정 정산 실행 기록과 정산되지 않은 날짜, 매체 앱별 포스트백 적체, 백그라운드 작업 큐, 순위 조회 API 예산을 확인합니다.',
  asOf: '기준 시각 {{at}} · 오늘 {{today}}',
  loadFailed: '운영 상태를 불러오지 못했습니다',
  late: {
    title: '정산되지 않은 지난 날짜가 {{count}}일 있습니다.',
    body: '어제 정산은 한국 시간 01:00까지 끝나야 합니다. 실행 기록의 오류를 확인한 뒤 정산 실행으로 다시 정산해주세요.',
  },
  unsettled: {
    title: '정산되지 않은 지난 날짜',
    none: '정산되지 않은 지난 날짜가 없습니다.',
    day: '날짜',
    adDays: '광고-일',
    completions: '완료',
    state: '상태',
    late: '지연',
    waiting: '정산 대기',
  },
  runs: {
    title: '날짜별 마지막 정산 (최근 14일)',
    nextRun: '다음 자동 정산: {{at}}',
    day: '날짜',
    status: '결과',
    adsCharged: '차감 광고-일',
    amount: '차감 금액',
    duration: '소요 시간',
    finishedAt: '종료 시각',
    trigger: '실행 방식',
    runs: '실행 횟수',
    error: '오류',
    instance: '인스턴스',
    noRun: '실행 기록 없음',
    runCount: '{{runs}}회 (실패 {{failed}}회)',
    statuses: { ok: '성공', failed: '실패' },
    triggers: { SCHEDULE: '자동 (00:05)', MANUAL: '수동 실행', CLOCK: '테스트 시계' },
    unsettled: '미정산',
  },
  postbacks: {
    title: '매체 앱별 포스트백 적체',
    none: '전송 대기나 실패한 포스트백이 없습니다.',
    app: '매체 앱',
    owner: '매체 계정',
    pending: '전송 대기',
    failed: '전송 실패',
    stopped: '전송 중단',
    oldestPending: '가장 오래된 대기',
  },
  jobs: {
    title: '작업 큐',
    off: '이 서버 인스턴스는 백그라운드 작업을 실행하지 않아 큐를 읽지 않았습니다 (JOBS_ENABLED).',
    none: '작업 큐가 없습니다.',
    name: '큐',
    queued: '대기',
    deferred: '예약',
    active: '실행 중',
    failed: '실패',
    oldest: '가장 오래된 대기 작업',
  },
  rank: {
    title: '순위 조회 API 예산 (오늘)',
    usage: '{{used}} / {{limit}}회',
    left: '남은 호출 {{left}}회',
  },
  durationMs: '{{ms}}ms',
  durationSeconds: '{{seconds}}초',
};

export type OperationsStrings = typeof operationsKo;

export const operationsEn: OperationsStrings = {
  description:
    'The midnight settlement runs and unsettled days, the postback backlog per publisher app, the background job queues and the rank API budget.',
  asOf: 'As of {{at}} · today {{today}}',
  loadFailed: 'The operations status could not be loaded',
  late: {
    title: '{{count}} past day(s) are not settled.',
    body: "Yesterday must be settled by 01:00 Korea time. Check the run's error, then settle again with Run settlement.",
  },
  unsettled: {
    title: 'Unsettled past days',
    none: 'Every past day is settled.',
    day: 'Day',
    adDays: 'Ad-days',
    completions: 'Completions',
    state: 'State',
    late: 'Late',
    waiting: 'Waiting',
  },
  runs: {
    title: 'Last settlement per day (last 14 days)',
    nextRun: 'Next scheduled run: {{at}}',
    day: 'Day',
    status: 'Result',
    adsCharged: 'Ad-days charged',
    amount: 'Amount',
    duration: 'Duration',
    finishedAt: 'Finished',
    trigger: 'Started by',
    runs: 'Runs',
    error: 'Error',
    instance: 'Instance',
    noRun: 'No run recorded',
    runCount: '{{runs}} ({{failed}} failed)',
    statuses: { ok: 'OK', failed: 'Failed' },
    triggers: { SCHEDULE: 'Schedule (00:05)', MANUAL: 'Manual', CLOCK: 'Test clock' },
    unsettled: 'Unsettled',
  },
  postbacks: {
    title: 'Postback backlog per publisher app',
    none: 'No postback is waiting or failed.',
    app: 'App',
    owner: 'Publisher',
    pending: 'Waiting',
    failed: 'Failed',
    stopped: 'Stopped',
    oldestPending: 'Oldest waiting',
  },
  jobs: {
    title: 'Job queues',
    off: 'This server instance does not run background jobs, so its queues were not read (JOBS_ENABLED).',
    none: 'No job queues.',
    name: 'Queue',
    queued: 'Queued',
    deferred: 'Deferred',
    active: 'Active',
    failed: 'Failed',
    oldest: 'Oldest waiting job',
  },
  rank: {
    title: 'Rank API budget (today)',
    usage: '{{used}} / {{limit}} calls',
    left: '{{left}} calls left',
  },
  durationMs: '{{ms}} ms',
  durationSeconds: '{{seconds}} s',
};

/** Adds `operations` to the shell's namespace (the page calls it: the strings load with its chunk, not the first paint). */
export function registerOperationsStrings(): void {
  addRemoteResources('shell', { ko: { operations: operationsKo }, en: { operations: operationsEn } });
}
