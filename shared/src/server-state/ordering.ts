/**
 * The server's list ordering (`ordering=-created_at,name`): comma-separated field names, a
 * leading '-' for descending. One parser for the table headers, the URL and the request.
 */
export interface OrderingField {
  field: string;
  desc: boolean;
}

export function parseOrdering(ordering: string | null | undefined): OrderingField[] {
  if (!ordering) return [];
  return ordering
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part && part !== '-')
    .map((part) => (part.startsWith('-') ? { field: part.slice(1), desc: true } : { field: part, desc: false }));
}

export function formatOrdering(fields: readonly OrderingField[]): string {
  return fields.map(({ field, desc }) => (desc ? `-${field}` : field)).join(',');
}
