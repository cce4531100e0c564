import { useState, type FormEvent } from 'react';
import { PASSWORD_CHANGE_MESSAGES, PasswordChangeFormSchema } from '@memeforge/contract';
import { ApiError } from '../../api';
import { Button, PasswordInput, toast } from '../../ui';
import { useFormState } from '../forms/use-form-state';
import { useSingleFlight } from '../forms/use-single-flight';
import { changePassword } from './profile-api';

/**
 * 'Change password' (our addition, issue 27): the current password, then the new one twice with
 * the reset form's rules. A refusal keeps what was typed and says why; a change empties the form
 * and says that every other session was signed out (this one continues on renewed cookies).
 */
export function PasswordForm() {
  // A saved change starts a fresh, empty form.
  const [generation, setGeneration] = useState(0);
  return <PasswordFields key={generation} onChanged={() => setGeneration((value) => value + 1)} />;
}

function PasswordFields({ onChanged }: { onChanged: () => void }) {
  const form = useFormState(PasswordChangeFormSchema, { old_password: '', new_password1: '', new_password2: '' });
  const { busy, run } = useSingleFlight();
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const data = form.data;
    if (!data) return form.revealErrors();
    void run(async () => {
      setError(null);
      try {
        await changePassword(data);
        toast.success(PASSWORD_CHANGE_MESSAGES.changed, { description: PASSWORD_CHANGE_MESSAGES.changedElsewhere });
        onChanged();
      } catch (caught) {
        // A 4xx names the problem (a wrong current password, a too common new one, too many tries).
        const text =
          caught instanceof ApiError && caught.status < 500 && caught.message
            ? caught.message
            : PASSWORD_CHANGE_MESSAGES.failed;
        setError(text);
        toast.error(text);
      }
    });
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-labelledby="change-password-title">
      <h2 id="change-password-title" className="text-base font-semibold text-slate-900">
        Change password
      </h2>
      {error && (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
          {error}
        </p>
      )}
      <PasswordInput
        label="Current password"
        placeholder="Enter your current password"
        autoComplete="current-password"
        required
        {...form.field('old_password')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <PasswordInput
          label="New password"
          placeholder="Enter a new password"
          autoComplete="new-password"
          required
          {...form.field('new_password1')}
        />
        <PasswordInput
          label="Confirm new password"
          placeholder="Repeat the new password"
          autoComplete="new-password"
          required
          {...form.field('new_password2')}
        />
      </div>
      <div>
        <Button type="submit" loading={busy}>
          Change password
        </Button>
      </div>
    </form>
  );
}
