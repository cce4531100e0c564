import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from '../../ui/cn';

export interface FeatureTab {
  label: string;
  icon?: ReactNode;
  panel: ReactNode;
}

/**
 * Tabs after the WAI-ARIA tabs pattern, with automatic activation: one tab stop for the list
 * (the selected tab), Left/Right arrows move and select with wrap-around, Home/End go to the ends;
 * Tab goes on to the selected panel. Every panel is in the server's HTML; the others are hidden.
 */
export function FeatureTabs({ label, tabs }: { label: string; tabs: FeatureTab[] }) {
  const id = useId();
  const [selected, setSelected] = useState(0);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);

  const select = (index: number) => {
    setSelected(index);
    tabRefs.current[index]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = tabs.length - 1;
    const target = {
      ArrowRight: selected === last ? 0 : selected + 1,
      ArrowLeft: selected === 0 ? last : selected - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  };

  return (
    <div className="flex flex-col gap-6">
      <div
        role="tablist"
        aria-label={label}
        onKeyDown={onKeyDown}
        className="mx-auto inline-flex max-w-full gap-1 overflow-x-auto rounded-full border border-slate-200 bg-white p-1 shadow-sm"
      >
        {tabs.map((tab, index) => (
          <button
            key={tab.label}
            ref={(element) => {
              tabRefs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${index}`}
            aria-selected={index === selected}
            aria-controls={`${id}-panel-${index}`}
            tabIndex={index === selected ? 0 : -1}
            onClick={() => select(index)}
            className={cn(
              'inline-flex shrink-0 cursor-pointer items-center gap-2 rounded-full px-4 py-2 text-sm font-semibold transition-colors sm:px-5',
              index === selected ? 'bg-brand-600 text-white shadow-sm' : 'text-slate-700 hover:bg-slate-100',
            )}
          >
            {/* On a phone the three labels alone fit the width. */}
            {tab.icon && <span className="hidden sm:inline-flex">{tab.icon}</span>}
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab, index) => (
        <div
          key={tab.label}
          role="tabpanel"
          id={`${id}-panel-${index}`}
          aria-labelledby={`${id}-tab-${index}`}
          tabIndex={0}
          hidden={index !== selected}
          className="rounded-3xl focus-visible:outline-offset-4"
        >
          {tab.panel}
        </div>
      ))}
    </div>
  );
}
