import type { ReactNode } from 'react';
import { SearchX } from 'lucide-react';
import { DEFAULT_PAGE_SIZE, MESSAGES, SKELETON_CARD_COUNT, type Template } from '@memeforge/contract';
import { AccessDeniedError } from '../../api';
import { CardGrid, EmptyState, ErrorState, Pagination } from '../../ui';
import { BrowseFilters } from '../browse/browse-filters';
import { usePastTheEnd } from '../browse/use-past-the-end';
import { PremiumAccess } from './premium-access';
import { TemplateCardSkeleton } from './template-card';
import { useTemplateList } from './templates-api';
import type { BrowseState } from '../browse/use-browse-state';

export interface TemplateBrowserProps {
  state: BrowseState;
  showTypeFilter: boolean;
  /** A card for one template (rendered inside the grid's list item). */
  renderCard: (template: Template) => ReactNode;
  /** Skeleton height: the cards' thumbnail height. */
  thumbnailHeight: number;
  /** What to scroll to the top after a page change (the window by default). */
  scroll?: () => void;
  /** Called when the premium screen's upgrade link is followed (a dialog closes itself). */
  onLeave?: () => void;
}

function Skeletons({ height }: { height: number }) {
  return (
    <div aria-busy="true" aria-label="Loading templates">
      <CardGrid>
        {Array.from({ length: SKELETON_CARD_COUNT }, (_, index) => (
          <li key={index}>
            <TemplateCardSkeleton height={height} />
          </li>
        ))}
      </CardGrid>
    </div>
  );
}

/**
 * Search, type filter, the paged grid and its states (spec §2): 10 skeleton cards while a page
 * loads, the premium-access screen on a 403, 'Failed to load templates' with 'Try Again', the two
 * empty states, and a page past the end sent back to page 1.
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
  const { setPage } = state;
  const pastTheEnd = usePastTheEnd(state, list);

  const filtered = state.search.trim() !== '' || state.type !== null;
  const totalPages = list.data ? Math.ceil(list.data.count / DEFAULT_PAGE_SIZE) : 0;

  let body: ReactNode;
  if (list.error instanceof AccessDeniedError) {
    body = <PremiumAccess message={list.error.message} {...(onLeave ? { onNavigate: onLeave } : {})} />;
  } else if (list.isError && !pastTheEnd) {
    body = (
      <ErrorState
        title={MESSAGES.failedToLoadTemplates}
        retryLabel={MESSAGES.tryAgain}
        onRetry={() => void list.refetch()}
      />
    );
  } else if (!list.data || list.isPlaceholderData || pastTheEnd) {
    body = <Skeletons height={thumbnailHeight} />;
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
        {list.data.results.map((template) => (
          <li key={template.id}>{renderCard(template)}</li>
        ))}
      </CardGrid>
    );
  }

  const showPagination = !list.isError && totalPages > 1;
  return (
    <div className="flex flex-col gap-6">
      <BrowseFilters
        state={state}
        showTypeFilter={showTypeFilter}
        searchLabel="Search templates"
        searchPlaceholder={MESSAGES.searchTemplatesPlaceholder}
      />
      <p role="status" className="-mt-3 text-sm text-slate-500">
        {list.data && !list.isPlaceholderData && !list.isError
          ? `${list.data.count} ${list.data.count === 1 ? 'template' : 'templates'}`
          : ''}
      </p>
      {body}
      {showPagination && (
        <Pagination
          page={Math.min(state.page, totalPages)}
          totalPages={totalPages}
          onPageChange={(page) => setPage(page)}
          {...(scroll ? { scroll } : {})}
        />
      )}
    </div>
  );
}
