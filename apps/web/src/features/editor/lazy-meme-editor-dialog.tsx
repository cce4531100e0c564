import { lazy, Suspense, useState } from 'react';
import type { MemeEditorDialogProps } from './meme-editor-dialog';

const MemeEditorDialog = lazy(() =>
  import('./meme-editor-dialog').then((module) => ({ default: module.MemeEditorDialog })),
);

/**
 * The Meme Editor dialog for the cards (My Memes, Generate, Library): its code loads on the first
 * opening, not with the page (and the template cards and the editor's template picker do not
 * import each other). Once loaded it stays mounted, so closing gives focus back to the opener.
 */
export function LazyMemeEditorDialog(props: MemeEditorDialogProps) {
  const [wanted, setWanted] = useState(props.open);
  if (props.open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <MemeEditorDialog {...props} />
    </Suspense>
  );
}
