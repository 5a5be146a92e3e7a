/** Publisher statements of the monthly statements page tests (contracts shapes). */
import type { PublisherStatement } from '@nurly/contracts/schemas';

export function publisherStatement(id: number, overrides: Partial<PublisherStatement> = {}): PublisherStatement {
  return {
    id,
    app: { id: 1, name: '리워드 앱 1' },
    publisher: { id: 41, username: 'publisher1' },
    month: '2026-11',
    days: 30,
    completions: 2_850,
    payout: 57_000,
    supply: 51_818,
    vat: 5_182,
    vat_note: 'INCLUDED',
    status: 'UNPAID',
    paid_on: null,
    reference: null,
    paid_at: null,
    created_at: '2026-12-01T00:05:00+09:00',
    ...overrides,
  };
}
