/**
 * The pages behind e-mailed one-time links (verify e-mail, sign in while locked): the key is
 * single-use, so it is sent once (StrictMode mounts twice), a session starts on success, the
 * person is told how it went, and Generate opens after REDIRECT_DELAY_MS.
 */
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { REDIRECT_DELAY_MS, TOAST_VERIFY_ERROR_DURATION_MS, type User } from '@memeforge/contract';
import { toast } from '../../ui';
import { useStartSession } from '../session/start-session';
import { useRunOnce } from './use-run-once';
import { takeNextPath } from './after-sign-in';

export type KeyLinkOutcome = { state: 'working' } | { state: 'success' } | { state: 'error'; message: string };

export function useKeyLinkSignIn(
  exchange: () => Promise<{ user: User }>,
  texts: { success: string; fallbackError: string },
): KeyLinkOutcome {
  const navigate = useNavigate();
  const startSession = useStartSession();
  const [outcome, setOutcome] = useState<KeyLinkOutcome>({ state: 'working' });

  useRunOnce(() => {
    exchange().then(
      (session) => {
        startSession(session.user);
        toast.success(texts.success);
        setOutcome({ state: 'success' });
      },
      (error: unknown) => {
        const message = error instanceof Error && error.message ? error.message : texts.fallbackError;
        toast.error(message, { duration: TOAST_VERIFY_ERROR_DURATION_MS });
        setOutcome({ state: 'error', message });
      },
    );
  });

  useEffect(() => {
    if (outcome.state !== 'success') return;
    const timer = window.setTimeout(() => void navigate(takeNextPath(), { replace: true }), REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [outcome.state, navigate]);

  return outcome;
}
