/** Page sizes of every table (spec §9). Apart from DataTable so list state can use it without loading the table. */
export const PAGE_SIZE_OPTIONS = [10, 25, 50, 100] as const;
