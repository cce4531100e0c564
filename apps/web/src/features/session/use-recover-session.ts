import { useEffect, useRef } from 'react';
import { useMe } from './queries';
import { readStoredUser } from './storage';

/**
 * A public page rendered by the server as signed out while this browser remembers a user: the
 * access cookie has probably expired while the 30-day refresh cookie has not. Ask once more (the
 * user query renews the session first), so the header offers 'Back to App' instead of 'Log In';
 * if that fails the stored user is forgotten. Runs after hydration, so the first render matches
 * the server's, and at most once per visit.
 */
export function useRecoverSession() {
  const { data, refetch } = useMe();
  const tried = useRef(false);
  useEffect(() => {
    if (tried.current || data !== null || !readStoredUser()) return;
    tried.current = true;
    void refetch();
  }, [data, refetch]);
}
