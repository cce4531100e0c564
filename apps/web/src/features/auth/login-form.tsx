import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { AUTH_ERROR_CODES, MESSAGES, type AuthDialogMode } from '@memeforge/contract';
import { ApiError } from '../../api';
import { Button, PasswordInput, toast } from '../../ui';
import { STAY_LOCKED, useSingleFlight } from '../forms/use-single-flight';
import { useStartSession } from '../session/start-session';
import { logIn, resendVerificationEmail } from './auth-api';
import { errorText } from './error-text';
import { EmailInput, FormAlert, SubmitButton, SwitchButton, SwitchFooter } from './form-parts';
import { GoogleSignIn } from './google-sign-in';
import { AUTH_TEXTS } from './texts';
import { NEXT_QUERY, safeNextPath, takeNextPath } from './after-sign-in';

function isUnverified(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    typeof error.body === 'object' &&
    error.body !== null &&
    (error.body as { code?: unknown }).code === AUTH_ERROR_CODES.emailNotVerified
  );
}

/** An unverified account signing in is offered a fresh verification link for the typed address. */
function ResendVerification({ email }: { email: string }) {
  const { busy, run } = useSingleFlight();
  const resend = () =>
    run(async () => {
      try {
        const answer = await resendVerificationEmail(email);
        toast.success(answer.detail);
      } catch (caught) {
        toast.error(MESSAGES.loginError(errorText(caught)));
      }
    });
  return (
    <Button variant="secondary" className="w-full" loading={busy} onClick={() => void resend()}>
      {AUTH_TEXTS.resendVerification}
    </Button>
  );
}

/** 'Welcome Back' (product.md §2.2): submits only with an e-mail and a password (product.md §5.2). */
export function LoginForm({ onSwitch }: { onSwitch: (mode: AuthDialogMode) => void }) {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const startSession = useStartSession();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const { busy, run } = useSingleFlight();
  const [error, setError] = useState<string | null>(null);
  const [unverifiedEmail, setUnverifiedEmail] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    if (!address || !password) return;
    void run(async () => {
      setError(null);
      setUnverifiedEmail(null);
      try {
        const session = await logIn({ email: address, password });
        startSession(session.user);
        toast.success(MESSAGES.loginSuccess);
        void navigate(safeNextPath(search.get(NEXT_QUERY)) ?? takeNextPath());
        return STAY_LOCKED;
      } catch (caught) {
        const text = MESSAGES.loginError(errorText(caught));
        setError(text);
        if (isUnverified(caught)) setUnverifiedEmail(address);
        toast.error(text);
      }
    });
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-4" aria-label="Sign in">
      {error && <FormAlert tone="error">{error}</FormAlert>}
      {unverifiedEmail && <ResendVerification email={unverifiedEmail} />}
      <EmailInput name="email" value={email} onChange={(event) => setEmail(event.target.value)} />
      <div className="flex flex-col gap-1">
        <PasswordInput
          name="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <div className="flex justify-end text-sm">
          <SwitchButton onClick={() => onSwitch('forgot')}>{AUTH_TEXTS.forgotPassword}</SwitchButton>
        </div>
      </div>
      <SubmitButton busy={busy}>{AUTH_TEXTS.signInSubmit}</SubmitButton>
      <GoogleSignIn label={AUTH_TEXTS.signInWithGoogle} />
      <SwitchFooter lead={AUTH_TEXTS.noAccount} onClick={() => onSwitch('signup')}>
        {AUTH_TEXTS.signUpLink}
      </SwitchFooter>
    </form>
  );
}
