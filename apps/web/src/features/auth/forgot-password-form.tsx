import { useState, type FormEvent } from 'react';
import { EmailRequestSchema, MESSAGES, type AuthDialogMode } from '@memeforge/contract';
import { Button, Input, toast } from '../../ui';
import { useFormState } from '../forms/use-form-state';
import { useSingleFlight } from '../forms/use-single-flight';
import { requestPasswordReset } from './auth-api';
import { errorText } from './error-text';
import { FormAlert, FormFooter, SwitchButton } from './form-parts';
import { AUTH_TEXTS } from './texts';

/** 'Reset Password' (spec §2): asks for a reset link. The server answers the same for any address. */
export function ForgotPasswordForm({ onSwitch }: { onSwitch: (mode: AuthDialogMode) => void }) {
  const form = useFormState(EmailRequestSchema, { email: '' });
  const { busy, run } = useSingleFlight();
  const [outcome, setOutcome] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const data = form.data;
    if (!data) return form.revealErrors();
    void run(async () => {
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
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-label="Request a password reset link">
      {outcome && <FormAlert tone={outcome.tone}>{outcome.text}</FormAlert>}
      <Input
        label={AUTH_TEXTS.emailLabel}
        placeholder={AUTH_TEXTS.emailPlaceholder}
        type="email"
        autoComplete="email"
        inputMode="email"
        required
        {...form.field('email')}
      />
      <Button type="submit" className="w-full" disabled={!form.valid} loading={busy}>
        {AUTH_TEXTS.resetSubmit}
      </Button>
      <FormFooter>
        <SwitchButton onClick={() => onSwitch('login')}>{AUTH_TEXTS.backToSignIn}</SwitchButton>
      </FormFooter>
    </form>
  );
}
