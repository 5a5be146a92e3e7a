/** Visitor logs (docs/decisions/money-loop.md#offerwall-api): the clicks publishers reported. */

/** GET paged `{ count, results: VisitorLog[] }` (VisitorLogQuery: status, app_id, dates, search); `format` exports it. */
export const VISITOR_LOGS_PATH = 'offerwall/visitor-logs';
