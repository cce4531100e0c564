import type { ReactNode } from 'react';

/** The card grid of templates and memes: 1 column, 2 on medium screens, 4 on large ones (spec §2, §9); children are `<li>`s. */
export function CardGrid({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <ul className="grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-4" aria-label={label}>
      {children}
    </ul>
  );
}
