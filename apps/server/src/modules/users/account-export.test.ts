/**
 * The account export on the real app: the zip is unzipped (yauzl) and every entry read: the two
 * JSON files' contents (each meme with its Edit With AI conversation), the memes' files under
 * their download names, the person's uploads, and nothing of anyone else's.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import yauzl from 'yauzl';
import { accountExportFileName, ENDPOINTS, MESSAGES, type MemeDocument } from '@memeforge/contract';
import {
  apiKeys,
  billingTransactions,
  contactMessages,
  memeChatMessages,
  newsletterSubscribers,
  templates,
  type UserRow,
} from '../../db/schema';
import { bearerFor, buildTestApp, createTestUser, type TestApp } from '../../test-support';
import { makeImage } from '../../test-support/media';
import { grantCredits } from '../credits/ledger-store';
import { insertMemes } from '../memes/store';
import { ACCOUNT_RATE_LIMITS } from './account-limits';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
}, 60_000);
afterAll(async () => {
  await t?.close();
});

/** Every entry of a zip, by name. */
function unzip(zip: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(zip, { lazyEntries: true }, (error, file) => {
      if (error) return reject(error);
      const entries = new Map<string, Buffer>();
      file.on('error', reject);
      file.on('end', () => resolve(entries));
      file.on('entry', (entry: yauzl.Entry) => {
        file.openReadStream(entry, (openError, stream) => {
          if (openError) return reject(openError);
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('error', reject);
          stream.on('end', () => {
            entries.set(entry.fileName, Buffer.concat(chunks));
            file.readEntry();
          });
        });
      });
      file.readEntry();
    });
  });
}

function documentOf(media: MemeDocument['media'], caption: string, alt?: string): MemeDocument {
  return {
    version: 1,
    media,
    layers: [{ text: caption, fontSize: null, align: 'center', color: null, offsetY: 0 }],
    ...(alt ? { alt } : {}),
  };
}

interface Seeded {
  user: UserRow;
  uploadKey: string;
  files: Record<string, Buffer>;
}

async function seed(): Promise<Seeded> {
  const db = t.database.db;
  const user = await createTestUser(t.database, { firstName: 'Ada', lastName: 'Lovelace' });
  await grantCredits(db, user.id, 30, 'sign-up grant');
  await grantCredits(db, user.id, -2, 'support correction');
  await db.insert(newsletterSubscribers).values({ email: user.email });
  await db.insert(apiKeys).values({
    userId: user.id,
    name: 'Slack bot',
    prefix: 'mf_AbCdEfGh',
    keyHash: 'hash-that-must-not-be-exported',
    scopes: ['read', 'generate'],
  });
  await db
    .insert(contactMessages)
    .values({ name: 'Ada', email: user.email, subject: 'Hello', message: 'Love the memes', userId: user.id });

  const [upload, own, twin, generated] = await Promise.all([makeImage(), makeImage(), makeImage(), makeImage()]);
  const uploadKey = `uploads/${user.id}/${randomUUID()}.png`;
  const ids = { own: randomUUID(), twin: randomUUID(), generated: randomUUID(), queued: randomUUID() };
  const keys = {
    own: `memes/${ids.own}/when-the-build-is-green.png`,
    twin: `memes/${ids.twin}/when-the-build-is-green.png`,
    generated: `memes/${ids.generated}/monday-again.png`,
  };
  await t.storage.put(uploadKey, upload, { contentType: 'image/png' });
  await t.storage.put(keys.own, own, { contentType: 'image/png' });
  await t.storage.put(keys.twin, twin, { contentType: 'image/png' });
  await t.storage.put(keys.generated, generated, { contentType: 'image/png' });

  const [template] = await db.select({ id: templates.id, title: templates.title }).from(templates).limit(1);
  const uploadMedia = { source: 'upload' as const, fileKey: uploadKey, type: 1 as const, width: 320, height: 240 };
  const base = { userId: user.id, type: 1, unhingedLevel: 1 };
  await insertMemes(db, [
    {
      ...base,
      id: ids.own,
      jobId: randomUUID(),
      status: 'finished',
      fileKey: keys.own,
      document: documentOf(uploadMedia, 'When the build is green', 'A cat at a keyboard'),
      createdAt: new Date('2026-01-01T10:00:00Z'),
    },
    {
      ...base,
      id: ids.twin,
      jobId: randomUUID(),
      status: 'finished',
      fileKey: keys.twin,
      document: documentOf(
        { source: 'upload', fileKey: `uploads/${user.id}/gone.png`, type: 1, width: 320, height: 240 },
        'When the build is green',
      ),
      createdAt: new Date('2026-01-02T10:00:00Z'),
    },
    {
      ...base,
      id: ids.generated,
      jobId: randomUUID(),
      status: 'finished',
      fileKey: keys.generated,
      templateId: template?.id ?? null,
      document: documentOf(
        template
          ? { source: 'template', templateId: template.id, type: 1, width: 320, height: 240 }
          : { ...uploadMedia, fileKey: `uploads/${user.id}/gone-too.png` },
        'Monday again',
      ),
      createdAt: new Date('2026-01-03T10:00:00Z'),
    },
    {
      ...base,
      id: ids.queued,
      jobId: randomUUID(),
      status: 'queued',
      document: null,
      createdAt: new Date('2026-01-04T10:00:00Z'),
    },
  ]);
  return {
    user,
    uploadKey,
    files: {
      [`uploads/${uploadKey.split('/').pop()}`]: upload,
      'memes/memeforge-when-the-build-is-green.png': own,
      'memes/memeforge-when-the-build-is-green-2.png': twin,
      'memes/memeforge-monday-again.png': generated,
    },
  };
}

