import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { MESSAGES, ROUTES, SignupRequestSchema, type AuthDialogMode } from '@memeforge/contract';
import { Input, PasswordInput, toast } from '../../ui';
import { useFormState } from '../forms/use-form-state';
import { useSchemaSubmit } from '../forms/use-schema-submit';
import { STAY_LOCKED } from '../forms/use-single-flight';
import { signUp } from './auth-api';
import { signupErrorText } from './error-text';
import { EmailInput, FormAlert, SubmitButton, SwitchFooter } from './form-parts';
import { GoogleSignIn } from './google-sign-in';
import { TermsNotice } from './terms-dialog';
import { AUTH_TEXTS } from './texts';
import { NEXT_QUERY, rememberNextPath } from './after-sign-in';

/** Where the e-mail-verification-sent page finds the address (router state, never the URL). */
export interface VerificationSentState {
  email?: string;
}

/** 'Create a Free Account' (product.md §2.2, §5.1): submit stays disabled until every field is valid. */
export function SignupForm({ onSwitch }: { onSwitch: (mode: AuthDialogMode) => void }) {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const form = useFormState(SignupRequestSchema, { name: '', email: '', password1: '' });
  const [error, setError] = useState<string | null>(null);

  const { busy, submit } = useSchemaSubmit(form, async (data) => {
    setError(null);
    try {
      await signUp(data);
      toast.success(MESSAGES.signupSuccess);
      rememberNextPath(search.get(NEXT_QUERY));
      const state: VerificationSentState = { email: data.email };
      void navigate(ROUTES.emailVerificationSent, { state });
      return STAY_LOCKED;
    } catch (caught) {
      const text = signupErrorText(caught);
      setError(text);
      toast.error(text, { className: 'whitespace-pre-line' });
    }
  });

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
      <EmailInput {...form.field('email')} />
      <PasswordInput autoComplete="new-password" required {...form.field('password1')} />
      <TermsNotice />
      <SubmitButton busy={busy} disabled={!form.valid}>
        {AUTH_TEXTS.signUpSubmit}
      </SubmitButton>
      <GoogleSignIn label={AUTH_TEXTS.signUpWithGoogle} />
      <SwitchFooter lead={AUTH_TEXTS.haveAccount} onClick={() => onSwitch('login')}>
        {AUTH_TEXTS.signInLink}
      </SwitchFooter>
    </form>
  );
}
