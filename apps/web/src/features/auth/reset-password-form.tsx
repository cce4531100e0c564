import { useEffect, useState, type FormEvent } from 'react';
import { MESSAGES, REDIRECT_DELAY_MS, ResetPasswordFormSchema, type AuthDialogMode } from '@memeforge/contract';
import { Button, PasswordInput, toast } from '../../ui';
import { useFormState } from '../forms/use-form-state';
import { useSingleFlight } from '../forms/use-single-flight';
import { confirmPasswordReset } from './auth-api';
import { FormAlert, SubmitButton, SwitchFooter } from './form-parts';
import { resetErrorText } from './reset-error';
import { AUTH_TEXTS } from './texts';

/** The new password and its confirmation: the same field twice, told apart by name and wording. */
const NEW_PASSWORD_FIELDS = [
  { name: 'new_password1', label: AUTH_TEXTS.newPasswordLabel, placeholder: AUTH_TEXTS.newPasswordPlaceholder },
  { name: 'new_password2', label: AUTH_TEXTS.confirmPasswordLabel, placeholder: AUTH_TEXTS.confirmPasswordPlaceholder },
] as const;

interface ResetPasswordFormProps {
  uid: string | null;
  token: string | null;
  onSwitch: (mode: AuthDialogMode) => void;
}

/**
 * 'Reset Your Password' (product.md §2.2, §4.5, §5.4), opened from the e-mailed link with its
 * uid and token. Success says so and switches to login after 2 s.
 */
export function ResetPasswordForm({ uid, token, onSwitch }: ResetPasswordFormProps) {
  const form = useFormState(ResetPasswordFormSchema, { new_password1: '', new_password2: '' });
  const { busy, run } = useSingleFlight();
  const linkComplete = Boolean(uid && token);
  const [error, setError] = useState<string | null>(linkComplete ? null : MESSAGES.resetLinkIncomplete);
  const [done, setDone] = useState(false);

  useEffect(() => {
    if (!done) return;
    const timer = window.setTimeout(() => onSwitch('login'), REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [done, onSwitch]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!uid || !token) return setError(MESSAGES.resetLinkIncomplete);
    const data = form.data;
    if (!data) return form.revealErrors();
    void run(async () => {
      setError(null);
      try {
        await confirmPasswordReset({ ...data, uid, token });
        setDone(true);
        toast.success(MESSAGES.resetSuccess);
      } catch (caught) {
        const text = resetErrorText(caught);
        setError(text);
        toast.error(text);
      }
    });
  };

  const linkUnusable = error === MESSAGES.resetLinkIncomplete || error === MESSAGES.resetLinkInvalid;

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-label="Choose a new password">
      {error && <FormAlert tone="error">{error}</FormAlert>}
      {done && <FormAlert tone="success">{MESSAGES.resetSuccess}</FormAlert>}
      {linkUnusable && (
        <Button variant="secondary" className="w-full" onClick={() => onSwitch('forgot')}>
          {AUTH_TEXTS.requestNewLink}
        </Button>
      )}
      {NEW_PASSWORD_FIELDS.map(({ name, label, placeholder }) => (
        <PasswordInput
          key={name}
          label={label}
          placeholder={placeholder}
          autoComplete="new-password"
          required
          disabled={done}
          {...form.field(name)}
        />
      ))}
      <SubmitButton busy={busy} disabled={!linkComplete || !form.valid || done}>
        {AUTH_TEXTS.resetSubmit}
      </SubmitButton>
      <SwitchFooter onClick={() => onSwitch('login')}>{AUTH_TEXTS.backToSignIn}</SwitchFooter>
    </form>
  );
}
