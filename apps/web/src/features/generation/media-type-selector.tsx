import { Film, Image, Layers } from 'lucide-react';
import { GENERATION_MEDIA_TYPES, type GenerationMediaType } from '@memeforge/contract';
import { cn } from '../../ui';

const OPTIONS: Record<GenerationMediaType, { label: string; icon: typeof Image }> = {
  images: { label: 'Images', icon: Image },
  videos: { label: 'Videos', icon: Film },
  both: { label: 'Both', icon: Layers },
};

/**
 * Images, videos or both (product.md §2.6, default both): native radio buttons, so arrow
 * keys move between them, styled as a segmented control that fills the width on a phone.
 */
export function MediaTypeSelector({
  value,
  onChange,
}: {
  value: GenerationMediaType;
  onChange: (value: GenerationMediaType) => void;
}) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-medium text-slate-700">Media type</legend>
      <div className="grid grid-cols-3 gap-2">
        {GENERATION_MEDIA_TYPES.map((type) => {
          const { label, icon: Icon } = OPTIONS[type];
          return (
            <label key={type} className="relative">
              <input
                type="radio"
                name="mediaType"
                value={type}
                checked={value === type}
                onChange={() => onChange(type)}
                className="peer sr-only"
              />
              <span
                className={cn(
                  'flex h-11 cursor-pointer items-center justify-center gap-2 rounded-lg border text-sm font-semibold transition-colors',
                  'border-slate-300 bg-white text-slate-700 hover:bg-slate-50',
                  'peer-checked:border-brand-600 peer-checked:bg-brand-50 peer-checked:text-brand-700',
                  'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600',
                )}
              >
                <Icon className="size-4" aria-hidden /> {label}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
