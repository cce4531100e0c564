import { useQuery } from '@tanstack/react-query';
import { CurrentPackageSchema, ENDPOINTS, UserSchema, type User } from '@memeforge/contract';
import { api } from '../../api';

export const sessionKeys = {
  me: ['me'] as const,
  currentPackage: ['billing', 'current-package'] as const,
};

/**
 * The signed-in user, or null when signed out (the server seeds it on server-rendered pages).
 * Plain fetch rather than the API client: here a 401 is an answer ("signed out"), not a session
 * to end, and public pages must not be redirected by it.
 */
export function useMe() {
  return useQuery<User | null>({
    queryKey: sessionKeys.me,
    queryFn: async () => {
      const response = await fetch(ENDPOINTS.user, {
        credentials: 'same-origin',
        headers: { Accept: 'application/json' },
      });
      if (response.status === 401 || response.status === 403) return null;
      if (!response.ok) throw new Error(`Could not load the user (${response.status})`);
      return UserSchema.parse(await response.json());
    },
    staleTime: 60_000,
  });
}

export function useCurrentPackage(enabled = true) {
  return useQuery({
    queryKey: sessionKeys.currentPackage,
    queryFn: () => api(ENDPOINTS.currentPackage, { schema: CurrentPackageSchema }),
    enabled,
    staleTime: 30_000,
  });
}
