import { useState } from 'react';
import { AlertTriangle } from 'lucide-react';
import { MESSAGES, PREVIEW_HEIGHT, PREVIEW_WIDTH, type Meme } from '@memeforge/contract';
import { Dialog } from '../../ui';
import { posterBackground } from './meme-card-media';
import { memeKind } from './meme-status';

function PreviewMedia({ meme }: { meme: Meme }) {
  const [failed, setFailed] = useState(false);
  if (failed || !meme.file) {
    return (
      <div
        role="alert"
        className="flex size-full flex-col items-center justify-center gap-2 p-6 text-center text-white"
      >
        <AlertTriangle className="size-10 text-amber-400" aria-hidden />
        <p className="font-semibold">{MESSAGES.failedToLoadPreview}</p>
        <p className="text-sm text-slate-300">{MESSAGES.previewLoadFailed}</p>
      </div>
    );
  }
  return memeKind(meme) === 'video' ? (
    <div className="relative size-full bg-contain bg-center bg-no-repeat" style={posterBackground(meme.poster)}>
      <video
        src={meme.file}
        aria-label={meme.altText}
        controls
        playsInline
        preload="metadata"
        onError={() => setFailed(true)}
        className="relative size-full object-contain"
      />
    </div>
  ) : (
    <img src={meme.file} alt={meme.altText} onError={() => setFailed(true)} className="size-full object-contain" />
  );
}

/**
 * The whole meme in an 800×600 box, contained (product.md §2.7, §9.6); Escape or the close button
 * close it. The content mounts on open, so a failure is forgotten the next time.
 */
export function MemePreviewDialog({ meme, open, onClose }: { meme: Meme; open: boolean; onClose: () => void }) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title="Meme preview"
      description={meme.tagline}
      className="max-w-[848px]"
    >
      <div
        className="mx-auto w-full overflow-hidden rounded-xl bg-slate-900"
        style={{ maxWidth: PREVIEW_WIDTH, aspectRatio: `${PREVIEW_WIDTH} / ${PREVIEW_HEIGHT}` }}
        data-testid="meme-preview"
      >
        <PreviewMedia meme={meme} />
      </div>
    </Dialog>
  );
}
