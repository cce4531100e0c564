import { describe, expect, it } from 'vitest';
import { BOOT_SCRIPTS_ELEMENT_ID, COOKIES } from '@memeforge/contract';
import { useAppOnFakeWebDist } from '../test-support/fake-web-dist';

/** A build whose pages name their own chunk (decision 034), as the real SSR bundle does. */
const testApp = useAppOnFakeWebDist({
  indexHtml: `<!doctype html><html><head><!--app-head-->
    <script type="module" crossorigin src="/assets/index-A.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/web-W.js">
  </head><body><div id="root"><!--app-html--></div><!--app-state--></body></html>`,
  entryServer: `export async function render({ url }) {
       const page = url === '/subscription' ? 'src/pages/SubscriptionPage.tsx' : 'src/pages/LandingPage.tsx';
       return { status: 200, head: '<title>Page</title>', html: '<main>page</main>', state: null, pageModules: [page] };
     }
     export function clientOnlyHead() { return '<title>Dashboard</title>'; }`,
  clientFiles: {
    '.vite/manifest.json': JSON.stringify({
      'index.html': { file: 'assets/index-A.js', imports: ['_web-W.js'] },
      '_web-W.js': { file: 'assets/web-W.js' },
      'src/boot.ts': { file: 'assets/boot-B.js' },
      'src/pages/LandingPage.tsx': { file: 'assets/LandingPage-L.js', imports: ['_web-W.js'] },
      'src/pages/SubscriptionPage.tsx': { file: 'assets/SubscriptionPage-S.js', imports: ['_web-W.js'] },
    }),
    'assets/boot-B.js': 'export {};',
  },
});

function scriptList(html: string): unknown {
  const match = new RegExp(`id="${BOOT_SCRIPTS_ELEMENT_ID}">(.*?)</script>`).exec(html);
  return match ? JSON.parse(match[1]!) : undefined;
}

describe('a page’s scripts', () => {
  it('are the boot script in the page and, in its list, the app and the page’s own chunk', async () => {
    const landing = await testApp().app.inject({ method: 'GET', url: '/' });
    expect(landing.body).toContain('<script type="module" crossorigin src="/assets/boot-B.js"></script>');
    expect(landing.body).not.toContain('src="/assets/index-A.js"');
    expect(scriptList(landing.body)).toEqual({
      entry: '/assets/index-A.js',
      preload: ['/assets/web-W.js', '/assets/LandingPage-L.js'],
    });
    const pricing = await testApp().app.inject({ method: 'GET', url: '/subscription' });
    expect(scriptList(pricing.body)).toEqual({
      entry: '/assets/index-A.js',
      preload: ['/assets/web-W.js', '/assets/SubscriptionPage-S.js'],
    });
  });

  it('are the app alone for the dashboard, which the browser renders', async () => {
    const dashboard = await testApp().app.inject({
      method: 'GET',
      url: '/dashboard/generate',
      cookies: { [COOKIES.refresh]: 'x' },
    });
    expect(scriptList(dashboard.body)).toEqual({ entry: '/assets/index-A.js', preload: ['/assets/web-W.js'] });
  });

  it('come from a manifest the server reads but does not serve', async () => {
    const response = await testApp().app.inject({ method: 'GET', url: '/.vite/manifest.json' });
    // Not the file: the path goes to the pages, as any unknown path does (this build's render says 200).
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).not.toContain('isEntry');
    expect(response.body).not.toContain('src/boot.ts');
  });
});
