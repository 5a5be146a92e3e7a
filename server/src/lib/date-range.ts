/**
 * A report's day range, read from its query and checked by the contracts' one rule
 * (`dateRangeProblem`): 400 with the rule's Korean message under the end at fault. The range is
 * `date_from`/`date_to`; the sales and hub reports' first spelling `from`/`to` stays accepted (the
 * remotes already released send it), and an error names the parameter the caller sent.
 */
import { dateRangeProblem, type DateRangeRule } from '@nurly/contracts';
import { badRequest } from './errors';

export interface RangeQuery {
  date_from?: string;
  date_to?: string;
  /** The older spelling of `date_from` (sales, hub reports). */
  from?: string;
  /** The older spelling of `date_to` (sales, hub reports). */
  to?: string;
}

export interface ReportRange {
  from: string | undefined;
  to: string | undefined;
}

/** The checked range of `query` (an empty end is an open end); throws the rule's 400. */
export function reportRange(query: RangeQuery, rule: DateRangeRule = {}): ReportRange {
  const from = query.date_from ?? query.from;
  const to = query.date_to ?? query.to;
  const problem = dateRangeProblem(from, to, rule);
  if (problem) {
    // The parameter the caller sent: the older spelling only when it came without the new one.
    const sent = (name: 'date_from' | 'date_to', alias: 'from' | 'to') =>
      query[name] === undefined && query[alias] !== undefined ? alias : name;
    throw badRequest(problem.message, problem.end === 'from' ? sent('date_from', 'from') : sent('date_to', 'to'), problem.code);
  }
  return { from: from || undefined, to: to || undefined };
}

/** `reportRange` for the reports that need both ends (sales, hub reports). */
export function requiredReportRange(query: RangeQuery, rule: Omit<DateRangeRule, 'required'> = {}): { from: string; to: string } {
  const range = reportRange(query, { ...rule, required: true });
  return { from: range.from!, to: range.to! };
}
