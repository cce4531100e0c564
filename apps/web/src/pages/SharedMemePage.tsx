/**
 * /m/{id}: a meme its owner shared (decision 025), server-rendered: the meme (the image, or the
 * video with its poster frame, playable here), its caption as the heading, its alt text, and a
 * 'Make your own' call to sign up. Not shared, unknown or malformed: the 404 page.
 */
import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { Sparkles } from 'lucide-react';
import {
  MEDIA_TYPE,
  PRODUCT_NAME,
  ROUTES,
  SIGNUP_MODAL_PATH,
  sharedMemeImagePath,
  type SharedMeme,
} from '@memeforge/contract';
import { Button, ErrorState, Skeleton } from '../ui';
import { useMe } from '../features/session/queries';
import { PREFETCH_AUTH_DIALOG } from '../features/auth/lazy-auth-dialog';
import { isMemeId, useSharedMeme } from '../features/sharing/sharing-api';
import { sharedMemeTitle } from '../features/sharing/shared-meme-meta';
import { NOT_FOUND_META } from '../routes/meta';
import { NotFoundPage } from './NotFoundPage';

/** A URL on the page's own site as a path (it then works whatever host served the page); others as they are. */
function onThisSite(url: string, page: SharedMeme): string {
  const parsed = new URL(url);
  return parsed.origin === new URL(page.pageUrl).origin ? `${parsed.pathname}${parsed.search}` : url;
}

function SharedMemeMedia({ page }: { page: SharedMeme }) {
  const still = sharedMemeImagePath(page.memeId);
  const size = { width: page.width, height: page.height };
  if (page.type === MEDIA_TYPE.video && page.videoUrl) {
    return (
      <video
        controls
        playsInline
        preload="metadata"
        poster={still}
        aria-label={page.altText}
        {...size}
        className="h-auto max-h-[70vh] w-full rounded-xl bg-black object-contain"
      >
        <source src={onThisSite(page.videoUrl, page)} {...(page.videoType ? { type: page.videoType } : {})} />
      </video>
    );
  }
  return (
    <img
      src={still}
      alt={page.altText}
      {...size}
      fetchPriority="high"
      className="h-auto max-h-[70vh] w-full rounded-xl object-contain"
    />
  );
}

function SharedMemeDetails({ page, signedIn }: { page: SharedMeme; signedIn: boolean }) {
  return (
    <article className="mx-auto flex max-w-3xl flex-col gap-8 px-4 py-10 md:py-14">
      <header className="flex flex-col gap-2">
        <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">
          {page.type === MEDIA_TYPE.video ? 'Video meme' : 'Meme'} made with {PRODUCT_NAME}
        </p>
        <h1 className="whitespace-pre-line text-3xl font-extrabold tracking-tight text-slate-900 md:text-4xl">
          {page.caption || page.title}
        </h1>
      </header>
      <figure className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
        <SharedMemeMedia page={page} />
        <figcaption className="text-sm text-slate-600">
          <span className="font-medium text-slate-800">Description: </span>
          {page.altText}
        </figcaption>
      </figure>
      <section
        aria-labelledby="make-your-own"
        className="flex flex-col items-center gap-4 rounded-3xl bg-gradient-to-r from-brand-600 to-fuchsia-600 px-6 py-10 text-center text-white"
      >
        <Sparkles className="size-8" aria-hidden />
        <h2 id="make-your-own" className="text-2xl font-extrabold md:text-3xl">
          Memes like this, in seconds
        </h2>
        <p className="max-w-xl text-white/90">
          Describe a topic and get ready-to-post image and video memes written by AI. Free to start.
        </p>
        <Button asChild size="lg" variant="secondary">
          {signedIn ? (
            <Link to={ROUTES['dashboard.generateMeme']}>Make your own</Link>
          ) : (
            <Link to={SIGNUP_MODAL_PATH} {...PREFETCH_AUTH_DIALOG}>
              Make your own
            </Link>
          )}
        </Button>
      </section>
    </article>
  );
}

function SharedMemeSkeleton() {
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-10" aria-busy="true" aria-label="Loading meme">
      <Skeleton className="h-10 w-2/3" />
      <Skeleton className="h-96 w-full" />
    </div>
  );
}

export function SharedMemePage() {
  const { memeId = '' } = useParams();
  const valid = isMemeId(memeId);
  const shared = useSharedMeme(memeId);
  const { data: user } = useMe();
  const data = shared.data;

  // The app's title hook leaves this page alone (routes/meta.ts hasOwnTitle).
  useEffect(() => {
    if (!valid || data === null) document.title = NOT_FOUND_META.title;
    else if (data) document.title = sharedMemeTitle(data);
  }, [data, valid]);

  if (!valid || data === null) return <NotFoundPage />;
  if (shared.isError) {
    return (
      <div className="mx-auto max-w-lg px-4 py-16">
        <ErrorState title="We couldn't load this meme" onRetry={() => void shared.refetch()} />
      </div>
    );
  }
  if (!data) return <SharedMemeSkeleton />;
  return <SharedMemeDetails page={data} signedIn={Boolean(user)} />;
}
