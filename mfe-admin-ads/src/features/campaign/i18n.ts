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
};

type Texts<T> = { [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };

export const campaignEn: Texts<typeof campaignKo> = {
  back: 'Campaigns',
  cancel: 'Cancel campaign',
  line: {
    pause: 'Pause',
    resume: 'Resume',
  },
};
