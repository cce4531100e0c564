import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Writable } from 'node:stream';
import { count, eq } from 'drizzle-orm';
import {
  CONTACT_HONEYPOT_FIELD,
  CONTACT_LIMITS,
  CONTACT_MESSAGES,
  ENDPOINTS,
  MESSAGES,
  type ContactRequest,
} from '@memeforge/contract';
import type { MailMessage, Mailer } from '../../adapters/mail';
import { contactMessages, rateLimitCounters } from '../../db/schema';
import { createLogger } from '../../logger';
import { RateLimiter } from '../../security/rate-limiter';
import { bearerFor, buildTestApp, createTestUser, type TestApp } from '../../test-support';
import { contactListReport } from './list-command';
import { sendContactMessage } from './service';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.delete(contactMessages);
  await t.database.db.delete(rateLimitCounters);
  t.mailer.sent.length = 0;
  t.mailer.failNext = false;
});

const VALID: ContactRequest = {
  name: 'Ada Lovelace',
  email: 'Ada@Example.com',
  subject: 'Question about video memes',
  message: 'How long can an uploaded video be on the pro plan?',
};

let nextAddress = 1;
/** A fresh client address per test, so the per-address limit of one test does not leak into another. */
const freshAddress = () => `198.51.100.${nextAddress++}`;

function send(payload: unknown, options: { address?: string; headers?: Record<string, string> } = {}) {
  return t.app.inject({
    method: 'POST',
    url: ENDPOINTS.contact,
    payload: payload as Record<string, unknown>,
    remoteAddress: options.address ?? freshAddress(),
    ...(options.headers ? { headers: options.headers } : {}),
  });
}

async function storedCount(): Promise<number> {
  const [row] = await t.database.db.select({ n: count() }).from(contactMessages);
  return row?.n ?? 0;
}

