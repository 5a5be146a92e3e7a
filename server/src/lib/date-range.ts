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
    const field =
      problem.end === 'from'
        ? query.date_from === undefined && query.from !== undefined
          ? 'from'
          : 'date_from'
        : query.date_to === undefined && query.to !== undefined
          ? 'to'
          : 'date_to';
    throw badRequest(problem.message, field, problem.code);
  }
  return { from: from || undefined, to: to || undefined };
}

/** `reportRange` for the reports that need both ends (sales, hub reports). */
export function requiredReportRange(query: RangeQuery, rule: Omit<DateRangeRule, 'required'> = {}): { from: string; to: string } {
  const range = reportRange(query, { ...rule, required: true });
  return { from: range.from!, to: range.to! };
}
