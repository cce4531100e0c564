/**
 * Edit With AI on the real app: a turn's change and its stored messages, the credit it costs (and
 * the ledger rows), every refusal with its marker and nothing spent or stored, the refund when
 * writing fails or nothing changed, the history (oldest first, another person's meme 404), and the
 * OpenAPI entry. The caption writer is the offline one, its edit swapped for a failing one per test.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  CHAT_MESSAGES,
  ChatHistorySchema,
  ChatTurnResponseSchema,
  ENDPOINTS,
  ERROR_MARKERS,
  MESSAGES,
} from '@memeforge/contract';
import {
  createOfflineCaptionWriter,
  createOfflineMemeEditor,
  seededRandom,
  type CaptionEditRequest,
  type CaptionWriter,
} from '../../adapters/ai';
import { memeChatMessages, users, type TemplateRow, type UserRow } from '../../db/schema';
import { bearerFor, buildTestApp, createTestUser, type TestApp } from '../../test-support';
import { makeImage, makeVideo } from '../../test-support/media';
import { ledgerOf } from '../credits/ledger-store';
import { insertMemes } from '../memes/store';
import { ingestTemplate } from '../templates/ingest';
import { CHAT_UNCHANGED_REFUNDS } from './service';

let behaviour: 'edit' | 'fail' | 'stray-template' = 'edit';
const edits: CaptionEditRequest[] = [];

let t: TestApp;
let office: TemplateRow;
let officeToo: TemplateRow;
let expectation: TemplateRow;
let video: TemplateRow;
let hidden: TemplateRow;

beforeAll(async () => {
  t = await buildTestApp({
    captionWriter: (metrics) => {
      const offline = createOfflineCaptionWriter({ metrics, random: seededRandom(7) });
      const edit = createOfflineMemeEditor({ random: seededRandom(7) });
      return {
        name: 'offline',
        writeBatch: (request, signal) => offline.writeBatch(request, signal),
        async editMeme(request, signal) {
          edits.push(request);
          if (behaviour === 'fail') throw new Error('the model is down');
          if (behaviour === 'stray-template') return { ...(await edit(request, signal)), templateId: hidden.id };
          return edit(request, signal);
        },
      } satisfies CaptionWriter;
    },
  });
  const ctx = { db: t.database.db, storage: t.storage };
  const image = async (title: string, details: object = {}) =>
    (await ingestTemplate(ctx, await makeImage(480, 360, 'jpeg'), { title, description: title, ...details })).template;
  office = await image('Office side eye', { captionFormat: 'reaction', keywords: ['office', 'work'] });
  officeToo = await image('Office surprised face', { captionFormat: 'reaction', keywords: ['office', 'meeting'] });
  expectation = await image('Expectation vs reality', { captionFormat: 'before_after' });
  hidden = await image('Hidden one', { isPublic: false });
  ({ template: video } = await ingestTemplate(ctx, await makeVideo(1, 320, 240), {
    title: 'Dramatic zoom',
    description: 'A zoom on a surprised face',
  }));
}, 120_000);
afterAll(() => t?.close());
beforeEach(() => {
  behaviour = 'edit';
  edits.length = 0;
});

async function paidUser(credits = 5, plan: 'pro' | 'free' = 'pro') {
  const user = await createTestUser(t.database, { plan, credits });
  return { user, headers: await bearerFor(t, user) };
}

async function memeOf(user: UserRow, template: TemplateRow, level = 3, description = 'Monday meetings at the office') {
  const id = crypto.randomUUID();
  await insertMemes(t.database.db, [
    {
      id,
      userId: user.id,
      type: template.type,
      description,
      unhingedLevel: level,
      templateId: template.id,
      status: 'finished',
      jobId: crypto.randomUUID(),
    },
  ]);
  return id;
}

function turn(headers: Record<string, string>, payload: object) {
  return t.app.inject({ method: 'POST', url: ENDPOINTS.chat, headers, payload });
}

function history(headers: Record<string, string>, memeId: string) {
  return t.app.inject({ method: 'GET', url: `${ENDPOINTS.chat}?meme_id=${memeId}`, headers });
}

const CAPTION = 'Me when Monday meetings at the office start';

async function creditsOf(userId: number): Promise<number> {
  const [row] = await t.database.db.select({ credits: users.credits }).from(users).where(eq(users.id, userId));
  return row!.credits;
}

async function ledgerAfterGrant(userId: number) {
  return (await ledgerOf(t.database.db, userId))
    .filter((row) => row.kind !== 'grant')
    .map(({ kind, delta }) => ({ kind, delta }));
}

async function storedFor(memeId: string) {
  return t.database.db.select().from(memeChatMessages).where(eq(memeChatMessages.memeId, memeId));
}

describe('POST /memes/chat/', () => {
  it('makes it funnier: a new caption, both messages stored, one credit spent', async () => {
    const { user, headers } = await paidUser(5);
    const memeId = await memeOf(user, office);
    const response = await turn(headers, {
      meme_id: memeId,
      message: 'Make it funnier',
      chip: 'funnier',
      caption: CAPTION,
      template_id: office.id,
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = ChatTurnResponseSchema.parse(response.json());
    expect(body.user).toMatchObject({ type: 'user', content: 'Make it funnier', change: null });
    expect(body.ai.type).toBe('ai');
    expect(body.ai.content).toBe("Here's a punchier take.");
    expect(body.ai.change?.caption).toBeTruthy();
    expect(body.ai.change?.caption).not.toBe(CAPTION);
    expect(body.ai.change?.templateId).toBeNull();
    expect(body.credits).toBe('4');
    expect(await creditsOf(user.id)).toBe(4);
    expect(await ledgerAfterGrant(user.id)).toEqual([{ kind: 'spend', delta: -1 }]);

    const [request] = edits;
    expect(request).toMatchObject({
      description: 'Monday meetings at the office',
      level: 3,
      caption: CAPTION,
      chip: 'funnier',
      template: { id: office.id, format: 'reaction' },
    });
    expect(request!.alternatives.map((candidate) => candidate.id)).not.toContain(office.id);
    expect(request!.alternatives.every((candidate) => candidate.type === 1)).toBe(true);
    expect(await storedFor(memeId)).toHaveLength(2);
  });

  it('switches the template to another image one, the same format first, with the template to show', async () => {
    const { user, headers } = await paidUser(5);
    const memeId = await memeOf(user, office);
    const response = await turn(headers, {
      meme_id: memeId,
      message: 'Different template',
      chip: 'template',
      caption: CAPTION,
      template_id: office.id,
    });
    expect(response.statusCode, response.body).toBe(200);
    const { ai } = ChatTurnResponseSchema.parse(response.json());
    expect(ai.change?.templateId).toBe(officeToo.id);
    expect(ai.change?.template).toMatchObject({ id: officeToo.id, type: 1, title: 'Office surprised face' });
    expect(ai.change?.caption).toBeNull();
    expect(edits[0]!.alternatives.map((candidate) => candidate.id)).toContain(expectation.id);
    expect(edits[0]!.alternatives.map((candidate) => candidate.id)).not.toContain(video.id);
    expect(edits[0]!.alternatives.map((candidate) => candidate.id)).not.toContain(hidden.id);
  });

  it('raises the level once per More unhinged, and remembers it', async () => {
    const { user, headers } = await paidUser(5);
    const memeId = await memeOf(user, office, 3);
    const ask = {
      meme_id: memeId,
      message: 'More unhinged',
      chip: 'unhinged',
      caption: CAPTION,
      template_id: office.id,
    };
    expect((await turn(headers, ask)).statusCode).toBe(200);
    expect((await turn(headers, ask)).statusCode).toBe(200);
    // The same ask in words counts too; the level stops at 5.
    expect((await turn(headers, { ...ask, chip: undefined, message: 'go wild' })).statusCode).toBe(200);
    expect((await turn(headers, ask)).statusCode).toBe(200);
    expect(edits.map((edit) => edit.level)).toEqual([3, 4, 5, 5]);
    // What the chat showed already is not offered again.
    expect(edits[1]!.avoid).toHaveLength(1);
    expect(edits[2]!.chip).toBeNull();
  });

  it('free text works too, and a turn that changes nothing gives the credit back', async () => {
    const { user, headers } = await paidUser(3);
    const memeId = await memeOf(user, video, 3);
    const response = await turn(headers, {
      meme_id: memeId,
      message: 'about my dog instead',
      caption: 'Zoom',
      template_id: video.id,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(ChatTurnResponseSchema.parse(response.json()).ai.change?.caption?.toLowerCase()).toContain('dog');
    expect(edits[0]!.chip).toBeNull();

    // The only video template: nothing to switch to.
    const nothing = await turn(headers, {
      meme_id: memeId,
      message: 'Different template',
      chip: 'template',
      caption: 'Zoom',
      template_id: video.id,
    });
    expect(nothing.statusCode).toBe(200);
    const body = ChatTurnResponseSchema.parse(nothing.json());
    expect(body.ai.change).toBeNull();
    expect(body.credits).toBe('2');
    expect(await creditsOf(user.id)).toBe(2);
    expect(await ledgerAfterGrant(user.id)).toEqual([
      { kind: 'spend', delta: -1 },
      { kind: 'spend', delta: -1 },
      { kind: 'refund', delta: 1 },
    ]);
  });

  it('gives back only so many unchanged turns an hour, so they cannot be farmed for free writer calls', async () => {
    const { user, headers } = await paidUser(20);
    const memeId = await memeOf(user, video, 3);
    const ask = () =>
      turn(headers, {
        meme_id: memeId,
        message: 'Different template',
        chip: 'template',
        caption: 'Zoom',
        template_id: video.id,
      });
    for (let refunded = 0; refunded < CHAT_UNCHANGED_REFUNDS.limit; refunded += 1) {
      expect((await ask()).statusCode).toBe(200);
    }
    expect(await creditsOf(user.id)).toBe(20);
    const beyond = await ask();
    expect(beyond.statusCode).toBe(200);
    expect(ChatTurnResponseSchema.parse(beyond.json())).toMatchObject({ ai: { change: null }, credits: '19' });
    expect(await creditsOf(user.id)).toBe(19);
  });

  it('refuses the free plan with the premium message and the plan-not-allowed marker', async () => {
    const { user, headers } = await paidUser(30, 'free');
    const memeId = await memeOf(user, office);
    const response = await turn(headers, { meme_id: memeId, message: 'hi', caption: CAPTION, template_id: office.id });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ detail: MESSAGES.premiumCaption, code: ERROR_MARKERS.planNotAllowed });
    expect(await creditsOf(user.id)).toBe(30);
    expect(await storedFor(memeId)).toEqual([]);
    expect(edits).toHaveLength(0);
  });

  it('answers 402 with the out-of-credits marker when no credit is left, nothing spent or stored', async () => {
    const { user, headers } = await paidUser(0);
    const memeId = await memeOf(user, office);
    const response = await turn(headers, { meme_id: memeId, message: 'hi', caption: CAPTION, template_id: office.id });
    expect(response.statusCode).toBe(402);
    expect(response.json()).toEqual({ detail: MESSAGES.outOfCredits, code: ERROR_MARKERS.outOfCredits });
    expect(await ledgerAfterGrant(user.id)).toEqual([]);
    expect(await storedFor(memeId)).toEqual([]);
    expect(edits).toHaveLength(0);
  });

  it('refunds the credit and stores nothing when writing fails (503), or the writer strays', async () => {
    const { user, headers } = await paidUser(2);
    const memeId = await memeOf(user, office);
    const payload = {
      meme_id: memeId,
      message: 'Make it funnier',
      chip: 'funnier',
      caption: CAPTION,
      template_id: office.id,
    };
    for (const failing of ['fail', 'stray-template'] as const) {
      behaviour = failing;
      const response = await turn(headers, payload);
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ detail: CHAT_MESSAGES.failed });
    }
    expect(await creditsOf(user.id)).toBe(2);
    expect(await ledgerAfterGrant(user.id)).toEqual([
      { kind: 'spend', delta: -1 },
      { kind: 'refund', delta: 1 },
      { kind: 'spend', delta: -1 },
      { kind: 'refund', delta: 1 },
    ]);
    expect(await storedFor(memeId)).toEqual([]);
  });

  it("answers 404 for another person's meme or an unknown one, nothing spent", async () => {
    const { user: owner } = await paidUser(5);
    const { user, headers } = await paidUser(5);
    const theirs = await memeOf(owner, office);
    for (const memeId of [theirs, crypto.randomUUID()]) {
      const response = await turn(headers, {
        meme_id: memeId,
        message: 'hi',
        caption: CAPTION,
        template_id: office.id,
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ detail: MESSAGES.memeNotFound });
    }
    expect(await creditsOf(user.id)).toBe(5);
    expect(await storedFor(theirs)).toEqual([]);
  });

  it('checks the template: unknown or hidden 404, the other media type 400', async () => {
    const { user, headers } = await paidUser(5);
    const memeId = await memeOf(user, office);
    const ask = (templateId: number) =>
      turn(headers, { meme_id: memeId, message: 'hi', caption: CAPTION, template_id: templateId });
    expect((await ask(987_654)).statusCode).toBe(404);
    expect((await ask(hidden.id)).statusCode).toBe(404);
    const mismatch = await ask(video.id);
    expect(mismatch.statusCode).toBe(400);
    expect(JSON.stringify(mismatch.json())).toContain(MESSAGES.editorTypeMismatch);
    expect(await creditsOf(user.id)).toBe(5);
  });

  it('refuses bad input with the chat’s messages, and no session with 401', async () => {
    const { user, headers } = await paidUser(5);
    const memeId = await memeOf(user, office);
    const base = { meme_id: memeId, caption: CAPTION, template_id: office.id };
    const blank = await turn(headers, { ...base, message: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.body).toContain(CHAT_MESSAGES.blank);
    const long = await turn(headers, { ...base, message: 'x'.repeat(501) });
    expect(long.statusCode).toBe(400);
    expect(long.body).toContain(CHAT_MESSAGES.tooLong);
    expect((await turn(headers, { ...base, message: 'hi', chip: 'nope' })).statusCode).toBe(400);
    expect((await turn(headers, { ...base, message: 'hi', template_id: -1 })).statusCode).toBe(400);
    expect((await turn(headers, { ...base, message: 'hi', meme_id: 'nope' })).statusCode).toBe(400);
    expect((await turn({}, { ...base, message: 'hi' })).statusCode).toBe(401);
    expect(await creditsOf(user.id)).toBe(5);
  });

  it('is rate limited per person (429)', async () => {
    const { user, headers } = await paidUser(0);
    const memeId = await memeOf(user, office);
    const payload = { meme_id: memeId, message: 'hi', caption: CAPTION, template_id: office.id };
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) statuses.push((await turn(headers, payload)).statusCode);
    expect(statuses.slice(0, 20).every((status) => status === 402)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});

describe('GET /memes/chat/', () => {
  it('lists the chat oldest first, with the changes, and 404 for another person', async () => {
    const { user, headers } = await paidUser(5);
    const memeId = await memeOf(user, office);
    const empty = await history(headers, memeId);
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({ results: [] });

    await turn(headers, {
      meme_id: memeId,
      message: 'Make it funnier',
      chip: 'funnier',
      caption: CAPTION,
      template_id: office.id,
    });
    await turn(headers, {
      meme_id: memeId,
      message: 'Different template',
      chip: 'template',
      caption: CAPTION,
      template_id: office.id,
    });
    const response = await history(headers, memeId);
    expect(response.statusCode).toBe(200);
    const { results } = ChatHistorySchema.parse(response.json());
    expect(results.map((message) => [message.type, message.content.slice(0, 12)])).toEqual([
      ['user', 'Make it funn'],
      ['ai', "Here's a pun"],
      ['user', 'Different te'],
      ['ai', 'Switched to '],
    ]);
    expect(results[1]!.change?.caption).toBeTruthy();
    expect(results[3]!.change?.template?.id).toBe(officeToo.id);
    expect(new Date(results[0]!.timestamp).getTime()).toBeLessThanOrEqual(new Date(results[3]!.timestamp).getTime());

    const { headers: otherHeaders } = await paidUser(5);
    expect((await history(otherHeaders, memeId)).statusCode).toBe(404);
    expect((await history(otherHeaders, crypto.randomUUID())).statusCode).toBe(404);
    expect((await history(headers, 'nope')).statusCode).toBe(400);
    expect((await history({}, memeId)).statusCode).toBe(401);
  });

  it('forgets the chat with the meme (cascade)', async () => {
    const { user, headers } = await paidUser(5);
    const memeId = await memeOf(user, office);
    await turn(headers, {
      meme_id: memeId,
      message: 'Add emoji',
      chip: 'emoji',
      caption: CAPTION,
      template_id: office.id,
    });
    expect(await storedFor(memeId)).toHaveLength(2);
    await t.app.inject({ method: 'DELETE', url: ENDPOINTS.meme(memeId), headers });
    expect(await storedFor(memeId)).toEqual([]);
  });
});

describe('the OpenAPI document', () => {
  it('describes both chat calls', async () => {
    const response = await t.app.inject({ method: 'GET', url: ENDPOINTS.openapi });
    const { paths } = response.json<{
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    }>();
    const chat = paths[ENDPOINTS.chat]!;
    expect(Object.keys(chat.post!.responses)).toEqual(
      expect.arrayContaining(['200', '400', '401', '402', '403', '404', '429', '503']),
    );
    expect(Object.keys(chat.get!.responses)).toEqual(expect.arrayContaining(['200', '404']));
  });
});
