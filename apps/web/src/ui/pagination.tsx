import { ChevronLeft, ChevronRight, ChevronsLeft, ChevronsRight } from 'lucide-react';
import { MOBILE_BREAKPOINT_PX } from '@memeforge/contract';
import { cn } from './cn';
import { paginationRange } from './pagination-range';

export interface PaginationProps {
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  className?: string;
  /** What to scroll after a change; the window by default (a dialog scrolls its own content). */
  scroll?: () => void;
}

/** Scrolls to the top after a page change: smoothly, except on mobile where it jumps (spec §2). */
export function scrollToTop(win: Window = window) {
  const mobile = win.matchMedia(`(max-width: ${MOBILE_BREAKPOINT_PX - 1}px)`).matches;
  win.scrollTo({ top: 0, behavior: mobile ? 'auto' : 'smooth' });
}

const itemClass =
  'inline-flex h-9 min-w-9 items-center justify-center rounded-lg px-2 text-sm font-medium transition-colors ' +
  'text-slate-700 hover:bg-slate-100 disabled:pointer-events-none disabled:opacity-40';

export function Pagination({ page, totalPages, onPageChange, className, scroll }: PaginationProps) {
  if (totalPages <= 1) return null;
  const go = (next: number) => {
    if (next < 1 || next > totalPages || next === page) return;
    onPageChange(next);
    if (scroll) scroll();
    else scrollToTop();
  };
  return (
    <nav aria-label="Pagination" className={cn('flex flex-wrap items-center justify-center gap-1', className)}>
      <button type="button" className={itemClass} onClick={() => go(1)} disabled={page === 1} aria-label="First page">
        <ChevronsLeft className="size-4" />
      </button>
      <button
        type="button"
        className={itemClass}
        onClick={() => go(page - 1)}
        disabled={page === 1}
        aria-label="Previous page"
      >
        <ChevronLeft className="size-4" />
      </button>
      {paginationRange(page, totalPages).map((item) =>
        typeof item === 'number' ? (
          <button
            key={item}
            type="button"
            onClick={() => go(item)}
            aria-current={item === page ? 'page' : undefined}
            aria-label={`Page ${item}`}
            className={cn(itemClass, item === page && 'bg-brand-600 text-white hover:bg-brand-700')}
          >
            {item}
          </button>
        ) : (
          <span key={item} className="px-1 text-slate-400" aria-hidden>
            …
          </span>
        ),
      )}
      <button
        type="button"
        className={itemClass}
        onClick={() => go(page + 1)}
        disabled={page === totalPages}
        aria-label="Next page"
      >
        <ChevronRight className="size-4" />
      </button>
      <button
        type="button"
        className={itemClass}
        onClick={() => go(totalPages)}
        disabled={page === totalPages}
        aria-label="Last page"
      >
        <ChevronsRight className="size-4" />
      </button>
    </nav>
  );
}
