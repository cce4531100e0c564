import { useCallback } from 'react';
import { Link, useSearchParams } from 'react-router';
import { MESSAGES, ROUTES, SIGNUP_MODAL_PATH } from '@memeforge/contract';
import { Button } from '../ui';
import { verifyEmail } from '../features/auth/auth-api';
import { KeyLinkProgress, type KeyLinkTexts } from '../features/auth/key-link-progress';
import { StatusPanel } from '../features/auth/status-panel';
import { AUTH_TEXTS } from '../features/auth/texts';
import { useKeyLinkSignIn } from '../features/auth/use-key-link';

function failureAdvice(message: string): string {
  return message.includes(MESSAGES.invalidOrExpiredKey) ? MESSAGES.verificationLinkExpired : MESSAGES.verificationIssue;
}

function TryLoggingIn() {
  return (
    <Button asChild>
      <Link to={ROUTES.login}>{AUTH_TEXTS.tryLoggingIn}</Link>
    </Button>
  );
}

function GoHome() {
  return (
    <Button asChild variant="secondary">
      <Link to={ROUTES.landing}>{AUTH_TEXTS.goHome}</Link>
    </Button>
  );
}

const VERIFY_TEXTS = { success: MESSAGES.emailVerified, fallbackError: MESSAGES.failedToVerifyEmail };
const VERIFY_PANELS: KeyLinkTexts = {
  askTitle: AUTH_TEXTS.confirmEmailTitle,
  askLead: AUTH_TEXTS.confirmEmailLead,
  askButton: AUTH_TEXTS.confirmEmailButton,
  working: MESSAGES.verifyingEmail,
  success: MESSAGES.emailVerified,
};

/** The e-mailed link's key is single-use: on a click, verify it once, sign in, and go to Generate after 2 s. */
function VerifyWithKey({ verificationKey }: { verificationKey: string }) {
  const exchange = useCallback(() => verifyEmail(verificationKey), [verificationKey]);
  const { outcome, go } = useKeyLinkSignIn(exchange, VERIFY_TEXTS);

  if (outcome.state !== 'error') return <KeyLinkProgress outcome={outcome} onGo={go} texts={VERIFY_PANELS} />;
  return (
    <StatusPanel
      state="error"
      title={failureAdvice(outcome.message)}
      actions={
        <>
          <TryLoggingIn />
          <GoHome />
        </>
      }
    >
      <p>{outcome.message}</p>
      <p>Signing in with an unverified account offers a fresh verification link.</p>
    </StatusPanel>
  );
}

/** Verify email (product.md §2.4, §4.3, §8.5): reads `key` from the link sent at sign-up. */
export function VerifyEmailPage() {
  const [search] = useSearchParams();
  const key = search.get('key')?.trim();
  if (key) return <VerifyWithKey verificationKey={key} />;
  return (
    <StatusPanel
      state="error"
      title={MESSAGES.invalidVerificationLink}
      actions={
        <>
          <TryLoggingIn />
          <Button asChild variant="secondary">
            <Link to={SIGNUP_MODAL_PATH}>{AUTH_TEXTS.createNewAccount}</Link>
          </Button>
          <GoHome />
        </>
      }
    >
      <p>{MESSAGES.noVerificationKey}</p>
    </StatusPanel>
  );
}