describe('POST /users/api/contact/', () => {
  it('stores the message and mails it to the support address, replies going to the sender', async () => {
    const response = await send({ ...VALID, name: '  Ada\n Lovelace ', subject: ' Question  about\tvideo memes ' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: CONTACT_MESSAGES.sent });

    const rows = await t.database.db.select().from(contactMessages);
    expect(rows).toHaveLength(1);
    const row = rows[0]!;
    expect(row).toMatchObject({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      subject: 'Question about video memes',
      message: VALID.message,
      userId: null,
    });
    expect(row.mailedAt).toBeInstanceOf(Date);

    // The default support address: support@ the mail sender's domain (PUBLIC_URL's host in tests).
    const mail = t.mailer.lastTo('support@localhost');
    expect(mail.subject).toBe('Contact form: Question about video memes');
    expect(mail.replyTo).toEqual({ name: 'Ada Lovelace', address: 'ada@example.com' });
    expect(mail.text).toContain(VALID.message);
    expect(mail.text).toContain('Ada Lovelace <ada@example.com>');
    expect(mail.text).toContain('not signed in');
  });

  it("notes a signed-in sender's account", async () => {
    const user = await createTestUser(t.database);
    const response = await send(VALID, { headers: await bearerFor(t, user) });
    expect(response.statusCode).toBe(200);
    const [row] = await t.database.db.select().from(contactMessages);
    expect(row?.userId).toBe(user.id);
    expect(t.mailer.lastTo('support@localhost').text).toContain(`signed in as account ${user.id}`);
  });

  it('escapes the message in the HTML part of the e-mail', async () => {
    await send({ ...VALID, message: '<script>alert(1)</script> & more text' });
    const mail = t.mailer.lastTo('support@localhost');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; more text');
  });

  it('answers a filled honeypot exactly like a real message, and stores and mails nothing', async () => {
    const real = await send(VALID);
    await t.database.db.delete(contactMessages);
    t.mailer.sent.length = 0;

    const bot = await send({ ...VALID, [CONTACT_HONEYPOT_FIELD]: 'https://spam.example' });
    expect(bot.statusCode).toBe(real.statusCode);
    expect(bot.body).toBe(real.body);
    expect(await storedCount()).toBe(0);
    expect(t.mailer.sent).toHaveLength(0);
  });

  it('takes an empty honeypot (what a person sends) as a real message', async () => {
    expect((await send({ ...VALID, [CONTACT_HONEYPOT_FIELD]: '' })).statusCode).toBe(200);
    expect(await storedCount()).toBe(1);
  });

  describe('refuses bad input with clear messages and stores nothing', () => {
    const cases: [string, Record<string, unknown>, Record<string, string[]>][] = [
      [
        'nothing filled in',
        {},
        {
          name: [CONTACT_MESSAGES.nameRequired],
          email: [MESSAGES.emailRequired],
          subject: [CONTACT_MESSAGES.subjectRequired],
          message: [CONTACT_MESSAGES.messageRequired],
        },
      ],
      [
        'blank fields',
        { name: '  ', email: ' ', subject: '\n', message: '   ' },
        {
          name: [CONTACT_MESSAGES.nameRequired],
          email: [MESSAGES.emailRequired],
          subject: [CONTACT_MESSAGES.subjectRequired],
          message: [CONTACT_MESSAGES.messageRequired],
        },
      ],
      ['an invalid e-mail', { ...VALID, email: 'ada-at-example' }, { email: [MESSAGES.invalidEmail] }],
      [
        'a name over the limit',
        { ...VALID, name: 'a'.repeat(CONTACT_LIMITS.nameMax + 1) },
        { name: [CONTACT_MESSAGES.nameTooLong] },
      ],
      [
        'a subject over the limit',
        { ...VALID, subject: 's'.repeat(CONTACT_LIMITS.subjectMax + 1) },
        { subject: [CONTACT_MESSAGES.subjectTooLong] },
      ],
      [
        'a message too short once trimmed',
        { ...VALID, message: `  ${'x'.repeat(CONTACT_LIMITS.messageMin - 1)}  ` },
        { message: [CONTACT_MESSAGES.messageTooShort] },
      ],
      [
        'a message over the limit',
        { ...VALID, message: 'm'.repeat(CONTACT_LIMITS.messageMax + 1) },
        { message: [CONTACT_MESSAGES.messageTooLong] },
      ],
      ['a field of the wrong type', { ...VALID, subject: 42 }, { subject: [CONTACT_MESSAGES.subjectRequired] }],
    ];
    it.each(cases)('%s', async (_label, payload, errors) => {
      const response = await send(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(errors);
      expect(await storedCount()).toBe(0);
      expect(t.mailer.sent).toHaveLength(0);
    });

    it('accepts the limits themselves', async () => {
      const response = await send({
        ...VALID,
        name: 'a'.repeat(CONTACT_LIMITS.nameMax),
        subject: 's'.repeat(CONTACT_LIMITS.subjectMax),
        message: 'm'.repeat(CONTACT_LIMITS.messageMax),
      });
      expect(response.statusCode).toBe(200);
      expect(await storedCount()).toBe(1);
    });

    it('refuses NUL bytes as bad input, not a server error', async () => {
      const response = await send({ ...VALID, message: 'hello there\u0000 friend' });
      expect(response.statusCode).toBe(400);
      expect(await storedCount()).toBe(0);
    });

    it('refuses a body that is not JSON', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: ENDPOINTS.contact,
        headers: { 'content-type': 'application/json' },
        payload: '{"name": ',
        remoteAddress: freshAddress(),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ detail: MESSAGES.malformedJson });
      expect(await storedCount()).toBe(0);
    });
  });

  it('takes 5 messages an hour from one address; the 6th is 429 with Retry-After and stores nothing', async () => {
    const address = freshAddress();
    for (let i = 1; i <= CONTACT_LIMITS.perAddressPerHour; i += 1) {
      expect((await send({ ...VALID, subject: `Message ${i}` }, { address })).statusCode).toBe(200);
    }
    const refused = await send({ ...VALID, subject: 'One too many' }, { address });
    expect(refused.statusCode).toBe(429);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(3500);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(refused.json()).toEqual({ detail: CONTACT_MESSAGES.tooMany(retryAfter) });
    expect(refused.json().detail).toBe('You can send up to 5 messages an hour. Please try again in 60 minutes.');
    expect(await storedCount()).toBe(CONTACT_LIMITS.perAddressPerHour);
    expect(t.mailer.sent).toHaveLength(CONTACT_LIMITS.perAddressPerHour);

    // Another address is counted on its own.
    expect((await send(VALID, { address: freshAddress() })).statusCode).toBe(200);
  });

  it('counts by the address Fastify sees: a client-written X-Forwarded-For is not believed (no TRUST_PROXY)', async () => {
    const address = freshAddress();
    for (let i = 0; i < CONTACT_LIMITS.perAddressPerHour; i += 1) {
      await send(VALID, { address, headers: { 'x-forwarded-for': `203.0.113.${i}` } });
    }
    const refused = await send(VALID, { address, headers: { 'x-forwarded-for': '203.0.113.99' } });
    expect(refused.statusCode).toBe(429);
  });

  it('counts one IPv6 client per /64 network', async () => {
    for (let i = 1; i <= CONTACT_LIMITS.perAddressPerHour; i += 1) {
      expect((await send(VALID, { address: `2001:db8:1:2::${i}` })).statusCode).toBe(200);
    }
    expect((await send(VALID, { address: '2001:db8:1:2::ffff' })).statusCode).toBe(429);
  });

  it('counts honeypot submissions too, so a bot cannot probe the form without limit', async () => {
    const address = freshAddress();
    for (let i = 0; i < CONTACT_LIMITS.perAddressPerHour; i += 1) {
      await send({ ...VALID, [CONTACT_HONEYPOT_FIELD]: 'x' }, { address });
    }
    expect((await send(VALID, { address })).statusCode).toBe(429);
    expect(await storedCount()).toBe(0);
  });

  it('keeps the message with mailed_at unset, and logs it, when mailing fails', async () => {
    const lines: string[] = [];
    const logStream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const logged = await buildTestApp({ logger: createLogger('info', logStream) });
    try {
      logged.mailer.failNext = true;
      const response = await logged.app.inject({
        method: 'POST',
        url: ENDPOINTS.contact,
        payload: VALID,
        remoteAddress: freshAddress(),
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: CONTACT_MESSAGES.sent });
      const rows = await logged.database.db.select().from(contactMessages);
      expect(rows).toHaveLength(1);
      expect(rows[0]!.mailedAt).toBeNull();
      expect(logged.mailer.sent).toHaveLength(0);
      const failure = lines
        .map((line) => JSON.parse(line) as Record<string, unknown>)
        .find((entry) => entry.level === 50);
      expect(failure).toMatchObject({ contactMessageId: rows[0]!.id });
      expect(String(failure?.msg)).toContain('mailing the message to the support address failed');
    } finally {
      await logged.close();
    }
  });
});

