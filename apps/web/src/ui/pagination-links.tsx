import { Link } from 'react-router';
import { cn } from './cn';
import { scrollToTop } from './pagination';
import { PaginationNav, currentPageClass, pageItemClass } from './pagination-nav';

export interface PaginationLinksProps {
  page: number;
  totalPages: number;
  /** The address of a page (page 1 usually without a page parameter). */
  hrefFor: (page: number) => string;
  className?: string;
}

/**
 * Pagination as real links (`<a href>`), for server-rendered pages crawlers should follow: the
 * same first/previous/pages/next/last layout as `Pagination`.
 */
export function PaginationLinks({ page, totalPages, hrefFor, className }: PaginationLinksProps) {
  if (totalPages <= 1) return null;
  return (
    <PaginationNav
      page={page}
      totalPages={totalPages}
      className={className}
      renderStep={({ target, label, icon, rel, blocked }) =>
        blocked ? (
          // A link with nowhere to go (ARIA's disabled link): the role is what lets it carry a name.
          <span
            role="link"
            className={cn(pageItemClass, 'pointer-events-none opacity-40')}
            aria-disabled="true"
            aria-label={label}
          >
            {icon}
          </span>
        ) : (
          <Link
            to={hrefFor(target)}
            className={pageItemClass}
            aria-label={label}
            rel={rel}
            onClick={() => scrollToTop()}
          >
            {icon}
          </Link>
        )
      }
      renderPage={(item, current) => (
        <Link
          to={hrefFor(item)}
          onClick={() => scrollToTop()}
          aria-current={current ? 'page' : undefined}
          aria-label={`Page ${item}`}
          className={cn(pageItemClass, current && currentPageClass)}
        >
          {item}
        </Link>
      )}
    />
  );
}
