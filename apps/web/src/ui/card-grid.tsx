import type { ReactNode, Ref } from 'react';

/**
 * The card grid of templates and memes: 1 column, 2 on medium screens, 4 on large ones
 * (product.md §2.8, §9.8); children are `<li>`s. Cards after the first row are laid out and
 * painted only once they come near the screen (`content-visibility: auto`, about a card's height
 * kept for each until then): a page of 20 cards costs a phone the styles and layout of the few it
 * shows (decision 048).
 */
export function CardGrid({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <ul
      className="grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-4 [&>li:nth-child(n+5)]:[content-visibility:auto] [&>li:nth-child(n+5)]:[contain-intrinsic-block-size:auto_28rem]"
      aria-label={label}
    >
      {children}
    </ul>
  );
}

export interface SkeletonGridProps {
  /** The busy region's accessible name ('Loading memes'). */
  label: string;
  count: number;
  /** One placeholder card, repeated `count` times. */
  card: ReactNode;
  className?: string;
  ref?: Ref<HTMLDivElement>;
}

/** The card grid while its list loads: `count` placeholder cards in a region marked busy. */
export function SkeletonGrid({ label, count, card, className, ref }: SkeletonGridProps) {
  return (
    <div ref={ref} aria-busy="true" aria-label={label} className={className}>
      <CardGrid>
        {Array.from({ length: count }, (_, index) => (
          <li key={index}>{card}</li>
        ))}
      </CardGrid>
    </div>
  );
}
