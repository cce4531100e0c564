/**
 * Personal API keys on the real app (decision 051): made and revoked by a signed-in person, used by
 * a program for generate → poll → download and an Edit With AI turn, refused at once when revoked,
 * and never reaching the account's password, e-mail, keys or billing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  API_KEY_MESSAGES,
  API_KEY_REQUESTS_PER_MINUTE,
  API_KEYS_MAX,
  ENDPOINTS,
  MESSAGES,
  type ApiKeyCreated,
  type ApiKeyList,
  type GenerateResponse,
} from '@memeforge/contract';
import { announceChange } from '../../db/change-notices';
import { apiKeys, users } from '../../db/schema';
import { bearerFor, buildTestApp, createTestUser, type TestApp } from '../../test-support';
import { waitForJobStatuses } from '../../test-support/job-status';
import { makeImage } from '../../test-support/media';
import { ingestTemplate } from '../templates/ingest';
import { disableUser } from '../users/service';
import { hashApiKey } from './key-secret';
import { checkApiKey } from './service';

let t: TestApp;
const DAY_MS = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  t = await buildTestApp({ work: true, generationFastPathWaitMs: 30_000 });
  const ctx = { db: t.database.db, storage: t.storage };
  for (const [index, title] of ['Office side eye', 'Coffee break face', 'Monday stare', 'Meeting shrug'].entries()) {
    await ingestTemplate(ctx, await makeImage(480, 360, 'jpeg'), {
      title,
      description: `${title}: a reaction about office coffee ${index}`,
      keywords: ['office', 'coffee'],
      captionFormat: 'reaction',
      levels: [1, 2, 3, 4, 5],
    });
  }
}, 120_000);
afterAll(async () => {
  await t?.close();
});

async function signedIn(values: Parameters<typeof createTestUser>[1] = {}) {
  const user = await createTestUser(t.database, { plan: 'pro', credits: 40, ...values });
  return { user, session: await bearerFor(t, user) };
}

async function createKey(session: Record<string, string>, body: object) {
  return t.app.inject({ method: 'POST', url: ENDPOINTS.apiKeys, headers: session, payload: body });
}

async function madeKey(session: Record<string, string>, scopes = ['read', 'generate', 'edit']): Promise<ApiKeyCreated> {
  const response = await createKey(session, { name: 'My script', scopes });
  expect(response.statusCode).toBe(201);
  return response.json<ApiKeyCreated>();
}

const withKey = (key: string) => ({ authorization: `Bearer ${key}` });

async function creditsOf(userId: number): Promise<number> {
  const [row] = await t.database.db.select({ credits: users.credits }).from(users).where(eq(users.id, userId));
  return row!.credits;
}

describe('a program with a key', () => {
  it('generates a batch, polls it, downloads a meme and edits its caption with AI, on its owner’s credits', async () => {
    const { user, session } = await signedIn();
    const created = await madeKey(session);
    expect(created.key).toMatch(/^mf_[A-Za-z0-9_-]{43}$/);
    expect(created.prefix).toBe(created.key.slice(0, 11));
    const key = withKey(created.key);

    const generated = await t.app.inject({
      method: 'POST',
      url: ENDPOINTS.generate,
      headers: key,
      payload: { description: 'office coffee running out', mediaType: 'images', unhingedLevel: 2 },
    });
    expect(generated.statusCode).toBe(200);
    const batch = generated.json<GenerateResponse>();
    expect(batch.memes).toHaveLength(4);
    expect(await creditsOf(user.id)).toBe(36);

    const statuses = await waitForJobStatuses(t.app, key, batch.memes);
    expect(statuses.map((status) => status.status)).toEqual(['finished', 'finished', 'finished', 'finished']);

    const meme = batch.memes[0]!;
    const download = await t.app.inject({
      method: 'GET',
      url: `${ENDPOINTS.memeDownload(meme.memeId)}?format=original`,
      headers: key,
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toMatch(/^image\//);
    expect(download.rawPayload.length).toBeGreaterThan(1000);

    const edit = await t.app.inject({
      method: 'POST',
      url: ENDPOINTS.chat,
      headers: key,
      payload: {
        meme_id: meme.memeId,
        message: 'make it funnier',
        caption: meme.tagline,
        template_id: meme.templateId,
      },
    });
    expect(edit.statusCode).toBe(200);
    expect(await creditsOf(user.id)).toBe(35);

    const mine = await t.app.inject({ method: 'GET', url: ENDPOINTS.userMemes, headers: key });
    expect(mine.statusCode).toBe(200);

    const listed = await t.app.inject({ method: 'GET', url: ENDPOINTS.apiKeys, headers: session });
    const [shown] = listed.json<ApiKeyList>().results;
    expect(shown).toMatchObject({ id: created.id, name: 'My script', prefix: created.prefix });
    expect(shown!.lastUsedAt).not.toBeNull();
    expect(JSON.stringify(listed.json())).not.toContain(created.key);
    const [stored] = await t.database.db.select().from(apiKeys).where(eq(apiKeys.id, created.id));
    expect(JSON.stringify(stored)).not.toContain(created.key.slice(3));
    expect(stored!.keyHash).toBe(hashApiKey(created.key));
  });

  it('is refused at once when revoked, here and when another process revokes it', async () => {
    const { session } = await signedIn();
    const first = await madeKey(session);
    const second = await madeKey(session);
    for (const made of [first, second]) {
      const warm = await t.app.inject({ method: 'GET', url: ENDPOINTS.userMemes, headers: withKey(made.key) });
      expect(warm.statusCode).toBe(200);
    }

    const revoked = await t.app.inject({ method: 'DELETE', url: ENDPOINTS.apiKey(first.id), headers: session });
    expect(revoked.statusCode).toBe(204);
    const refused = await t.app.inject({ method: 'GET', url: ENDPOINTS.userMemes, headers: withKey(first.key) });
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ detail: API_KEY_MESSAGES.revoked });

    // Another process revokes: the row changes and the notice arrives; this process's cache is warm.
    await t.database.db.update(apiKeys).set({ revokedAt: new Date() }).where(eq(apiKeys.id, second.id));
    await announceChange(t.database.db, 'api-key-revoked', hashApiKey(second.key));
    await expect
      .poll(
        async () =>
          (await t.app.inject({ method: 'GET', url: ENDPOINTS.userMemes, headers: withKey(second.key) })).statusCode,
        { timeout: 1_000, interval: 20 },
      )
      .toBe(401);

    const listed = await t.app.inject({ method: 'GET', url: ENDPOINTS.apiKeys, headers: session });
    expect(listed.json<ApiKeyList>().results).toEqual([]);
    const again = await t.app.inject({ method: 'DELETE', url: ENDPOINTS.apiKey(first.id), headers: session });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ detail: API_KEY_MESSAGES.notFound });
  });

  it('never reaches the account’s password, e-mail, keys or billing, whatever its scopes', async () => {
    const { session } = await signedIn();
    const { key } = await madeKey(session);
    const closed: Array<[string, string, object?]> = [
      ['GET', ENDPOINTS.user],
      ['PATCH', ENDPOINTS.user, { first_name: 'Mallory' }],
      ['POST', ENDPOINTS.passwordChange, { old_password: 'x', new_password1: 'y', new_password2: 'y' }],
      ['GET', ENDPOINTS.account],
      ['DELETE', ENDPOINTS.account, { password: 'x' }],
      ['GET', ENDPOINTS.accountExport],
      ['GET', ENDPOINTS.apiKeys],
      ['POST', ENDPOINTS.apiKeys, { name: 'another', scopes: ['read'] }],
      ['DELETE', ENDPOINTS.apiKey(1)],
      ['GET', ENDPOINTS.currentPackage],
      ['GET', `${ENDPOINTS.checkoutSessionCreate}?plan=pro&cycle=monthly`],
      ['GET', ENDPOINTS.billingSubscription],
      ['GET', ENDPOINTS.billingTransactions],
      ['GET', ENDPOINTS.billingPortal],
      ['POST', ENDPOINTS.logout, {}],
    ];
    for (const [method, url, payload] of closed) {
      const response = await t.app.inject({
        method: method as 'GET',
        url,
        headers: withKey(key),
        ...(payload ? { payload } : {}),
      });
      expect([method, url, response.statusCode]).toEqual([
        method,
        url,
        method === 'POST' && url === ENDPOINTS.logout ? 200 : 403,
      ]);
      if (url !== ENDPOINTS.logout) expect(response.json()).toEqual({ detail: API_KEY_MESSAGES.notForKeys });
    }
    // The logout above was answered as for no session: the key still works.
    const still = await t.app.inject({ method: 'GET', url: ENDPOINTS.userMemes, headers: withKey(key) });
    expect(still.statusCode).toBe(200);
  });

  it('reaches only what its scopes allow', async () => {
    const { user, session } = await signedIn();
    const { key } = await madeKey(session, ['read']);
    const generate = await t.app.inject({
      method: 'POST',
      url: ENDPOINTS.generate,
      headers: withKey(key),
      payload: { description: 'office coffee', mediaType: 'images', unhingedLevel: 1 },
    });
    expect(generate.statusCode).toBe(403);
    expect(generate.json()).toEqual({ detail: API_KEY_MESSAGES.missingScope('generate') });
    expect(await creditsOf(user.id)).toBe(40);
    const library = await t.app.inject({ method: 'GET', url: ENDPOINTS.libraryTemplates, headers: withKey(key) });
    expect(library.statusCode).toBe(200);
  });

  it('has its own rate limit, answered 429 with Retry-After', async () => {
    const { session } = await signedIn();
    const { key } = await madeKey(session, ['read']);
    const other = await madeKey(session, ['read']);
    let refused;
    for (let i = 0; i <= API_KEY_REQUESTS_PER_MINUTE && !refused; i += 1) {
      const response = await t.app.inject({ method: 'GET', url: ENDPOINTS.generationJobStatus, headers: withKey(key) });
      if (response.statusCode === 429) refused = { at: i, response };
    }
    expect(refused?.at).toBe(API_KEY_REQUESTS_PER_MINUTE);
    expect(Number(refused!.response.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused!.response.json()).toEqual({ detail: API_KEY_MESSAGES.tooManyRequests });
    const otherKey = await t.app.inject({ method: 'GET', url: ENDPOINTS.userMemes, headers: withKey(other.key) });
    expect(otherKey.statusCode).toBe(200);
  });

  it('is refused with a clear reason when malformed, unknown, expired or its account disabled', async () => {
    const { user, session } = await signedIn();
    for (const bad of ['mf_short', `mf_${'x'.repeat(43)}`]) {
      const response = await t.app.inject({ method: 'GET', url: ENDPOINTS.userMemes, headers: withKey(bad) });
      expect(response.statusCode).toBe(401);
      expect(response.headers['www-authenticate']).toBe('Bearer');
      expect(response.json()).toEqual({ detail: API_KEY_MESSAGES.invalid });
    }
    const expiring = await createKey(session, {
      name: 'a week',
      scopes: ['read'],
      expiresAt: new Date(Date.now() + 7 * DAY_MS).toISOString(),
    });
    expect(expiring.statusCode).toBe(201);
    const { key } = expiring.json<ApiKeyCreated>();
    expect(await checkApiKey({ db: t.database.db }, key, new Date(Date.now() + 8 * DAY_MS))).toEqual({
      ok: false,
      detail: API_KEY_MESSAGES.expired,
    });

    await disableUser(t.database.db, user.id);
    const disabled = await t.app.inject({ method: 'GET', url: ENDPOINTS.userMemes, headers: withKey(key) });
    expect(disabled.statusCode).toBe(401);
    expect(disabled.json()).toEqual({ detail: MESSAGES.accountDisabled });
  });
});

describe('making keys', () => {
  it('refuses a blank name, no scopes, an unknown scope and expiries in the past or too far, in words', async () => {
    const { session } = await signedIn();
    const cases: Array<[object, string, string]> = [
      [{ name: '  ', scopes: ['read'] }, 'name', API_KEY_MESSAGES.nameRequired],
      [{ name: 'x'.repeat(61), scopes: ['read'] }, 'name', API_KEY_MESSAGES.nameTooLong],
      [{ name: 'a', scopes: [] }, 'scopes', API_KEY_MESSAGES.scopesRequired],
      [
        { name: 'a', scopes: ['read'], expiresAt: new Date(Date.now() - 1000).toISOString() },
        'expiresAt',
        API_KEY_MESSAGES.expiryInPast,
      ],
      [
        { name: 'a', scopes: ['read'], expiresAt: new Date(Date.now() + 400 * DAY_MS).toISOString() },
        'expiresAt',
        API_KEY_MESSAGES.expiryTooFar,
      ],
    ];
    for (const [body, field, message] of cases) {
      const response = await createKey(session, body);
      expect(response.statusCode).toBe(400);
      expect(response.json()[field]).toEqual([message]);
    }
    const unknownScope = await createKey(session, { name: 'a', scopes: ['billing'] });
    expect(unknownScope.statusCode).toBe(400);
    expect(JSON.stringify(unknownScope.json())).toContain('A key’s scopes are read, generate and edit.');
    const badDate = await createKey(session, { name: 'a', scopes: ['read'], expiresAt: 'next tuesday' });
    expect(badDate.statusCode).toBe(400);
    expect(JSON.stringify(badDate.json())).toContain('Give the expiry as a date and time');
    const badId = await t.app.inject({ method: 'DELETE', url: '/users/api/api-keys/abc/', headers: session });
    expect(badId.statusCode).toBe(400);
    expect(JSON.stringify(badId.json())).toContain(API_KEY_MESSAGES.invalidId);
    const listed = await t.app.inject({ method: 'GET', url: ENDPOINTS.apiKeys, headers: session });
    expect(listed.json<ApiKeyList>().results).toEqual([]);
  });

  it(`keeps to ${API_KEYS_MAX} live keys a person, and one person cannot revoke another’s`, async () => {
    const { session } = await signedIn();
    const made = await Promise.all(
      Array.from({ length: API_KEYS_MAX + 2 }, () => createKey(session, { name: 'k', scopes: ['read'] })),
    );
    expect(made.filter((response) => response.statusCode === 201)).toHaveLength(API_KEYS_MAX);
    const refused = made.find((response) => response.statusCode === 400)!;
    expect(refused.json()).toEqual({ detail: API_KEY_MESSAGES.tooManyKeys, code: 'too_many_keys' });

    const stranger = await signedIn();
    const someKey = made.find((response) => response.statusCode === 201)!.json<ApiKeyCreated>();
    const theirs = await t.app.inject({
      method: 'DELETE',
      url: ENDPOINTS.apiKey(someKey.id),
      headers: stranger.session,
    });
    expect(theirs.statusCode).toBe(404);
    const stillWorks = await t.app.inject({ method: 'GET', url: ENDPOINTS.userMemes, headers: withKey(someKey.key) });
    expect(stillWorks.statusCode).toBe(200);
  });

  it('needs a signed-in person', async () => {
    const response = await t.app.inject({ method: 'GET', url: ENDPOINTS.apiKeys });
    expect(response.statusCode).toBe(401);
  });
});
