/**
 * lighthouse: how fast the pages are on a phone. The real product (the built web app served by
 * `main.ts serve` on embedded defaults with the starter library, `server-process.ts`) is measured
 * by Lighthouse, the npm package, driving Debian's Chromium with its default mobile profile
 * (simulated slow 4G and 4× CPU slowdown), performance category only, 3 runs per page (median of
 * each figure), on `/`, `/subscription` and one public template page, then signed in (a `pro`
 * user with one finished batch of memes, its session cookies sent with every request) on
 * `/dashboard/generate`, `/dashboard/memes` and `/dashboard/library`. Targets, the same for all:
 * performance score ≥ 95, largest contentful paint ≤ 2.0 s, cumulative layout shift ≤ 0.02, total
 * blocking time ≤ 150 ms. `BENCH_LIGHTHOUSE_PAGES=public|dashboard|PATH,...` picks pages.
 *
 * Peer, in the same run: the bytes the same page costs on the wire (its HTML and the scripts and
 * style sheets it links) fetched with `Accept-Encoding: br, gzip` and with `identity`, so the
 * ratio is what compression saves on that page.
 */
import http from 'node:http';
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import {
  BOOT_SCRIPTS_ELEMENT_ID,
  COOKIES,
  ENDPOINTS,
  PublicTemplateIndexSchema,
  ROUTES,
  TokenRefreshResponseSchema,
} from '@memeforge/contract';
import { startServerProcess, type ServerProcess } from './server-process';
import { median } from './stats';

const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
/** A folder to keep each run's Lighthouse report in (JSON), to see what the figures are made of. */
const REPORTS_DIR = process.env.BENCH_LIGHTHOUSE_REPORTS;
const TARGETS = { score: 95, lcpMs: 2000, cls: 0.02, tbtMs: 150 };
/** The signed-in pages measured, each with a user who has one finished batch of memes. */
const DASHBOARD_PAGES: string[] = [
  ROUTES['dashboard.generateMeme'],
  ROUTES['dashboard.myMemes'],
  ROUTES['dashboard.library'],
];

interface Figures {
  score: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  fcpMs: number;
  jsBytes: number;
}

function progress(message: string): void {
  process.stderr.write(`  ${message}\n`);
}

function chromePath(): string {
  const found = [process.env.CHROME_PATH, process.env.CHROMIUM_PATH, '/usr/bin/chromium'].find(
    (candidate) => candidate && existsSync(candidate),
  );
  if (!found) throw new Error("no Chromium found: install Debian's chromium or set CHROME_PATH");
  return found;
}

/** Bytes on the wire for one GET (the body as sent, not decoded). */
function wireBytes(
  url: string,
  acceptEncoding: string,
  cookie?: string,
): Promise<{ bytes: number; body: string; encoding: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': acceptEncoding, ...(cookie ? { cookie } : {}) } }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const raw = Buffer.concat(chunks);
          resolve({
            bytes: raw.length,
            body: acceptEncoding === 'identity' ? raw.toString('utf8') : '',
            encoding: String(response.headers['content-encoding'] ?? 'identity'),
          });
        });
        response.on('error', reject);
      })
      .on('error', reject);
  });
}

/** The page's HTML plus the scripts, module preloads and style sheets it links or lists, both ways. */
async function pageWeight(url: string, cookie?: string): Promise<{ compressed: number; identity: number }> {
  const html = await wireBytes(url, 'identity', cookie);
  const linked = new Set<string>();
  for (const match of html.body.matchAll(/<(?:script|link)\b[^>]*?(?:src|href)="([^"]+\.(?:js|css))"/g)) {
    linked.add(new URL(match[1]!, url).href);
  }
  // The app's scripts, which the boot script loads after the first paint from the page's list.
  const list = new RegExp(`id="${BOOT_SCRIPTS_ELEMENT_ID}">(.*?)</script>`).exec(html.body)?.[1];
  if (list) {
    const scripts = JSON.parse(list) as { entry: string; preload: string[] };
    for (const script of [scripts.entry, ...scripts.preload]) linked.add(new URL(script, url).href);
  }
  let compressed = (await wireBytes(url, 'br, gzip', cookie)).bytes;
  let identity = html.bytes;
  for (const asset of linked) {
    compressed += (await wireBytes(asset, 'br, gzip')).bytes;
    identity += (await wireBytes(asset, 'identity')).bytes;
  }
  return { compressed, identity };
}

