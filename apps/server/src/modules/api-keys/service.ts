/**
 * Personal API keys (decision 051): made, listed and revoked by their owner in the web app, and
 * turned back into "who is calling, with which scopes" on every request that sends one.
 */
import {
  API_KEY_MAX_LIFETIME_DAYS,
  API_KEY_MESSAGES,
  API_KEYS_MAX,
  type ApiKey,
  type ApiKeyCreated,
  type ApiKeyScope,
} from '@memeforge/contract';
import type { ApiKeyRow } from '../../db/schema';
import { InvalidInput, NotFound } from '../../domain-errors';
import type { Services } from '../../wiring/services';
import { forgetRevokedKey, knownApiKey } from './key-cache';
import { hashApiKey, isWellFormedApiKey, mintApiKey } from './key-secret';
import { countLiveApiKeys, insertApiKey, listLiveApiKeys, lockKeyOwner, revokeApiKey } from './store';

export type ApiKeysContext = Pick<Services, 'db'>;

const DAY_MS = 24 * 60 * 60 * 1000;

function present(row: ApiKeyRow): ApiKey {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    scopes: row.scopes as ApiKeyScope[],
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
  };
}

export async function listApiKeys(ctx: ApiKeysContext, userId: number): Promise<ApiKey[]> {
  return (await listLiveApiKeys(ctx.db, userId)).map(present);
}

export interface NewKeyRequest {
  name: string;
  scopes: ApiKeyScope[];
  expiresAt?: string | null | undefined;
}

function expiryOf(expiresAt: string | null | undefined, now: Date): Date | null {
  if (!expiresAt) return null;
  const at = new Date(expiresAt);
  if (at.getTime() <= now.getTime()) throw InvalidInput.fields({ expiresAt: [API_KEY_MESSAGES.expiryInPast] });
  if (at.getTime() > now.getTime() + API_KEY_MAX_LIFETIME_DAYS * DAY_MS) {
    throw InvalidInput.fields({ expiresAt: [API_KEY_MESSAGES.expiryTooFar] });
  }
  return at;
}

/** Makes a key; its secret is in this answer and nowhere else, ever. */
export async function createApiKey(
  ctx: ApiKeysContext,
  userId: number,
  request: NewKeyRequest,
  now = new Date(),
): Promise<ApiKeyCreated> {
  const expiresAt = expiryOf(request.expiresAt, now);
  const { key, prefix, keyHash } = mintApiKey();
  const row = await ctx.db.transaction(async (tx) => {
    await lockKeyOwner(tx, userId);
    if ((await countLiveApiKeys(tx, userId, now)) >= API_KEYS_MAX) {
      throw InvalidInput.coded(API_KEY_MESSAGES.tooManyKeys, 'too_many_keys');
    }
    return await insertApiKey(tx, { userId, name: request.name, prefix, keyHash, scopes: request.scopes, expiresAt });
  });
  return { ...present(row), key };
}

/** Revokes the key in this process at once and in every other as the revocation commits. */
export async function revokeKey(ctx: ApiKeysContext, userId: number, keyId: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const keyHash = await revokeApiKey(tx, userId, keyId);
    if (!keyHash) throw new NotFound(API_KEY_MESSAGES.notFound);
    await forgetRevokedKey(tx, ctx.db, keyHash);
  });
}

export type KeyCheck =
  { ok: true; keyId: number; userId: number; scopes: readonly ApiKeyScope[] } | { ok: false; detail: string };

/** Who a Bearer `mf_…` value acts for, or why it is refused (the account's own standing is checked by the caller). */
export async function checkApiKey(ctx: ApiKeysContext, bearer: string, now = new Date()): Promise<KeyCheck> {
  if (!isWellFormedApiKey(bearer)) return { ok: false, detail: API_KEY_MESSAGES.invalid };
  const known = await knownApiKey(ctx.db, hashApiKey(bearer));
  if (!known) return { ok: false, detail: API_KEY_MESSAGES.invalid };
  if (known.revoked) return { ok: false, detail: API_KEY_MESSAGES.revoked };
  if (known.expiresAt !== null && known.expiresAt <= now.getTime())
    return { ok: false, detail: API_KEY_MESSAGES.expired };
  return { ok: true, keyId: known.id, userId: known.userId, scopes: known.scopes };
}
