/**
 * Deleting an account on the real app: an account with everything an account can have (memes with
 * files, conversions and uploads, a batch, Edit With AI messages, sessions, e-mailed tokens, a
 * Google link, the newsletter, contact messages, credit ledger rows) beside a bystander's; every
 * table is queried for the user's id and address afterwards, and the media folder listed.
 */
import { randomUUID } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, or } from 'drizzle-orm';
import { ACCOUNT_MESSAGES, COOKIES, ENDPOINTS, MESSAGES, type MemeDocument } from '@memeforge/contract';
import { hashPassword } from '../../auth/passwords';
import { issueOneTimeToken } from '../../auth/one-time-token-store';
import { startSession, type IssuedSession } from '../../auth/sessions';
import {
  contactMessages,
  creditLedger,
  generationBatches,
  memeChatMessages,
  memes,
  newsletterSubscribers,
  oneTimeTokens,
  refreshTokens,
  socialAccounts,
  templates,
  users,
  type UserRow,
} from '../../db/schema';
import { buildTestApp, createTestUser, type TestApp } from '../../test-support';
import { makeImage } from '../../test-support/media';
import { grantCredits } from '../credits/ledger-store';
import { convertedFileKey } from '../memes/meme-files';
import { insertMemes } from '../memes/store';
import { ACCOUNT_RATE_LIMITS } from './account-limits';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const PASSWORD = 'correct horse battery staple 9';

/** Every file under the media folder, as storage keys. */
async function storedKeys(): Promise<string[]> {
  const entries = await readdir(t.storage.root, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => `${entry.parentPath}/${entry.name}`.slice(t.storage.root.length + 1))
    .sort();
}

function uploadDocument(fileKey: string, caption: string): MemeDocument {
  return {
    version: 1,
    media: { source: 'upload', fileKey, type: 1, width: 320, height: 240 },
    layers: [{ text: caption, fontSize: null, align: 'center', color: null, offsetY: 0 }],
    alt: 'A cat at a keyboard',
  };
}

interface Account {
  user: UserRow;
  session: IssuedSession;
  otherSession: IssuedSession;
  keys: string[];
  ledgerIds: number[];
}

/** An account holding one of everything, its files in storage. */
async function fullAccount(values: Partial<UserRow> = {}): Promise<Account> {
  const user = await createTestUser(t.database, values);
  const db = t.database.db;
  await grantCredits(db, user.id, 30, 'sign-up grant');
  await grantCredits(db, user.id, -2, 'support correction');

  const batchId = randomUUID();
  await db.insert(generationBatches).values({
    id: batchId,
    userId: user.id,
    description: 'office life',
    mediaType: 'images',
    unhingedLevel: 1,
    requestHash: 'x',
    status: 'written',
  });

  const image = await makeImage();
  const uploadKey = `uploads/${user.id}/${randomUUID()}.png`;
  await t.storage.put(uploadKey, image, { contentType: 'image/png' });
  const own = randomUUID();
  const ownFile = `memes/${own}/when-the-build-is-green.png`;
  await t.storage.put(ownFile, image, { contentType: 'image/png' });
  await t.storage.put(convertedFileKey(ownFile, 'jpeg'), image, { contentType: 'image/jpeg' });

  const [template] = await db.select({ id: templates.id }).from(templates).limit(1);
  const generated = randomUUID();
  const generatedFile = `memes/${generated}/monday-again.png`;
  await t.storage.put(generatedFile, image, { contentType: 'image/png' });
  await insertMemes(db, [
    {
      id: own,
      userId: user.id,
      type: 1,
      unhingedLevel: 1,
      jobId: randomUUID(),
      status: 'finished',
      fileKey: ownFile,
      document: uploadDocument(uploadKey, 'When the build is green'),
    },
    {
      id: generated,
      userId: user.id,
      batchId,
      type: 1,
      unhingedLevel: 1,
      jobId: randomUUID(),
      status: 'finished',
      fileKey: generatedFile,
      templateId: template?.id ?? null,
      document: {
        version: 1,
        media: template
          ? { source: 'template', templateId: template.id, type: 1, width: 320, height: 240 }
          : { source: 'upload', fileKey: `uploads/${user.id}/missing.png`, type: 1, width: 320, height: 240 },
        layers: [{ text: 'Monday again', fontSize: null, align: 'center', color: null, offsetY: 0 }],
      },
    },
  ]);
  await db.insert(memeChatMessages).values([
    { memeId: own, userId: user.id, role: 'user', text: 'make it funnier' },
    { memeId: own, userId: user.id, role: 'ai', text: 'Done.', caption: 'When the build is green again' },
  ]);

  const session = await startSession(db, t.signer, user.id);
  const otherSession = await startSession(db, t.signer, user.id);
  await issueOneTimeToken(db, 'password_reset', user.id, 60_000);
  await db
    .insert(socialAccounts)
    .values({ provider: 'google', subject: randomUUID(), userId: user.id, email: user.email });
  await db.insert(newsletterSubscribers).values({ email: user.email });
  await db.insert(contactMessages).values([
    { name: 'Ada', email: user.email, subject: 'Hello', message: 'Signed out, from my address', userId: null },
    { name: 'Ada', email: 'other-address@example.com', subject: 'Hi', message: 'Signed in', userId: user.id },
  ]);
  const ledger = await db.select({ id: creditLedger.id }).from(creditLedger).where(eq(creditLedger.userId, user.id));
  return {
    user,
    session,
    otherSession,
    keys: [uploadKey, ownFile, convertedFileKey(ownFile, 'jpeg'), generatedFile],
    ledgerIds: ledger.map((row) => row.id),
  };
}

