import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { endSession } from '../features/session/end-session';
import { sessionKeys } from '../features/session/queries';
import { PublicPage } from './PublicPage';

/**
 * Logout clears the session: the signed-in user leaves the query cache at once (the header stops
 * offering 'Back to App'), then endSession forgets the stored user, has the server clear its
 * cookies and reloads the landing page, which drops every other cached answer.
 */
export function LogoutPage() {
  const client = useQueryClient();
  useEffect(() => {
    client.setQueryData(sessionKeys.me, null);
    void endSession();
  }, [client]);
  return <PublicPage title="Signing out…" />;
}
