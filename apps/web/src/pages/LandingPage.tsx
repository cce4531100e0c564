import { Link } from 'react-router';
import { Sparkles } from 'lucide-react';
import { PRODUCT_NAME, ROUTES, SIGNUP_MODAL_PATH } from '@memeforge/contract';
import { Button } from '../ui';
import { useMe } from '../features/session/queries';
import { PREFETCH_AUTH_DIALOG } from '../features/auth/lazy-auth-dialog';

export function LandingPage() {
  const { data: user } = useMe();
  return (
    <section className="bg-gradient-to-b from-brand-50 to-slate-50">
      <div className="mx-auto flex max-w-4xl flex-col items-center gap-6 px-4 py-20 text-center md:py-28">
        <span className="inline-flex items-center gap-2 rounded-full bg-white px-4 py-1 text-sm font-medium text-brand-700 shadow-sm">
          <Sparkles className="size-4" aria-hidden /> AI meme generator
        </span>
        <h1 className="text-4xl font-extrabold tracking-tight text-slate-900 md:text-6xl">
          Describe a topic. Get memes people share.
        </h1>
        <p className="max-w-2xl text-lg text-slate-600">
          {PRODUCT_NAME} writes ready-to-post image and video memes about anything you describe, in seconds. Edit the
          text, download, post.
        </p>
        <Button asChild size="lg">
          <Link
            to={user ? ROUTES['dashboard.generateMeme'] : SIGNUP_MODAL_PATH}
            {...(user ? {} : PREFETCH_AUTH_DIALOG)}
          >
            {user ? 'Start Generating' : 'Sign Up For Free'}
          </Link>
        </Button>
        <dl className="mt-6 grid grid-cols-2 gap-8">
          <div>
            <dt className="text-sm text-slate-500">Monthly impressions</dt>
            <dd className="text-3xl font-extrabold text-slate-900">200M+</dd>
          </div>
          <div>
            <dt className="text-sm text-slate-500">Network followers</dt>
            <dd className="text-3xl font-extrabold text-slate-900">1M+</dd>
          </div>
        </dl>
      </div>
    </section>
  );
}
