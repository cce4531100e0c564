/**
 * Every operation of the served OpenAPI document, fuzzed (issue 27, decision 046): requests
 * derived with fast-check from the operation's own schemas, mostly with one part damaged (wrong
 * types, fields missing or extra, huge strings, NUL bytes, deep nesting, unicode edge cases,
 * wrong content types, truncated and mistyped files), from the signed-in user, nobody, or a bad
 * token. Every answer must be documented for the operation (status, content type, body schema),
 * no answer may be a 500 or leak internals, and a refused call (4xx) must leave the database and
 * the media folder as they were.
 *
 * The operations come from `/api/openapi.json` itself, so a new route is fuzzed without a line
 * here. CI runs FUZZ_RUNS cases per operation (16) with the fixed FUZZ_SEED; set either to look
 * further, e.g. `FUZZ_RUNS=300 FUZZ_SEED=7 npx vitest run --project server apps/server/src/fuzz`,
 * and FUZZ_LOG=<file> to keep every answer (one JSON line each) and read what the refusals say.
 */
import { randomUUID } from 'node:crypto';
import { appendFile } from 'node:fs/promises';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '@memeforge/contract';
import { bearerFor, buildTestApp, createTestUser, type TestApp } from '../test-support';
import { makeImage, makeVideo } from '../test-support/media';
import { hashPassword } from '../auth/passwords';
import { ingestTemplate } from '../modules/templates/ingest';
import { findMemeById, insertMemes } from '../modules/memes/store';
import { startCheckout, subscribedUser } from '../modules/billing/billing-test-support';
import type { UserRow } from '../db/schema';
import { fuzzCases, type FuzzCase, type FuzzContext, type Operation } from './fuzz-requests-test-support';
import { documentedAnswers, excerpt } from './documented-answers-test-support';
import { changedParts, queueSettled, storedStateFingerprint } from './stored-state-test-support';

const RUNS = Number(process.env.FUZZ_RUNS ?? 16);
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_128);
/** Never sent by the fuzzer, so no case can delete the account or change its password by knowing it. */
const PASSWORD = `fuzz-${randomUUID()}`;
/** A file to append every answer to (one JSON line each), to read what the refusals say. */
const LOG = process.env.FUZZ_LOG;
const METHODS = new Set(['get', 'put', 'post', 'patch', 'delete']);
/**
 * 5xx answers that report the app's state rather than fail on the input: the readiness check says
 * 503 until the starter library has been loaded once, which a test app never does.
 */
const STATE_ANSWERS = new Set(['getReadiness 503']);
/**
 * What an operation's refusals are meant to leave behind, by operationId. The refused sign-in
 * that locks an account queues the e-mail with a one-time sign-in link (decision 016), whose job
 * stores that link's token.
 */
const WRITTEN_BY_REFUSAL: Record<string, string[]> = { login: ['one_time_tokens'] };

// Built at collection, so that the document's operations can name the tests.
// The queue works, as in `serve`: an accepted save or generation ends as it would for a person.
const t: TestApp = await buildTestApp({ work: true, generationFastPathWaitMs: 0, gifWaitMs: 0 });
const document = (await t.app.inject({ method: 'GET', url: ENDPOINTS.openapi })).json<{
  paths: Record<string, Record<string, Omit<Operation, 'method' | 'path'>>>;
}>();
const operations: Operation[] = Object.entries(document.paths).flatMap(([path, item]) =>
  Object.entries(item)
    .filter(([method]) => METHODS.has(method))
    .map(([method, operation]) => ({ ...operation, method, path })),
);
const problemsOf = documentedAnswers(document);

let user: UserRow;
let admin: UserRow;
let context: FuzzContext;
let fingerprint: () => Promise<Record<string, string>>;
/** Puts the user's finished meme back once a case has deleted it, so later operations still find one. */
let restoreMeme: () => Promise<void>;

