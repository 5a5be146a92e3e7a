/** The dashboard's strings ('keywords' namespace, key `dashboard`), Korean and English. */
export const dashboardKo = {
  greeting: '{{name}}님, 안녕하세요.',
  guestGreeting: '게스트 모드로 이용 중입니다. 회원가입하면 모든 기능을 이용할 수 있습니다.',
  balance: '보유 포인트',
  rankMovement: '내 상품 순위 변동',
  runningCampaigns: '진행 중인 캠페인',
  noTracked: '순위를 추적 중인 내 상품이 없습니다.',
  movementSummary: '전일 대비 상승 {{up}} · 하락 {{down}} · 유지 {{same}}',
  noCampaigns: '진행 중인 캠페인이 없습니다.',
  noCampaignsHint: '캠페인을 등록하면 진행 상황이 여기에 표시됩니다.',
  allCampaigns: '전체 캠페인',
  campaignProgress: '오늘 {{done}} / {{target}}',
  campaignSpent: '차감 {{amount}}',
};

export const dashboardEn: typeof dashboardKo = {
  greeting: 'Hello, {{name}}.',
  guestGreeting: 'You are in guest mode. Sign up to use every feature.',
  balance: 'Points',
  rankMovement: 'Rank movement of my products',
  runningCampaigns: 'Running campaigns',
  noTracked: 'No tracked products yet.',
  movementSummary: 'Since the previous day: up {{up}} · down {{down}} · same {{same}}',
  noCampaigns: 'No running campaigns.',
  noCampaignsHint: 'Campaigns you register will show their progress here.',
  allCampaigns: 'All campaigns',
  campaignProgress: 'Today {{done}} / {{target}}',
  campaignSpent: 'charged {{amount}}',
};
