import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { User } from '@memeforge/contract';
import { sessionKeys } from './queries';
import { storeUser } from './storage';

/**
 * After login, e-mail verification or Google sign-in: the server has set the session cookies;
 * remember the user (product.md §3.11: stored locally) and put it in the query cache so the
 * dashboard paints at once. Anything cached for a previous account (credits) is dropped.
 */
export function useStartSession() {
  const client = useQueryClient();
  return useCallback(
    (user: User) => {
      storeUser(user);
      client.removeQueries({ queryKey: ['billing'] });
      client.setQueryData(sessionKeys.me, user);
    },
    [client],
  );
}
