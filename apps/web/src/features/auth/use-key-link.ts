/**
 * The pages behind e-mailed one-time links (verify e-mail, sign in while locked). Opening the link
 * signs nobody in: the page asks for a click first, so a mail scanner that opens links cannot
 * spend the single-use key, and a link planted by someone else (their own account's key, to sign
 * the visitor into it) does nothing unless the visitor chooses to go on. On the click the key is
 * sent once, a session starts on success, the person is told how it went, and Generate opens
 * after REDIRECT_DELAY_MS.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { REDIRECT_DELAY_MS, TOAST_VERIFY_ERROR_DURATION_MS, type User } from '@memeforge/contract';
import { toast } from '../../ui';
import { useStartSession } from '../session/start-session';
import { takeNextPath } from './after-sign-in';

export type KeyLinkOutcome =
  { state: 'asking' } | { state: 'working' } | { state: 'success' } | { state: 'error'; message: string };

export function useKeyLinkSignIn(
  exchange: () => Promise<{ user: User }>,
  texts: { success: string; fallbackError: string },
): { outcome: KeyLinkOutcome; go: () => void } {
  const navigate = useNavigate();
  const startSession = useStartSession();
  const [outcome, setOutcome] = useState<KeyLinkOutcome>({ state: 'asking' });
  const sent = useRef(false);

  const go = useCallback(() => {
    // The key is single-use: a double click must not spend it twice.
    if (sent.current) return;
    sent.current = true;
    setOutcome({ state: 'working' });
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
  }, [exchange, startSession, texts.success, texts.fallbackError]);

  useEffect(() => {
    if (outcome.state !== 'success') return;
    const timer = window.setTimeout(() => void navigate(takeNextPath(), { replace: true }), REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [outcome.state, navigate]);

  return { outcome, go };
}
