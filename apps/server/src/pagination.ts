/**
 * Paged lists as Django REST framework answers them (spec §3 "Paged list response"): count,
 * results, and next/previous links relative to this server; a page past the end is a 404.
 */
import { HttpError } from './http-errors';

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
  if (request.page > 1 && offset >= total) throw HttpError.detail(404, INVALID_PAGE);
  return {
    count: total,
    next: offset + results.length < total ? pageLink(path, query, request.page + 1) : null,
    previous: request.page > 1 ? pageLink(path, query, request.page - 1) : null,
    results,
  };
}
