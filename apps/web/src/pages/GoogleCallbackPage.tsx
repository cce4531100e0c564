import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { MESSAGES, ROUTES } from '@memeforge/contract';
import { ApiError } from '../api';
import { takeNextPath } from '../features/auth/after-sign-in';
import { toast } from '../ui';
import { signInWithGoogle } from '../features/auth/auth-api';
import { StatusPanel } from '../features/auth/status-panel';
import { useRunOnce } from '../features/auth/use-run-once';
import { useStartSession } from '../features/session/start-session';

/**
 * Google sends the browser back here with `code` (and `state`): exchange them once for a session
 * (product.md §2.4, §8.6). No code: say so and go to login. Failure: toast and go to login.
 * Success: like the login form.
 */
export function GoogleCallbackPage() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const startSession = useStartSession();
  const code = search.get('code');
  const [redirecting, setRedirecting] = useState(false);

  useRunOnce(() => {
    if (!code) {
      // Google answers `error=access_denied` (and no code) when the person cancels.
      toast.error(search.get('error') ? MESSAGES.socialAuthFailed : MESSAGES.noAuthorizationCode);
      void navigate(ROUTES.login, { replace: true });
      return;
    }
    signInWithGoogle(code, search.get('state'), search.get('iss')).then(
      (session) => {
        setRedirecting(true);
        startSession(session.user);
        toast.success(MESSAGES.loginSuccess);
        void navigate(takeNextPath(), { replace: true });
      },
      (error: unknown) => {
        // The server's reason (an expired sign-in session, no verified e-mail…) helps the retry.
        const reason = error instanceof ApiError && error.message !== MESSAGES.requestFailed ? error.message : null;
        toast.error(MESSAGES.socialAuthFailed, reason ? { description: reason } : {});
        void navigate(ROUTES.login, { replace: true });
      },
    );
  });

  if (!code) return <StatusPanel state="error" title={MESSAGES.noAuthorizationCode} />;
  return <StatusPanel state="working" title={redirecting ? MESSAGES.redirecting : MESSAGES.authenticatingWithGoogle} />;
}
