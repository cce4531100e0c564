import { MESSAGES } from '@memeforge/contract';
import { Dialog } from '../../../ui';
import type { MediaKind } from './share-or-download';

export interface IosSaveDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The meme to long-press: an object URL of the fetched file, or the file's URL. */
  src: string;
  kind: MediaKind;
}

/**
 * The iOS-only 'Save & Download' dialog (product.md §2.9): Safari's downloads do not reach the
 * photos, so the meme is shown to long-press and 'Save to Photos'.
 */
export function IosSaveDialog({ open, onOpenChange, src, kind }: IosSaveDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={MESSAGES.saveAndDownload} description={MESSAGES.iosSaveHint}>
      <div className="flex justify-center">
        {kind === 'video' ? (
          <video
            src={src}
            controls
            playsInline
            data-testid="ios-save-media"
            className="max-h-[60vh] w-full rounded-lg bg-black"
          />
        ) : (
          <img
            src={src}
            alt="Your meme"
            data-testid="ios-save-media"
            className="max-h-[60vh] rounded-lg object-contain"
          />
        )}
      </div>
    </Dialog>
  );
}
