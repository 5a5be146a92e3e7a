/** Visitor log rows of the visitor logs page tests (contracts shapes). */
import type { VisitorLog } from '@nurly/contracts/schemas';

export function visitorLog(id: number, overrides: Partial<VisitorLog> = {}): VisitorLog {
  return {
    id,
    created_at: '2026-12-02T14:04:00+09:00',
    app: { id: 1, name: '리워드 앱 1' },
    ad_id: 300 + id,
    keyword: `캠핑 의자 ${id}`,
    user_key: `user-${id}`,
    ip: `203.0.113.${id}`,
    adid: `adid-${id}`,
    status: 'OPEN',
    ...overrides,
  };
}
