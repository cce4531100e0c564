import { useMemo } from 'react';
import type { MemeEditorDialogProps, MemeEditorSlot } from '../memes/meme-editor-slot';
import { editorForMeme } from './engine';
import { LazyMemeEditorDialog } from './lazy-meme-editor-dialog';

/*
 * The Meme Editor dialog as the meme cards open it. The memes feature does not import the editor
 * (the editor imports it, to save memes); My Memes and Generate provide `memeCardEditor` to their
 * meme cards. Each opening starts afresh from what the card opened it on. (The Library's template
 * cards take `LazyTemplateEditorDialog` of `lazy-meme-editor-dialog.tsx`, which brings the engine
 * with the dialog: here `canEdit` needs the engine on load.)
 */

/** On a meme as it is, with its Edit With AI chat (shown first from the card's 'Edit With AI'). */
function MemeCardEditorDialog({ meme, open, onOpenChange, chatFirst = false }: MemeEditorDialogProps) {
  const initial = useMemo(() => (open ? editorForMeme(meme) : null), [open, meme]);
  return (
    <LazyMemeEditorDialog
      open={open}
      onOpenChange={onOpenChange}
      initial={initial}
      chatMemeId={meme.memeId}
      initialTab={chatFirst ? 'chat' : undefined}
    />
  );
}

export const memeCardEditor: MemeEditorSlot = {
  canEdit: (meme) => editorForMeme(meme) !== null,
  Dialog: MemeCardEditorDialog,
};
