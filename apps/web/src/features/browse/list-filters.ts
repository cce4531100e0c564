import { DEFAULT_PAGE_SIZE, type MediaTypeId } from '@memeforge/contract';

/** What a paged, searchable list asks the server for (the template Library, My Memes). */
export interface ListFilters {
  search: string;
  type: MediaTypeId | null;
  page: number;
  pageSize?: number;
}

/**
 * A list's query keys: `all` (every cached page, to invalidate) and one page's key under it, its
 * search trimmed as it is sent.
 */
export function listKeys<Root extends string>(root: Root) {
  return {
    all: [root] as const,
    list: (filters: ListFilters) =>
      [
        root,
        { search: filters.search.trim(), type: filters.type, page: filters.page, pageSize: filters.pageSize },
      ] as const,
  };
}

/** The list endpoints' query parameters (empty ones are dropped by the API client). */
export function listQuery(filters: ListFilters) {
  return {
    search: filters.search.trim(),
    page: filters.page,
    type: filters.type,
    page_size: filters.pageSize ?? DEFAULT_PAGE_SIZE,
  };
}
