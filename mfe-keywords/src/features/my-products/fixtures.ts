/** Test data of the my-products page (the shape of GET naver/keywords/refresh/status). */
import type { RefreshStatus } from '@nurly/contracts/schemas';

/** A daily refresh that is not running and has not run today; `overrides` set the figures a test reads. */
export function refreshStatus(overrides: Partial<RefreshStatus> = {}): RefreshStatus {
  return {
    running: false,
    day: null,
    total: 0,
    done: 0,
    failed: 0,
    deferred: 0,
    calls_used: 0,
    budget: 0,
    started_at: null,
    finished_at: null,
    next_run_at: null,
    mine: { tracked: 0, checked_today: 0 },
    ...overrides,
  };
}