/** How many rows of every table name the user's id or address. */
async function rowsOf(user: UserRow): Promise<Record<string, number>> {
  const db = t.database.db;
  const count = async (query: Promise<unknown[]>) => (await query).length;
  return {
    users: await count(
      db
        .select()
        .from(users)
        .where(or(eq(users.id, user.id), eq(users.email, user.email))),
    ),
    memes: await count(db.select({ id: memes.id }).from(memes).where(eq(memes.userId, user.id))),
    batches: await count(db.select().from(generationBatches).where(eq(generationBatches.userId, user.id))),
    chat: await count(db.select().from(memeChatMessages).where(eq(memeChatMessages.userId, user.id))),
    refreshTokens: await count(db.select().from(refreshTokens).where(eq(refreshTokens.userId, user.id))),
    oneTimeTokens: await count(db.select().from(oneTimeTokens).where(eq(oneTimeTokens.userId, user.id))),
    social: await count(
      db
        .select()
        .from(socialAccounts)
        .where(or(eq(socialAccounts.userId, user.id), eq(socialAccounts.email, user.email))),
    ),
    newsletter: await count(db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, user.email))),
    contact: await count(
      db
        .select()
        .from(contactMessages)
        .where(or(eq(contactMessages.userId, user.id), eq(contactMessages.email, user.email))),
    ),
    ledger: await count(db.select().from(creditLedger).where(eq(creditLedger.userId, user.id))),
  };
}

function remove(session: IssuedSession, body: Record<string, string>) {
  return t.app.inject({
    method: 'DELETE',
    url: ENDPOINTS.account,
    headers: { authorization: `Bearer ${session.access}` },
    payload: body,
  });
}

function me(session: IssuedSession) {
  return t.app.inject({ method: 'GET', url: ENDPOINTS.user, headers: { authorization: `Bearer ${session.access}` } });
}

