import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ChevronLeft, ChevronRight, ChevronsLeft, ChevronsRight } from 'lucide-react';
import { cn } from './cn';
import { paginationRange } from './pagination-range';
import { scrollToTop } from './pagination';

export interface PaginationLinksProps {
  page: number;
  totalPages: number;
  /** The address of a page (page 1 usually without a page parameter). */
  hrefFor: (page: number) => string;
  className?: string;
}

const itemClass =
  'inline-flex h-9 min-w-9 items-center justify-center rounded-lg px-2 text-sm font-medium transition-colors ' +
  'text-slate-700 hover:bg-slate-100';

/**
 * Pagination as real links (`<a href>`), for server-rendered pages crawlers should follow: the
 * same first/previous/pages/next/last layout as `Pagination`.
 */
export function PaginationLinks({ page, totalPages, hrefFor, className }: PaginationLinksProps) {
  if (totalPages <= 1) return null;
  const step = (target: number, label: string, icon: ReactNode, rel?: 'prev' | 'next') =>
    target < 1 || target > totalPages || target === page ? (
      <span className={cn(itemClass, 'pointer-events-none opacity-40')} aria-disabled="true" aria-label={label}>
        {icon}
      </span>
    ) : (
      <Link to={hrefFor(target)} className={itemClass} aria-label={label} rel={rel} onClick={() => scrollToTop()}>
        {icon}
      </Link>
    );
  return (
    <nav aria-label="Pagination" className={cn('flex flex-wrap items-center justify-center gap-1', className)}>
      {step(1, 'First page', <ChevronsLeft className="size-4" />)}
      {step(page - 1, 'Previous page', <ChevronLeft className="size-4" />, 'prev')}
      {paginationRange(page, totalPages).map((item) =>
        typeof item === 'number' ? (
          <Link
            key={item}
            to={hrefFor(item)}
            onClick={() => scrollToTop()}
            aria-current={item === page ? 'page' : undefined}
            aria-label={`Page ${item}`}
            className={cn(itemClass, item === page && 'bg-brand-600 text-white hover:bg-brand-700')}
          >
            {item}
          </Link>
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
