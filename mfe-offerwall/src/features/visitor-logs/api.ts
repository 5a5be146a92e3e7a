/** Visitor logs (money-loop §5): the clicks publishers reported. */

/** GET paged `{ count, results: VisitorLog[] }` (VisitorLogQuery: status, app_id, dates, search); `format` exports it. */
export const VISITOR_LOGS_PATH = 'offerwall/visitor-logs';
