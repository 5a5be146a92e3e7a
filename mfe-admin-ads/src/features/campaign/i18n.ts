/**
 * Texts of the campaign detail's own buttons ('admin-ads' namespace, key `campaign`); the detail
 * itself speaks the 'domain-ui' namespace of @nurly/domain-ui.
 */
export const campaignKo = {
  back: '캠페인 목록',
  cancel: '캠페인 취소',
  line: {
    pause: '일시 중지',
    resume: '재개',
  },
  lowBalance: {
    title: '포인트 잔액이 부족합니다',
    body: '사용 가능 포인트({{available}})가 앞으로 {{days}}일간 예정된 광고비({{need}})보다 적습니다. 광고를 이어가려면 포인트를 충전해주세요.',
    topUp: '충전하기',
  },
};

/** What a guest sees instead of the campaign pages (key `guest`, read by @nurly/domain-ui's GuestNotice). */
export const guestKo = {
  title: '회원가입 후 캠페인을 등록할 수 있습니다',
  body: '게스트 모드에서는 캠페인을 등록하거나 조회할 수 없습니다. 회원가입 후 포인트를 충전하고 캠페인을 시작해보세요.',
  register: '회원가입',
};

type Texts<T> = { [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };

export const campaignEn: Texts<typeof campaignKo> = {
  back: 'Campaigns',
  cancel: 'Cancel campaign',
  line: {
    pause: 'Pause',
    resume: 'Resume',
  },
  lowBalance: {
    title: 'Your point balance is running low',
    body: 'Your available points ({{available}}) are less than the ad spend scheduled for the next {{days}} days ({{need}}). Top up to keep your ads going.',
    topUp: 'Top up',
  },
};

export const guestEn: Texts<typeof guestKo> = {
  title: 'Sign up to create campaigns',
  body: 'Guest mode cannot create or view campaigns. Sign up, top up points and start a campaign.',
  register: 'Sign up',
};
