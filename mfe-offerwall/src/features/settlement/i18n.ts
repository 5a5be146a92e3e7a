/** The settlement screen's strings ('offerwall' namespace, key `settlement`), Korean and English. */
export const settlementKo = {
  manageApps: '앱 · 키 관리',
  statements: '월별 정산서',
  totals: '기간 합계',
  chart: '일별 매체 지급액 (막대)',
  settled: '정산 완료',
  unsettled: '미정산',
  legendSettled: '정산 완료일',
  legendUnsettled: '미정산일',
  postbackSummary: '완료 {{delivered}} · 대기 {{pending}} · 실패 {{failed}} · 중단 {{stopped}}',
  empty: '선택한 기간에 정산 내역이 없습니다.',
  noSubId: '(지면 없음)',
};

export const settlementEn: typeof settlementKo = {
  manageApps: 'Apps and keys',
  statements: 'Monthly statements',
  totals: 'Period totals',
  chart: 'Publisher payout per day (bars)',
  settled: 'Settled',
  unsettled: 'Not settled',
  legendSettled: 'Settled days',
  legendUnsettled: 'Days not settled yet',
  postbackSummary: 'delivered {{delivered}} · pending {{pending}} · failed {{failed}} · stopped {{stopped}}',
  empty: 'No settlements in this period.',
  noSubId: '(no placement)',
};