beforeAll(async () => {
  const storage = { db: t.database.db, storage: t.storage };
  const image = await makeImage(64, 48);
  const video = await makeVideo(1, 160, 120);
  const { template: picture } = await ingestTemplate(storage, await makeImage(200, 150), {
    title: 'Fuzz panel',
    description: 'A picture template for the fuzzer',
    keywords: ['fuzz'],
    levels: [1, 2, 3, 4, 5],
  });
  const { template: clip } = await ingestTemplate(storage, video, {
    title: 'Fuzz clip',
    description: 'A clip',
    levels: [1, 2, 3, 4, 5],
  });
  // A paying user (their plan allows every call) with a transaction, credits and a finished meme.
  const paid = await subscribedUser(t, 'pro', 'month', { credits: 1_000, passwordHash: await hashPassword(PASSWORD) });
  user = paid.user;
  admin = await createTestUser(t.database, { isSuperuser: true });
  // Someone else's checkout, still open: the test card page and another person's session to try.
  const openCheckout = await startCheckout(t, await bearerFor(t, await createTestUser(t.database)), 'business', 'year');
  const memeId = randomUUID();
  const jobId = randomUUID();
  const fileKey = `memes/${memeId}/meme.png`;
  restoreMeme = async () => {
    if (await findMemeById(t.database.db, memeId)) return;
    await t.storage.put(fileKey, image, { contentType: 'image/png' });
    await insertMemes(t.database.db, [
      {
        id: memeId,
        userId: user.id,
        templateId: picture.id,
        type: 1,
        unhingedLevel: 1,
        jobId,
        status: 'finished',
        fileKey,
        canvasWidth: 64,
        canvasHeight: 48,
      },
    ]);
  };
  await restoreMeme();
  const transactions = await t.app.inject({ method: 'GET', url: ENDPOINTS.billingTransactions, headers: paid.headers });
  const transactionIds = transactions.json<{ results: { id: unknown }[] }>().results.map((row) => row.id);
  context = {
    document,
    files: { image, video },
    hints: {
      memeId: [memeId],
      meme_id: [memeId],
      memes_ids: [[memeId]],
      templateId: [picture.id, clip.id, -1],
      template_id: [picture.id, clip.id],
      slug: [picture.slug, clip.slug],
      sessionId: [openCheckout.sessionId, paid.sessionId],
      session_id: [openCheckout.sessionId, paid.sessionId],
      transactionId: transactionIds,
      job_id: [jobId],
      generation_id: [jobId],
      email: [user.email, 'fuzz-newcomer@example.com'],
    },
  };
  fingerprint = await storedStateFingerprint(t.database, t.storage.root);
}, 120_000);
afterAll(() => t.close());

/** One seed per operation, so that adding an operation leaves the others' cases as they were. */
function seedOf(operationId: string): number {
  let hash = SEED | 0;
  for (const char of operationId) hash = Math.imul(hash ^ char.charCodeAt(0), 16_777_619);
  return hash;
}

async function callerHeaders(caller: FuzzCase['caller']): Promise<Record<string, string>> {
  if (caller === 'user') return bearerFor(t, user);
  if (caller === 'admin') return bearerFor(t, admin);
  if (caller === 'bad-bearer') return { authorization: `Bearer ${randomUUID()}.not.a-token` };
  if (caller === 'bad-cookie') return { cookie: 'access_token=eyJhbGciOiJub25lIn0.e30.' };
  return {};
}

/** What went wrong with one case: a 5xx, an undocumented answer, or a refusal that left something behind. */
async function run(operation: Operation, fuzzCase: FuzzCase, index: number): Promise<string[]> {
  const headers = { ...fuzzCase.headers, ...(await callerHeaders(fuzzCase.caller)) };
  await queueSettled(t.database);
  await restoreMeme();
  const before = await fingerprint();
  const response = await t.app.inject({
    method: fuzzCase.method as 'GET',
    url: fuzzCase.url,
    headers,
    ...(fuzzCase.payload === undefined ? {} : { payload: fuzzCase.payload }),
    // Each case from its own address, so the per-address rate limits answer only what they should.
    remoteAddress: `10.${(index >> 8) & 255}.${index & 255}.${seedOf(operation.operationId) & 255}`,
  });
  if (LOG)
    await appendFile(
      LOG,
      `${JSON.stringify({ operation: operation.operationId, label: fuzzCase.label, status: response.statusCode, body: excerpt(response.body) })}\n`,
    );
  const problems = problemsOf(operation, response);
  if (response.statusCode >= 500 && !STATE_ANSWERS.has(`${operation.operationId} ${response.statusCode}`))
    problems.unshift(`answered ${response.statusCode}: ${excerpt(response.body)}`);
  if (response.statusCode >= 400 && response.statusCode < 500) {
    await queueSettled(t.database);
    const allowed = WRITTEN_BY_REFUSAL[operation.operationId] ?? [];
    const changed = changedParts(before, await fingerprint()).filter((part) => !allowed.includes(part));
    if (changed.length) problems.push(`refused with ${response.statusCode} but changed ${changed.join(', ')}`);
  }
  const where = `${fuzzCase.method} ${excerpt(fuzzCase.url).slice(0, 160)} as ${fuzzCase.caller} (${fuzzCase.label})`;
  return problems.map((problem) => `${where}: ${problem}`);
}

describe(`every operation of the OpenAPI document, fuzzed (${RUNS} cases each, seed ${SEED})`, () => {
  it('finds the operations in the served document', () => {
    expect(operations.length).toBeGreaterThan(50);
  });

  for (const operation of operations) {
    it(
      `${operation.operationId}: ${operation.method.toUpperCase()} ${operation.path}`,
      async () => {
        // Sampled rather than asserted: the app's state moves on between cases, so a failure would
        // not shrink reliably, and one run should report every problem, not the first.
        const cases = fc.sample(fuzzCases(operation, context), { seed: seedOf(operation.operationId), numRuns: RUNS });
        const problems: string[] = [];
        for (const [index, fuzzCase] of cases.entries()) problems.push(...(await run(operation, fuzzCase, index)));
        expect(problems).toEqual([]);
      },
      Math.max(120_000, RUNS * 2_000),
    );
  }
});
