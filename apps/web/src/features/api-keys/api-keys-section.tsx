import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { API_KEY_MESSAGES, ROUTES, type ApiKey, type ApiKeyCreated } from '@memeforge/contract';
import { ApiError } from '../../api';
import { Button, Dialog, Skeleton, toast } from '../../ui';
import { useSingleFlight } from '../forms/use-single-flight';
import { API_KEYS_QUERY_KEY, revokeApiKey, useApiKeys } from './api-keys-api';
import { CreateKeyForm } from './create-key-form';
import { NewKeyPanel } from './new-key-panel';

const dateFormat = new Intl.DateTimeFormat('en', { year: 'numeric', month: 'short', day: 'numeric' });
const when = (iso: string | null, none: string) => (iso ? dateFormat.format(new Date(iso)) : none);

/**
 * The profile's 'API keys' (issue 25, decision 051): the keys that still work, a form to make
 * one (shown once), and Revoke behind a confirmation. Links to the API reference.
 */
export function ApiKeysSection() {
  const keys = useApiKeys();
  const queryClient = useQueryClient();
  const [created, setCreated] = useState<ApiKeyCreated | null>(null);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);

  const onCreated = (key: ApiKeyCreated) => {
    setCreated(key);
    void queryClient.invalidateQueries({ queryKey: API_KEYS_QUERY_KEY });
  };

  return (
    <section aria-labelledby="api-keys-title" className="flex flex-col gap-5">
      <div>
        <h2 id="api-keys-title" className="text-base font-semibold text-slate-900">
          API keys
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          Let your own scripts and AI assistants make memes for you. Every call spends your credits under your plan.
          Keys never reach your password, e-mail or billing.{' '}
          <a href={ROUTES.apiReference} className="font-medium text-brand-700 underline hover:text-brand-800">
            Read the API guide
          </a>
          .
        </p>
      </div>
      {created && <NewKeyPanel created={created} onDone={() => setCreated(null)} />}
      <KeyList state={keys} onRevoke={setRevoking} />
      <div className="border-t border-slate-200 pt-5">
        <CreateKeyForm onCreated={onCreated} />
      </div>
      {revoking && <RevokeDialog apiKey={revoking} onClose={() => setRevoking(null)} />}
    </section>
  );
}

function KeyList({ state, onRevoke }: { state: ReturnType<typeof useApiKeys>; onRevoke: (key: ApiKey) => void }) {
  if (state.isPending) return <Skeleton className="h-16 w-full" />;
  if (state.isError) {
    return (
      <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
        Your keys could not be loaded.{' '}
        <button type="button" className="font-medium underline" onClick={() => void state.refetch()}>
          Try again
        </button>
      </p>
    );
  }
  if (state.data.length === 0) return <p className="text-sm text-slate-500">You have no API keys yet.</p>;
  return (
    <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200" aria-label="Your API keys">
      {state.data.map((key) => (
        <li key={key.id} className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center sm:justify-between">
          <div className="min-w-0">
            <p className="truncate text-sm font-medium text-slate-900">{key.name}</p>
            <p className="text-xs text-slate-600">
              <code className="font-mono">{key.prefix}…</code> · {key.scopes.join(', ')}
            </p>
            <p className="text-xs text-slate-600">
              Created {when(key.createdAt, '')} · Last used {when(key.lastUsedAt, 'never')} · Expires{' '}
              {when(key.expiresAt, 'never')}
            </p>
          </div>
          <Button
            type="button"
            variant="secondary"
            size="sm"
            onClick={() => onRevoke(key)}
            aria-label={`Revoke ${key.name}`}
          >
            Revoke
          </Button>
        </li>
      ))}
    </ul>
  );
}

function RevokeDialog({ apiKey, onClose }: { apiKey: ApiKey; onClose: () => void }) {
  const queryClient = useQueryClient();
  const { busy, run } = useSingleFlight();
  const [error, setError] = useState<string | null>(null);
  const revoke = () =>
    void run(async () => {
      setError(null);
      try {
        await revokeApiKey(apiKey.id);
      } catch (caught) {
        // Already gone (revoked in another tab) is what was asked for.
        if (!(caught instanceof ApiError && caught.status === 404)) {
          setError(
            caught instanceof ApiError && caught.status < 500
              ? caught.message
              : 'The key could not be revoked. Please try again.',
          );
          return;
        }
      }
      toast.success(API_KEY_MESSAGES.revokedDone);
      await queryClient.invalidateQueries({ queryKey: API_KEYS_QUERY_KEY });
      onClose();
    });
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !busy && onClose()}
      title={`Revoke “${apiKey.name}”?`}
      description="Programs and assistants using this key are refused from this moment. This cannot be undone."
    >
      {error && (
        <p role="alert" className="mb-4 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
          {error}
        </p>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="secondary" onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button type="button" variant="danger" loading={busy} onClick={revoke}>
          Revoke key
        </Button>
      </div>
    </Dialog>
  );
}
