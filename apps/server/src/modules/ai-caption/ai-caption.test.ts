/**
 * The AI caption helper on the real app: the caption, the credit it costs (and the ledger rows),
 * every refusal with its marker and nothing spent, the refund when writing fails, and its OpenAPI
 * entry. The caption writer is the offline one, swapped for a failing or hanging one per test.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { AiTaglineResponseSchema, ENDPOINTS, ERROR_MARKERS, MEME_TEXT_MAX_LENGTH, MESSAGES } from '@memeforge/contract';
import {
  createOfflineCaptionWriter,
  seededRandom,
  type CaptionBatchRequest,
  type CaptionWriter,
} from '../../adapters/ai';
import { users, type TemplateRow, type UserRow } from '../../db/schema';
import { createLogger } from '../../logger';
import { createMetrics } from '../../metrics';
import { RateLimiter } from '../../security/rate-limiter';
import { bearerFor, buildTestApp, createTestUser, type TestApp } from '../../test-support';
import { makeImage, makeVideo } from '../../test-support/media';
import { ledgerOf } from '../credits/ledger-store';
import { ingestTemplate } from '../templates/ingest';
import { AI_CAPTION_LEVEL, writeAiTagline } from './service';
import { truncateCaption } from './truncate';

/** The writer the app uses: the offline one, unless a test sets `behaviour`. */
let behaviour: 'write' | 'fail' | 'long' = 'write';
const requests: CaptionBatchRequest[] = [];

let t: TestApp;
let imageTemplate: TemplateRow;
let videoTemplate: TemplateRow;
let hiddenTemplate: TemplateRow;

beforeAll(async () => {
  t = await buildTestApp({
    captionWriter: (metrics) => {
      const offline = createOfflineCaptionWriter({ metrics, random: seededRandom(7) });
      return {
        name: 'offline',
        async writeBatch(request, signal) {
          requests.push(request);
          if (behaviour === 'fail') throw new Error('the model is down');
          if (behaviour === 'long') {
            return {
              memes: [{ templateId: request.slots[0]!.candidates[0]!.id, caption: 'word '.repeat(60) }],
              writer: 'offline',
              fallback: null,
            };
          }
          return offline.writeBatch(request, signal);
        },
      } satisfies CaptionWriter;
    },
  });
  const ctx = { db: t.database.db, storage: t.storage };
  ({ template: imageTemplate } = await ingestTemplate(ctx, await makeImage(480, 360, 'jpeg'), {
    title: 'Distracted boyfriend',
    description: 'A man looks at another woman while his girlfriend stares at him',
  }));
  ({ template: videoTemplate } = await ingestTemplate(ctx, await makeVideo(1, 320, 240), {
    title: 'Dramatic zoom',
    description: 'A zoom on a surprised face',
  }));
  ({ template: hiddenTemplate } = await ingestTemplate(ctx, await makeImage(320, 240, 'jpeg'), {
    title: 'Hidden',
    description: 'Not in the library yet',
    isPublic: false,
  }));
}, 120_000);
afterAll(() => t?.close());
beforeEach(() => {
  behaviour = 'write';
  requests.length = 0;
});

async function paidUser(credits = 5): Promise<{ user: UserRow; headers: Record<string, string> }> {
  const user = await createTestUser(t.database, { plan: 'pro', credits });
  return { user, headers: await bearerFor(t, user) };
}

function tagline(headers: Record<string, string>, payload: unknown) {
  return t.app.inject({ method: 'POST', url: ENDPOINTS.aiTagline, headers, payload: payload as object });
}

/** The user's ledger after their sign-up grant. */
async function ledgerAfterGrant(userId: number) {
  return (await ledgerOf(t.database.db, userId)).filter((row) => row.kind !== 'grant');
}

async function creditsOf(userId: number): Promise<number> {
  const [row] = await t.database.db.select({ credits: users.credits }).from(users).where(eq(users.id, userId));
  return row!.credits;
}

