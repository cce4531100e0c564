import { PAGINATION_SIBLINGS } from '@memeforge/contract';

export type PageItem = number | 'ellipsis-start' | 'ellipsis-end';

/**
 * The page numbers to show: first, last, the current page with `siblings` neighbours each side,
 * and an ellipsis wherever pages are skipped. A gap of one page shows the page instead.
 */
export function paginationRange(current: number, total: number, siblings = PAGINATION_SIBLINGS): PageItem[] {
  if (total <= 0) return [];
  const page = Math.min(Math.max(1, current), total);
  // first + last + current + siblings + two ellipses
  const slots = siblings * 2 + 5;
  if (total <= slots) return Array.from({ length: total }, (_, index) => index + 1);

  const left = Math.max(page - siblings, 1);
  const right = Math.min(page + siblings, total);
  const showLeftEllipsis = left > 3;
  const showRightEllipsis = right < total - 2;

  if (!showLeftEllipsis) {
    const count = siblings * 2 + 3;
    return [...Array.from({ length: count }, (_, index) => index + 1), 'ellipsis-end', total];
  }
  if (!showRightEllipsis) {
    const count = siblings * 2 + 3;
    return [1, 'ellipsis-start', ...Array.from({ length: count }, (_, index) => total - count + index + 1)];
  }
  const middle = Array.from({ length: right - left + 1 }, (_, index) => left + index);
  return [1, 'ellipsis-start', ...middle, 'ellipsis-end', total];
}
