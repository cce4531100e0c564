import { useEffect } from 'react';
import { endSession } from '../features/session/end-session';
import { PublicPage } from './PublicPage';

/** Logout clears the session (the server clears its cookies) and goes to the landing page. */
export function LogoutPage() {
  useEffect(() => {
    void endSession();
  }, []);
  return <PublicPage title="Signing out…" />;
}
