import type { ReactNode } from 'react';
import { PageHeading } from './PageHeading';

/** A public page's frame: a centred column with its heading. */
export function PublicPage({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="mx-auto max-w-4xl px-4 py-12 md:py-16">
      <PageHeading title={title} />
      {children}
    </div>
  );
}
