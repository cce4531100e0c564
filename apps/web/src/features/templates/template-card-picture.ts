import type { ImgHTMLAttributes } from 'react';
import type { TemplateThumbnail } from '@memeforge/contract';

/**
 * How wide a template card is at most, per breakpoint of `CardGrid` (one column under md, two up
 * to lg, four above), as `sizes` lengths.
 */
export interface CardColumns {
  wide: string;
  medium: string;
  narrow: string;
}

/** The dashboard's grids (the Library and the editor's pickers) in its 72rem main, as the meme cards. */
export const DASHBOARD_CARD_COLUMNS: CardColumns = {
  wide: '16rem',
  medium: 'calc(50vw - 44px)',
  narrow: 'calc(100vw - 32px)',
};

/** The public template index: four columns of the 72rem page (px-4, gap-6), two, one. */
export const PUBLIC_CARD_COLUMNS: CardColumns = {
  wide: '16.5rem',
  medium: 'calc(50vw - 28px)',
  narrow: 'calc(100vw - 32px)',
};

/**
 * The `sizes` of a card picture that covers (object-cover) a box `boxHeight` px tall and as wide as
 * the column: the picture is drawn at the wider of the column and `boxHeight` × its proportions,
 * so a landscape template in a tall card asks for the width it is really drawn at (CSS `max()`;
 * a browser that cannot read an entry takes a wider one, never a blurrier picture).
 */
export function coverSizes(columns: CardColumns, boxHeight: number, width: number, height: number): string {
  const drawn = width > 0 && height > 0 ? Math.ceil((boxHeight * width) / height) : 0;
  const at = (column: string) => (drawn > 0 ? `max(${column}, ${drawn}px)` : column);
  return `(min-width: 1024px) ${at(columns.wide)}, (min-width: 768px) ${at(columns.medium)}, ${at(columns.narrow)}`;
}

/**
 * The `<img>` attributes of a template card's picture (decision 033): its WebP copies as a
 * `srcset`, the narrowest as `src`, and the template's size. Null for a template without copies:
 * the card shows its `thumbnail` instead.
 */
export function templateCardPicture(
  thumbnails: readonly TemplateThumbnail[],
  size: { width: number; height: number },
  sizes: string,
) {
  const [narrowest] = thumbnails;
  if (!narrowest) return null;
  // srcset and sizes before src, so the browser never starts on `src` before it can choose.
  return {
    srcSet: thumbnails.map((thumbnail) => `${thumbnail.url} ${thumbnail.width}w`).join(', '),
    sizes,
    src: narrowest.url,
    ...(size.width > 0 && size.height > 0 ? { width: size.width, height: size.height } : {}),
  } satisfies ImgHTMLAttributes<HTMLImageElement>;
}
