import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { SearchX, Sparkles } from 'lucide-react';
import { DEFAULT_PAGE_SIZE, MESSAGES, ROUTES, SKELETON_CARD_COUNT, type Meme } from '@memeforge/contract';
import { Button, CardGrid, EmptyState, ErrorState, Pagination } from '../../ui';
import { BrowseFilters } from '../browse/browse-filters';
import type { BrowseState } from '../browse/use-browse-state';
import { usePastTheEnd } from '../browse/use-past-the-end';
import { DeleteMemeDialog } from './delete-meme-dialog';
import { EmptyGallery } from './empty-gallery';
import type { MemePatcher } from './use-meme-reaction';
import { MemeCard, MemeCardSkeleton } from './meme-card';
import { useUserMemes } from './memes-api';
import { useDeleteMeme } from './use-delete-meme';

function Skeletons() {
  return (
    <div aria-busy="true" aria-label="Loading memes">
      <CardGrid>
        {Array.from({ length: SKELETON_CARD_COUNT }, (_, index) => (
          <li key={index}>
            <MemeCardSkeleton />
          </li>
        ))}
      </CardGrid>
    </div>
  );
}

/**
 * My Memes' list (spec §2, §7): search, type filter and the paged grid with the same states as the
 * template library (skeletons, 'Try Again', page past the end back to page 1), the empty gallery
 * when the user has no memes at all, and "no match" when a search or filter finds none. Cards can
 * be deleted after a confirmation.
 */
export function MemeBrowser({
  state,
  onDeleted,
  onPatch,
}: {
  state: BrowseState;
  onDeleted?: (meme: Meme) => void;
  /** Told of each reaction, besides the cached pages (the generate page's stored batch listens). */
  onPatch?: MemePatcher;
}) {
  const list = useUserMemes({ search: state.search, type: state.type, page: state.page });
  const pastTheEnd = usePastTheEnd(state, list);
  const removal = useDeleteMeme(onDeleted);

  const filtered = state.search.trim() !== '' || state.type !== null;
  const totalPages = list.data ? Math.ceil(list.data.count / DEFAULT_PAGE_SIZE) : 0;

  let body: ReactNode;
  if (list.isError && !pastTheEnd) {
    body = (
      <ErrorState
        title={MESSAGES.failedToLoadMemes}
        retryLabel={MESSAGES.tryAgain}
        onRetry={() => void list.refetch()}
      />
    );
  } else if (!list.data || list.isPlaceholderData || pastTheEnd) {
    body = <Skeletons />;
  } else if (list.data.results.length === 0) {
    body = filtered ? (
      <EmptyState icon={<SearchX className="size-10" aria-hidden />} title={MESSAGES.noMemesMatching} />
    ) : (
      <EmptyGallery
        action={
          <Button asChild>
            <Link to={ROUTES['dashboard.generateMeme']}>
              <Sparkles className="size-4" aria-hidden /> Generate memes
            </Link>
          </Button>
        }
      />
    );
  } else {
    body = (
      <CardGrid label="Memes">
        {list.data.results.map((meme) => (
          <li key={meme.memeId}>
            <MemeCard meme={meme} onDelete={removal.ask} onPatch={onPatch} />
          </li>
        ))}
      </CardGrid>
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <BrowseFilters
        state={state}
        showTypeFilter
        searchLabel="Search memes"
        searchPlaceholder={MESSAGES.searchMemesPlaceholder}
      />
      <p role="status" className="-mt-3 text-sm text-slate-500">
        {list.data && !list.isPlaceholderData && !list.isError
          ? `${list.data.count} ${list.data.count === 1 ? 'meme' : 'memes'}`
          : ''}
      </p>
      {body}
      {!list.isError && totalPages > 1 && (
        <Pagination
          page={Math.min(state.page, totalPages)}
          totalPages={totalPages}
          onPageChange={(page) => state.setPage(page)}
        />
      )}
      <DeleteMemeDialog
        meme={removal.asking}
        deleting={removal.deleting}
        onConfirm={(meme) => void removal.confirm(meme)}
        onCancel={removal.cancel}
      />
    </div>
  );
}
