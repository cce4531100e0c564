import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { MESSAGES, ROUTES, SignupRequestSchema, type AuthDialogMode } from '@memeforge/contract';
import { Button, Input, PasswordInput, toast } from '../../ui';
import { useFormState } from '../forms/use-form-state';
import { STAY_LOCKED, useSingleFlight } from '../forms/use-single-flight';
import { signUp } from './auth-api';
import { signupErrorText } from './error-text';
import { FormAlert, FormFooter, SwitchButton } from './form-parts';
import { GoogleSignIn } from './google-sign-in';
import { TermsNotice } from './terms-dialog';
import { AUTH_TEXTS } from './texts';

/** Where the e-mail-verification-sent page finds the address (router state, never the URL). */
export interface VerificationSentState {
  email?: string;
}

/** 'Create a Free Account' (spec §2, §5): submit stays disabled until every field is valid. */
export function SignupForm({ onSwitch }: { onSwitch: (mode: AuthDialogMode) => void }) {
  const navigate = useNavigate();
  const form = useFormState(SignupRequestSchema, { name: '', email: '', password1: '' });
  const { busy, run } = useSingleFlight();
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const data = form.data;
    if (!data) return form.revealErrors();
    void run(async () => {
      setError(null);
      try {
        await signUp(data);
        toast.success(MESSAGES.signupSuccess);
        const state: VerificationSentState = { email: data.email };
        void navigate(ROUTES.emailVerificationSent, { state });
        return STAY_LOCKED;
      } catch (caught) {
        const text = signupErrorText(caught);
        setError(text);
        toast.error(text, { className: 'whitespace-pre-line' });
      }
    });
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-label="Sign up">
      {error && <FormAlert tone="error">{error}</FormAlert>}
      <Input
        label={AUTH_TEXTS.nameLabel}
        placeholder={AUTH_TEXTS.namePlaceholder}
        autoComplete="name"
        required
        {...form.field('name')}
      />
      <Input
        label={AUTH_TEXTS.emailLabel}
        placeholder={AUTH_TEXTS.emailPlaceholder}
        type="email"
        autoComplete="email"
        inputMode="email"
        required
        {...form.field('email')}
      />
      <PasswordInput autoComplete="new-password" required {...form.field('password1')} />
      <TermsNotice />
      <Button type="submit" className="w-full" disabled={!form.valid} loading={busy}>
        {AUTH_TEXTS.signUpSubmit}
      </Button>
      <GoogleSignIn label={AUTH_TEXTS.signUpWithGoogle} />
      <FormFooter>
        {AUTH_TEXTS.haveAccount} <SwitchButton onClick={() => onSwitch('login')}>{AUTH_TEXTS.signInLink}</SwitchButton>
      </FormFooter>
    </form>
  );
}
