import { useState, type FormEvent } from 'react';
import { ACCOUNT_MESSAGES, type AccountInfo } from '@memeforge/contract';
import { ApiError } from '../../api';
import { Button, Dialog, Input, PasswordInput } from '../../ui';
import { STAY_LOCKED, useSingleFlight } from '../forms/use-single-flight';
import { deleteAccount } from './account-api';

/** What goes with the account, and what stays (decision 027). */
const GOES = [
  'Your memes, their files and the pictures and clips you uploaded',
  'Your generation history and Edit With AI conversations',
  'Your profile, your sign-in on every device and your Google sign-in link',
  'Your newsletter subscription and the messages you sent us',
];

/**
 * Asks before deleting the account: says what goes and what stays, then takes the password (or,
 * for an account with none, its e-mail address typed out). The server's refusal shows under the
 * field; nothing is deleted until it accepts. `onDeleted` runs once the account is gone.
 */
export function DeleteAccountDialog({
  open,
  onOpenChange,
  account,
  onDeleted,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  account: AccountInfo;
  onDeleted: () => void;
}) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>();
  const { busy, run } = useSingleFlight();
  const byPassword = account.confirmWith === 'password';

  const close = (next: boolean) => {
    if (busy) return;
    if (!next) {
      setValue('');
      setError(undefined);
    }
    onOpenChange(next);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!value.trim()) {
      setError(byPassword ? ACCOUNT_MESSAGES.passwordRequired : ACCOUNT_MESSAGES.emailRequired);
      return;
    }
    void run(async () => {
      setError(undefined);
      try {
        await deleteAccount(byPassword ? { password: value } : { email: value });
      } catch (caught) {
        setError(caught instanceof ApiError ? caught.message : ACCOUNT_MESSAGES.deleteFailed);
        return;
      }
      onDeleted();
      return STAY_LOCKED;
    });
  };

  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title="Delete your account?"
      description="This cannot be undone. Export your data first if you want a copy."
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-label="Delete your account">
        <div className="text-sm text-slate-700">
          <p className="font-medium text-slate-900">What is deleted</p>
          <ul className="mt-1 list-disc space-y-0.5 pl-5">
            {GOES.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <p className="mt-3 font-medium text-slate-900">What stays</p>
          <p className="mt-1">
            The record of your credit changes and payments (amounts, plans and dates, with nothing that names you),
            which we keep for our accounts. Any subscription is cancelled at once first, with no further charge.
          </p>
        </div>
        {byPassword ? (
          <PasswordInput
            label="Your password"
            autoComplete="current-password"
            value={value}
            onChange={(event) => setValue(event.target.value)}
            error={error}
            disabled={busy}
          />
        ) : (
          <Input
            label="Your e-mail address"
            type="email"
            autoComplete="off"
            placeholder={account.email}
            hint={`Type ${account.email} to confirm.`}
            value={value}
            onChange={(event) => setValue(event.target.value)}
            error={error}
            disabled={busy}
          />
        )}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="secondary" onClick={() => close(false)} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant="danger" loading={busy}>
            Delete my account
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