describe('deleting an account', () => {
  it('leaves nothing of the account but its anonymised ledger rows, and nothing of anyone else is touched', async () => {
    const account = await fullAccount({ passwordHash: await hashPassword(PASSWORD) });
    const bystander = await fullAccount({ passwordHash: await hashPassword(PASSWORD) });
    const bystanderRows = await rowsOf(bystander.user);
    const before = await rowsOf(account.user);
    expect(Object.values(before).every((rows) => rows > 0)).toBe(true);
    expect(await storedKeys()).toEqual(expect.arrayContaining(account.keys));
    expect((await me(account.otherSession)).statusCode).toBe(200); // the caches now hold it as live

    const response = await remove(account.session, { password: PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ detail: ACCOUNT_MESSAGES.deleted });
    // Signed out: both cookies cleared.
    const cleared = response.cookies.filter((cookie) => cookie.value === '' || cookie.maxAge === 0);
    expect(cleared.map((cookie) => cookie.name).sort()).toEqual([COOKIES.access, COOKIES.refresh].sort());

    expect(await rowsOf(account.user)).toEqual(Object.fromEntries(Object.keys(before).map((table) => [table, 0])));
    // The ledger keeps its rows, with no one's id on them.
    const ledger = await t.database.db.select().from(creditLedger).where(inArray(creditLedger.id, account.ledgerIds));
    expect(ledger).toHaveLength(account.ledgerIds.length);
    expect(ledger.every((row) => row.userId === null)).toBe(true);
    expect(ledger.map((row) => row.delta).sort()).toEqual([-2, 30]);

    const keys = await storedKeys();
    for (const key of account.keys) expect(keys).not.toContain(key);
    expect(keys.filter((key) => key.startsWith(`uploads/${account.user.id}/`))).toEqual([]);
    expect(keys).toEqual(expect.arrayContaining(bystander.keys));
    expect(await rowsOf(bystander.user)).toEqual(bystanderRows);

    // Every old token is refused at once: the one used, the account's other session, its refresh token.
    expect((await me(account.session)).statusCode).toBe(401);
    expect((await me(account.otherSession)).statusCode).toBe(401);
    expect((await remove(account.session, { password: PASSWORD })).statusCode).toBe(401);
    const refreshed = await t.app.inject({
      method: 'POST',
      url: ENDPOINTS.tokenRefresh,
      payload: { refresh: account.otherSession.refresh },
    });
    expect(refreshed.statusCode).toBe(401);
    expect((await me(bystander.session)).statusCode).toBe(200);
  });

  it('refuses a wrong or missing password in words, and leaves everything as it was', async () => {
    const account = await fullAccount({ passwordHash: await hashPassword(PASSWORD) });
    const before = await rowsOf(account.user);

    const wrong = await remove(account.session, { password: 'not the password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ password: [ACCOUNT_MESSAGES.passwordWrong] });
    expect(wrong.cookies).toEqual([]);
    const missing = await remove(account.session, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ password: [ACCOUNT_MESSAGES.passwordRequired] });
    const bodiless = await t.app.inject({
      method: 'DELETE',
      url: ENDPOINTS.account,
      headers: { authorization: `Bearer ${account.session.access}` },
    });
    expect(bodiless.statusCode).toBe(400);
    expect(bodiless.json()).toEqual({ password: [ACCOUNT_MESSAGES.passwordRequired] });
    // The e-mail is no substitute for a password the account has.
    const byEmail = await remove(account.session, { email: account.user.email });
    expect(byEmail.json()).toEqual({ password: [ACCOUNT_MESSAGES.passwordRequired] });

    expect(await rowsOf(account.user)).toEqual(before);
    expect(await storedKeys()).toEqual(expect.arrayContaining(account.keys));
    expect((await me(account.session)).statusCode).toBe(200);
  });

  it('asks a Google account (no password) for its e-mail address, typed in any case', async () => {
    const account = await fullAccount({ passwordHash: null });
    const info = await t.app.inject({
      method: 'GET',
      url: ENDPOINTS.account,
      headers: { authorization: `Bearer ${account.session.access}` },
    });
    expect(info.json()).toEqual({ confirmWith: 'email', email: account.user.email });

    const wrong = await remove(account.session, { email: 'someone-else@example.com' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ email: [ACCOUNT_MESSAGES.emailWrong] });
    const empty = await remove(account.session, { email: '  ', password: 'anything' });
    expect(empty.json()).toEqual({ email: [ACCOUNT_MESSAGES.emailRequired] });
    expect((await rowsOf(account.user)).users).toBe(1);

    const response = await remove(account.session, { email: ` ${account.user.email.toUpperCase()} ` });
    expect(response.statusCode).toBe(200);
    const after = await rowsOf(account.user);
    expect(Object.values(after).every((rows) => rows === 0)).toBe(true);
    const keys = await storedKeys();
    for (const key of account.keys) expect(keys).not.toContain(key);
  });

  it('says a password account asks for its password', async () => {
    const user = await createTestUser(t.database, { passwordHash: await hashPassword(PASSWORD) });
    const session = await startSession(t.database.db, t.signer, user.id);
    const info = await t.app.inject({
      method: 'GET',
      url: ENDPOINTS.account,
      headers: { authorization: `Bearer ${session.access}` },
    });
    expect(info.json()).toEqual({ confirmWith: 'password', email: user.email });
    expect((await t.app.inject({ method: 'GET', url: ENDPOINTS.account })).statusCode).toBe(401);
  });

  it('counts attempts like sign-in: the 11th in the window is refused before the password is checked', async () => {
    const user = await createTestUser(t.database, { passwordHash: await hashPassword(PASSWORD) });
    const session = await startSession(t.database.db, t.signer, user.id);
    const { limit } = ACCOUNT_RATE_LIMITS.deleteAttemptsPerAccount;
    for (let attempt = 0; attempt < limit; attempt += 1) {
      expect((await remove(session, { password: `wrong ${attempt}` })).statusCode).toBe(400);
    }
    const refused = await remove(session, { password: PASSWORD });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ detail: MESSAGES.tooManyRequests });
    expect(refused.headers['retry-after']).toBeDefined();
    expect((await rowsOf(user)).users).toBe(1);
  });
});
