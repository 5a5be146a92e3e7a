/** Test fixtures of the ads screens (the shapes of GET hub/ads, hub/ads/clients, POST hub/ads/bulk, histories). */
import type { Ad, HubAdClient, HubBulkReport } from '@nurly/contracts/schemas';
import { ad, day } from '@nurly/domain-ui/testing';

/** A hub client's HUB ad (the package's ad line, as the ads screens' tests know it). */
export function hubAd(id: number, overrides: Partial<Ad> = {}): Ad {
  return ad(id, { campaign_id: 100 + id, keyword: `캠핑 의자 ${id}`, mid: `8450000000${id}`, spent: 11_550, rank: 7, ...overrides });
}

export const hubClients: HubAdClient[] = [
  { id: 31, username: 'hubclient', name: '이은지 상점' },
  { id: 32, username: 'hubclient2', name: null },
];

/** One settled day of an ad (its charge the AD_DEDUCT row's); `settled: false` makes it an estimate (예정). */
export const history = day;

export const bulkReport: HubBulkReport = {
  message: '1건이 등록되었습니다. 1건은 등록되지 않았습니다: 사유를 확인해 고친 뒤 다시 올려주세요.',
  created: [{ row: 2, ad_id: 90, keyword: '캠핑 의자' }],
  refused: [{ row: 3, field: 'mid', message: '행 3: 상품 MID는 8~12자리 숫자입니다.' }],
};
