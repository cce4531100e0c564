import { useState } from 'react';
import { EmailRequestSchema, MESSAGES, type AuthDialogMode } from '@memeforge/contract';
import { toast } from '../../ui';
import { useFormState } from '../forms/use-form-state';
import { useSchemaSubmit } from '../forms/use-schema-submit';
import { requestPasswordReset } from './auth-api';
import { errorText } from './error-text';
import { EmailInput, FormAlert, SubmitButton, SwitchFooter } from './form-parts';
import { AUTH_TEXTS } from './texts';

/** 'Reset Password' (product.md §2.2): asks for a reset link. The server answers the same for any address. */
export function ForgotPasswordForm({ onSwitch }: { onSwitch: (mode: AuthDialogMode) => void }) {
  const form = useFormState(EmailRequestSchema, { email: '' });
  const [outcome, setOutcome] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);

  const { busy, submit } = useSchemaSubmit(form, async (data) => {
    setOutcome(null);
    try {
      await requestPasswordReset(data.email);
      setOutcome({ tone: 'success', text: MESSAGES.resetLinkSent });
      toast.success(MESSAGES.resetLinkSent);
    } catch (caught) {
      const text = errorText(caught, MESSAGES.unexpectedError);
      setOutcome({ tone: 'error', text });
      toast.error(text);
    }
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-label="Request a password reset link">
      {outcome && <FormAlert tone={outcome.tone}>{outcome.text}</FormAlert>}
      <EmailInput {...form.field('email')} />
      <SubmitButton busy={busy} disabled={!form.valid}>
        {AUTH_TEXTS.resetSubmit}
      </SubmitButton>
      <SwitchFooter onClick={() => onSwitch('login')}>{AUTH_TEXTS.backToSignIn}</SwitchFooter>
    </form>
  );
}
