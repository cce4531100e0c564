import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { MESSAGES, authDialogPath } from '@memeforge/contract';
import { StatusPanel } from '../features/auth/status-panel';

/**
 * The e-mailed reset link (/auth/reset-password?uid=&token=) opens the landing page with the auth
 * dialog on its reset form, carrying uid and token. Navigates from an effect, not <Navigate>,
 * because this page is also rendered on the server.
 */
export function ResetPasswordLinkPage() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const target = authDialogPath('reset', { uid: search.get('uid') ?? '', token: search.get('token') ?? '' });
  useEffect(() => {
    void navigate(target, { replace: true });
  }, [navigate, target]);
  return <StatusPanel state="working" title={MESSAGES.redirecting} />;
}
