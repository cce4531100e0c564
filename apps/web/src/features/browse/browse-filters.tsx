import { useId } from 'react';
import { Search } from 'lucide-react';
import { MEDIA_TYPE, type MediaTypeId } from '@memeforge/contract';
import type { BrowseState } from './use-browse-state';
import { parseType } from './use-browse-state';

/** The type filter's choices, in the spec's words and order (product.md §2.8, §2.10). */
const TYPE_OPTIONS: { value: MediaTypeId | null; label: string }[] = [
  { value: MEDIA_TYPE.image, label: 'Images' },
  { value: MEDIA_TYPE.video, label: 'Videos' },
  { value: null, label: 'All Types' },
];

const control =
  'h-10 rounded-lg border border-slate-300 bg-white text-sm text-slate-900 focus:border-brand-500 ' +
  'focus:outline-none focus:ring-2 focus:ring-brand-200';

export interface BrowseFiltersProps {
  state: BrowseState;
  showTypeFilter: boolean;
  /** The search box's accessible name ('Search templates', 'Search memes'). */
  searchLabel: string;
  searchPlaceholder: string;
}

/** The search box (debounced by the state) and, where offered, the type filter. */
export function BrowseFilters({ state, showTypeFilter, searchLabel, searchPlaceholder }: BrowseFiltersProps) {
  const id = useId();
  return (
    <div className="flex flex-col gap-3 sm:flex-row" role="search">
      <div className="relative flex-1">
        <label htmlFor={`${id}-search`} className="sr-only">
          {searchLabel}
        </label>
        <Search
          className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-slate-400"
          aria-hidden
        />
        <input
          id={`${id}-search`}
          type="search"
          value={state.searchDraft}
          onChange={(event) => state.onSearchChange(event.target.value)}
          placeholder={searchPlaceholder}
          autoComplete="off"
          className={`${control} w-full pl-9 pr-3 placeholder:text-slate-400`}
        />
      </div>
      {showTypeFilter && (
        <div className="sm:w-44">
          <label htmlFor={`${id}-type`} className="sr-only">
            Type
          </label>
          <select
            id={`${id}-type`}
            value={state.type ?? ''}
            onChange={(event) => state.setType(parseType(event.target.value))}
            className={`${control} w-full cursor-pointer px-3`}
          >
            {TYPE_OPTIONS.map((option) => (
              <option key={option.label} value={option.value ?? ''}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      )}
    </div>
  );
}
