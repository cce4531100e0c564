import { useSyncExternalStore } from 'react';
import { Link, useLocation } from 'react-router';
import { ExternalLink, MailCheck } from 'lucide-react';
import { ROUTES } from '@memeforge/contract';
import { Button, ContactEmailLink } from '../ui';
import type { VerificationSentState } from '../features/auth/signup-form';
import { COMMON_WEBMAILS, webmailFor, type Webmail } from '../features/auth/webmail';

const noSubscription = () => () => {};

/**
 * True in the browser after hydration, false on the server and during hydration: lets a
 * server-rendered page add what only the browser knows (here, router state) without a mismatch.
 */
function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

function WebmailLink({ webmail, primary }: { webmail: Webmail; primary?: boolean }) {
  return (
    <Button asChild variant={primary ? 'primary' : 'secondary'} size={primary ? 'lg' : 'md'}>
      <a href={webmail.url} target="_blank" rel="noopener noreferrer">
        Open {webmail.name} <ExternalLink className="size-4" aria-hidden />
      </a>
    </Button>
  );
}

/** After sign-up (product.md §2.4): a link is on its way; open the inbox; check spam; contact us. */
export function EmailVerificationSentPage() {
  const location = useLocation();
  const hydrated = useHydrated();
  const email = hydrated ? (location.state as VerificationSentState | null)?.email : undefined;
  const webmail = webmailFor(email);

  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-5 px-4 py-16 text-center">
      <span className="flex size-16 items-center justify-center rounded-full bg-brand-100 text-brand-700">
        <MailCheck className="size-8" aria-hidden />
      </span>
      <h1 className="text-2xl font-extrabold tracking-tight text-slate-900 md:text-3xl">Check your e-mail</h1>
      <p className="text-slate-700">
        We sent a verification link to {email ? <strong className="break-all">{email}</strong> : 'your e-mail address'}.
        Open it to activate your account and start making memes.
      </p>
      <p className="text-sm text-slate-600">Can't find it? Check your spam or junk folder.</p>
      {webmail ? (
        <WebmailLink webmail={webmail} primary />
      ) : (
        <div className="flex flex-wrap justify-center gap-2" aria-label="Open your inbox">
          {COMMON_WEBMAILS.map((item) => (
            <WebmailLink key={item.name} webmail={item} />
          ))}
        </div>
      )}
      <p className="text-sm text-slate-600">
        Still nothing after a few minutes?{' '}
        <Link to={ROUTES.contactUs} className="font-medium text-brand-700 underline-offset-2 hover:underline">
          Contact us
        </Link>{' '}
        or write to <ContactEmailLink />.
      </p>
      <Button asChild variant="ghost">
        <Link to={ROUTES.login}>Back to Sign In</Link>
      </Button>
    </div>
  );
}
