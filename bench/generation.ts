/**
 * generation: the end-to-end generation targets on embedded defaults (PGlite on disk, local
 * media, the offline caption writer, the starter library, in-process workers), over real HTTP as
 * the web app calls it:
 * - from POST /memes/generate/ (4 images) to all four finished — target median under 1 s;
 * - from POST /memes/generate/ of 'both' to its 2 video memes finished, on the starter library's
 *   5 s video templates — target median under 6 s.
 * Peer, in the same run: the bare work inside the pipeline, the same memes drawn straight with
 * packages/render one after another (no HTTP, database, queue or caption writer), so the ratio
 * is what the product adds around the rendering.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { eq, ne, and } from 'drizzle-orm';
import type { GenerateResponse, JobStatus, Meme } from '@memeforge/contract';
import { renderImageMeme } from '@memeforge/render/image';
import { renderVideoMeme } from '@memeforge/render/video';
import { warmUp } from '../apps/server/src/adapters/ai';
import { LocalMediaStorage } from '../apps/server/src/adapters/storage';
import { migrateDatabase } from '../apps/server/src/db/migrate';
import { openDatabase } from '../apps/server/src/db/open';
import { templates } from '../apps/server/src/db/schema';
import type { Database } from '../apps/server/src/db/types';
import { jobRegistry } from '../apps/server/src/jobs/definitions';
import { JobQueue } from '../apps/server/src/jobs/queue';
import { listenForChanges } from '../apps/server/src/db/change-notices';
import { createLogger } from '../apps/server/src/logger';
import { createMetrics } from '../apps/server/src/metrics';
import { loadSeedTemplates } from '../apps/server/src/modules/templates/seed';
import { benchServices, benchUserHeaders, buildBenchApp, listenOnLoopback } from './bench-app';
import { median } from './stats';

const RUNS = Number(process.env.BENCH_GENERATION_RUNS ?? 7);
const IMAGE_TARGET_MS = 1000;
const VIDEO_TARGET_MS = 6000;
const VIDEO_TEMPLATE_MS = 5000;
const TOPICS = [
  'my cat knocking things off the table',
  'monday morning standup meetings',
  'when the wifi drops during a game',
  'pineapple on pizza debates',
  'coffee before the deadline',
  'gym on the first of january',
  'group project where nobody replies',
  'finally fixing the bug at 3am',
];

function progress(message: string): void {
  process.stderr.write(`  ${message}\n`);
}

interface Client {
  baseUrl: string;
  headers: Record<string, string>;
}

async function generate(client: Client, description: string, mediaType: string): Promise<GenerateResponse> {
  const response = await fetch(`${client.baseUrl}/memes/generate/`, {
    method: 'POST',
    headers: { ...client.headers, 'content-type': 'application/json' },
    body: JSON.stringify({ description, mediaType, unhingedLevel: 3 }),
  });
  if (!response.ok) throw new Error(`generate answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as GenerateResponse;
}

/** Polls as the web app does, but every 50 ms, so the figure is the pipeline's and not the poll's. */
async function finished(client: Client, memes: Meme[]): Promise<void> {
  for (const meme of memes) {
    for (let status = meme.status; status !== 'finished';) {
      if (status === 'failed') throw new Error(`meme ${meme.memeId} failed`);
      await new Promise((resolve) => setTimeout(resolve, 50));
      const response = await fetch(`${client.baseUrl}/memes/background/job_status/?job_id=${meme.jobInfo!.jobId}`, {
        headers: client.headers,
      });
      status = ((await response.json()) as JobStatus).status;
    }
  }
}

async function timedMs(task: () => Promise<void>): Promise<number> {
  const start = performance.now();
  await task();
  return performance.now() - start;
}

/** The peer: the same memes (template, caption, style) drawn straight, one after another. */
async function bareRender(database: Database, storage: LocalMediaStorage, memes: Meme[], dir: string): Promise<number> {
  const inputs: { meme: Meme; template: typeof templates.$inferSelect; file: string; bytes: Buffer }[] = [];
  for (const meme of memes) {
    const [template] = await database.db.select().from(templates).where(eq(templates.id, meme.templateId!));
    const file = path.join(dir, `peer-input-${meme.memeId}${path.extname(template!.fileKey)}`);
    await writeFile(file, await storage.read(template!.fileKey));
    inputs.push({ meme, template: template!, file, bytes: await readFile(file) });
  }
  return timedMs(async () => {
    for (const { meme, template, file, bytes } of inputs) {
      if (meme.type === 1) {
        await renderImageMeme({
          template: bytes,
          caption: meme.tagline,
          fontSizeFraction: meme.fontSize,
          textAlign: meme.textAlign,
        });
      } else {
        await renderVideoMeme({
          inputPath: file,
          outputPath: path.join(dir, `peer-${meme.memeId}.mp4`),
          width: template.width,
          height: template.height,
          caption: meme.tagline,
          fontSizeFraction: meme.fontSize,
          textAlign: meme.textAlign,
          dragYOffset: meme.dragYOffset,
          timeoutMs: 120_000,
        });
      }
    }
  });
}

