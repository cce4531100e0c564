import { Download } from 'lucide-react';
import { Button } from '../../../ui';
import { canSave, type EditorCommand, type EditorState } from '../engine';
import { useSaveMeme } from '../save/use-save-meme';

/** 'Save & Download' (its label follows the save's phase) and, under it, the download box. */
export function SaveArea({ state, dispatch }: { state: EditorState; dispatch: (command: EditorCommand) => void }) {
  const { save, phase, buttonLabel, downloadBox } = useSaveMeme(state.media);
  const busy = phase !== 'idle';
  return (
    <div className="flex flex-col gap-3">
      <Button
        size="lg"
        className="w-full"
        disabled={!canSave(state) || busy}
        loading={busy}
        onClick={() => void save(state, dispatch)}
      >
        {!busy && <Download className="size-5" aria-hidden />}
        {buttonLabel}
      </Button>
      {downloadBox}
    </div>
  );
}