describe('POST /memes/tagline/', () => {
  it('writes a caption for the template from the prompt and spends one credit', async () => {
    const { user, headers } = await paidUser(5);
    const response = await tagline(headers, { prompt: '  Mondays at the office  ', template_id: imageTemplate.id });
    expect(response.statusCode).toBe(200);
    const body = AiTaglineResponseSchema.parse(response.json());
    expect(body.tagline.length).toBeGreaterThan(0);
    expect(body.tagline.length).toBeLessThanOrEqual(MEME_TEXT_MAX_LENGTH);
    expect(body.credits).toBe('4');
    expect(await creditsOf(user.id)).toBe(4);

    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request!.description).toBe('Mondays at the office');
    expect(request!.level).toBe(AI_CAPTION_LEVEL);
    expect(request!.slots).toHaveLength(1);
    expect(request!.slots[0]!.candidates.map((candidate) => candidate.id)).toEqual([imageTemplate.id]);

    const ledger = await ledgerAfterGrant(user.id);
    expect(ledger.map(({ kind, delta, memeId, balanceAfter }) => ({ kind, delta, memeId, balanceAfter }))).toEqual([
      { kind: 'spend', delta: -1, memeId: null, balanceAfter: 4 },
    ]);
  });

  it('writes for a video template too, and cuts a long caption to the meme text limit', async () => {
    const { headers } = await paidUser(2);
    behaviour = 'long';
    const response = await tagline(headers, { prompt: 'cats', template_id: videoTemplate.id });
    expect(response.statusCode).toBe(200);
    const body = AiTaglineResponseSchema.parse(response.json());
    expect(body.tagline.length).toBeLessThanOrEqual(MEME_TEXT_MAX_LENGTH);
    expect(body.tagline.endsWith('word')).toBe(true);
    expect(requests[0]!.slots[0]!.type).toBe(2);
  });

  it('refuses the free plan with the premium message and the plan-not-allowed marker', async () => {
    const user = await createTestUser(t.database, { plan: 'free', credits: 30 });
    const response = await tagline(await bearerFor(t, user), { prompt: 'cats', template_id: imageTemplate.id });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ detail: MESSAGES.premiumCaption, code: ERROR_MARKERS.planNotAllowed });
    expect(await creditsOf(user.id)).toBe(30);
    expect(await ledgerAfterGrant(user.id)).toEqual([]);
    expect(requests).toHaveLength(0);
  });

  it('refuses with no credits left: 402 with the out-of-credits marker, nothing spent or written', async () => {
    const { user, headers } = await paidUser(0);
    const response = await tagline(headers, { prompt: 'cats', template_id: imageTemplate.id });
    expect(response.statusCode).toBe(402);
    expect(response.json()).toEqual({ detail: MESSAGES.outOfCredits, code: ERROR_MARKERS.outOfCredits });
    expect(await creditsOf(user.id)).toBe(0);
    expect(await ledgerAfterGrant(user.id)).toEqual([]);
    expect(requests).toHaveLength(0);
  });

  it('answers 404 for an unknown template or one that is not in the library', async () => {
    const { user, headers } = await paidUser(3);
    for (const templateId of [999_999, hiddenTemplate.id]) {
      const response = await tagline(headers, { prompt: 'cats', template_id: templateId });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ detail: MESSAGES.templateNotFound });
    }
    expect(await creditsOf(user.id)).toBe(3);
  });

  it('refuses a blank, too long or missing prompt and a bad template id with field errors', async () => {
    const { user, headers } = await paidUser(3);
    const blank = await tagline(headers, { prompt: '   ', template_id: imageTemplate.id });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({ prompt: [MESSAGES.aiPromptRequired] });
    const long = await tagline(headers, {
      prompt: 'x'.repeat(MEME_TEXT_MAX_LENGTH + 1),
      template_id: imageTemplate.id,
    });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toEqual({ prompt: [MESSAGES.aiPromptLimit(MEME_TEXT_MAX_LENGTH)] });
    const missing = await tagline(headers, { template_id: imageTemplate.id });
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json())).toEqual(['prompt']);
    const local = await tagline(headers, { prompt: 'cats', template_id: -1 });
    expect(local.statusCode).toBe(400);
    expect(local.json()).toEqual({ template_id: [MESSAGES.editorInvalidField('template_id')] });
    expect(await creditsOf(user.id)).toBe(3);
  });

  it('needs a session', async () => {
    const response = await tagline({}, { prompt: 'cats', template_id: imageTemplate.id });
    expect(response.statusCode).toBe(401);
  });

  it('gives the credit back, once, when the writer fails, and answers 503', async () => {
    const { user, headers } = await paidUser(2);
    behaviour = 'fail';
    const response = await tagline(headers, { prompt: 'cats', template_id: imageTemplate.id });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ detail: MESSAGES.aiCaptionFailed });
    expect(await creditsOf(user.id)).toBe(2);
    const ledger = await ledgerAfterGrant(user.id);
    expect(ledger.map(({ kind, delta, balanceAfter }) => ({ kind, delta, balanceAfter }))).toEqual([
      { kind: 'spend', delta: -1, balanceAfter: 1 },
      { kind: 'refund', delta: 1, balanceAfter: 2 },
    ]);
  });

  it("spends only the caller's credits", async () => {
    const first = await paidUser(3);
    const second = await paidUser(3);
    expect((await tagline(first.headers, { prompt: 'cats', template_id: imageTemplate.id })).statusCode).toBe(200);
    expect((await tagline(first.headers, { prompt: 'dogs', template_id: imageTemplate.id })).statusCode).toBe(200);
    expect(await creditsOf(first.user.id)).toBe(1);
    expect(await creditsOf(second.user.id)).toBe(3);
    expect(await ledgerAfterGrant(second.user.id)).toEqual([]);
  });
});

