/** Mission log rows of the mission logs page tests (contracts shapes). */
import type { MissionLog } from '@nurly/contracts/schemas';

export function missionLog(id: number, overrides: Partial<MissionLog> = {}): MissionLog {
  return {
    id,
    created_at: '2026-12-02T14:05:00+09:00',
    app: { id: 1, name: '리워드 앱 1' },
    ad_id: 300 + id,
    keyword: `캠핑 의자 ${id}`,
    product_code: 'naverapp-plus',
    user_key: `user-${id}`,
    status: 'COMPLETED',
    reason: null,
    payout_tenths: 205,
    transaction_id: `tx-0000${id}`,
    seconds_after_click: 42,
    postback: { id: 900 + id, status: 'DELIVERED', attempts: 1, last_status_code: 200, last_error: null },
    ...overrides,
  };
}
