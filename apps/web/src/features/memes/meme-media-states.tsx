import { AlertTriangle, ImageOff, Loader2, RotateCw, VideoOff } from 'lucide-react';
import { MESSAGES } from '@memeforge/contract';
import { Button, cn } from '../../ui';
import type { MemeKind } from './meme-status';

const frame = 'flex size-full flex-col items-center justify-center gap-2 p-4 text-center';

/** Still being made: 'Preparing your image...' over a pulsing placeholder (product.md §2.7). */
export function MemePreparing({ kind }: { kind: MemeKind }) {
  return (
    <div role="status" className={cn(frame, 'animate-pulse bg-slate-200 text-slate-700')} data-testid="meme-preparing">
      <Loader2 className="size-8 animate-spin text-brand-600 motion-reduce:animate-none" aria-hidden />
      <p className="text-sm font-semibold">{MESSAGES.preparingMedia(kind)}</p>
      <p className="text-xs">{MESSAGES.hangTight}</p>
    </div>
  );
}

/** The file would not load in the browser (product.md §2.7), with a way to ask again. */
export function MemeLoadFailed({ kind, onRetry }: { kind: MemeKind; onRetry?: () => void }) {
  const Icon = kind === 'video' ? VideoOff : ImageOff;
  return (
    <div role="alert" className={cn(frame, 'bg-slate-100 text-slate-700')}>
      <Icon className="size-8 text-slate-500" aria-hidden />
      <p className="text-sm font-semibold">{MESSAGES.failedToLoadMedia(kind)}</p>
      <p className="text-xs">{MESSAGES.couldNotLoadMedia(kind)}</p>
      {onRetry && (
        <Button size="sm" variant="secondary" onClick={onRetry}>
          <RotateCw className="size-3.5" aria-hidden /> Retry
        </Button>
      )}
    </div>
  );
}

/** The generation job failed: nothing will come, so say so instead of preparing forever. */
export function MemeGenerationFailed() {
  return (
    <div className={cn(frame, 'bg-red-50 text-red-900')} data-testid="meme-failed">
      <AlertTriangle className="size-8 text-red-500" aria-hidden />
      <p className="text-sm font-semibold">{MESSAGES.memeFailedTitle}</p>
      <p className="text-xs text-red-800">{MESSAGES.memeFailedDetail}</p>
    </div>
  );
}
