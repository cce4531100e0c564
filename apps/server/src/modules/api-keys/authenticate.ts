/**
 * A request that sends `Authorization: Bearer mf_…`: whom it acts for, or why it is refused. The
 * key must be known, live and its account in good standing (401 otherwise); the operation must be
 * open to keys and the key must hold its scope (403 otherwise); and each key has its own rate limit
 * (429 with Retry-After, thrown as RateLimited).
 */
import { API_KEY_MESSAGES, API_KEY_REQUESTS_PER_MINUTE, MESSAGES, type ApiKeyScope } from '@memeforge/contract';
import type { RateLimitRule } from '../../security/rate-limiter';
import type { Services } from '../../wiring/services';
import { userAccess } from '../users/access-cache';
import { noteApiKeyUse } from './key-cache';
import { scopeForOperation } from './scopes';
import { checkApiKey } from './service';

export const API_KEY_RATE_LIMIT: RateLimitRule = {
  name: 'api-key-requests',
  limit: API_KEY_REQUESTS_PER_MINUTE,
  windowSeconds: 60,
  message: API_KEY_MESSAGES.tooManyRequests,
};

export type ApiKeyAuthentication =
  | { ok: true; userId: number; keyId: number; scopes: readonly ApiKeyScope[] }
  | { ok: false; status: 401 | 403; detail: string };

export type ApiKeyAuthenticator = (
  bearer: string,
  method: string,
  routeUrl: string | undefined,
) => Promise<ApiKeyAuthentication>;

export function apiKeyAuthenticator(ctx: Pick<Services, 'db' | 'limiter'>): ApiKeyAuthenticator {
  return async (bearer, method, routeUrl) => {
    const check = await checkApiKey(ctx, bearer);
    if (!check.ok) return { ok: false, status: 401, detail: check.detail };
    const access = await userAccess(ctx.db, check.userId);
    if (!access) return { ok: false, status: 401, detail: API_KEY_MESSAGES.invalid };
    if (access.disabledAt) return { ok: false, status: 401, detail: MESSAGES.accountDisabled };
    await ctx.limiter.consume(API_KEY_RATE_LIMIT, String(check.keyId));
    noteApiKeyUse(ctx.db, check.keyId);
    const needed = scopeForOperation(method, routeUrl);
    if (needed === null) return { ok: false, status: 403, detail: API_KEY_MESSAGES.notForKeys };
    if (needed !== 'any' && !check.scopes.includes(needed))
      return { ok: false, status: 403, detail: API_KEY_MESSAGES.missingScope(needed) };
    return { ok: true, userId: check.userId, keyId: check.keyId, scopes: check.scopes };
  };
}
