import { useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ChevronRight, Download, Pencil, Sparkles } from 'lucide-react';
import {
  LOGIN_MODAL_QUERY,
  MEDIA_TYPE,
  ROUTES,
  SIGNUP_MODAL_PATH,
  type PublicTemplatePage as TemplatePageData,
} from '@memeforge/contract';
import { Button, ErrorState, Skeleton } from '../ui';
import { useMe } from '../features/session/queries';
import { UpgradeModalProvider } from '../features/upgrade/upgrade-modal';
import { downloadUrl } from '../features/templates/media-url';
import { templatePageTitle } from '../features/templates/public-meta';
import { TemplateFullMedia, TypeBadge } from '../features/templates/template-media';
import { usePublicTemplate } from '../features/templates/templates-api';
import { useTemplateGate } from '../features/templates/use-template-gate';
import { useTemplateDownload } from '../features/templates/use-template-download';
import { NOT_FOUND_META } from '../routes/meta';
import { NotFoundPage } from './NotFoundPage';
import { PREFETCH_AUTH_DIALOG } from '../features/auth/lazy-auth-dialog';
import { heroWebpSource, NARROW_SCREEN } from '../features/templates/template-hero';

/** The editor opened on a template; the public page knows the slug, not the id. */
function editorPathFor(slug: string): string {
  return `${ROUTES['dashboard.editor']}?template=${encodeURIComponent(slug)}`;
}

/** The sign-in dialog over this same page (the public layout mounts it; the query opens it). */
const SIGN_IN_HERE = { search: `?${LOGIN_MODAL_QUERY}=true` };

/** Visitors: both buttons open the sign-in dialog (product.md §2.13). */
function VisitorActions() {
  return (
    <>
      <Button asChild className="w-full sm:flex-1">
        <Link to={SIGN_IN_HERE} rel="nofollow" preventScrollReset {...PREFETCH_AUTH_DIALOG}>
          <Pencil className="size-4" aria-hidden /> Meme Editor
        </Link>
      </Button>
      <Button asChild variant="secondary" className="w-full sm:flex-1">
        <Link to={SIGN_IN_HERE} rel="nofollow" preventScrollReset {...PREFETCH_AUTH_DIALOG}>
          <Download className="size-4" aria-hidden /> Download
        </Link>
      </Button>
    </>
  );
}

/** Signed in: the editor and the download, behind the free-plan gate. */
function MemberActions({ page }: { page: TemplatePageData }) {
  const gate = useTemplateGate();
  const downloadClick = useTemplateDownload();
  const navigate = useNavigate();
  const editorPath = editorPathFor(page.slug);
  return (
    <>
      <Button asChild className="w-full sm:flex-1">
        <Link to={editorPath} onClick={gate.guardLink('use', () => void navigate(editorPath))}>
          <Pencil className="size-4" aria-hidden /> Meme Editor
        </Link>
      </Button>
      <Button asChild variant="secondary" className="w-full sm:flex-1">
        <a href={downloadUrl(page.templateFile)} download onClick={downloadClick(page.templateFile)}>
          <Download className="size-4" aria-hidden /> Download
        </a>
      </Button>
    </>
  );
}

function Paragraphs({ text }: { text: string }) {
  return (
    <>
      {text
        .split(/\n\s*\n/)
        .map((part) => part.trim())
        .filter(Boolean)
        .map((part, index) => (
          <p key={index} className="text-slate-700">
            {part}
          </p>
        ))}
    </>
  );
}

function Attribution({ source, licence }: { source: string; licence: string }) {
  if (!source && !licence) return null;
  const sourceIsLink = /^https?:\/\//i.test(source);
  return (
    <p className="text-xs text-slate-500">
      {source && (
        <>
          Source:{' '}
          {sourceIsLink ? (
            <a href={source} rel="nofollow noopener noreferrer" target="_blank" className="underline">
              {source}
            </a>
          ) : (
            source
          )}
          .{' '}
        </>
      )}
      {licence && <>Licence: {licence}.</>}
    </p>
  );
}

