import { useState, type MouseEvent } from 'react';
import { Link } from 'react-router';
import { Pencil, Sparkles } from 'lucide-react';
import { ROUTES, type Meme } from '@memeforge/contract';
import { Button } from '../../ui';
import { useMemeEditor } from './meme-editor-slot';

/** The editor page on this meme: the deep link behind the card's 'Meme Editor' (open in a new tab, shared). */
export function editorUrlForMeme(meme: Pick<Meme, 'memeId'>): string {
  return `${ROUTES['dashboard.editor']}?memeId=${encodeURIComponent(meme.memeId)}`;
}

/** The action's name, which is also the name of the editor's chat tab it opens on. */
const EDIT_WITH_AI = 'Edit With AI';

/** A plain click opens the dialog; a click meant for a new tab or window follows the link. */
function isPlainClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * The page's editor (see `meme-editor-slot.tsx`) and whether it can open this meme: not until the
 * meme is finished, nor when its media is gone. `editing` is the meme the dialog opened on.
 */
function useCardEditor(meme: Meme, ready: boolean) {
  const editor = useMemeEditor();
  const [editing, setEditing] = useState<Meme | null>(null);
  const editable = ready && editor !== null && editor.canEdit(meme);
  const dialogProps = {
    meme: editing ?? meme,
    open: editing !== null,
    onOpenChange: (open: boolean) => !open && setEditing(null),
  };
  return { editor, editable, open: () => setEditing(meme), dialogProps };
}

/**
 * 'Meme Editor': opens the editor dialog on the meme as it is (its template or upload, its text and
 * style). It is a link to the editor page too, so it can be opened in a new tab. Until the meme is
 * finished (or when its media is gone) there is nothing to edit and the button is disabled.
 */
export function MemeEditorButton({ meme, ready }: { meme: Meme; ready: boolean }) {
  const { editor, editable, open, dialogProps } = useCardEditor(meme, ready);
  if (!editor || !editable) {
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
            open();
          }}
        >
          <Pencil className="size-4" aria-hidden /> Meme Editor
        </Link>
      </Button>
      <editor.Dialog {...dialogProps} />
    </>
  );
}

/**
 * 'Edit With AI' (decision 029): the editor dialog on the meme with the chat shown. Disabled until
 * the meme is finished (nothing to edit yet).
 */
export function EditWithAiAction({ meme, ready, buttonClass }: { meme: Meme; ready: boolean; buttonClass: string }) {
  const { editor, editable, open, dialogProps } = useCardEditor(meme, ready);
  return (
    <>
      <button
        type="button"
        className={buttonClass}
        aria-label={EDIT_WITH_AI}
        title={EDIT_WITH_AI}
        aria-haspopup="dialog"
        disabled={!editable}
        onClick={open}
      >
        <Sparkles className="size-5" aria-hidden />
      </button>
      {editor && <editor.Dialog {...dialogProps} chatFirst />}
    </>
  );
}
