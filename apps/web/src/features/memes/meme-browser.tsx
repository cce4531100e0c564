import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { SearchX, Sparkles } from 'lucide-react';
import { MESSAGES, ROUTES, SKELETON_CARD_COUNT, type Meme } from '@memeforge/contract';
import { Button, CardGrid, EmptyState, ErrorState, SkeletonGrid } from '../../ui';
import { BrowseFilters } from '../browse/browse-filters';
import { BrowsePagination, ResultCount } from '../browse/browse-results';
import type { BrowseState } from '../browse/use-browse-state';
import { usePastTheEnd } from '../browse/use-past-the-end';
import { DeleteMemeDialog } from './delete-meme-dialog';
import { EmptyGallery } from './empty-gallery';
import type { MemePatcher } from './use-meme-reaction';
import { MemeCard, MemeCardSkeleton } from './meme-card';
import { useUserMemes } from './memes-api';
import { useDeleteMeme } from './use-delete-meme';

/**
 * My Memes' list (product.md §2.9, §7.6): search, type filter and the paged grid with the same
 * states as the template library (skeletons, 'Try Again', page past the end back to page 1), the
 * empty gallery when the user has no memes at all, and "no match" when a search or filter finds
 * none. Cards can be deleted after a confirmation.
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

  let body: ReactNode;
  if (list.isError && !pastTheEnd) {
    body = <ErrorState title={MESSAGES.failedToLoadMemes} onRetry={() => void list.refetch()} />;
  } else if (!list.data || list.isPlaceholderData || pastTheEnd) {
    body = <SkeletonGrid label="Loading memes" count={SKELETON_CARD_COUNT} card={<MemeCardSkeleton />} />;
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
        {list.data.results.map((meme, index) => (
          <li key={meme.memeId}>
            <MemeCard meme={meme} onDelete={removal.ask} onPatch={onPatch} lead={index === 0} />
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
      <ResultCount list={list} one="meme" many="memes" />
      {body}
      <BrowsePagination state={state} list={list} />
      <DeleteMemeDialog
        meme={removal.asking}
        deleting={removal.deleting}
        onConfirm={(meme) => void removal.confirm(meme)}
        onCancel={removal.cancel}
      />
    </div>
  );
}
