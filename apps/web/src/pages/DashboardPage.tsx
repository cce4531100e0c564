import { PageHeading } from './PageHeading';

/** A dashboard area not built yet (product.md §1.7): the shell and its heading. */
export function DashboardPage({ title }: { title: string }) {
  return <PageHeading title={title} />;
}
