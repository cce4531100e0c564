import { ImagePlus, Video } from 'lucide-react';
import { MESSAGES } from '@memeforge/contract';
import { Button, cn } from '../../../ui';
import type { MediaKind } from './use-chooser';

/** 'Add Image' and 'Add Video' beside the controls: each opens its chooser. */
export function MediaButtons({ onAdd }: { onAdd: (kind: MediaKind) => void }) {
  return (
    <div className="grid grid-cols-2 gap-2">
      <Button variant="secondary" onClick={() => onAdd('image')}>
        <ImagePlus className="size-4" aria-hidden /> {MESSAGES.addImage}
      </Button>
      <Button variant="secondary" onClick={() => onAdd('video')}>
        <Video className="size-4" aria-hidden /> {MESSAGES.addVideo}
      </Button>
    </div>
  );
}

const CHOICES = [
  {
    kind: 'image',
    label: MESSAGES.addImage,
    hint: 'A picture from your device or the template library, with your caption in a white band on top.',
    icon: ImagePlus,
  },
  {
    kind: 'video',
    label: MESSAGES.addVideo,
    hint: 'A clip from your device or the template library, with your caption over the video.',
    icon: Video,
  },
] as const;

/** The empty editor: two big choices to start from. */
export function MediaChoices({ onAdd }: { onAdd: (kind: MediaKind) => void }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {CHOICES.map(({ kind, label, hint, icon: Icon }) => (
        <button
          key={kind}
          type="button"
          onClick={() => onAdd(kind)}
          className={cn(
            'group flex cursor-pointer flex-col items-center gap-3 rounded-2xl border-2 border-dashed border-slate-300',
            'bg-white px-6 py-10 text-center transition-colors hover:border-brand-500 hover:bg-brand-50/40 sm:py-14',
          )}
        >
          <span className="flex size-16 items-center justify-center rounded-full bg-brand-100 text-brand-700 transition-transform group-hover:scale-105">
            <Icon className="size-8" aria-hidden />
          </span>
          <span className="text-lg font-bold text-slate-900">{label}</span>
          <span className="max-w-xs text-sm text-slate-600">{hint}</span>
        </button>
      ))}
    </div>
  );
}
