/** Page sizes of every table (docs/decisions/product.md#constants). Apart from DataTable so list state can use it without loading the table. */
export const PAGE_SIZE_OPTIONS = [10, 25, 50, 100] as const;
