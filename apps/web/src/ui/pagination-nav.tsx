import { Fragment, type ReactNode } from 'react';
import { ChevronLeft, ChevronRight, ChevronsLeft, ChevronsRight } from 'lucide-react';
import { cn } from './cn';
import { paginationRange } from './pagination-range';

/** A pager item's look; the current page adds `currentPageClass`. */
export const pageItemClass =
  'inline-flex h-9 min-w-9 items-center justify-center rounded-lg px-2 text-sm font-medium transition-colors ' +
  'text-slate-700 hover:bg-slate-100';

export const currentPageClass = 'bg-brand-600 text-white hover:bg-brand-700';

/** One of the first / previous / next / last controls; `blocked` when its page is off the ends or shown already. */
export interface PagerStep {
  target: number;
  label: string;
  icon: ReactNode;
  rel?: 'prev' | 'next';
  blocked: boolean;
}

export interface PaginationNavProps {
  page: number;
  totalPages: number;
  className?: string | undefined;
  renderStep: (step: PagerStep) => ReactNode;
  renderPage: (page: number, current: boolean) => ReactNode;
}

/**
 * The layout both pagers share (buttons in `Pagination`, links in `PaginationLinks`): first,
 * previous, the page numbers with an ellipsis where pages are skipped, next, last.
 */
export function PaginationNav({ page, totalPages, className, renderStep, renderPage }: PaginationNavProps) {
  const step = (target: number, label: string, icon: ReactNode, rel?: 'prev' | 'next') =>
    renderStep({
      target,
      label,
      icon,
      rel,
      blocked: target < 1 || target > totalPages || target === page,
    });
  return (
    <nav aria-label="Pagination" className={cn('flex flex-wrap items-center justify-center gap-1', className)}>
      {step(1, 'First page', <ChevronsLeft className="size-4" />)}
      {step(page - 1, 'Previous page', <ChevronLeft className="size-4" />, 'prev')}
      {paginationRange(page, totalPages).map((item) =>
        typeof item === 'number' ? (
          <Fragment key={item}>{renderPage(item, item === page)}</Fragment>
        ) : (
          <span key={item} className="px-1 text-slate-400" aria-hidden>
            …
          </span>
        ),
      )}
      {step(page + 1, 'Next page', <ChevronRight className="size-4" />, 'next')}
      {step(totalPages, 'Last page', <ChevronsRight className="size-4" />)}
    </nav>
  );
}
