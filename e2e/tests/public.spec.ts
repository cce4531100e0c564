import { test, expect, screenshot } from '../fixtures';
import { PRODUCT_NAME } from '@memeforge/contract';

const PUBLIC_PAGES = [
  ['/', 'AI meme generator'],
  ['/contact-us', 'Contact us'],
  ['/subscription', 'Pricing'],
  ['/privacy-policy', 'Privacy Policy'],
  ['/terms-of-service', 'Terms of Service'],
  ['/memes/template', 'Meme templates'],
  ['/docs/api', 'API for developers'],
] as const;

test.describe('server-rendered public pages', () => {
  for (const [path, title] of PUBLIC_PAGES) {
    test(`${path} arrives rendered with its title and Open Graph tags`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toContain(PRODUCT_NAME);
      expect(html).toMatch(new RegExp(`<title>[^<]*${title}[^<]*</title>`));
      expect(html).toContain('property="og:title"');
      expect(html).toContain('name="description"');
      // Rendered content, not an empty root.
      expect(html).toMatch(/<div id="root"><.+/s);
    });
  }

  test('an unknown public path is a rendered 404 page', async ({ request }) => {
    const response = await request.get('/no-such-page');
    expect(response.status()).toBe(404);
    expect(await response.text()).toContain('Page not found');
  });

  test('the landing page hydrates without warnings and links to sign-up', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Describe a topic');
    // The hero's call to action, and the closing sign-up band repeats it.
    await expect(page.getByRole('link', { name: 'Sign Up For Free' })).toHaveCount(2);
    await expect(page.getByRole('link', { name: 'Sign Up For Free' }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Log In' })).toBeVisible();
    await screenshot(page, 'landing-desktop');
    // Once loaded, the page's font stack takes the emoji font (kept off the first paint's path).
    await expect(page.locator('html')).toHaveClass(/\bemoji-font\b/);
    expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toContain('MemeForge Emoji');
    // Client-side navigation works after hydration.
    await page.getByRole('link', { name: 'Pricing' }).click();
    await expect(page).toHaveURL(/\/subscription$/);
    await expect(page.getByRole('heading', { name: 'Pricing' })).toBeVisible();
    await expect(page).toHaveTitle(/Pricing/);
  });
});

test.describe('API conventions on the running server', () => {
  test('health, JSON 404 and malformed JSON', async ({ request }) => {
    const health = await request.get('/api/health');
    expect(health.status()).toBe(200);
    expect(await health.json()).toMatchObject({ status: 'ok', database: { ok: true }, queue: { ok: true } });

    const missing = await request.get('/api/does-not-exist');
    expect(missing.status()).toBe(404);
    expect(await missing.json()).toEqual({ detail: 'Not found.' });

    const malformed = await request.post('/users/api/dj-rest-auth/logout/', {
      headers: { 'content-type': 'application/json' },
      data: Buffer.from('{"refresh":'),
    });
    expect(malformed.status()).toBe(400);
    expect(await malformed.json()).toEqual({ detail: 'The request body is not valid JSON.' });
  });

  test('assets are served with long-lived caching', async ({ request }) => {
    const html = await (await request.get('/')).text();
    const asset = html.match(/src="(\/assets\/[^"]+\.js)"/)?.[1];
    expect(asset).toBeTruthy();
    const response = await request.get(asset!);
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toContain('immutable');
  });
});