let reportNumber = 0;

async function keepReport(url: string, lhr: unknown): Promise<void> {
  await mkdir(REPORTS_DIR!, { recursive: true });
  reportNumber += 1;
  const name = new URL(url).pathname.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'landing';
  await writeFile(
    path.join(REPORTS_DIR!, `${String(reportNumber).padStart(2, '0')}-${name}.json`),
    JSON.stringify(lhr),
  );
}

/**
 * How a run is signed in: the session cookies, sent with every request of the run (Lighthouse
 * clears the browser's cookies before it loads the page, so they cannot be set beforehand).
 */
type Cookies = () => Promise<string>;

async function measure(url: string, port: number, cookies?: Cookies, attempt = 1): Promise<Figures> {
  const extraHeaders = cookies ? { Cookie: await cookies() } : undefined;
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    ...(extraHeaders ? { extraHeaders } : {}),
  });
  if (!result) throw new Error(`lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (cookies && !lhr.runtimeError) checkSignedIn(url, lhr);
  if (REPORTS_DIR && !lhr.runtimeError) await keepReport(url, lhr);
  if (lhr.runtimeError) {
    // Chromium now and then records no trace (NO_NAVSTART, NO_FCP): Lighthouse says to run again.
    if (attempt < 3) {
      progress(`${url}: ${lhr.runtimeError.code}, running again`);
      return measure(url, port, cookies, attempt + 1);
    }
    throw new Error(`lighthouse: ${lhr.runtimeError.message}`);
  }
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const requests = (lhr.audits['network-requests']?.details as { items?: Record<string, unknown>[] } | undefined)
    ?.items;
  const jsBytes = (requests ?? [])
    .filter((item) => item.resourceType === 'Script')
    .reduce((sum, item) => sum + Number(item.transferSize ?? 0), 0);
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcpMs: audit('largest-contentful-paint'),
    cls: audit('cumulative-layout-shift'),
    tbtMs: audit('total-blocking-time'),
    fcpMs: audit('first-contentful-paint'),
    jsBytes,
  };
}

/**
 * A signed-in page must really have rendered signed in: the run ended on the page asked for (a
 * signed-out dashboard visit is sent to the login dialog) and its largest paint is printed.
 */
function checkSignedIn(url: string, lhr: { finalDisplayedUrl: string; audits: Record<string, { details?: unknown }> }) {
  const final = new URL(lhr.finalDisplayedUrl);
  if (final.pathname !== new URL(url).pathname || final.searchParams.has('toggle_login_modal')) {
    throw new Error(`${url} did not render signed in: the run ended on ${lhr.finalDisplayedUrl}`);
  }
  const details = JSON.stringify(lhr.audits['largest-contentful-paint-element']?.details ?? {});
  const snippet = /"snippet":"((?:[^"\\]|\\.)*)"/.exec(details)?.[1];
  progress(`${new URL(url).pathname}: LCP element ${snippet ?? '(none recorded)'}`);
}

/**
 * A `pro` user with one finished batch of four image memes (so My Memes has content), generated
 * through the API as a person's browser would, and a way to get fresh session cookies for a run:
 * the refresh endpoint, so no run outlives its 15-minute access token.
 */
async function signedInUser(server: ServerProcess): Promise<Cookies> {
  const { session } = await server.newUser('pro', 1000);
  await server.finishedBatch(session.access);
  let refresh = session.refresh;
  return async () => {
    const answer = await fetch(`${server.baseUrl}${ENDPOINTS.tokenRefresh}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ refresh }),
    });
    if (!answer.ok) throw new Error(`refreshing the session answered ${answer.status}`);
    const pair = TokenRefreshResponseSchema.parse(await answer.json());
    refresh = pair.refresh;
    return `${COOKIES.access}=${pair.access}; ${COOKIES.refresh}=${pair.refresh}`;
  };
}

