import { PageHeading } from './PageHeading';

/** A dashboard area whose feature a later issue builds: the shell and its heading. */
export function DashboardPage({ title }: { title: string }) {
  return <PageHeading title={title} />;
}
