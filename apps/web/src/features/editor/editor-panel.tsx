import { useReducer, useRef, type Dispatch } from 'react';
import { MESSAGES } from '@memeforge/contract';
import { Tabs, cn } from '../../ui';
import { allText, emptyEditor, hasBoxes, isVideo, type EditorState } from './engine';
import { editorPanelReducer, type EditorPanelCommand } from './chat/apply-change';
import { CHAT_TAB_LABEL, MemeChatPanel } from './chat/meme-chat';
import { AiCaptionTab, type AiCaptionSlot } from './panel/ai-caption-tab';
import { EditorPreview } from './panel/editor-preview';
import { HistoryControls } from './panel/history-controls';
import { LayerList, LayoutControl } from './panel/layer-controls';
import { MediaButtons, MediaChoices } from './panel/media-buttons';
import { SaveArea } from './panel/save-area';
import { AlignmentControl, ColorControl, DragToggle, FontSizeControl } from './panel/style-controls';
import { AltTextField, MemeTextField } from './panel/text-field';
import { useCaptionFonts, type CaptionFontsState } from './panel/use-fonts-ready';
import { useChooser, type MediaKind } from './panel/use-chooser';
import { useHistoryKeys } from './panel/use-history-keys';

export interface EditorPanelProps {
  /** Where the session starts (a meme, a library template); empty by default. Read once. */
  initial?: EditorState;
  /** The AI caption helper (its own feature); without it the 'AI Caption' tab is not shown. */
  aiCaptionSlot?: AiCaptionSlot;
  /** In a dialog the panel fills it; on the page it sits in the content column. */
  variant?: 'dialog' | 'page';
  /** The saved meme being edited: with it, the 'Edit With AI' tab (decision 029). */
  chatMemeId?: string;
  /** The tab shown first ('chat' when opened from a card's 'Edit With AI'). */
  initialTab?: EditorTab;
}

export type EditorTab = 'text' | 'ai' | 'chat';

/**
 * The Meme Editor (product.md §2.9, §4.7): the live preview on the left (above on phones), the
 * controls on the right. Every change is one engine command through `useReducer`; the panel only
 * shows the state and sends commands. Empty, it offers 'Add Image' and 'Add Video'.
 */
export function EditorPanel({ initial, aiCaptionSlot, variant = 'page', chatMemeId, initialTab }: EditorPanelProps) {
  const [state, dispatch] = useReducer(editorPanelReducer, initial ?? null, (start) => start ?? emptyEditor());
  const root = useRef<HTMLDivElement>(null);
  const fonts = useCaptionFonts(allText(state));
  const chooser = useChooser(dispatch);
  useHistoryKeys(root, dispatch);

  // The chooser keeps its place in the tree when the first choice fills the editor.
  return (
    <div ref={root}>
      {state.media ? (
        <EditingLayout
          state={state}
          dispatch={dispatch}
          variant={variant}
          fonts={fonts}
          onAdd={chooser.open}
          aiCaptionSlot={aiCaptionSlot}
          chatMemeId={chatMemeId}
          initialTab={initialTab}
        />
      ) : (
        <div className="flex flex-col gap-4">
          <p className="text-sm text-slate-600">
            Start with a picture or a clip: your own, or one from the template library.
          </p>
          <MediaChoices onAdd={chooser.open} />
        </div>
      )}
      {chooser.chooser}
    </div>
  );
}

interface EditingLayoutProps {
  state: EditorState;
  dispatch: Dispatch<EditorPanelCommand>;
  variant: 'dialog' | 'page';
  fonts: CaptionFontsState;
  onAdd: (kind: MediaKind) => void;
  aiCaptionSlot: AiCaptionSlot | undefined;
  chatMemeId: string | undefined;
  initialTab: EditorTab | undefined;
}

/** The preview beside (on phones, above) the controls. */
function EditingLayout({
  state,
  dispatch,
  variant,
  fonts,
  onAdd,
  aiCaptionSlot,
  chatMemeId,
  initialTab,
}: EditingLayoutProps) {
  const textTab = (
    <div className="flex flex-col gap-5">
      <LayoutControl state={state} dispatch={dispatch} />
      <LayerList state={state} dispatch={dispatch} />
      <MemeTextField state={state} dispatch={dispatch} />
      <AltTextField state={state} dispatch={dispatch} />
      <FontSizeControl state={state} dispatch={dispatch} />
      <div className="flex flex-wrap items-end gap-x-6 gap-y-4">
        <AlignmentControl state={state} dispatch={dispatch} />
        <ColorControl state={state} dispatch={dispatch} />
      </div>
      {isVideo(state.media?.type) && !hasBoxes(state) && (
        <div className="flex flex-col gap-1.5">
          <DragToggle state={state} dispatch={dispatch} />
          <p className="text-xs text-slate-500">
            {state.dragEnabled
              ? 'Drag the text on the video, or focus it and use the arrow keys (Shift for bigger steps).'
              : 'Move the caption up or down on the video.'}
          </p>
        </div>
      )}
      <HistoryControls state={state} dispatch={dispatch} />
    </div>
  );

  return (
    <div
      className={cn(
        'grid grid-cols-1 gap-6 md:grid-cols-[minmax(0,1fr)_minmax(300px,400px)] md:items-start lg:gap-8',
        variant === 'page' && 'rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6',
      )}
    >
      <section aria-label="Preview" className="md:sticky md:top-4">
        <EditorPreview state={state} dispatch={dispatch} fonts={fonts} />
      </section>
      <section aria-label="Editing" className="flex min-w-0 flex-col gap-5">
        {aiCaptionSlot || chatMemeId ? (
          <Tabs
            label="Caption"
            defaultValue={initialTab}
            items={[
              { value: 'text', label: MESSAGES.memeTextTab, content: textTab },
              ...(aiCaptionSlot
                ? [
                    {
                      value: 'ai',
                      label: MESSAGES.aiCaptionTab,
                      content: <AiCaptionTab slot={aiCaptionSlot} state={state} dispatch={dispatch} />,
                    },
                  ]
                : []),
              ...(chatMemeId
                ? [
                    {
                      value: 'chat',
                      label: CHAT_TAB_LABEL,
                      content: <MemeChatPanel memeId={chatMemeId} state={state} apply={dispatch} />,
                    },
                  ]
                : []),
            ]}
          />
        ) : (
          textTab
        )}
        <div className="flex flex-col gap-3 border-t border-slate-100 pt-5">
          <MediaButtons onAdd={onAdd} />
          <SaveArea state={state} dispatch={dispatch} />
        </div>
      </section>
    </div>
  );
}
