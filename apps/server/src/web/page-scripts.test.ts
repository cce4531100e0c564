import { afterAll, describe, expect, it } from 'vitest';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { BOOT_SCRIPTS_ELEMENT_ID } from '@memeforge/contract';
import { loadPageScripts } from './page-scripts';

/** The template and manifest shapes Vite writes for the web app's client build. */
const TEMPLATE = `<!doctype html><html><head>
    <!--app-head-->
    <script type="module" crossorigin src="/assets/index-A.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/runtime-R.js">
    <link rel="modulepreload" crossorigin href="/assets/web-W.js">
    <style>body{}</style>
  </head><body><div id="root"><!--app-html--></div><!--app-state--></body></html>`;

const MANIFEST = {
  'index.html': { file: 'assets/index-A.js', imports: ['_web-W.js'] },
  '_web-W.js': { file: 'assets/web-W.js', imports: ['_runtime-R.js'] },
  '_runtime-R.js': { file: 'assets/runtime-R.js' },
  'src/boot.ts': { file: 'assets/boot-B.js', imports: ['_runtime-R.js'] },
  'src/pages/LandingPage.tsx': { file: 'assets/LandingPage-L.js', imports: ['_runtime-R.js', '_web-W.js'] },
  'src/pages/SubscriptionPage.tsx': {
    file: 'assets/SubscriptionPage-S.js',
    imports: ['_web-W.js', '_pricing-P.js'],
  },
  '_pricing-P.js': { file: 'assets/pricing-P.js', imports: ['_web-W.js'] },
};

const dirs: string[] = [];
async function clientDir(manifest: unknown): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'page-scripts-'));
  dirs.push(dir);
  if (manifest) {
    await mkdir(path.join(dir, '.vite'));
    await writeFile(path.join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
  }
  return dir;
}

afterAll(async () => {
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

function bootData(block: string): unknown {
  const match = new RegExp(`<script type="application/json" id="${BOOT_SCRIPTS_ELEMENT_ID}">(.*)</script>`).exec(block);
  return match ? JSON.parse(match[1]!) : undefined;
}

describe('loadPageScripts', () => {
  it('puts the boot script in the template in place of the app’s entry and module preloads', async () => {
    const scripts = loadPageScripts(await clientDir(MANIFEST), TEMPLATE);
    expect(scripts.template).toContain('<script type="module" crossorigin src="/assets/boot-B.js"></script>');
    // The boot script's own import, preloaded beside it.
    expect(scripts.template).toContain('<link rel="modulepreload" crossorigin href="/assets/runtime-R.js">');
    expect(scripts.template).not.toContain('index-A.js');
    expect(scripts.template).not.toContain('web-W.js');
    expect(scripts.template).toContain('<style>body{}</style>');
  });

  it('lists the app’s entry and, to fetch beside it, its chunks and the page’s own chunks, each once', async () => {
    const scripts = loadPageScripts(await clientDir(MANIFEST), TEMPLATE);
    expect(bootData(scripts.bootData(['src/pages/SubscriptionPage.tsx']))).toEqual({
      entry: '/assets/index-A.js',
      preload: ['/assets/runtime-R.js', '/assets/web-W.js', '/assets/pricing-P.js', '/assets/SubscriptionPage-S.js'],
    });
    expect(bootData(scripts.bootData([]))).toEqual({
      entry: '/assets/index-A.js',
      preload: ['/assets/runtime-R.js', '/assets/web-W.js'],
    });
    // An unknown module (a build older than the server's table) adds nothing rather than failing.
    expect(bootData(scripts.bootData(['src/pages/Gone.tsx']))).toEqual({
      entry: '/assets/index-A.js',
      preload: ['/assets/runtime-R.js', '/assets/web-W.js'],
    });
  });

  it('keeps nothing that could close the data block', async () => {
    const manifest = { ...MANIFEST, 'src/pages/X.tsx': { file: 'assets/</script>.js' } };
    const block = loadPageScripts(await clientDir(manifest), TEMPLATE).bootData(['src/pages/X.tsx']);
    expect(block.match(/<\/script>/g)).toHaveLength(1);
  });

  it('leaves the template as it is for a build without a manifest or a boot script', async () => {
    for (const manifest of [null, { 'index.html': MANIFEST['index.html'] }]) {
      const scripts = loadPageScripts(await clientDir(manifest), TEMPLATE);
      expect(scripts.template).toBe(TEMPLATE);
      expect(scripts.bootData(['src/pages/LandingPage.tsx'])).toBe('');
    }
  });
});
