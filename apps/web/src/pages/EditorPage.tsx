import { useMemo, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { FileQuestion, Hourglass } from 'lucide-react';
import { MESSAGES, ROUTES, type Meme, type Template } from '@memeforge/contract';
import { AccessDeniedError, ApiError } from '../api';
import { Button, EmptyState, ErrorState, Skeleton } from '../ui';
import { EditorPanel } from '../features/editor/editor-panel';
import { aiCaptionSlot } from '../features/editor/ai-caption/ai-caption-helper';
import { editorForMeme, editorForTemplate } from '../features/editor/engine';
import { editorSourceOf, useEditorMeme, useEditorTemplate } from '../features/editor/editor-sources';
import { isPreparing } from '../features/memes/meme-status';
import { PremiumAccess } from '../features/templates/premium-access';
import { PageHeading } from './PageHeading';

const MEME_NOT_FOUND = 'Meme not found';
const MEME_NOT_FOUND_HINT = 'It may have been deleted, or it belongs to another account.';

function StartAfresh() {
  return (
    <Button asChild variant="secondary">
      <Link to={ROUTES['dashboard.editor']}>Start a new meme</Link>
    </Button>
  );
}

function NotFound({ title, description }: { title: string; description?: string }) {
  return (
    <EmptyState
      icon={<FileQuestion className="size-10" aria-hidden />}
      title={title}
      description={description}
      action={<StartAfresh />}
    />
  );
}

/** The editor's shape while what it opens loads: the preview beside (above, on phones) the controls. */
function EditorSkeleton() {
  return (
    <div
      role="status"
      aria-label="Loading the editor"
      className="grid grid-cols-1 gap-6 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6 md:grid-cols-[minmax(0,1fr)_minmax(300px,400px)] lg:gap-8"
    >
      <div className="flex justify-center">
        <Skeleton className="aspect-[4/3] w-60 max-w-full md:w-[480px]" />
      </div>
      <div className="flex flex-col gap-4">
        <Skeleton className="h-4 w-24" />
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-4 w-20" />
        <Skeleton className="h-3 w-full" />
        <Skeleton className="h-10 w-40" />
        <Skeleton className="mt-4 h-12 w-full" />
      </div>
    </div>
  );
}

function failure(error: unknown, subject: 'meme' | 'template', retry: () => void): ReactNode {
  if (error instanceof AccessDeniedError || (error instanceof ApiError && error.status === 403)) {
    return <PremiumAccess message={error.message} />;
  }
  if (error instanceof ApiError && error.status === 404) {
    return subject === 'meme' ? (
      <NotFound title={MEME_NOT_FOUND} description={MEME_NOT_FOUND_HINT} />
    ) : (
      <NotFound title={MESSAGES.templateNotFound} />
    );
  }
  return (
    <ErrorState
      title={subject === 'meme' ? 'Failed to load meme' : 'Failed to load template'}
      description={error instanceof Error ? error.message : undefined}
      onRetry={retry}
    />
  );
}

function MemeEditor({ meme }: { meme: Meme }) {
  const initial = useMemo(() => editorForMeme(meme), [meme]);
  if (initial) {
    return <EditorPanel key={meme.memeId} initial={initial} aiCaptionSlot={aiCaptionSlot} chatMemeId={meme.memeId} />;
  }
  if (isPreparing(meme)) {
    return (
      <EmptyState
        icon={<Hourglass className="size-10" aria-hidden />}
        title={MESSAGES.memeNotReady}
        description={MESSAGES.hangTight}
        action={<StartAfresh />}
      />
    );
  }
  return <NotFound title="This meme cannot be edited" description="Its picture or clip is no longer available." />;
}

function TemplateEditor({ template }: { template: Template }) {
  const initial = useMemo(() => editorForTemplate(template), [template]);
  return <EditorPanel key={template.id} initial={initial} aiCaptionSlot={aiCaptionSlot} />;
}

/**
 * The Editor page (product.md §2.1, §2.9): the editor inline. Empty, it offers 'Add Image' and
 * 'Add Video'; `?memeId=` opens that meme, `?templateId=` that library template and `?template=`
 * the one with that slug (the cards' and the public template page's links work as deep links).
 */
export function EditorPage() {
  const [search] = useSearchParams();
  const source = editorSourceOf(search);
  const meme = useEditorMeme(source.kind === 'meme' ? source.memeId : null);
  const template = useEditorTemplate(source.kind === 'template' ? source.key : null);

  let body: ReactNode;
  if (source.kind === 'invalid') body = <NotFound title={MESSAGES.templateNotFound} />;
  else if (source.kind === 'meme') {
    body = meme.data ? (
      <MemeEditor meme={meme.data} />
    ) : meme.isError ? (
      failure(meme.error, 'meme', () => void meme.refetch())
    ) : (
      <EditorSkeleton />
    );
  } else if (source.kind === 'template') {
    body = template.data ? (
      <TemplateEditor template={template.data} />
    ) : template.isError ? (
      failure(template.error, 'template', () => void template.refetch())
    ) : (
      <EditorSkeleton />
    );
  } else body = <EditorPanel key="empty" aiCaptionSlot={aiCaptionSlot} />;

  return (
    <>
      <PageHeading title={MESSAGES.memeEditorTitle}>
        Write your caption on a picture or a clip, see it as it will be saved, then save and download it.
      </PageHeading>
      {body}
    </>
  );
}
