import { useMemo } from 'react';
import type { TemplateEditorDialogProps } from '../templates/template-card';
import { editorForTemplate } from './engine';
import { MemeEditorDialog } from './meme-editor-dialog';

/**
 * The Meme Editor dialog on a library template; each opening starts afresh from the template. It
 * comes in the editor's lazy chunk (`LazyTemplateEditorDialog`), with the engine that builds the
 * session from the template: the Library page does not load or run the engine until an edit.
 */
export function TemplateEditorDialog({ template, open, onOpenChange }: TemplateEditorDialogProps) {
  const initial = useMemo(() => (open ? editorForTemplate(template) : null), [open, template]);
  return <MemeEditorDialog open={open} onOpenChange={onOpenChange} initial={initial} />;
}
