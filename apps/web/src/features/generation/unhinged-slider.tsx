import { Lock } from 'lucide-react';
import { PREMIUM_UNHINGED_MIN, UNHINGED_LEVELS, UNHINGED_MAX, UNHINGED_MIN } from '@memeforge/contract';
import { Slider, cn } from '../../ui';

export function unhingedLabel(level: number): string {
  return UNHINGED_LEVELS.find((item) => item.level === level)?.label ?? '';
}

function ProBadge() {
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-bold text-amber-800">
      <Lock className="size-3" aria-hidden /> Pro
    </span>
  );
}

/**
 * The 'Unhinged level' slider, 1 to 5, with the current level's label (product.md §2.6). On the
 * free plan levels 4 and 5 carry a lock and a 'Pro' badge; they can still be chosen, and the
 * server's 403 then opens the upgrade modal. The slider takes arrow keys, and a tap anywhere on
 * its track.
 */
export function UnhingedSlider({
  value,
  onChange,
  free,
}: {
  value: number;
  onChange: (value: number) => void;
  free: boolean;
}) {
  const locked = free && value >= PREMIUM_UNHINGED_MIN;
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="text-sm font-medium text-slate-700">Unhinged level</span>
        <span className="flex items-center gap-2 text-sm font-semibold text-brand-700" data-testid="unhinged-value">
          {value} · {unhingedLabel(value)}
          {locked && <ProBadge />}
        </span>
      </div>
      <div className="px-1">
        <Slider
          label="Unhinged level"
          value={value}
          min={UNHINGED_MIN}
          max={UNHINGED_MAX}
          step={1}
          onChange={onChange}
          valueText={(level) =>
            `${level}: ${unhingedLabel(level)}${free && level >= PREMIUM_UNHINGED_MIN ? ' (Pro)' : ''}`
          }
        />
        <ol className="mt-1 flex justify-between text-xs text-slate-500" aria-hidden>
          {UNHINGED_LEVELS.map(({ level }) => (
            <li
              key={level}
              className={cn(
                'flex w-6 items-center justify-center gap-0.5',
                level === value && 'font-bold text-brand-700',
              )}
            >
              {level}
              {free && level >= PREMIUM_UNHINGED_MIN && <Lock className="size-3" />}
            </li>
          ))}
        </ol>
      </div>
      {locked && <p className="text-xs text-amber-800">Levels 4 and 5 are for paid plans.</p>}
    </div>
  );
}
