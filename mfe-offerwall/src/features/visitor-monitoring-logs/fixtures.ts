/** Monitoring flags of the visitor monitoring page tests (contracts shapes). */
import type { MonitoringFlag } from '@nurly/contracts/schemas';

export function monitoringFlag(id: number, overrides: Partial<MonitoringFlag> = {}): MonitoringFlag {
  return {
    id,
    day: '2026-12-02',
    app: { id: 1, name: '리워드 앱 1' },
    kind: 'IP_MANY_USERS',
    subject: '198.51.100.9',
    count: 14,
    details: { users: 14 },
    ...overrides,
  };
}
