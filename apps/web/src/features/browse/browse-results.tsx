import { DEFAULT_PAGE_SIZE } from '@memeforge/contract';
import { Pagination } from '../../ui';
import type { BrowseState } from './use-browse-state';

/** What the count line and the pagination read from a paged list's query. */
interface PagedList {
  data?: { count: number } | undefined;
  isPlaceholderData: boolean;
  isError: boolean;
}

/** The live '12 memes' line under the filters; empty while a page loads or when it failed. */
export function ResultCount({ list, one, many }: { list: PagedList; one: string; many: string }) {
  return (
    <p role="status" className="-mt-3 text-sm text-slate-500">
      {list.data && !list.isPlaceholderData && !list.isError
        ? `${list.data.count} ${list.data.count === 1 ? one : many}`
        : ''}
    </p>
  );
}

/** The list's pages (DEFAULT_PAGE_SIZE a page), shown once there are two or more and the list loaded. */
export function BrowsePagination({
  state,
  list,
  scroll,
}: {
  state: Pick<BrowseState, 'page' | 'setPage'>;
  list: PagedList;
  /** What to scroll to the top after a page change (the window by default). */
  scroll?: (() => void) | undefined;
}) {
  const totalPages = list.data ? Math.ceil(list.data.count / DEFAULT_PAGE_SIZE) : 0;
  if (list.isError || totalPages <= 1) return null;
  return (
    <Pagination
      page={Math.min(state.page, totalPages)}
      totalPages={totalPages}
      onPageChange={(page) => state.setPage(page)}
      scroll={scroll}
    />
  );
}
