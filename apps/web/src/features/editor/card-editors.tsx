import { useMemo } from 'react';
import type { MemeEditorDialogProps, MemeEditorSlot } from '../memes/meme-editor-slot';
import type { TemplateEditorDialogProps } from '../templates/template-card';
import { editorForMeme, editorForTemplate } from './engine';
import { LazyMemeEditorDialog } from './lazy-meme-editor-dialog';

/*
 * The Meme Editor dialog as other features' cards open it. Those features do not import the editor
 * (it imports them: the template picker, the memes' calls); their pages hand these over. The Library
 * gives `TemplateEditorDialog` to its template cards; My Memes and Generate provide `memeCardEditor`
 * to their meme cards. Each opening starts afresh from what the card opened it on.
 */

/** On a library template. */
export function TemplateEditorDialog({ template, open, onOpenChange }: TemplateEditorDialogProps) {
  const initial = useMemo(() => (open ? editorForTemplate(template) : null), [open, template]);
  return <LazyMemeEditorDialog open={open} onOpenChange={onOpenChange} initial={initial} />;
}

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
