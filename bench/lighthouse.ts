/**
 * lighthouse: how fast the public pages are on a phone. The real product (the built web app served
 * by `main.ts serve` on embedded defaults with the starter library, `browser-app.ts`) is measured
 * by Lighthouse, the npm package, driving Debian's Chromium with its default mobile profile
 * (simulated slow 4G and 4× CPU slowdown), performance category only, 3 runs per page (median of
 * each figure), on `/`, `/subscription` and one public template page. Targets: performance score
 * ≥ 95, largest contentful paint ≤ 2.0 s, cumulative layout shift ≤ 0.02, total blocking time
 * ≤ 150 ms.
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
import { BOOT_SCRIPTS_ELEMENT_ID, ENDPOINTS, PublicTemplateIndexSchema, ROUTES } from '@memeforge/contract';
import { startBrowserApp } from './browser-app';
import { median } from './stats';

const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
/** A folder to keep each run's Lighthouse report in (JSON), to see what the figures are made of. */
const REPORTS_DIR = process.env.BENCH_LIGHTHOUSE_REPORTS;
const TARGETS = { score: 95, lcpMs: 2000, cls: 0.02, tbtMs: 150 };

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
function wireBytes(url: string, acceptEncoding: string): Promise<{ bytes: number; body: string; encoding: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': acceptEncoding } }, (response) => {
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
async function pageWeight(url: string): Promise<{ compressed: number; identity: number }> {
  const html = await wireBytes(url, 'identity');
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
  let compressed = (await wireBytes(url, 'br, gzip')).bytes;
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

async function measure(url: string, port: number, attempt = 1): Promise<Figures> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  if (!result) throw new Error(`lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (REPORTS_DIR && !lhr.runtimeError) await keepReport(url, lhr);
  if (lhr.runtimeError) {
    // Chromium now and then records no trace (NO_NAVSTART, NO_FCP): Lighthouse says to run again.
    if (attempt < 3) {
      progress(`${url}: ${lhr.runtimeError.code}, running again`);
      return measure(url, port, attempt + 1);
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

const met = (ok: boolean) => (ok ? 'met' : 'MISSED');
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export async function lighthouseBenchmark(): Promise<void> {
  const app = await startBrowserApp();
  // The Playwright browser is not needed: Lighthouse drives its own Chromium.
  await app.browser.close().catch(() => undefined);
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
    const pages = [ROUTES.landing, ROUTES.subscription, `${ROUTES.publicTemplates}/${slug}`];
    // One unmeasured load, so the first page measured does not pay for the server's first render.
    await measure(`${app.baseUrl}${ROUTES.landing}`, chrome.port);
    console.log('page | score | LCP | CLS | TBT | FCP | JS transferred | page weight br/gzip vs identity');
    for (const page of pages) {
      const url = `${app.baseUrl}${page}`;
      const runs: Figures[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        progress(`${page}: run ${run + 1} of ${RUNS}`);
        runs.push(await measure(url, chrome.port));
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
      const weight = await pageWeight(url);
      const ok = {
        score: figures.score >= TARGETS.score,
        lcp: figures.lcpMs <= TARGETS.lcpMs,
        cls: figures.cls <= TARGETS.cls,
        tbt: figures.tbtMs <= TARGETS.tbtMs,
      };
      allMet &&= ok.score && ok.lcp && ok.cls && ok.tbt;
      console.log(
        `${page} | ${figures.score} (runs ${runs.map((r) => r.score).join(', ')}) | ` +
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
