import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { MESSAGES, REDIRECT_DELAY_MS, ROUTES, TOAST_VERIFY_ERROR_DURATION_MS } from '@memeforge/contract';
import { Button, toast } from '../ui';
import { signInWithLink } from '../features/auth/auth-api';
import { StatusPanel } from '../features/auth/status-panel';
import { AUTH_TEXTS } from '../features/auth/texts';
import { useRunOnce } from '../features/auth/use-run-once';
import { useStartSession } from '../features/session/start-session';

type Outcome = { state: 'working' } | { state: 'success' } | { state: 'error'; message: string };

function WaysOut() {
  return (
    <>
      <Button asChild>
        <Link to={ROUTES.login}>{AUTH_TEXTS.tryLoggingIn}</Link>
      </Button>
      <Button asChild variant="secondary">
        <Link to={ROUTES.landing}>{AUTH_TEXTS.goHome}</Link>
      </Button>
    </>
  );
}

/** The link's key is single-use: send it once, sign in, and go to Generate after 2 s. */
function SignInWithKey({ signInKey }: { signInKey: string }) {
  const navigate = useNavigate();
  const startSession = useStartSession();
  const [outcome, setOutcome] = useState<Outcome>({ state: 'working' });

  useRunOnce(() => {
    signInWithLink(signInKey).then(
      (session) => {
        startSession(session.user);
        toast.success(MESSAGES.signedInWithLink);
        setOutcome({ state: 'success' });
      },
      (error: unknown) => {
        const message = error instanceof Error && error.message ? error.message : MESSAGES.signInLinkFailed;
        toast.error(message, { duration: TOAST_VERIFY_ERROR_DURATION_MS });
        setOutcome({ state: 'error', message });
      },
    );
  });

  useEffect(() => {
    if (outcome.state !== 'success') return;
    const timer = window.setTimeout(
      () => void navigate(ROUTES['dashboard.generateMeme'], { replace: true }),
      REDIRECT_DELAY_MS,
    );
    return () => window.clearTimeout(timer);
  }, [outcome.state, navigate]);

  if (outcome.state === 'working') return <StatusPanel state="working" title={MESSAGES.signingInWithLink} />;
  if (outcome.state === 'success') return <StatusPanel state="success" title={MESSAGES.signedInWithLink} />;
  return (
    <StatusPanel state="error" title={MESSAGES.invalidSignInLink} actions={<WaysOut />}>
      <p>{outcome.message}</p>
    </StatusPanel>
  );
}

/**
 * Sign in with the e-mailed link (product.md §4.4): a locked account's owner gets one, so a
 * stranger's wrong passwords cannot keep them out. Reads `key` from the link.
 */
export function SignInLinkPage() {
  const [search] = useSearchParams();
  const key = search.get('key')?.trim();
  if (key) return <SignInWithKey signInKey={key} />;
  return (
    <StatusPanel state="error" title={MESSAGES.invalidSignInLink} actions={<WaysOut />}>
      <p>{MESSAGES.noSignInKey}</p>
    </StatusPanel>
  );
}
