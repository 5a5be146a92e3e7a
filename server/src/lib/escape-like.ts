/** Escapes LIKE/ILIKE wildcards so user text matches literally (PostgreSQL's default escape is backslash). */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** `%text%` for a contains-search, wildcards in the text escaped. */
export function containsPattern(value: string): string {
  return `%${escapeLike(value)}%`;
}