describe('exporting an account', () => {
  it('streams a zip of the account, its memes as JSON and every file, under a dated attachment name', async () => {
    const seeded = await seed();
    const stranger = await createTestUser(t.database);
    const strangerFile = `memes/${randomUUID()}/secret.png`;
    await t.storage.put(strangerFile, await makeImage(), { contentType: 'image/png' });
    await insertMemes(t.database.db, [
      {
        id: strangerFile.split('/')[1]!,
        userId: stranger.id,
        type: 1,
        unhingedLevel: 1,
        jobId: randomUUID(),
        status: 'finished',
        fileKey: strangerFile,
        document: documentOf(
          { source: 'upload', fileKey: strangerFile, type: 1, width: 320, height: 240 },
          'Not yours',
        ),
      },
    ]);

    const response = await t.app.inject({
      method: 'GET',
      url: ENDPOINTS.accountExport,
      headers: await bearerFor(t, seeded.user),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="${accountExportFileName(new Date())}"`);
    expect(response.headers['content-disposition']).toMatch(/memeforge-export-\d{4}-\d{2}-\d{2}\.zip/);
    // Streamed: the length is not known before the zip is made.
    expect(response.headers['content-length']).toBeUndefined();

    const entries = await unzip(response.rawPayload);
    expect([...entries.keys()].sort()).toEqual(['account.json', 'memes.json', ...Object.keys(seeded.files)].sort());
    for (const [name, bytes] of Object.entries(seeded.files)) expect(entries.get(name)?.equals(bytes)).toBe(true);

    const account = JSON.parse(entries.get('account.json')!.toString('utf8'));
    expect(account.profile).toMatchObject({
      id: seeded.user.id,
      email: seeded.user.email,
      firstName: 'Ada',
      lastName: 'Lovelace',
    });
    expect(account.plan).toEqual({ plan: 'free', billingCycle: null });
    expect(account.credits).toBe(28);
    expect(account.creditLedger.map((row: { delta: number; reason: string }) => [row.delta, row.reason])).toEqual([
      [30, 'sign-up grant'],
      [-2, 'support correction'],
    ]);
    expect(account.newsletter.subscribed).toBe(true);
    expect(account.apiKeys).toEqual([
      expect.objectContaining({
        name: 'Slack bot',
        prefix: 'mf_AbCdEfGh',
        scopes: ['read', 'generate'],
        revokedAt: null,
      }),
    ]);
    expect(entries.get('account.json')!.toString('utf8')).not.toContain('hash-that-must-not-be-exported');
    expect(account.contactMessages).toEqual([
      expect.objectContaining({ subject: 'Hello', message: 'Love the memes', email: seeded.user.email }),
    ]);

    const memes = JSON.parse(entries.get('memes.json')!.toString('utf8'));
    expect(memes).toHaveLength(4);
    expect(memes[0]).toMatchObject({
      caption: 'When the build is green',
      altText: 'A cat at a keyboard',
      kind: 'image',
      status: 'finished',
      createdAt: '2026-01-01T10:00:00.000Z',
      file: 'memes/memeforge-when-the-build-is-green.png',
      upload: `uploads/${seeded.uploadKey.split('/').pop()}`,
      document: { media: { source: 'upload' }, layers: [{ text: 'When the build is green' }] },
    });
    // A file that is not stored is named by nothing.
    expect(memes[1]).toMatchObject({ file: 'memes/memeforge-when-the-build-is-green-2.png', upload: null });
    expect(memes[2].file).toBe('memes/memeforge-monday-again.png');
    if (memes[2].template) expect(typeof memes[2].template.title).toBe('string');
    expect(memes[3]).toMatchObject({ status: 'queued', file: null, upload: null, document: null });
    expect(JSON.stringify(memes)).not.toContain('Not yours');
  });

  it('gives each meme its Edit With AI conversation: role, text, what it changed and when', async () => {
    const db = t.database.db;
    const user = await createTestUser(t.database);
    const stranger = await createTestUser(t.database);
    const [template] = await db.select({ id: templates.id, title: templates.title }).from(templates).limit(1);
    const ids = { chatted: randomUUID(), quiet: randomUUID(), strangers: randomUUID() };
    const media = {
      source: 'upload' as const,
      fileKey: `uploads/${user.id}/x.png`,
      type: 1 as const,
      width: 1,
      height: 1,
    };
    const meme = (id: string, userId: number, caption: string, createdAt: string) => ({
      id,
      userId,
      type: 1,
      unhingedLevel: 1,
      jobId: randomUUID(),
      status: 'finished' as const,
      document: documentOf(media, caption),
      createdAt: new Date(createdAt),
    });
    await insertMemes(db, [
      meme(ids.chatted, user.id, 'Deploy on Friday', '2026-02-01T10:00:00Z'),
      meme(ids.quiet, user.id, 'Quiet one', '2026-02-02T10:00:00Z'),
      meme(ids.strangers, stranger.id, 'Not yours', '2026-02-01T10:00:00Z'),
    ]);
    const at = (minute: number) => new Date(`2026-02-01T10:0${minute}:00Z`);
    await db.insert(memeChatMessages).values([
      { memeId: ids.chatted, userId: user.id, role: 'user', text: 'make it funnier', createdAt: at(1) },
      {
        memeId: ids.chatted,
        userId: user.id,
        role: 'ai',
        text: 'Sharper now.',
        caption: 'Deploy on Friday, pray on Saturday',
        createdAt: at(2),
      },
      { memeId: ids.chatted, userId: user.id, role: 'user', text: 'another picture', createdAt: at(3) },
      {
        memeId: ids.chatted,
        userId: user.id,
        role: 'ai',
        text: 'New picture.',
        templateId: template?.id ?? null,
        createdAt: at(4),
      },
      { memeId: ids.chatted, userId: user.id, role: 'ai', text: 'Nothing to change.', createdAt: at(5) },
      { memeId: ids.strangers, userId: stranger.id, role: 'user', text: 'a stranger’s secret', createdAt: at(1) },
    ]);

    const response = await t.app.inject({
      method: 'GET',
      url: ENDPOINTS.accountExport,
      headers: await bearerFor(t, user),
    });
    expect(response.statusCode).toBe(200);
    const memes = JSON.parse((await unzip(response.rawPayload)).get('memes.json')!.toString('utf8'));
    expect(memes.map((entry: { id: string }) => entry.id)).toEqual([ids.chatted, ids.quiet]);
    expect(memes[0].chat).toEqual([
      { role: 'user', text: 'make it funnier', change: null, sentAt: '2026-02-01T10:01:00.000Z' },
      {
        role: 'ai',
        text: 'Sharper now.',
        change: { caption: 'Deploy on Friday, pray on Saturday', template: null },
        sentAt: '2026-02-01T10:02:00.000Z',
      },
      { role: 'user', text: 'another picture', change: null, sentAt: '2026-02-01T10:03:00.000Z' },
      {
        role: 'ai',
        text: 'New picture.',
        change: template ? { caption: null, template: { id: template.id, title: template.title } } : null,
        sentAt: '2026-02-01T10:04:00.000Z',
      },
      { role: 'ai', text: 'Nothing to change.', change: null, sentAt: '2026-02-01T10:05:00.000Z' },
    ]);
    expect(memes[1].chat).toEqual([]);
    expect(JSON.stringify(memes)).not.toContain('a stranger’s secret');
  });

  it('lists the account’s payments in account.json, and no one else’s', async () => {
    const db = t.database.db;
    const user = await createTestUser(t.database);
    const stranger = await createTestUser(t.database);
    const payment = (userId: number, invoice: string, amount: number) => ({
      userId,
      provider: 'local' as const,
      providerInvoiceId: invoice,
      providerSubscriptionId: 'sub_local_x',
      amount,
      currency: 'usd',
      status: 'paid' as const,
      type: 'subscription_create' as const,
      plan: 'pro' as const,
      billingCycle: 'month' as const,
      description: 'Pro plan (monthly): first payment',
      creditsGranted: 100,
      periodStart: new Date('2026-03-01T00:00:00Z'),
      periodEnd: new Date('2026-04-01T00:00:00Z'),
      paidAt: new Date('2026-03-01T00:00:05Z'),
    });
    await db
      .insert(billingTransactions)
      .values([payment(user.id, `in_${randomUUID()}`, 1900), payment(stranger.id, `in_${randomUUID()}`, 4242)]);

    const response = await t.app.inject({
      method: 'GET',
      url: ENDPOINTS.accountExport,
      headers: await bearerFor(t, user),
    });
    const account = JSON.parse((await unzip(response.rawPayload)).get('account.json')!.toString('utf8'));
    expect(account.payments).toEqual([
      expect.objectContaining({
        description: 'Pro plan (monthly): first payment',
        amount: 1900,
        currency: 'usd',
        status: 'paid',
        plan: 'pro',
        billingCycle: 'month',
        creditsGranted: 100,
        periodStart: '2026-03-01T00:00:00.000Z',
        paidAt: '2026-03-01T00:00:05.000Z',
      }),
    ]);
  });

  it('needs a session, and allows a few exports an hour', async () => {
    expect((await t.app.inject({ method: 'GET', url: ENDPOINTS.accountExport })).statusCode).toBe(401);
    const user = await createTestUser(t.database);
    const headers = await bearerFor(t, user);
    for (let done = 0; done < ACCOUNT_RATE_LIMITS.exportsPerAccount.limit; done += 1) {
      const response = await t.app.inject({ method: 'GET', url: ENDPOINTS.accountExport, headers });
      expect(response.statusCode).toBe(200);
      const entries = await unzip(response.rawPayload);
      expect(JSON.parse(entries.get('memes.json')!.toString('utf8'))).toEqual([]);
    }
    const refused = await t.app.inject({ method: 'GET', url: ENDPOINTS.accountExport, headers });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ detail: MESSAGES.tooManyRequests });
  });
});
