/** Visitor monitoring (docs/decisions/money-loop.md#offerwall-api "Monitoring flags"): evidence of suspicious participation per app and day. */

/** GET paged `{ count, results: MonitoringFlag[] }` (MonitoringFlagQuery: kind, app_id, dates); `format` exports it. */
export const MONITORING_PATH = 'offerwall/monitoring';