describe('writeAiTagline', () => {
  it('refunds and answers 503 when the writer does not answer in time', async () => {
    const { user } = await paidUser(1);
    const hanging: CaptionWriter = {
      name: 'llm',
      writeBatch: (_request, signal) =>
        new Promise((_, reject) => signal?.addEventListener('abort', () => reject(new Error('aborted')))),
    };
    const ctx = {
      db: t.database.db,
      captionWriter: hanging,
      limiter: new RateLimiter(t.database.db),
      logger: createLogger('silent'),
      waits: { aiWriteMs: 50 },
    };
    await expect(writeAiTagline(ctx, user.id, { prompt: 'cats', template_id: imageTemplate.id })).rejects.toMatchObject(
      {
        kind: 'unavailable',
      },
    );
    expect(await creditsOf(user.id)).toBe(1);
    expect((await ledgerAfterGrant(user.id)).map(({ kind }) => kind)).toEqual(['spend', 'refund']);
  });

  it('counts each person against the rate limit', async () => {
    const { user } = await paidUser(100);
    const ctx = {
      db: t.database.db,
      captionWriter: createOfflineCaptionWriter({ metrics: createMetrics(), random: seededRandom(1) }),
      limiter: new RateLimiter(t.database.db),
      logger: createLogger('silent'),
      waits: {},
    };
    const results = [];
    for (let i = 0; i < 21; i += 1) {
      results.push(
        await writeAiTagline(ctx, user.id, { prompt: `cats ${i}`, template_id: imageTemplate.id }).then(
          () => 'ok',
          (error: { kind?: string }) => error.kind,
        ),
      );
    }
    expect(results.slice(0, 20).every((result) => result === 'ok')).toBe(true);
    expect(results[20]).toBe('rate-limited');
    expect(await creditsOf(user.id)).toBe(80);
  });
});

describe('truncateCaption', () => {
  it('trims, keeps a short caption and cuts a long one at a word', () => {
    expect(truncateCaption('  hello  ')).toBe('hello');
    const cut = truncateCaption('abc '.repeat(50));
    expect(cut.length).toBeLessThanOrEqual(MEME_TEXT_MAX_LENGTH);
    expect(cut.endsWith('abc')).toBe(true);
    expect(truncateCaption(`${'x'.repeat(MEME_TEXT_MAX_LENGTH - 1)}😀`)).toBe('x'.repeat(MEME_TEXT_MAX_LENGTH - 1));
  });
});

describe('the OpenAPI document', () => {
  it('describes the AI caption call with its answers', async () => {
    const response = await t.app.inject({ method: 'GET', url: ENDPOINTS.openapi });
    const { paths } = response.json<{ paths: Record<string, { post?: { responses: Record<string, unknown> } }> }>();
    expect(Object.keys(paths[ENDPOINTS.aiTagline]?.post?.responses ?? {})).toEqual(
      expect.arrayContaining(['200', '400', '401', '402', '403', '404', '429', '503']),
    );
  });
});
