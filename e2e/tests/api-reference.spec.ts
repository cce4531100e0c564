/**
 * The page for developers at /docs/api (decision 052): the guide with its curl examples, and the
 * API reference drawn in the page from the served OpenAPI document by a viewer that only this page
 * loads, that fetches nothing from outside the site, passes axe and fits a phone.
 */
import type { Page } from '@playwright/test';
import { ENDPOINTS, PRODUCT_NAME, ROUTES } from '@memeforge/contract';
import { test, expect } from '../fixtures';
import { expectNoAxeViolations } from '../support/axe';

/** Every request the page makes that leaves this machine's server (data: and blob: stay in the page). */
function recordOutsideRequests(page: Page): string[] {
  const outside: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol === 'data:' || url.protocol === 'blob:') return;
    if (url.hostname !== '127.0.0.1') outside.push(request.url());
  });
  page.on('websocket', (socket) => outside.push(socket.url()));
  return outside;
}

/** The viewer's chunk, by the name Vite gives it. */
const VIEWER_CHUNK = /\/assets\/scalar-viewer-[\w-]+\.(?:js|css)$/;

async function referenceShown(page: Page) {
  const viewer = page.getByTestId('api-reference');
  // A real operation of our document, drawn by the viewer.
  await expect(viewer.getByText(ENDPOINTS.generate).first()).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('status').filter({ hasText: 'Loading the API reference' })).toHaveCount(0);
  return viewer;
}

async function horizontalOverflow(page: Page) {
  return page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    viewport: document.documentElement.clientWidth,
  }));
}

test.describe('the API reference page', () => {
  test('at 1280 px: the guide and the reference, accessible, with nothing fetched from outside', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const outside = recordOutsideRequests(page);
    const viewerChunks: string[] = [];
    page.on('request', (sent) => {
      if (VIEWER_CHUNK.test(new URL(sent.url()).pathname)) viewerChunks.push(sent.url());
    });

    // Server-rendered, with its own title and description, and in the sitemap.
    const html = await (await request.get(ROUTES.apiReference)).text();
    expect(html).toMatch(new RegExp(`<title>API for developers \\| ${PRODUCT_NAME}</title>`));
    expect(html).toContain('name="description"');
    expect(html).toContain('Loading the API reference');
    expect(await (await request.get(ENDPOINTS.sitemapXml)).text()).toContain(`${ROUTES.apiReference}</loc>`);

    // Another public page does not load the viewer.
    await page.goto(ROUTES.contactUs);
    await page.waitForLoadState('networkidle');
    expect(viewerChunks).toEqual([]);

    // Reached from the footer.
    await page.getByRole('contentinfo').getByRole('link', { name: 'API for developers' }).click();
    await expect(page).toHaveURL(new RegExp(`${ROUTES.apiReference}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'API for developers' })).toBeVisible();

    // The guide: each step, with the calls as the server has them.
    for (const heading of ['Get an API key', 'Make memes', 'Edit a caption', 'Find templates', 'AI assistants (MCP)']) {
      await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    }
    const examples = page.locator('main pre');
    await expect(examples.filter({ hasText: `POST "$MEMEFORGE_URL${ENDPOINTS.generate}"` })).toHaveCount(1);
    await expect(examples.filter({ hasText: `${ENDPOINTS.generationJobStatus}?job_id=$JOB_ID` })).toHaveCount(1);
    await expect(examples.filter({ hasText: '/memes/item/$MEME_ID/download/?format=png' })).toHaveCount(1);
    await expect(examples.filter({ hasText: `"url": "${new URL(page.url()).origin}/mcp"` })).toHaveCount(1);
    await expect(page.getByText('Authorization: Bearer mf_…').first()).toBeVisible();

    const viewer = await referenceShown(page);
    expect(viewerChunks.length).toBeGreaterThan(0);
    await expect(viewer.getByText(ENDPOINTS.libraryTemplates).first()).toBeAttached();
    // The viewer leaves the page's title alone.
    await expect(page).toHaveTitle(`API for developers | ${PRODUCT_NAME}`);

    await page.screenshot({ path: '/tmp/api-docs-1280.png' });
    await page.getByRole('heading', { level: 2, name: 'API reference' }).scrollIntoViewIfNeeded();
    await page.waitForTimeout(300);
    await page.screenshot({ path: '/tmp/api-docs-1280-reference.png' });
    await page.screenshot({ path: '/tmp/api-docs-1280-full.png', fullPage: true });

    await expectNoAxeViolations(page, ROUTES.apiReference);

    // Deeper in the reference, from its sidebar: one operation with its body, answers and example.
    await viewer.getByRole('button', { name: /^memes/ }).click();
    await viewer.getByRole('button', { name: /^Generate a batch of memes/ }).click();
    const operation = viewer.getByRole('heading', { name: /^Generate a batch of memes/ });
    await expect(operation).toBeVisible();
    await expect(viewer.getByText('unhingedLevel').first()).toBeVisible();
    await page.waitForTimeout(500);
    await page.screenshot({ path: '/tmp/api-docs-1280-operation.png' });
    await expectNoAxeViolations(page, `${ROUTES.apiReference}, at an operation`);

    const { scrollWidth, viewport } = await horizontalOverflow(page);
    expect(scrollWidth).toBeLessThanOrEqual(viewport);
    expect(outside).toEqual([]);
  });

  test('at 375 px: nothing overflows sideways, and axe passes', async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 375, height: 812 });
    const outside = recordOutsideRequests(page);
    await page.goto(ROUTES.apiReference);
    await expect(page.getByRole('heading', { level: 1, name: 'API for developers' })).toBeVisible();
    await referenceShown(page);
    await page.screenshot({ path: '/tmp/api-docs-375.png' });
    await page.getByRole('heading', { level: 2, name: 'API reference' }).scrollIntoViewIfNeeded();
    await page.waitForTimeout(300);
    await page.screenshot({ path: '/tmp/api-docs-375-reference.png' });

    const { scrollWidth, viewport } = await horizontalOverflow(page);
    expect(scrollWidth).toBeLessThanOrEqual(viewport);
    await expectNoAxeViolations(page, ROUTES.apiReference);
    expect(outside).toEqual([]);
  });
});
