/**
 * Texts of the hub's own words about campaigns ('hub' namespace, key 'campaign'); a campaign's detail
 * itself speaks the 'domain-ui' namespace of @nurly/domain-ui.
 */
export const campaignKo = {
  back: '목록으로',
  /** A HUB ad on a hub client's list (AdsPage). */
  hubRegistered: '허브 등록',
  /** A day's charge not settled yet (HistoryDialog). */
  estimated: '{{amount}} 예정',
};

type Texts<T> = { [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };

export const campaignEn: Texts<typeof campaignKo> = {
  back: 'Back to the list',
  hubRegistered: 'Registered by the hub',
  estimated: '{{amount}} est.',
};
