/**
 * load: the real product in its own process (`server-process.ts`: built web app, PGlite,
 * in-process workers, the starter library) under 200 concurrent connections from autocannon, on
 * the main reads (library list, My Memes, the current package, a public template page, the landing
 * page) and on generate (paid users with credits). Prints p50, p99, requests a second and errors
 * for each, and the reads' p99 as a ratio to a Fastify hello-world route (`hello-world-server.ts`,
 * its own process) measured in the same run through the same load generator.
 * Goals (issue 27): no errors; the reads' p99 under 200 ms on 2 cores; generate degrades by
 * queueing or a clear 429 with Retry-After, never by failing.
 *
 * Runs on the embedded defaults (PGlite in the server's own process), and then, when
 * BENCH_DATABASE_URL names a PostgreSQL server (any database on it; `.ci/start-postgres.sh` starts
 * one), again on a fresh database there: production's shape, where the queries run in their own
 * process instead of on the server's event loop.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import autocannon from 'autocannon';
import { ENDPOINTS, PublicTemplateIndexSchema } from '@memeforge/contract';
import { ROOT, freshPostgresDatabase, progress, startServerProcess } from './server-process';

const CONNECTIONS = Number(process.env.BENCH_LOAD_CONNECTIONS ?? 200);
const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 10);
const GENERATE_REQUESTS = Number(process.env.BENCH_LOAD_GENERATE_REQUESTS ?? 400);
const READ_P99_TARGET_MS = 200;
/** BENCH_LOAD_ONLY=landing,memes: only the rows whose names contain one of these (to profile one). */
const ONLY = (process.env.BENCH_LOAD_ONLY ?? '')
  .split(',')
  .map((word) => word.trim().toLowerCase())
  .filter(Boolean);
const wanted = (name: string) => ONLY.length === 0 || ONLY.some((word) => name.toLowerCase().includes(word));
/** What Chromium sends with every request. */
const BROWSER = { 'accept-encoding': 'gzip, deflate, br, zstd' };

interface Figures {
  name: string;
  p50: number;
  p99: number;
  rps: number;
  requests: number;
  errors: number;
  /** Answers by status code. */
  statuses: Record<string, number>;
}

type MeasureOptions = Omit<autocannon.Options, 'connections'> & { connections?: number };

/** `measure`, for a row BENCH_LOAD_ONLY leaves in (the peer is always measured). */
async function measureIfWanted(name: string, options: MeasureOptions): Promise<Figures | null> {
  return wanted(name) ? measure(name, options) : null;
}

async function measure(name: string, options: MeasureOptions): Promise<Figures> {
  progress(`${name}: ${options.connections ?? CONNECTIONS} connections`);
  const result = await autocannon({ connections: CONNECTIONS, duration: SECONDS, ...options });
  const statuses: Record<string, number> = {};
  for (const [code, stat] of Object.entries(result.statusCodeStats ?? {})) statuses[code] = stat?.count ?? 0;
  return {
    name,
    p50: result.latency.p50,
    p99: result.latency.p99,
    rps: result.requests.average,
    requests: result.requests.total,
    // Connection errors and timeouts, and every answer that is not a 2xx.
    errors: result.errors + result.timeouts + result.non2xx,
    statuses,
  };
}

async function startHelloWorld(): Promise<{ url: string; stop: () => void }> {
  const child = spawn('npx', ['tsx', path.join(ROOT, 'bench/hello-world-server.ts')], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: true,
  });
  const [chunk] = (await once(child.stdout!, 'data')) as [Buffer];
  return {
    url: `http://127.0.0.1:${chunk.toString().trim()}`,
    stop: () => {
      try {
        process.kill(-child.pid!, 'SIGTERM');
      } catch {
        // already gone
      }
    },
  };
}

function table(rows: Figures[], peerP99: number): string {
  const lines = ['route                      p50 ms   p99 ms   req/s   errors   p99 / hello-world   statuses'];
  for (const row of rows) {
    lines.push(
      [
        row.name.padEnd(24),
        String(row.p50).padStart(8),
        String(row.p99).padStart(8),
        String(Math.round(row.rps)).padStart(7),
        String(row.errors).padStart(8),
        `${(row.p99 / Math.max(peerP99, 1)).toFixed(1)}x`.padStart(19),
        '  ' + JSON.stringify(row.statuses),
      ].join(' '),
    );
  }
  return lines.join('\n');
}

export async function loadBenchmark(): Promise<void> {
  await measureProduct('embedded (PGlite)');
  const postgres = process.env.BENCH_DATABASE_URL;
  if (!postgres) {
    console.log('load: set BENCH_DATABASE_URL to a PostgreSQL server to measure on it too (.ci/start-postgres.sh)');
    return;
  }
  const database = await freshPostgresDatabase(postgres);
  try {
    await measureProduct('PostgreSQL', database.url);
  } finally {
    await database.drop();
  }
}

