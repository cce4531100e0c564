import { useCallback } from 'react';
import { Link, useSearchParams } from 'react-router';
import { MESSAGES, ROUTES } from '@memeforge/contract';
import { Button } from '../ui';
import { signInWithLink } from '../features/auth/auth-api';
import { KeyLinkProgress, type KeyLinkTexts } from '../features/auth/key-link-progress';
import { StatusPanel } from '../features/auth/status-panel';
import { AUTH_TEXTS } from '../features/auth/texts';
import { useKeyLinkSignIn } from '../features/auth/use-key-link';

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

const SIGN_IN_TEXTS = { success: MESSAGES.signedInWithLink, fallbackError: MESSAGES.signInLinkFailed };
const SIGN_IN_PANELS: KeyLinkTexts = {
  askTitle: AUTH_TEXTS.signInLinkTitle,
  askLead: AUTH_TEXTS.signInLinkLead,
  askButton: AUTH_TEXTS.signInLinkButton,
  working: MESSAGES.signingInWithLink,
  success: MESSAGES.signedInWithLink,
};

/** The link's key is single-use: on a click, send it once, sign in, and go to Generate after 2 s. */
function SignInWithKey({ signInKey }: { signInKey: string }) {
  const exchange = useCallback(() => signInWithLink(signInKey), [signInKey]);
  const { outcome, go } = useKeyLinkSignIn(exchange, SIGN_IN_TEXTS);

  if (outcome.state !== 'error') return <KeyLinkProgress outcome={outcome} onGo={go} texts={SIGN_IN_PANELS} />;
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
