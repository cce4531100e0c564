import { lazy, Suspense, useState, type ComponentType } from 'react';
import type { TemplateEditorDialogProps } from '../templates/template-card';
import type { MemeEditorDialogProps } from './meme-editor-dialog';

/**
 * A dialog whose code loads on its first opening, not with the page. Once loaded it stays mounted,
 * so closing gives focus back to the opener.
 */
function loadedOnFirstOpening<Props extends { open: boolean }>(load: () => Promise<ComponentType<Props>>) {
  const Dialog = lazy(() => load().then((component) => ({ default: component })));
  return function LazyDialog(props: Props) {
    const [wanted, setWanted] = useState(props.open);
    if (props.open && !wanted) setWanted(true);
    if (!wanted) return null;
    return (
      <Suspense fallback={null}>
        <Dialog {...props} />
      </Suspense>
    );
  };
}

/**
 * The Meme Editor dialog for the meme cards (My Memes, Generate); the template cards and the
 * editor's template picker do not import each other.
 */
export const LazyMemeEditorDialog = loadedOnFirstOpening<MemeEditorDialogProps>(() =>
  import('./meme-editor-dialog').then((module) => module.MemeEditorDialog),
);

/**
 * The Meme Editor dialog for the Library's template cards, with the editor's engine: the page
 * hands it to its cards without importing the engine (its schemas cost the page's chunk about 9 ms
 * of evaluation on load, 4x that on a phone).
 */
export const LazyTemplateEditorDialog = loadedOnFirstOpening<TemplateEditorDialogProps>(() =>
  import('./template-editor-dialog').then((module) => module.TemplateEditorDialog),
);