async function measureProduct(label: string, databaseUrl?: string): Promise<void> {
  progress(`load on ${label}`);
  const server = await startServerProcess({}, { databaseUrl });
  const hello = await startHelloWorld();
  try {
    const { session } = await server.newUser('pro', 100_000);
    const auth = { authorization: `Bearer ${session.access}` };
    await server.finishedBatch(session.access);
    const index = PublicTemplateIndexSchema.parse(
      await (await fetch(`${server.baseUrl}${ENDPOINTS.publicTemplates}`)).json(),
    );
    const slug = index.results[0]?.slug;
    if (!slug) throw new Error('the starter library has no public template');

    const peer = await measure('hello-world (peer)', { url: hello.url, headers: BROWSER });
    // The landing page's bytes from a bare route: what sending a page that size costs here at all.
    // As sent (fetch would decode the body; the length header is the compressed one).
    const landing = await fetch(`${server.baseUrl}/`, { headers: BROWSER });
    await landing.arrayBuffer();
    const landingBytes = Number(landing.headers.get('content-length'));
    if (!landingBytes) throw new Error('the landing page came without its compressed length');
    const bytesPeer = wanted('landing page')
      ? await measure(`hello-world, ${Math.round(landingBytes / 1024)} KB (peer)`, {
          url: `${hello.url}/bytes/${landingBytes}`,
          headers: BROWSER,
        })
      : null;
    // Asked as a browser asks, compression accepted: uncompressed, the landing page is 96 KB a
    // request, and the load generator's one core spends the run reading bytes no browser receives.
    const signedIn = { ...BROWSER, ...auth };
    const reads = [
      await measureIfWanted('library list', {
        url: `${server.baseUrl}${ENDPOINTS.libraryTemplates}`,
        headers: signedIn,
      }),
      await measureIfWanted('My Memes', { url: `${server.baseUrl}${ENDPOINTS.userMemes}`, headers: signedIn }),
      await measureIfWanted('current package', {
        url: `${server.baseUrl}${ENDPOINTS.currentPackage}`,
        headers: signedIn,
      }),
      await measureIfWanted('public template page', {
        url: `${server.baseUrl}/memes/template/${slug}`,
        headers: BROWSER,
      }),
      await measureIfWanted('landing page', { url: `${server.baseUrl}/`, headers: BROWSER }),
    ].filter((row): row is Figures => row !== null);

    // Generate from 20 paid users at once; a 429 must say when to come back.
    const users = await Promise.all(Array.from({ length: 20 }, () => server.newUser('pro', 100_000)));
    let next = 0;
    let withoutRetryAfter = 0;
    const generate = await measureIfWanted('generate (4 images)', {
      url: server.baseUrl,
      // A count, not a time: every request is answered before the run ends (autocannon's `amount` wins over `duration`).
      amount: GENERATE_REQUESTS,
      requests: [
        {
          method: 'POST',
          path: ENDPOINTS.generate,
          setupRequest: (request) => {
            const user = users[next++ % users.length]!;
            return {
              ...request,
              headers: { authorization: `Bearer ${user.session.access}`, 'content-type': 'application/json' },
              body: JSON.stringify({
                description: 'coffee before the deadline',
                mediaType: 'images',
                unhingedLevel: 2,
              }),
            };
          },
          onResponse: (status, _body, _context, headers) => {
            if (status === 429 && !(headers as Record<string, string> | undefined)?.['retry-after'])
              withoutRetryAfter += 1;
          },
        },
      ],
    });

    console.log(
      `load on ${label}: ${CONNECTIONS} concurrent connections, ${SECONDS} s a read, ${GENERATE_REQUESTS} generate requests`,
    );
    console.log(table([peer, ...(bytesPeer ? [bytesPeer] : []), ...reads, ...(generate ? [generate] : [])], peer.p99));
    const worstRead = reads.reduce<Figures | null>((worst, row) => (!worst || row.p99 > worst.p99 ? row : worst), null);
    if (worstRead) {
      const readErrors = reads.reduce((sum, row) => sum + row.errors, 0);
      const met = worstRead.p99 < READ_P99_TARGET_MS && readErrors === 0;
      console.log(
        `load on ${label}: worst read p99 ${worstRead.p99} ms (${worstRead.name}; target < ${READ_P99_TARGET_MS} ms, no errors: ${met ? 'met' : 'MISSED'}), ` +
          `${readErrors} read errors; ratio worst read p99 / hello-world p99 ${(worstRead.p99 / Math.max(peer.p99, 1)).toFixed(1)}x` +
          (bytesPeer ? `; the landing page's bytes from a bare route: p99 ${bytesPeer.p99} ms` : ''),
      );
    }
    if (generate) {
      const generateFailures = Object.entries(generate.statuses)
        .filter(([code]) => code !== '429' && !code.startsWith('2'))
        .reduce((sum, [, count]) => sum + count, 0);
      console.log(
        `load on ${label}: generate: ${generateFailures} failures, ${generate.statuses['429'] ?? 0} refused with 429 ` +
          `(${withoutRetryAfter} without Retry-After)`,
      );
    }
  } finally {
    hello.stop();
    await server.close();
  }
}