function TemplateDetails({ page, signedIn }: { page: TemplatePageData; signedIn: boolean }) {
  const title = templatePageTitle(page.templateTitle);
  const webp = heroWebpSource(page);
  return (
    <article className="mx-auto flex max-w-6xl flex-col gap-10 px-4 py-10 md:py-14">
      <header className="flex flex-col gap-3">
        <nav aria-label="Breadcrumb" className="flex items-center gap-1 text-sm text-slate-500">
          <Link to={ROUTES.publicTemplates} className="hover:text-slate-900">
            Meme Templates
          </Link>
          <ChevronRight className="size-4" aria-hidden />
          <span className="truncate text-slate-700">{page.templateTitle}</span>
        </nav>
        <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 md:text-4xl">{title}</h1>
        {page.description && <p className="max-w-3xl text-lg text-slate-600">{page.description}</p>}
      </header>

      <div className="grid items-start gap-8 md:grid-cols-2">
        <section
          aria-label="Template preview"
          className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
        >
          {page.templateType === MEDIA_TYPE.video ? (
            <TemplateFullMedia
              template={{
                file: page.templateFile,
                poster: page.templatePoster,
                thumbnail: page.templateThumbnail,
                type: page.templateType,
                title,
              }}
            />
          ) : (
            // The page's largest paint: on phones the WebP copies (decision 033), else the 480 px
            // JPEG thumbnail (also the fallback without WebP), preloaded from the head and fetched
            // before the scripts (decision 021); wide screens get the file itself.
            <picture>
              {webp && <source type={webp.type} media={webp.media} srcSet={webp.srcSet} sizes={webp.sizes} />}
              {page.templateThumbnail && <source media={NARROW_SCREEN} srcSet={page.templateThumbnail} />}
              <img
                src={page.templateFile}
                alt={title}
                width={page.width}
                height={page.height}
                fetchPriority="high"
                className="h-auto max-h-[600px] w-full rounded-xl object-contain"
              />
            </picture>
          )}
          <div className="flex items-center gap-2">
            <TypeBadge type={page.templateType} />
            <span className="text-xs text-slate-500">
              {page.width} × {page.height}
              {page.duration !== null && ` · ${Math.round(page.duration)} s`}
            </span>
          </div>
          <div className="flex flex-col gap-2 sm:flex-row">
            {signedIn ? <MemberActions page={page} /> : <VisitorActions />}
          </div>
        </section>

        <div className="flex flex-col gap-8">
          {page.originContent && (
            <section aria-labelledby="origin" className="flex flex-col gap-3">
              <h2 id="origin" className="text-xl font-bold text-slate-900">
                Origin
              </h2>
              <Paragraphs text={page.originContent} />
            </section>
          )}
          {page.useCasesList.length > 0 && (
            <section aria-labelledby="use-cases" className="flex flex-col gap-3">
              <h2 id="use-cases" className="text-xl font-bold text-slate-900">
                Use cases
              </h2>
              <ul className="list-disc space-y-1.5 pl-5 text-slate-700">
                {page.useCasesList.map((useCase) => (
                  <li key={useCase}>{useCase}</li>
                ))}
              </ul>
            </section>
          )}
          {page.seoKeywordsList.length > 0 && (
            <section aria-labelledby="keywords" className="flex flex-col gap-3">
              <h2 id="keywords" className="text-sm font-semibold uppercase tracking-wide text-slate-500">
                Keywords
              </h2>
              <ul className="flex flex-wrap gap-2">
                {page.seoKeywordsList.map((keyword) => (
                  <li key={keyword} className="rounded-full bg-slate-100 px-3 py-1 text-xs font-medium text-slate-700">
                    {keyword}
                  </li>
                ))}
              </ul>
            </section>
          )}
          <Attribution source={page.source} licence={page.licence} />
        </div>
      </div>

      <section
        aria-labelledby="cta"
        className="flex flex-col items-center gap-4 rounded-3xl bg-gradient-to-r from-brand-600 to-fuchsia-600 px-6 py-10 text-center text-white"
      >
        <Sparkles className="size-8" aria-hidden />
        <h2 id="cta" className="text-2xl font-extrabold md:text-3xl">
          Create your own memes with AI
        </h2>
        <p className="max-w-xl text-white/90">
          Describe a topic and get ready-to-post image and video memes, then edit the text on any template.
        </p>
        <Button asChild size="lg" variant="secondary">
          {signedIn ? (
            <Link to={ROUTES['dashboard.editor']}>Open the Meme Editor</Link>
          ) : (
            <Link to={SIGNUP_MODAL_PATH} {...PREFETCH_AUTH_DIALOG}>
              Sign Up For Free
            </Link>
          )}
        </Button>
      </section>
    </article>
  );
}

function DetailsSkeleton() {
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-10" aria-busy="true" aria-label="Loading template">
      <Skeleton className="h-10 w-2/3" />
      <div className="grid gap-8 md:grid-cols-2">
        <Skeleton className="h-96 w-full" />
        <div className="flex flex-col gap-3">
          <Skeleton className="h-6 w-1/3" />
          <Skeleton className="h-24 w-full" />
        </div>
      </div>
    </div>
  );
}

/** /memes/template/{slug}: a template's public page (server-rendered; product.md §1.3, §2.13). */
export function PublicTemplatePage() {
  const { slug = '' } = useParams();
  const template = usePublicTemplate(slug);
  const { data: user } = useMe();
  const data = template.data;

  // The app's title hook leaves this page alone (routes/meta.ts hasOwnTitle).
  useEffect(() => {
    if (data !== undefined) document.title = data ? templatePageTitle(data.templateTitle) : NOT_FOUND_META.title;
  }, [data]);

  if (data === null) return <NotFoundPage />;
  if (template.isError) {
    return (
      <div className="mx-auto max-w-lg px-4 py-16">
        <ErrorState title="We couldn't load this template" onRetry={() => void template.refetch()} />
      </div>
    );
  }
  if (!data) return <DetailsSkeleton />;
  return (
    <UpgradeModalProvider>
      <TemplateDetails page={data} signedIn={Boolean(user)} />
    </UpgradeModalProvider>
  );
}
