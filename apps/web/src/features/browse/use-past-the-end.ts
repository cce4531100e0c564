import { useEffect } from 'react';
import { ApiError } from '../../api';
import type { BrowseState } from './use-browse-state';

/**
 * A page past the end of a list (an old link, or the last item of the last page deleted) goes back
 * to page 1 without a history entry. The server answers such a page with a 404, or with no results.
 */
export function usePastTheEnd(
  state: Pick<BrowseState, 'page' | 'setPage'>,
  list: { error: unknown; data?: { results: unknown[] } | undefined; isPlaceholderData: boolean },
): boolean {
  const { page, setPage } = state;
  const notFound = list.error instanceof ApiError && list.error.status === 404;
  const empty = Boolean(list.data && !list.isPlaceholderData && list.data.results.length === 0);
  const pastTheEnd = page > 1 && (notFound || empty);
  useEffect(() => {
    if (pastTheEnd) setPage(1, { replace: true });
  }, [pastTheEnd, setPage]);
  return pastTheEnd;
}