describe('the API description', () => {
  it('documents the call with its body and answers', async () => {
    const spec = (await t.app.inject({ method: 'GET', url: ENDPOINTS.openapi })).json() as {
      paths: Record<string, { post?: { responses: Record<string, unknown> } }>;
    };
    const post = spec.paths[ENDPOINTS.contact]?.post;
    expect(post).toBeDefined();
    expect(Object.keys(post!.responses)).toEqual(expect.arrayContaining(['200', '400', '429']));
  });
});

describe('a slow mail server', () => {
  it('does not hold the answer: the message is stored, and marked mailed when the send ends', async () => {
    let finish!: () => void;
    const held = new Promise<void>((resolve) => (finish = resolve));
    const sent: MailMessage[] = [];
    const slowMailer: Mailer = {
      destination: 'slow',
      async send(message) {
        await held;
        sent.push(message);
      },
      close() {},
    };
    const ctx = {
      db: t.database.db,
      limiter: new RateLimiter(t.database.db),
      mailer: slowMailer,
      supportEmail: 'help@example.org',
      logger: createLogger('silent'),
      waits: { contactMailMs: 20 },
    };
    const parsed = { ...VALID, email: 'ada@example.com' };
    const answer = await sendContactMessage(ctx, parsed, { address: freshAddress(), userId: null });
    expect(answer).toEqual({ message: CONTACT_MESSAGES.sent });
    const [row] = await t.database.db.select().from(contactMessages);
    expect(row?.mailedAt).toBeNull();

    finish();
    await expect
      .poll(async () => {
        const [after] = await t.database.db.select().from(contactMessages).where(eq(contactMessages.id, row!.id));
        return after?.mailedAt ?? null;
      })
      .toBeInstanceOf(Date);
    expect(sent[0]?.to).toBe('help@example.org');
  });
});

describe('contact list (operator command)', () => {
  it('prints the newest messages first, with who sent them, whether they were mailed, and the whole message', async () => {
    const user = await createTestUser(t.database);
    await send({ ...VALID, subject: 'First' });
    t.mailer.failNext = true;
    await send(
      { ...VALID, subject: 'Second', message: 'Line one of the message\nLine two of it' },
      {
        headers: await bearerFor(t, user),
      },
    );

    const report = await contactListReport(t.database.db, {});
    expect(report.split('\n')[0]).toBe('2 most recent messages, 1 not mailed.');
    expect(report.indexOf('Subject: Second')).toBeLessThan(report.indexOf('Subject: First'));
    expect(report).toContain(`From:    Ada Lovelace <ada@example.com> (account ${user.id})`);
    expect(report).toContain('From:    Ada Lovelace <ada@example.com> (not signed in)');
    expect(report).toContain('  Line one of the message\n  Line two of it');
    expect(report).toMatch(/NOT MAILED/);
    expect(report).toMatch(/mailed \d{4}-\d\d-\d\d \d\d:\d\d UTC/);

    const one = await contactListReport(t.database.db, { limit: '1' });
    expect(one).toContain('Subject: Second');
    expect(one).not.toContain('Subject: First');
  });

  it('says so when there are none, and refuses a bad --limit', async () => {
    expect(await contactListReport(t.database.db, {})).toBe('No contact messages yet.');
    await expect(contactListReport(t.database.db, { limit: '0' })).rejects.toThrow('--limit must be at least 1');
    await expect(contactListReport(t.database.db, { limit: 'ten' })).rejects.toThrow('--limit must be a whole number');
  });
});
