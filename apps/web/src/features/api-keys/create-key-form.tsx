import { useId, useState, type FormEvent } from 'react';
import {
  API_KEY_EXPIRY_CHOICES,
  API_KEY_MESSAGES,
  API_KEY_NAME_MAX,
  API_KEY_SCOPE_LABELS,
  API_KEY_SCOPES,
  type ApiKeyCreated,
  type ApiKeyScope,
} from '@memeforge/contract';
import { ApiError } from '../../api';
import { Button, FieldShell, Input } from '../../ui';
import { useSingleFlight } from '../forms/use-single-flight';
import { createApiKey } from './api-keys-api';

const DAY_MS = 24 * 60 * 60 * 1000;

function expiryLabel(days: number | null): string {
  if (days === null) return 'Never';
  return days === 365 ? '1 year' : `${days} days`;
}

type FieldErrors = Partial<Record<'name' | 'scopes' | 'expiresAt' | 'form', string>>;

/** The server's refusal, field by field where it names fields. */
function errorsOf(caught: unknown): FieldErrors {
  if (!(caught instanceof ApiError) || caught.status >= 500)
    return { form: 'The key could not be made. Please try again.' };
  const body = (caught.body ?? {}) as Record<string, unknown>;
  const first = (field: string) => (Array.isArray(body[field]) ? String((body[field] as unknown[])[0]) : undefined);
  const errors: FieldErrors = { name: first('name'), scopes: first('scopes'), expiresAt: first('expiresAt') };
  return errors.name || errors.scopes || errors.expiresAt ? errors : { form: caught.message };
}

/**
 * 'Create a key': a name, what it may do (all three ticked to start with) and when it expires.
 * Checked here with the contract's words first; a refusal keeps what was typed.
 */
export function CreateKeyForm({ onCreated }: { onCreated: (created: ApiKeyCreated) => void }) {
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<ApiKeyScope[]>([...API_KEY_SCOPES]);
  const [days, setDays] = useState<string>('90');
  const [errors, setErrors] = useState<FieldErrors>({});
  const { busy, run } = useSingleFlight();
  const expiryId = useId();
  const scopesId = useId();

  const toggle = (scope: ApiKeyScope, on: boolean) =>
    setScopes((current) => (on ? [...current, scope] : current.filter((each) => each !== scope)));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: FieldErrors = {};
    if (!name.trim()) found.name = API_KEY_MESSAGES.nameRequired;
    else if (name.trim().length > API_KEY_NAME_MAX) found.name = API_KEY_MESSAGES.nameTooLong;
    if (scopes.length === 0) found.scopes = API_KEY_MESSAGES.scopesRequired;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    void run(async () => {
      const expiresAt = days === 'never' ? null : new Date(Date.now() + Number(days) * DAY_MS).toISOString();
      try {
        onCreated(await createApiKey({ name: name.trim(), scopes, expiresAt }));
        setName('');
        setScopes([...API_KEY_SCOPES]);
      } catch (caught) {
        setErrors(errorsOf(caught));
      }
    });
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-labelledby="create-key-title">
      <h3 id="create-key-title" className="text-sm font-semibold text-slate-900">
        Create a key
      </h3>
      {errors.form && (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
          {errors.form}
        </p>
      )}
      <div className="grid gap-4 sm:grid-cols-[1fr_auto]">
        <Input
          label="Name"
          placeholder="e.g. Team Slack bot"
          value={name}
          maxLength={API_KEY_NAME_MAX + 1}
          onChange={(event) => setName(event.target.value)}
          error={errors.name}
          hint="Where the key is used, so you can tell keys apart."
          disabled={busy}
        />
        <FieldShell id={expiryId} label="Expires" error={errors.expiresAt}>
          <select
            id={expiryId}
            value={days}
            onChange={(event) => setDays(event.target.value)}
            disabled={busy}
            className="h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200 disabled:bg-slate-100 sm:w-40"
          >
            {API_KEY_EXPIRY_CHOICES.map((choice) => (
              <option key={String(choice)} value={choice === null ? 'never' : String(choice)}>
                {expiryLabel(choice)}
              </option>
            ))}
          </select>
        </FieldShell>
      </div>
      <fieldset aria-describedby={errors.scopes ? `${scopesId}-error` : undefined}>
        <legend className="text-sm font-medium text-slate-700">What it may do</legend>
        <div className="mt-2 flex flex-col gap-2">
          {API_KEY_SCOPES.map((scope) => (
            <label key={scope} className="flex items-start gap-2 text-sm text-slate-700">
              <input
                type="checkbox"
                checked={scopes.includes(scope)}
                onChange={(event) => toggle(scope, event.target.checked)}
                disabled={busy}
                className="mt-0.5 size-4 shrink-0 rounded border-slate-300 text-brand-600 focus:ring-2 focus:ring-brand-200"
              />
              <span>{API_KEY_SCOPE_LABELS[scope]}</span>
            </label>
          ))}
        </div>
        {errors.scopes && (
          <p id={`${scopesId}-error`} role="alert" className="mt-1.5 text-sm text-red-600">
            {errors.scopes}
          </p>
        )}
        {!scopes.includes('read') && scopes.length > 0 && (
          <p className="mt-1.5 text-sm text-amber-800">{API_KEY_MESSAGES.withoutRead}</p>
        )}
      </fieldset>
      <div>
        <Button type="submit" loading={busy}>
          Create key
        </Button>
      </div>
    </form>
  );
}
