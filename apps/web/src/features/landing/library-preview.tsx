import { Search } from 'lucide-react';
import type { ShowcaseTemplate } from '@memeforge/contract';
import { cn } from '../../ui/cn';
import { PreviewFrame } from './preview-frame';
import { ResponsivePicture } from './responsive-image';

/** The Library page: search, the type filter and template cards, with the starter library's own. */
export function LibraryPreview({ templates }: { templates: ShowcaseTemplate[] }) {
  return (
    <PreviewFrame description="Library: search a library of image and video templates, filter by type, and open any of them in the editor.">
      <div className="flex flex-col gap-4">
        <div className="flex flex-wrap gap-3">
          <span className="flex h-10 min-w-0 flex-1 items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-500">
            <Search className="size-4 shrink-0" /> Search templates...
          </span>
          <span className="flex h-10 items-center rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-700">
            All Types
          </span>
        </div>
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
          {templates.slice(0, 8).map((template) => (
            <div key={template.slug} className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
              <div className="aspect-square overflow-hidden bg-slate-100">
                <ResponsivePicture
                  image={template.thumbnail}
                  alt=""
                  sizes="(min-width: 1024px) 14rem, (min-width: 640px) 30vw, 45vw"
                  className="size-full object-cover"
                />
              </div>
              <div className="flex items-center justify-between gap-2 px-2.5 py-2">
                <span className="truncate text-xs font-semibold text-slate-900">{template.title}</span>
                <span
                  className={cn(
                    'shrink-0 rounded-full px-2 py-0.5 text-[0.65rem] font-semibold',
                    template.type === 2 ? 'bg-fuchsia-100 text-fuchsia-800' : 'bg-sky-100 text-sky-800',
                  )}
                >
                  {template.type === 2 ? 'Video' : 'Image'}
                </span>
              </div>
            </div>
          ))}
        </div>
      </div>
    </PreviewFrame>
  );
}
