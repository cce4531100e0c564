import { Link, useSearchParams } from 'react-router';
import { MESSAGES, PUBLIC_TEMPLATE_PAGE_SIZE, ROUTES } from '@memeforge/contract';
import { Button, CardGrid, EmptyState, ErrorState, PaginationLinks, SkeletonGrid } from '../ui';
import { publicIndexPath } from '../features/templates/public-paths';
import { PublicTemplateCard, PublicTemplateCardSkeleton } from '../features/templates/public-template-card';
import { usePublicTemplateIndex } from '../features/templates/templates-api';
import { parsePage } from '../features/browse/use-browse-state';
import { PageHeading } from './PageHeading';

const SKELETONS = 8;

/** Every public template, paged with real links so crawlers reach them all (server-rendered). */
export function PublicTemplateIndexPage() {
  const [params] = useSearchParams();
  const page = parsePage(params.get('page'));
  const index = usePublicTemplateIndex(page);

  let body;
  if (index.isError) {
    body = <ErrorState title={MESSAGES.failedToLoadTemplates} onRetry={() => void index.refetch()} />;
  } else if (index.data === undefined) {
    body = <SkeletonGrid label="Loading templates" count={SKELETONS} card={<PublicTemplateCardSkeleton />} />;
  } else if (index.data === null || index.data.results.length === 0) {
    // null: a page past the end (the server answered 404).
    body = (
      <EmptyState
        title={index.data === null ? 'There are no templates on this page.' : MESSAGES.noTemplatesAvailable}
        action={
          index.data === null ? (
            <Button asChild variant="secondary">
              <Link to={ROUTES.publicTemplates}>See the first page</Link>
            </Button>
          ) : undefined
        }
      />
    );
  } else {
    const totalPages = Math.ceil(index.data.count / PUBLIC_TEMPLATE_PAGE_SIZE);
    body = (
      <>
        <CardGrid label="Meme templates">
          {index.data.results.map((template) => (
            <li key={template.slug}>
              <PublicTemplateCard template={template} />
            </li>
          ))}
        </CardGrid>
        <PaginationLinks page={page} totalPages={totalPages} hrefFor={publicIndexPath} className="mt-10" />
      </>
    );
  }

  return (
    <div className="mx-auto max-w-6xl px-4 py-12 md:py-16">
      <PageHeading title="Meme Templates">
        Popular image and video meme templates: where each one comes from and how people use it.
        {page > 1 && ` Page ${page}.`}
      </PageHeading>
      {body}
    </div>
  );
}
