import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ENDPOINTS, ROUTES } from '@memeforge/contract';
import { storeUser } from '../features/session/storage';
import { PublicPage } from './PublicPage';

/** Logout clears the session (the server clears its cookies) and goes to the landing page. */
export function LogoutPage() {
  const queryClient = useQueryClient();
  useEffect(() => {
    storeUser(null);
    void fetch(ENDPOINTS.logout, { method: 'POST', credentials: 'same-origin' })
      .catch(() => undefined)
      .finally(() => {
        queryClient.clear();
        window.location.replace(ROUTES.landing);
      });
  }, [queryClient]);
  return <PublicPage title="Signing out…" />;
}
