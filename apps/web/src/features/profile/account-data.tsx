import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ACCOUNT_MESSAGES, ROUTES } from '@memeforge/contract';
import { Button, toast } from '../../ui';
import { useSingleFlight } from '../forms/use-single-flight';
import { sessionKeys } from '../session/queries';
import { storeUser } from '../session/storage';
import { downloadAccountExport, ExportError, fetchAccountInfo } from './account-api';
import { DeleteAccountDialog } from './delete-account-dialog';

export const accountKeys = { info: ['account', 'info'] as const };

/** 'Export my data': downloads the account's zip (profile, credits, memes and their files). */
export function ExportData() {
  const { busy, run } = useSingleFlight();
  const exportData = () =>
    void run(async () => {
      try {
        await downloadAccountExport();
        toast.success(ACCOUNT_MESSAGES.exportStarted);
      } catch (caught) {
        toast.error(caught instanceof ExportError ? caught.message : ACCOUNT_MESSAGES.exportFailed);
      }
    });
  return (
    <section aria-labelledby="export-heading" className="flex flex-col gap-3">
      <div>
        <h2 id="export-heading" className="text-lg font-semibold text-slate-900">
          Your data
        </h2>
        <p className="text-sm text-slate-600">
          A zip of your profile, plan, credits and their history, your API keys by name, and every meme you made with
          its file.
        </p>
      </div>
      <div>
        <Button variant="secondary" loading={busy} onClick={exportData}>
          {busy ? 'Preparing your export…' : 'Export my data'}
        </Button>
      </div>
    </section>
  );
}

/**
 * Once the account is gone the session is too (the server cleared its cookies): the app leaves for
 * the landing page with a toast, and when the dashboard has unmounted, forgets the user and every
 * cached answer. Forgetting the user first would have the dashboard send the person to sign in.
 */
function useLeaveAfterDeletion() {
  const navigate = useNavigate();
  const client = useQueryClient();
  const deleted = useRef(false);
  useEffect(
    () => () => {
      if (!deleted.current) return;
      storeUser(null);
      client.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionKeys.me[0] });
      client.setQueryData(sessionKeys.me, null);
    },
    [client],
  );
  return () => {
    deleted.current = true;
    storeUser(null);
    toast.success(ACCOUNT_MESSAGES.deleted);
    void navigate(ROUTES.landing, { replace: true });
  };
}

/** The danger zone: 'Delete account', which opens the confirmation dialog. */
export function DangerZone() {
  const [open, setOpen] = useState(false);
  const info = useQuery({ queryKey: accountKeys.info, queryFn: fetchAccountInfo, staleTime: 60_000 });
  const leave = useLeaveAfterDeletion();
  return (
    <section
      aria-labelledby="danger-heading"
      className="flex flex-col gap-3 rounded-xl border border-red-200 bg-red-50/50 p-4 md:p-5"
    >
      <div>
        <h2 id="danger-heading" className="text-lg font-semibold text-red-800">
          Danger zone
        </h2>
        <p className="text-sm text-slate-700">
          Deleting your account removes your memes, uploads and personal data for good.
        </p>
      </div>
      <div>
        <Button variant="danger" disabled={!info.data} onClick={() => setOpen(true)}>
          Delete account
        </Button>
      </div>
      {info.data && <DeleteAccountDialog open={open} onOpenChange={setOpen} account={info.data} onDeleted={leave} />}
    </section>
  );
}
