/**
 * Paged lists as Django REST framework answers them (product.md §3.9): count, results, and
 * next/previous links relative to this server; a page past the end is a 404.
 */
import { NotFound } from './domain-errors';

export const INVALID_PAGE = 'Invalid page.';

export interface PageRequest {
  page: number;
  pageSize: number;
}

export const offsetOf = ({ page, pageSize }: PageRequest) => (page - 1) * pageSize;

/** next/previous links keep every other query parameter the list was asked with. */
export function pageLink(path: string, query: Record<string, string | number | undefined>, page: number): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries({ ...query, page })) {
    if (value !== undefined && String(value) !== '') params.set(key, String(value));
  }
  return `${path}?${params.toString()}`;
}

export function pagedAnswer<T>(options: {
  path: string;
  /** The list's other query parameters, for the links. */
  query: Record<string, string | number | undefined>;
  request: PageRequest;
  total: number;
  results: T[];
}): { count: number; next: string | null; previous: string | null; results: T[] } {
  const { path, query, request, total, results } = options;
  const offset = offsetOf(request);
  if (request.page > 1 && offset >= total) throw new NotFound(INVALID_PAGE);
  return {
    count: total,
    next: offset + results.length < total ? pageLink(path, query, request.page + 1) : null,
    previous: request.page > 1 ? pageLink(path, query, request.page - 1) : null,
    results,
  };
}

/** The query of a searchable list (the library, My Memes): words, a media type, which page. */
export interface BrowseQuery {
  search?: string | undefined;
  type?: number | undefined;
  page: number;
  page_size: number;
}

/**
 * One page of a searchable list: fetches the rows for the filter and page, presents each, and
 * answers with the paging links, which keep the search and type.
 */
export async function browsePage<Row, Item>(
  query: BrowseQuery,
  path: string,
  fetch: (
    filter: { search?: string | undefined; type?: number | undefined },
    page: { limit: number; offset: number },
  ) => Promise<{ rows: Row[]; total: number }>,
  present: (row: Row) => Promise<Item>,
): Promise<{ count: number; next: string | null; previous: string | null; results: Item[] }> {
  const request = { page: query.page, pageSize: query.page_size };
  const { rows, total } = await fetch(
    { search: query.search, type: query.type },
    { limit: request.pageSize, offset: offsetOf(request) },
  );
  return pagedAnswer({
    path,
    query: { search: query.search, type: query.type, page_size: query.page_size },
    request,
    total,
    results: await Promise.all(rows.map(present)),
  });
}
