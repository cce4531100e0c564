import { AlignCenter, AlignLeft, AlignRight, Download } from 'lucide-react';
import type { ShowcaseImageMeme } from '@memeforge/contract';
import { cn } from '../../ui/cn';
import { FakeField, PreviewFrame } from './preview-frame';
import { ResponsivePicture } from './responsive-image';

/** The Meme Editor: the live preview beside its controls, on one of the showcase memes. */
export function EditorPreview({ meme }: { meme: ShowcaseImageMeme | undefined }) {
  return (
    <PreviewFrame description="Editor: change the text on any template or on your own picture or clip, size and align it, and save and download.">
      <div className="grid items-start gap-4 md:grid-cols-2 md:gap-6">
        <div className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
          {meme && <ResponsivePicture image={meme.image} alt="" sizes="(min-width: 768px) 28rem, 90vw" />}
        </div>
        <div className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
          <p className="text-lg font-bold text-slate-900">Meme Editor</p>
          <div className="flex gap-1 rounded-lg bg-slate-100 p-1 text-sm font-semibold">
            <span className="flex-1 rounded-md bg-white py-1.5 text-center text-slate-900 shadow-sm">Meme Text</span>
            <span className="flex-1 py-1.5 text-center text-slate-600">AI Caption</span>
          </div>
          <FakeField label="Meme Text">
            <span className="block min-h-12">{meme?.caption ?? 'Your caption here'}</span>
          </FakeField>
          <div className="flex flex-col gap-1.5">
            <span className="text-sm font-medium text-slate-700">Font Size</span>
            <span className="relative h-2 rounded-full bg-slate-200">
              <span className="absolute inset-y-0 left-0 w-2/5 rounded-full bg-brand-600" />
            </span>
          </div>
          <div className="flex gap-2">
            {[AlignLeft, AlignCenter, AlignRight].map((Icon, index) => (
              <span
                key={index}
                className={cn(
                  'flex size-9 items-center justify-center rounded-lg border',
                  index === 1 ? 'border-brand-600 bg-brand-50 text-brand-700' : 'border-slate-300 text-slate-600',
                )}
              >
                <Icon className="size-4" />
              </span>
            ))}
          </div>
          <span className="inline-flex h-10 items-center justify-center gap-2 rounded-lg bg-brand-600 px-4 text-sm font-semibold text-white">
            <Download className="size-4" /> Save & Download
          </span>
        </div>
      </div>
    </PreviewFrame>
  );
}
