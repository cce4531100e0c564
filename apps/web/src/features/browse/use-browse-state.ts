/**
 * What a paged, searchable list is showing (the template Library and picker, My Memes): the search
 * (as typed, and as committed after the 500 ms debounce), the type filter and the page. Pages keep
 * it in the URL query, so reload and back/forward work; a picker dialog keeps it in component state.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { MEDIA_TYPE, SEARCH_DEBOUNCE_MS, type MediaTypeId } from '@memeforge/contract';

export interface BrowseState {
  /** What the search box shows. */
  searchDraft: string;
  onSearchChange: (value: string) => void;
  /** The search the list is filtered by. */
  search: string;
  type: MediaTypeId | null;
  page: number;
  setType: (type: MediaTypeId | null) => void;
  /** `replace`: correct the page without a history entry (a page past the end). */
  setPage: (page: number, options?: { replace?: boolean }) => void;
}

export const URL_KEYS = { search: 'search', type: 'type', page: 'page' } as const;

export function parsePage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

export function parseType(value: string | null): MediaTypeId | null {
  if (value === String(MEDIA_TYPE.image)) return MEDIA_TYPE.image;
  if (value === String(MEDIA_TYPE.video)) return MEDIA_TYPE.video;
  return null;
}

/** Calls `callback` once calls stop for `delay` ms; a pending call is dropped on unmount. */
export function useDebouncedCallback<A extends unknown[]>(callback: (...args: A) => void, delay: number) {
  const latest = useRef(callback);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    latest.current = callback;
  });
  useEffect(() => () => clearTimeout(timer.current), []);
  return useCallback(
    (...args: A) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => latest.current(...args), delay);
    },
    [delay],
  );
}

/**
 * The search box's text: typed freely, committed after the debounce. When the committed search
 * changes from elsewhere (back/forward), the box follows it.
 */
function useSearchDraft(search: string, commit: (value: string) => void) {
  const [draft, setDraft] = useState(search);
  const [shown, setShown] = useState(search);
  if (shown !== search) {
    setShown(search);
    setDraft(search);
  }
  const debouncedCommit = useDebouncedCallback(commit, SEARCH_DEBOUNCE_MS);
  const onSearchChange = useCallback(
    (value: string) => {
      setDraft(value);
      debouncedCommit(value);
    },
    [debouncedCommit],
  );
  return { searchDraft: draft, onSearchChange };
}

/** A page's list state, in the URL query (`?search=&type=&page=`): the Library, My Memes. */
export function useUrlBrowseState(): BrowseState {
  const [params, setParams] = useSearchParams();
  const search = params.get(URL_KEYS.search) ?? '';
  const type = parseType(params.get(URL_KEYS.type));
  const page = parsePage(params.get(URL_KEYS.page));

  const currentSearch = useRef(search);
  useEffect(() => {
    currentSearch.current = search;
  }, [search]);

  const update = useCallback(
    (changes: { search?: string; type?: MediaTypeId | null; page?: number }, replace = false) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          const put = (key: string, value: string | null) => (value ? next.set(key, value) : next.delete(key));
          if (changes.search !== undefined) put(URL_KEYS.search, changes.search);
          if (changes.type !== undefined) put(URL_KEYS.type, changes.type === null ? null : String(changes.type));
          if (changes.page !== undefined) put(URL_KEYS.page, changes.page > 1 ? String(changes.page) : null);
          return next;
        },
        { replace },
      ),
    [setParams],
  );

  const commitSearch = useCallback(
    (value: string) => {
      if (value !== currentSearch.current) update({ search: value, page: 1 });
    },
    [update],
  );

  return {
    ...useSearchDraft(search, commitSearch),
    search,
    type,
    page,
    setType: useCallback((next: MediaTypeId | null) => update({ type: next, page: 1 }), [update]),
    setPage: useCallback(
      (next: number, options?: { replace?: boolean }) => update({ page: next }, options?.replace),
      [update],
    ),
  };
}

/** A picker's state: in the component, starting on one media type. */
export function useLocalBrowseState(initialType: MediaTypeId | null = null): BrowseState {
  const [search, setSearch] = useState('');
  const [type, setTypeState] = useState<MediaTypeId | null>(initialType);
  const [page, setPageState] = useState(1);
  const commitSearch = useCallback((value: string) => {
    setSearch(value);
    setPageState(1);
  }, []);
  return {
    ...useSearchDraft(search, commitSearch),
    search,
    type,
    page,
    setType: useCallback((next: MediaTypeId | null) => {
      setTypeState(next);
      setPageState(1);
    }, []),
    setPage: useCallback((next: number) => setPageState(next), []),
  };
}
