import { MOBILE_BREAKPOINT_PX } from '@memeforge/contract';
import { cn } from './cn';
import { PaginationNav, currentPageClass, pageItemClass } from './pagination-nav';

export interface PaginationProps {
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  className?: string;
  /** What to scroll after a change; the window by default (a dialog scrolls its own content). */
  scroll?: () => void;
}

/** Scrolls to the top after a page change: smoothly, except on mobile where it jumps (product.md §2.13). */
export function scrollToTop(win: Window = window) {
  const mobile = win.matchMedia(`(max-width: ${MOBILE_BREAKPOINT_PX - 1}px)`).matches;
  win.scrollTo({ top: 0, behavior: mobile ? 'auto' : 'smooth' });
}

/** The pager's items, dimmed while disabled. */
const itemClass = `${pageItemClass} disabled:pointer-events-none disabled:opacity-40`;

export function Pagination({ page, totalPages, onPageChange, className, scroll }: PaginationProps) {
  if (totalPages <= 1) return null;
  const go = (next: number) => {
    if (next < 1 || next > totalPages || next === page) return;
    onPageChange(next);
    if (scroll) scroll();
    else scrollToTop();
  };
  return (
    <PaginationNav
      page={page}
      totalPages={totalPages}
      className={className}
      renderStep={({ target, label, icon, blocked }) => (
        <button type="button" className={itemClass} onClick={() => go(target)} disabled={blocked} aria-label={label}>
          {icon}
        </button>
      )}
      renderPage={(item, current) => (
        <button
          type="button"
          onClick={() => go(item)}
          aria-current={current ? 'page' : undefined}
          aria-label={`Page ${item}`}
          className={cn(itemClass, current && currentPageClass)}
        >
          {item}
        </button>
      )}
    />
  );
}
