import { Sparkles } from 'lucide-react';
import type { ShowcaseImageMeme } from '@memeforge/contract';
import { cn } from '../../ui/cn';
import { FakeField, PreviewFrame } from './preview-frame';
import { ResponsivePicture } from './responsive-image';

const MEDIA_TYPES = ['Images', 'Videos', 'Both'];

/** The Generate page as it looks after a run: the Meme Generator card and the memes it made. */
export function GeneratorPreview({ memes }: { memes: ShowcaseImageMeme[] }) {
  return (
    <PreviewFrame description="Generator: describe a topic, choose images, videos or both and how unhinged, and get a batch of memes to post.">
      <div className="grid items-start gap-4 md:grid-cols-5 md:gap-6">
        <div className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm md:col-span-2">
          <p className="text-lg font-bold text-slate-900">Meme Generator</p>
          <FakeField label="What should your memes be about?">
            <span className="block min-h-16">Launching a product on a Friday afternoon</span>
          </FakeField>
          <div className="flex gap-2">
            {MEDIA_TYPES.map((type) => (
              <span
                key={type}
                className={cn(
                  'rounded-full border px-3 py-1 text-xs font-semibold',
                  type === 'Both' ? 'border-brand-600 bg-brand-50 text-brand-700' : 'border-slate-300 text-slate-600',
                )}
              >
                {type}
              </span>
            ))}
          </div>
          <div className="flex flex-col gap-1.5">
            <span className="text-sm font-medium text-slate-700">Unhinged level: 2 Gen Z humor</span>
            <span className="relative h-2 rounded-full bg-slate-200">
              <span className="absolute inset-y-0 left-0 w-1/4 rounded-full bg-brand-600" />
              <span className="absolute top-1/2 left-1/4 size-4 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-brand-600 bg-white" />
            </span>
          </div>
          <span className="inline-flex h-10 items-center justify-center gap-2 rounded-lg bg-brand-600 px-4 text-sm font-semibold text-white">
            <Sparkles className="size-4" /> Generate Memes
          </span>
        </div>
        <div className="grid grid-cols-2 items-start gap-3 md:col-span-3">
          {memes.slice(0, 4).map((meme) => (
            <div key={meme.image.src} className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
              <ResponsivePicture image={meme.image} alt="" sizes="(min-width: 768px) 14rem, 45vw" />
            </div>
          ))}
        </div>
      </div>
    </PreviewFrame>
  );
}
