import type { ReactNode } from 'react';
import { Download, Loader2, ThumbsDown, ThumbsUp, Trash2, type LucideIcon } from 'lucide-react';
import { MESSAGES, type Meme } from '@memeforge/contract';
import { cn } from '../../ui';
import { useDownloadMeme } from './use-download-meme';
import { useMemeReaction, type MemePatcher } from './use-meme-reaction';
import { hasFailed, isPreparing } from './meme-status';
import { ShareMemeAction } from './share-meme';
import { FeedDownloadAction, feedMemeOf } from './feed-download';
import { EditWithAiAction, MemeEditorButton } from './meme-editor-actions';
import type { Reaction } from './reactions';

/** The action bar's 40 px icon button; the generate page's Regenerate uses it too. */
export const iconButton =
  'inline-flex size-10 shrink-0 items-center justify-center rounded-lg text-slate-600 transition-colors ' +
  'hover:bg-slate-100 hover:text-slate-900 disabled:pointer-events-none disabled:opacity-40 cursor-pointer';

/** Each reaction's name (also its hover title) and its tint while pressed. */
const REACTION_LOOKS: Record<Reaction, { label: string; pressedClass: string; icon: LucideIcon }> = {
  like: {
    label: MESSAGES.likeTitle,
    pressedClass: 'bg-emerald-50 text-emerald-700 hover:bg-emerald-100',
    icon: ThumbsUp,
  },
  dislike: {
    label: MESSAGES.dislikeTitle,
    pressedClass: 'bg-rose-50 text-rose-700 hover:bg-rose-100',
    icon: ThumbsDown,
  },
};

/** Like or dislike: a toggle that shows its pressed state (tinted, filled icon). */
function ReactionButton({
  reaction,
  pressed,
  onPress,
}: {
  reaction: Reaction;
  pressed: boolean;
  onPress: (reaction: Reaction) => Promise<void>;
}) {
  const { label, pressedClass, icon: Icon } = REACTION_LOOKS[reaction];
  return (
    <button
      type="button"
      className={cn(iconButton, pressed && pressedClass)}
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      onClick={() => void onPress(reaction)}
    >
      <Icon className={cn('size-5', pressed && 'fill-current')} aria-hidden />
    </button>
  );
}

/**
 * The card's action bar (product.md §2.7): like 'Good one!', dislike 'Not great' (pressed states
 * for assistive technology), download, download for a feed (decision 058), share (a public page, decision 025), 'Edit With AI', what
 * the page adds (the generate page's Regenerate), the 'Meme Editor' (the editor dialog the page
 * provides, `meme-editor-slot.tsx`) and, on My Memes, delete. Buttons are 40 px so they stay easy
 * to tap on a phone.
 */
export function MemeActions({
  meme,
  onPatch,
  onDelete,
  extraActions,
}: {
  meme: Meme;
  onPatch?: MemePatcher | undefined;
  onDelete?: ((meme: Meme) => void) | undefined;
  extraActions?: ReactNode;
}) {
  const react = useMemeReaction(meme, onPatch);
  const { busy, download } = useDownloadMeme(meme);
  const ready = !isPreparing(meme) && !hasFailed(meme) && Boolean(meme.file);

  return (
    // The editor button shares the row when the card is wide, and takes a full row when it is not.
    <div className="flex flex-wrap items-center gap-1 border-t border-slate-100 px-2 py-2">
      <ReactionButton reaction="like" pressed={meme.isLiked} onPress={react} />
      <ReactionButton reaction="dislike" pressed={meme.isDisliked} onPress={react} />
      <button
        type="button"
        className={iconButton}
        aria-label="Download meme"
        title="Download"
        disabled={!ready || busy}
        aria-busy={busy}
        onClick={() => void download()}
      >
        {busy ? <Loader2 className="size-5 animate-spin" aria-hidden /> : <Download className="size-5" aria-hidden />}
      </button>
      <FeedDownloadAction meme={feedMemeOf(meme)} ready={ready} buttonClass={iconButton} />
      <ShareMemeAction meme={meme} ready={ready} onPatch={onPatch} buttonClass={iconButton} />
      <EditWithAiAction meme={meme} ready={ready} buttonClass={iconButton} />
      {extraActions}
      {onDelete && (
        <button
          type="button"
          className={cn(iconButton, 'hover:bg-red-50 hover:text-red-700')}
          aria-label="Delete meme"
          title="Delete"
          onClick={() => onDelete(meme)}
        >
          <Trash2 className="size-5" aria-hidden />
        </button>
      )}
      <MemeEditorButton meme={meme} ready={ready} />
    </div>
  );
}
