import { MESSAGES, type Meme } from '@memeforge/contract';
import { Button, Dialog } from '../../ui';

/** Asks before deleting (it cannot be undone); the caption says which meme. */
export function DeleteMemeDialog({
  meme,
  deleting,
  onConfirm,
  onCancel,
}: {
  meme: Meme | null;
  deleting: boolean;
  onConfirm: (meme: Meme) => void;
  onCancel: () => void;
}) {
  return (
    <Dialog
      open={meme !== null}
      onOpenChange={(open) => !open && !deleting && onCancel()}
      title={MESSAGES.deleteMemeTitle}
      description={MESSAGES.deleteMemeDescription}
    >
      {meme && (
        <div className="flex flex-col gap-4">
          <p className="rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700">“{meme.tagline}”</p>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={onCancel} disabled={deleting}>
              Cancel
            </Button>
            <Button variant="danger" loading={deleting} onClick={() => onConfirm(meme)}>
              Delete
            </Button>
          </div>
        </div>
      )}
    </Dialog>
  );
}