export async function generationBenchmark(): Promise<void> {
  const dir = await mkdtemp(path.join(tmpdir(), 'bench-generation-'));
  const logger = createLogger(process.env.BENCH_LOG_LEVEL ?? 'silent');
  let database: Database | undefined;
  let queue: JobQueue | undefined;
  let stopListening: (() => Promise<void>) | undefined;
  let app: FastifyInstance | undefined;
  try {
    database = await openDatabase({ dataDir: path.join(dir, 'data'), databaseUrl: undefined, logger });
    await migrateDatabase(database);
    const storage = new LocalMediaStorage(path.join(dir, 'media'), 'bench-media-secret');
    const metrics = createMetrics();
    progress('loading the starter library');
    await loadSeedTemplates({ db: database.db, storage }, logger);
    // Videos only from the 5 s templates the target names (the others stay, unlisted).
    await database.db
      .update(templates)
      .set({ isPublic: false })
      .where(and(eq(templates.type, 2), ne(templates.durationMs, VIDEO_TEMPLATE_MS)));
    warmUp();
    queue = new JobQueue({
      database,
      registry: jobRegistry,
      logger,
      work: true,
      maintain: false,
    });
    const services = benchServices({
      database,
      queue,
      storage,
      logger,
      metrics,
      waits: { renderMs: 10_000 },
    });
    // As serve runs: the requests' waits wake on the render job's change notices.
    stopListening = await listenForChanges(database);
    await queue.start(services);
    app = await buildBenchApp(services);
    const client = {
      baseUrl: await listenOnLoopback(app),
      headers: await benchUserHeaders(database, { plan: 'pro', credits: 1_000 }),
    };

    progress('warm-up');
    const warm = await generate(client, 'warming up the renderers', 'both');
    await finished(client, warm.memes);

    const imageMs: number[] = [];
    const imagePeerMs: number[] = [];
    const videoMs: number[] = [];
    const videoPeerMs: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      progress(`run ${run + 1} of ${RUNS}`);
      let images: Meme[] = [];
      imageMs.push(
        await timedMs(async () => {
          images = (await generate(client, TOPICS[run % TOPICS.length]!, 'images')).memes;
          await finished(client, images);
        }),
      );
      imagePeerMs.push(await bareRender(database, storage, images, dir));

      let videos: Meme[] = [];
      videoMs.push(
        await timedMs(async () => {
          const batch = await generate(client, TOPICS[(run + 3) % TOPICS.length]!, 'both');
          videos = batch.memes.filter((meme) => meme.type === 2);
          await finished(client, batch.memes);
        }),
      );
      videoPeerMs.push(await bareRender(database, storage, videos, dir));
    }

    const ms = (value: number) => `${value.toFixed(0)} ms`;
    const verdict = (value: number, target: number) => `(target < ${ms(target)}: ${value < target ? 'met' : 'MISSED'})`;
    console.log(`generation: embedded defaults, starter library, offline writer, over HTTP; ${RUNS} runs each`);
    console.log(
      `  4 image memes, request to all finished: median ${ms(median(imageMs))} ${verdict(median(imageMs), IMAGE_TARGET_MS)}`,
    );
    console.log(`    runs: ${imageMs.map((value) => value.toFixed(0)).join(', ')} ms`);
    console.log(`    peer, the same 4 drawn straight one after another: median ${ms(median(imagePeerMs))}`);
    console.log(
      `  'both' batch, request to its 2 video memes (5 s templates) finished: median ${ms(median(videoMs))} ${verdict(median(videoMs), VIDEO_TARGET_MS)}`,
    );
    console.log(`    runs: ${videoMs.map((value) => value.toFixed(0)).join(', ')} ms`);
    console.log(`    peer, the same 2 videos rendered straight one after another: median ${ms(median(videoPeerMs))}`);
    console.log(
      `generation: images ${ms(median(imageMs))} ${verdict(median(imageMs), IMAGE_TARGET_MS)}, ratio to bare rendering ` +
        `${(median(imageMs) / median(imagePeerMs)).toFixed(1)}x; videos ${ms(median(videoMs))} ` +
        `${verdict(median(videoMs), VIDEO_TARGET_MS)}, ratio to bare rendering ${(median(videoMs) / median(videoPeerMs)).toFixed(2)}x`,
    );
  } finally {
    await app?.close();
    await queue?.stop();
    await stopListening?.();
    await database?.close();
    await rm(dir, { recursive: true, force: true });
  }
}
