/** List responses of paged endpoints (GET users etc.). @public */
export interface PagedResult<T> {
  count: number;
  results: T[];
}

/** Query of a paged list: page/page_size/search plus endpoint-specific filters. @public */
export type ListQuery = Record<string, string | number | boolean | null | undefined | (string | number)[]> & {
  page?: number;
  page_size?: number;
  search?: string;
};
