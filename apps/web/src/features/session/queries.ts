import { useQuery, type Query } from '@tanstack/react-query';
import { CurrentPackageSchema, ENDPOINTS, UserSchema, isPaidPlan, type User } from '@memeforge/contract';
import { api } from '../../api';
import { refreshSession } from './refresh';
import { readStoredUser, storeUser } from './storage';

export const sessionKeys = {
  me: ['me'] as const,
  currentPackage: ['billing', 'current-package'] as const,
};

function getUser(): Promise<Response> {
  return fetch(ENDPOINTS.user, { credentials: 'same-origin', headers: { Accept: 'application/json' } });
}

/**
 * Loads the signed-in user, or null when signed out. Plain fetch rather than the API client: here
 * a 401 is an answer ("signed out"), not a session to end, and public pages must not be redirected
 * by it. An expired access cookie is renewed once first (the refresh cookie lives 30 days).
 */
export async function fetchMe(): Promise<User | null> {
  let response = await getUser();
  if (response.status === 401 && (await refreshSession())) response = await getUser();
  if (response.status === 401 || response.status === 403) {
    storeUser(null);
    return null;
  }
  if (!response.ok) throw new Error(`Could not load the user (${response.status})`);
  return UserSchema.parse(await response.json());
}

/** How long a signed-in user is trusted before asking again (a session may end elsewhere). */
const SIGNED_IN_STALE_MS = 60_000;

/**
 * A signed-out answer stands until this tab signs in (which puts the user here) or loads a page
 * again: asking again would only draw a 401 and a refused refresh, two console errors for every
 * signed-out visitor who stays a minute. The server seeds it for the request it answers, even on a
 * kept public page rendered up to a minute earlier (decision 061), since those go only to requests
 * with no session at all.
 */
function userStaleTime(query: Query<User | null>): number {
  return query.state.data === null ? Infinity : SIGNED_IN_STALE_MS;
}

/**
 * The signed-in user, or null when signed out (the server seeds it on server-rendered pages).
 * `fromStorage`: while the user loads, show the one stored at the last sign-in (product.md §4.4: the
 * user is read from local storage at start). Only for browser-rendered screens: a hydrating page
 * must not render anything the server could not.
 */
export function useMe({ fromStorage = false }: { fromStorage?: boolean } = {}) {
  return useQuery<User | null>({
    queryKey: sessionKeys.me,
    queryFn: fetchMe,
    staleTime: userStaleTime,
    ...(fromStorage ? { placeholderData: () => readStoredUser() ?? undefined } : {}),
  });
}

export function fetchCurrentPackage() {
  return api(ENDPOINTS.currentPackage, { schema: CurrentPackageSchema });
}

export function useCurrentPackage(enabled = true) {
  return useQuery({
    queryKey: sessionKeys.currentPackage,
    queryFn: fetchCurrentPackage,
    enabled,
    staleTime: 30_000,
  });
}

/**
 * Whether the signed-in person is known to be held to the free plan's limits: a free plan, and not
 * a superuser (the server lets superusers do what any paying customer may). False while either is
 * unknown: the server decides anyway, and no lock is shown on a guess.
 */
export function useKnownFree(): boolean {
  const me = useMe();
  const pkg = useCurrentPackage(Boolean(me.data));
  return (
    me.data !== undefined &&
    me.data !== null &&
    !me.data.isSuperuser &&
    pkg.data !== undefined &&
    !isPaidPlan(pkg.data.subscribedPackagePlan)
  );
}