/** `BENCH_LIGHTHOUSE_PAGES`: `public`, `dashboard` or paths, comma-separated; all six pages by default. */
function pickPages(publicPages: string[]): { page: string; signedIn: boolean }[] {
  const all = [
    ...publicPages.map((page) => ({ page, signedIn: false })),
    ...DASHBOARD_PAGES.map((page) => ({ page, signedIn: true })),
  ];
  const asked = (process.env.BENCH_LIGHTHOUSE_PAGES ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  if (asked.length === 0) return all;
  return all.filter(
    ({ page, signedIn }) =>
      asked.includes(page) || (asked.includes('public') && !signedIn) || (asked.includes('dashboard') && signedIn),
  );
}

const met = (ok: boolean) => (ok ? 'met' : 'MISSED');
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export async function lighthouseBenchmark(): Promise<void> {
  const app = await startServerProcess();
  const chrome = await chromeLauncher.launch({
    chromePath: chromePath(),
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  const lines: string[] = [];
  let allMet = true;
  try {
    const index = PublicTemplateIndexSchema.parse(
      await (await fetch(`${app.baseUrl}${ENDPOINTS.publicTemplates}`)).json(),
    );
    const slug = index.results[0]?.slug;
    if (!slug) throw new Error('no public template in the starter library');
    const pages = pickPages([ROUTES.landing, ROUTES.subscription, `${ROUTES.publicTemplates}/${slug}`]);
    const cookies = pages.some((page) => page.signedIn) ? await signedInUser(app) : undefined;
    // One unmeasured load, so the first page measured does not pay for the server's first render.
    await measure(`${app.baseUrl}${ROUTES.landing}`, chrome.port);
    if (cookies) await measure(`${app.baseUrl}${DASHBOARD_PAGES[0]}`, chrome.port, cookies);
    console.log('page | score | LCP | CLS | TBT | FCP | JS transferred | page weight br/gzip vs identity');
    for (const { page, signedIn } of pages) {
      const url = `${app.baseUrl}${page}`;
      const runCookies = signedIn ? cookies : undefined;
      const runs: Figures[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        progress(`${page}: run ${run + 1} of ${RUNS}`);
        runs.push(await measure(url, chrome.port, runCookies));
      }
      const pick = (key: keyof Figures) => median(runs.map((figures) => figures[key]));
      const figures: Figures = {
        score: pick('score'),
        lcpMs: pick('lcpMs'),
        cls: pick('cls'),
        tbtMs: pick('tbtMs'),
        fcpMs: pick('fcpMs'),
        jsBytes: pick('jsBytes'),
      };
      const weight = await pageWeight(url, runCookies ? await runCookies() : undefined);
      const ok = {
        score: figures.score >= TARGETS.score,
        lcp: figures.lcpMs <= TARGETS.lcpMs,
        cls: figures.cls <= TARGETS.cls,
        tbt: figures.tbtMs <= TARGETS.tbtMs,
      };
      allMet &&= ok.score && ok.lcp && ok.cls && ok.tbt;
      console.log(
        `${page}${signedIn ? ' (signed in)' : ''} | ${figures.score} (runs ${runs.map((r) => r.score).join(', ')}) | ` +
          `${(figures.lcpMs / 1000).toFixed(2)} s | ${figures.cls.toFixed(3)} | ${Math.round(figures.tbtMs)} ms | ` +
          `${(figures.fcpMs / 1000).toFixed(2)} s | ${kb(figures.jsBytes)} | ` +
          `${kb(weight.compressed)} vs ${kb(weight.identity)}`,
      );
      lines.push(
        `${page}: score ${figures.score} (target ≥ ${TARGETS.score}: ${met(ok.score)}), ` +
          `LCP ${(figures.lcpMs / 1000).toFixed(2)} s (≤ 2.0 s: ${met(ok.lcp)}), ` +
          `CLS ${figures.cls.toFixed(3)} (≤ ${TARGETS.cls}: ${met(ok.cls)}), ` +
          `TBT ${Math.round(figures.tbtMs)} ms (≤ ${TARGETS.tbtMs} ms: ${met(ok.tbt)}), ` +
          `FCP ${(figures.fcpMs / 1000).toFixed(2)} s, JS ${kb(figures.jsBytes)}; ` +
          `page weight ${kb(weight.compressed)} compressed vs ${kb(weight.identity)} identity, ` +
          `ratio ${(weight.identity / Math.max(1, weight.compressed)).toFixed(1)}x`,
      );
    }
  } finally {
    await chrome.kill();
    await app.close();
  }
  console.log('');
  for (const line of lines) console.log(`lighthouse: ${line}`);
  console.log(`lighthouse: all targets ${allMet ? 'met' : 'not met'}`);
}
