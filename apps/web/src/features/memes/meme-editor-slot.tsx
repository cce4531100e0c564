import { createContext, useContext, type ComponentType } from 'react';
import type { Meme } from '@memeforge/contract';

export interface MemeEditorDialogProps {
  /** The meme as it was when the dialog opened: every opening starts afresh from it. */
  meme: Meme;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Open on the 'Edit With AI' chat rather than on the meme's text. */
  chatFirst?: boolean;
}

/**
 * The Meme Editor as the meme cards open it. This feature does not import the editor (the editor
 * imports this one, to save memes); the page that shows the cards provides it with
 * `<MemeEditorProvider value={memeCardEditor}>` (`features/editor/card-editors.tsx`). Without a
 * provider the cards' editor actions stay disabled.
 */
export interface MemeEditorSlot {
  /** Whether the editor can open the meme: its picture or clip and its text are there to load. */
  canEdit: (meme: Meme) => boolean;
  Dialog: ComponentType<MemeEditorDialogProps>;
}

const MemeEditorContext = createContext<MemeEditorSlot | null>(null);

export const MemeEditorProvider = MemeEditorContext.Provider;

export function useMemeEditor(): MemeEditorSlot | null {
  return useContext(MemeEditorContext);
}
