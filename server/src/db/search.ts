/**
 * The search boxes that mean the same on every list that has them: an account (username, name or
 * the digits of its mobile) and an advertiser (its name, the account's username, or the digits of
 * its registration number, dashes ignored). Each is one condition; wildcards in the text are escaped.
 */
import { ilike, or, sql, type Column, type SQL } from 'drizzle-orm';
import { containsPattern } from '../lib/escape-like';
import { advertisers } from './schema/points';

/** Over the `u` alias of users: the username or name contains `search`, or the mobile holds its digits. */
export function memberSearch(search: string): SQL {
  const pattern = containsPattern(search);
  return sql`(u.username ilike ${pattern} or u.name ilike ${pattern} or u.mobile like ${containsPattern(search.replace(/\D/g, '') || search)})`;
}

/**
 * The advertiser's name, any `more` column or the account's `username` contains `search`, or its
 * registration number holds the digits of `search` (three or more of them).
 */
export function advertiserSearch(search: string, username: Column, ...more: Column[]): SQL {
  const pattern = containsPattern(search);
  const digits = search.replace(/\D/g, '');
  return or(
    ilike(advertisers.name, pattern),
    ...more.map((column) => ilike(column, pattern)),
    ilike(username, pattern),
    digits.length >= 3 ? sql`replace(${advertisers.registrationNumber}, '-', '') like ${`%${digits}%`}` : undefined,
  )!;
}
