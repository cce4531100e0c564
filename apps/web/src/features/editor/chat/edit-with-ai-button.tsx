import { useState } from 'react';
import { Sparkles } from 'lucide-react';
import type { Meme } from '@memeforge/contract';
import { editorForMeme, type EditorState } from '../engine';
import { LazyMemeEditorDialog } from '../lazy-meme-editor-dialog';
import { CHAT_TAB_LABEL } from './chat-labels';

/**
 * A meme card's 'Edit With AI' (decision 029): the editor dialog on the meme with the chat shown.
 * Disabled until the meme is finished (nothing to edit yet).
 */
export function EditWithAiAction({ meme, ready, buttonClass }: { meme: Meme; ready: boolean; buttonClass: string }) {
  const [editing, setEditing] = useState<EditorState | null>(null);
  const editable = ready && editorForMeme(meme) !== null;
  return (
    <>
      <button
        type="button"
        className={buttonClass}
        aria-label={CHAT_TAB_LABEL}
        title={CHAT_TAB_LABEL}
        aria-haspopup="dialog"
        disabled={!editable}
        onClick={() => setEditing(editorForMeme(meme))}
      >
        <Sparkles className="size-5" aria-hidden />
      </button>
      <LazyMemeEditorDialog
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        initial={editing}
        chatMemeId={meme.memeId}
        initialTab="chat"
      />
    </>
  );
}
