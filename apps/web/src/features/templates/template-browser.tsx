import type { ReactNode } from 'react';
import { SearchX } from 'lucide-react';
import { MESSAGES, SKELETON_CARD_COUNT, type Template } from '@memeforge/contract';
import { AccessDeniedError } from '../../api';
import { CardGrid, EmptyState, ErrorState, SkeletonGrid } from '../../ui';
import { BrowseFilters } from '../browse/browse-filters';
import { BrowsePagination, ResultCount } from '../browse/browse-results';
import { usePastTheEnd } from '../browse/use-past-the-end';
import { PremiumAccess } from './premium-access';
import { TemplateCardSkeleton } from './template-card';
import { useTemplateList } from './templates-api';
import type { BrowseState } from '../browse/use-browse-state';

export interface TemplateBrowserProps {
  state: BrowseState;
  showTypeFilter: boolean;
  /** A card for one template (rendered inside the grid's list item); `index` is its place on the page. */
  renderCard: (template: Template, index: number) => ReactNode;
  /** Skeleton height: the cards' thumbnail height. */
  thumbnailHeight: number;
  /** What to scroll to the top after a page change (the window by default). */
  scroll?: () => void;
  /** Called when the premium screen's upgrade link is followed (a dialog closes itself). */
  onLeave?: () => void;
}

/**
 * Search, type filter, the paged grid and its states (product.md §2.8): 10 skeleton cards while a
 * page loads, the premium-access screen on a 403, 'Failed to load templates' with 'Try Again',
 * the two empty states, and a page past the end sent back to page 1.
 */
export function TemplateBrowser({
  state,
  showTypeFilter,
  renderCard,
  thumbnailHeight,
  scroll,
  onLeave,
}: TemplateBrowserProps) {
  const list = useTemplateList({ search: state.search, type: state.type, page: state.page });
  const pastTheEnd = usePastTheEnd(state, list);

  const filtered = state.search.trim() !== '' || state.type !== null;

  let body: ReactNode;
  if (list.error instanceof AccessDeniedError) {
    body = <PremiumAccess message={list.error.message} {...(onLeave ? { onNavigate: onLeave } : {})} />;
  } else if (list.isError && !pastTheEnd) {
    body = <ErrorState title={MESSAGES.failedToLoadTemplates} onRetry={() => void list.refetch()} />;
  } else if (!list.data || list.isPlaceholderData || pastTheEnd) {
    body = (
      <SkeletonGrid
        label="Loading templates"
        count={SKELETON_CARD_COUNT}
        card={<TemplateCardSkeleton height={thumbnailHeight} />}
      />
    );
  } else if (list.data.results.length === 0) {
    body = (
      <EmptyState
        icon={filtered ? <SearchX className="size-10" aria-hidden /> : undefined}
        title={filtered ? MESSAGES.noTemplatesMatching : MESSAGES.noTemplatesAvailable}
      />
    );
  } else {
    body = (
      <CardGrid label="Templates">
        {list.data.results.map((template, index) => (
          <li key={template.id}>{renderCard(template, index)}</li>
        ))}
      </CardGrid>
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <BrowseFilters
        state={state}
        showTypeFilter={showTypeFilter}
        searchLabel="Search templates"
        searchPlaceholder={MESSAGES.searchTemplatesPlaceholder}
      />
      <ResultCount list={list} one="template" many="templates" />
      {body}
      <BrowsePagination state={state} list={list} scroll={scroll} />
    </div>
  );
}
