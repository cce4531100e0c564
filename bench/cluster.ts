/**
 * Many processes against one (issue 26): the same generation load, request to finished meme, on
 * the cluster (`apps/server/src/test-support/cluster.ts`: nginx from deploy/nginx.conf in front of
 * 2 `serve --no-workers`, 2 `worker` processes, PostgreSQL, s3rver) and on one embedded process
 * (`serve`, PGlite, the local folder), in the same run. Throughput (finished memes a second) and
 * the p50 and p95 of each meme's time from its generate request to finished, with their ratios.
 *
 * Needs BENCH_DATABASE_URL (a PostgreSQL server: `.ci/start-postgres.sh`) and nginx. Settings:
 * BENCH_CLUSTER_PEOPLE (12) people, each generating BENCH_CLUSTER_BATCHES (2) image batches one
 * after another, all people at once.
 */
import { cpus } from 'node:os';
import { ENDPOINTS, GenerateResponseSchema, JobStatusSchema, type JobStatus } from '@memeforge/contract';
import { startSession } from '../apps/server/src/auth/sessions';
import { TokenSigner } from '../apps/server/src/auth/tokens';
import type { Database } from '../apps/server/src/db/types';
import { insertUser } from '../apps/server/src/modules/users/store';
import { NGINX, startCluster } from '../apps/server/src/test-support/cluster';
import { freshPostgresDatabase, progress, startServerProcess } from './server-process';
import { percentile } from './stats';

const PEOPLE = Number(process.env.BENCH_CLUSTER_PEOPLE ?? 12);
const BATCHES = Number(process.env.BENCH_CLUSTER_BATCHES ?? 2);

interface Target {
  baseUrl: string;
  database: Database;
  secretKey: string;
}

interface Outcome {
  memes: number;
  failed: number;
  wallMs: number;
  latenciesMs: number[];
}

async function person(target: Target, index: number): Promise<Record<string, string>> {
  const user = await insertUser(target.database.db, {
    email: `cluster-bench-${index}-${Date.now()}@example.com`,
    name: `Bench ${index}`,
    firstName: 'Bench',
    emailVerifiedAt: new Date(),
    plan: 'pro',
    billingCycle: 'month',
    credits: 1000,
  });
  const session = await startSession(target.database.db, new TokenSigner(target.secretKey), user.id);
  return { authorization: `Bearer ${session.access}` };
}

/** One batch: the request, then each meme polled until it ends; answers each meme's time to its end. */
async function batch(baseUrl: string, headers: Record<string, string>): Promise<JobStatus[] & { ms?: number[] }> {
  const started = performance.now();
  const made = await fetch(`${baseUrl}${ENDPOINTS.generate}`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ description: 'monday morning standup meetings', mediaType: 'images', unhingedLevel: 2 }),
  });
  if (!made.ok) throw new Error(`generate answered ${made.status}: ${await made.text()}`);
  const { memes } = GenerateResponseSchema.parse(await made.json());
  const ended: JobStatus[] & { ms?: number[] } = [];
  ended.ms = [];
  await Promise.all(
    memes.map(async (meme) => {
      for (;;) {
        const status = JobStatusSchema.parse(
          await (
            await fetch(`${baseUrl}${ENDPOINTS.generationJobStatus}?job_id=${meme.jobInfo!.jobId}`, { headers })
          ).json(),
        );
        if (status.status === 'finished' || status.status === 'failed') {
          ended.push(status);
          ended.ms!.push(performance.now() - started);
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }),
  );
  return ended;
}

async function measure(target: Target): Promise<Outcome> {
  const people = await Promise.all(Array.from({ length: PEOPLE }, (_, index) => person(target, index)));
  // One batch each first, unmeasured: every process compiles and warms its code paths.
  await Promise.all(people.slice(0, 2).map((headers) => batch(target.baseUrl, headers)));
  const started = performance.now();
  const results = await Promise.all(
    people.map(async (headers) => {
      const mine: Awaited<ReturnType<typeof batch>>[] = [];
      for (let i = 0; i < BATCHES; i += 1) mine.push(await batch(target.baseUrl, headers));
      return mine;
    }),
  );
  const wallMs = performance.now() - started;
  const batches = results.flat();
  return {
    memes: batches.reduce((sum, each) => sum + each.length, 0),
    failed: batches.reduce((sum, each) => sum + each.filter((status) => status.status !== 'finished').length, 0),
    wallMs,
    latenciesMs: batches.flatMap((each) => each.ms!).sort((a, b) => a - b),
  };
}

function describe(label: string, outcome: Outcome): string {
  const perSecond = outcome.memes / (outcome.wallMs / 1000);
  return (
    `${label}: ${outcome.memes} memes (${outcome.failed} failed) in ${(outcome.wallMs / 1000).toFixed(1)} s, ` +
    `${perSecond.toFixed(2)} memes/s, request to finished p50 ${(percentile(outcome.latenciesMs, 50) / 1000).toFixed(2)} s, ` +
    `p95 ${(percentile(outcome.latenciesMs, 95) / 1000).toFixed(2)} s`
  );
}

export async function clusterBenchmark(): Promise<void> {
  const postgres = process.env.BENCH_DATABASE_URL;
  if (!postgres || !NGINX) {
    console.log('cluster: needs BENCH_DATABASE_URL (a PostgreSQL server: .ci/start-postgres.sh) and nginx; skipped');
    return;
  }
  progress(`one embedded process: ${PEOPLE} people x ${BATCHES} image batches`);
  const single = await startServerProcess({ NODE_ENV: 'production' });
  let alone: Outcome;
  try {
    alone = await measure({ baseUrl: single.baseUrl, database: single.database, secretKey: single.secretKey });
  } finally {
    await single.close();
  }
  const database = await freshPostgresDatabase(postgres);
  let together: Outcome;
  try {
    progress('the cluster: nginx, 2 web, 2 workers, PostgreSQL, s3rver');
    const cluster = await startCluster({ databaseUrl: database.url, env: { NODE_ENV: 'production' } });
    try {
      together = await measure(cluster);
    } finally {
      await cluster.close();
    }
  } finally {
    await database.drop();
  }
  console.log(describe('cluster: one embedded process', alone));
  console.log(describe('cluster: 2 web + 2 workers (PostgreSQL, S3, nginx)', together));
  const throughput = together.memes / together.wallMs / (alone.memes / alone.wallMs);
  const p95 = percentile(together.latenciesMs, 95) / percentile(alone.latenciesMs, 95);
  console.log(
    `cluster: throughput ratio cluster/single ${throughput.toFixed(2)}x, p95 ratio cluster/single ${p95.toFixed(2)}x ` +
      `(one machine: its ${cpus().length} cores shared by every process)`,
  );
}
