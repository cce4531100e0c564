import { AlertTriangle } from 'lucide-react';
import { Skeleton } from '../../../ui';

/** Where the preview will be, at its size, while the fonts or the media load. */
export function PreviewSkeleton({ width, height, label }: { width: number; height: number; label: string }) {
  return (
    <div role="status" aria-label={label} className="max-w-full" style={{ width }}>
      <Skeleton className="w-full rounded-xl" style={{ aspectRatio: `${width} / ${height}` }} />
    </div>
  );
}

/** The media would not load: 'Error loading image.' / 'Failed to load video.' (product.md §8.10). */
export function PreviewError({ message, width }: { message: string; width: number }) {
  return (
    <div
      role="alert"
      className="flex aspect-[4/3] max-w-full flex-col items-center justify-center gap-2 rounded-xl border border-red-200 bg-red-50 p-6 text-center"
      style={{ width }}
    >
      <AlertTriangle className="size-8 text-red-500" aria-hidden />
      <p className="text-sm font-semibold text-red-800">{message}</p>
      <p className="text-xs text-red-700">Choose another picture or clip with Add Image or Add Video.</p>
    </div>
  );
}
