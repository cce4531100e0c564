import { MESSAGES } from '@memeforge/contract';
import { Dialog } from '../../ui';
import { EditorPanel, type EditorTab } from './editor-panel';
import type { EditorState } from './engine';
import type { AiCaptionSlot } from './panel/ai-caption-tab';
import { aiCaptionSlot as aiCaptionHelper } from './ai-caption/ai-caption-helper';

export interface MemeEditorDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where the session starts: `editorForMeme(meme)` or `editorForTemplate(template)`. */
  initial: EditorState | null;
  /** The 'AI Caption' tab's helper; the AI caption feature's by default. */
  aiCaptionSlot?: AiCaptionSlot;
  /** The saved meme being edited: with it, the 'Edit With AI' tab. */
  chatMemeId?: string;
  /** The tab shown first ('chat' from a card's 'Edit With AI'). */
  initialTab?: EditorTab;
}

/** Wide on a desktop, the whole screen on a phone. */
const LOOK =
  'max-w-6xl md:w-[calc(100vw-3rem)] ' +
  'max-md:inset-0 max-md:h-dvh max-md:max-h-none max-md:w-full max-md:max-w-none max-md:translate-x-0 ' +
  'max-md:translate-y-0 max-md:rounded-none max-md:p-4';

/**
 * 'Meme Editor' (product.md §2.9) over the page: the editor panel on a meme or a library template.
 * The panel lives only while the dialog is open, so every opening starts from `initial` afresh.
 */
export function MemeEditorDialog({
  open,
  onOpenChange,
  initial,
  aiCaptionSlot = aiCaptionHelper,
  chatMemeId,
  initialTab,
}: MemeEditorDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={MESSAGES.memeEditorTitle} className={LOOK}>
      {initial && (
        <EditorPanel
          initial={initial}
          variant="dialog"
          aiCaptionSlot={aiCaptionSlot}
          chatMemeId={chatMemeId}
          initialTab={initialTab}
        />
      )}
    </Dialog>
  );
}
