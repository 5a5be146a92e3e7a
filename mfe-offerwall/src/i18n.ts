import type { RemoteDefinition } from '@nurly/shared';

/** The 'offerwall' namespace: Korean (default, fallback) and English. */
const ko = {
  nav: { settlement: '정산 내역', missionLogs: '미션 로그', visitorLogs: '방문자 로그', visitorMonitoringLogs: '방문자 모니터링 로그' },
  upcoming: '준비 중입니다. 곧 이 화면에서 이용하실 수 있습니다.',
  pages: {
    settlement: { title: '정산 내역', description: '매체사별 일별 미션 완료 건수와 정산 금액을 확인합니다.' },
    missionLogs: { title: '미션 로그', description: '사용자가 완료한 미션과 검증 결과, 포스트백 전송 상태를 봅니다.' },
    visitorLogs: { title: '방문자 로그', description: '오퍼월에서 광고를 클릭한 방문 기록을 봅니다.' },
    visitorMonitoringLogs: { title: '방문자 모니터링 로그', description: '의심스러운 방문 패턴으로 표시된 기록을 검토합니다.' },
  },
  columns: {
    date: '날짜',
    publisher: '매체사',
    completions: '완료 건수',
    amount: '정산 금액',
    ad: '광고',
    userKey: '사용자 키',
    status: '상태',
    postback: '포스트백',
    clickedAt: '클릭 일시',
    ip: 'IP',
    reason: '사유',
    flaggedAt: '감지 일시',
  },
};

const en: typeof ko = {
  nav: { settlement: 'Settlements', missionLogs: 'Mission logs', visitorLogs: 'Visitor logs', visitorMonitoringLogs: 'Visitor monitoring' },
  upcoming: 'Coming soon. This screen will be available shortly.',
  pages: {
    settlement: { title: 'Settlements', description: 'Completed missions and settled amounts per publisher and day.' },
    missionLogs: { title: 'Mission logs', description: 'Completed missions, their verification and postback status.' },
    visitorLogs: { title: 'Visitor logs', description: 'Clicks on ads shown in the offerwall.' },
    visitorMonitoringLogs: { title: 'Visitor monitoring', description: 'Visits flagged for suspicious patterns, for review.' },
  },
  columns: {
    date: 'Date',
    publisher: 'Publisher',
    completions: 'Completions',
    amount: 'Amount',
    ad: 'Ad',
    userKey: 'User key',
    status: 'Status',
    postback: 'Postback',
    clickedAt: 'Clicked at',
    ip: 'IP',
    reason: 'Reason',
    flaggedAt: 'Flagged at',
  },
};

export const i18n: RemoteDefinition['i18n'] = { namespace: 'offerwall', resources: { ko, en } };
