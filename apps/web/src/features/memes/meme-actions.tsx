import { useState, type MouseEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Download, Loader2, Pencil, ThumbsDown, ThumbsUp, Trash2, type LucideIcon } from 'lucide-react';
import { MESSAGES, ROUTES, type Meme } from '@memeforge/contract';
import { Button, cn } from '../../ui';
import { editorForMeme, type EditorState } from '../editor/engine';
import { LazyMemeEditorDialog } from '../editor/lazy-meme-editor-dialog';
import { useDownloadMeme } from './use-download-meme';
import { useMemeReaction, type MemePatcher } from './use-meme-reaction';
import { hasFailed, isPreparing } from './meme-status';
import { ShareMemeAction } from './share-meme';
import { EditWithAiAction } from '../editor/chat/edit-with-ai-button';
import type { Reaction } from './reactions';

/** The editor page on this meme: the deep link behind the card's 'Meme Editor' (open in a new tab, shared). */
export function editorUrlForMeme(meme: Pick<Meme, 'memeId'>): string {
  return `${ROUTES['dashboard.editor']}?memeId=${encodeURIComponent(meme.memeId)}`;
}

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

/** A plain click opens the dialog; a click meant for a new tab or window follows the link. */
function isPlainClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * 'Meme Editor': opens the editor dialog on the meme as it is (its template or upload, its text and
 * style). It is a link to the editor page too, so it can be opened in a new tab. Until the meme is
 * finished (or when its media is gone) there is nothing to edit and the button is disabled.
 */
function MemeEditorButton({ meme, ready }: { meme: Meme; ready: boolean }) {
  const [editing, setEditing] = useState<EditorState | null>(null);
  const editable = ready && editorForMeme(meme) !== null;
  if (!editable) {
    return (
      <Button size="sm" variant="secondary" className="h-10 grow whitespace-nowrap" disabled>
        <Pencil className="size-4" aria-hidden /> Meme Editor
      </Button>
    );
  }
  return (
    <>
      <Button asChild size="sm" variant="secondary" className="h-10 grow whitespace-nowrap">
        <Link
          to={editorUrlForMeme(meme)}
          aria-haspopup="dialog"
          onClick={(event) => {
            if (!isPlainClick(event)) return;
            event.preventDefault();
            setEditing(editorForMeme(meme));
          }}
        >
          <Pencil className="size-4" aria-hidden /> Meme Editor
        </Link>
      </Button>
      <LazyMemeEditorDialog
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        initial={editing}
        chatMemeId={meme.memeId}
      />
    </>
  );
}

/**
 * The card's action bar (product.md §2.7): like 'Good one!', dislike 'Not great' (pressed states
 * for assistive technology), download, share (a public page, decision 025), what the page adds
 * (the generate page's Regenerate), the
 * 'Meme Editor' (the editor dialog) and, on My Memes, delete. Buttons are 40 px so they stay easy to tap on a
 * phone.
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
