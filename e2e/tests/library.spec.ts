/**
 * The template library against the real server and its starter library (loaded in the background
 * when the server starts): a paid user searches with a typo, filters and pages; a free user meets
 * the premium screen; a visitor reads a public template page whose buttons ask them to sign in.
 */
import type { Page } from '@playwright/test';
import { MESSAGES, ROUTES } from '@memeforge/contract';
import { STARTER_VIDEOS, starterLibraryLoaded } from '../support/starter-library';
import { test, expect, screenshot } from '../fixtures';

const grid = (page: Page) => page.getByRole('main').getByRole('list').first();

for (const viewport of [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'mobile', width: 375, height: 812 },
] as const) {
  test.describe(`library at ${viewport.name} width`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('a paid user finds a template despite a typo, filters by type and pages through', async ({
      page,
      request,
      signIn,
    }) => {
      test.setTimeout(120_000);
      const total = await starterLibraryLoaded(request);
      await signIn({ plan: 'pro' });
      await page.goto(ROUTES['dashboard.library']);
      await expect(grid(page).getByRole('listitem')).toHaveCount(20);
      // Each card shows its skeleton for a random 0.5 to 1.5 s (product.md §4.10).
      await page.waitForTimeout(1600);
      await screenshot(page, `library-${viewport.name}`);

      // Page 2 of the whole library.
      await page
        .getByRole('navigation', { name: /pagination/i })
        .getByRole('button', { name: '2' })
        .or(page.getByRole('navigation', { name: /pagination/i }).getByRole('link', { name: '2' }))
        .first()
        .click();
      await expect(page).toHaveURL(/page=2/);
      await expect(grid(page).getByRole('listitem')).toHaveCount(Math.min(20, total - 20));

      // A misspelt word still finds its template.
      await page.getByPlaceholder(MESSAGES.searchTemplatesPlaceholder).fill('distractd');
      await expect(page).toHaveURL(/search=distractd/);
      await expect(grid(page).getByRole('listitem').first()).toContainText(/distracted/i);
      await page.waitForTimeout(1600);
      await screenshot(page, `library-typo-search-${viewport.name}`);

      // Videos only.
      await page.getByPlaceholder(MESSAGES.searchTemplatesPlaceholder).fill('');
      await page.getByLabel('Type').selectOption({ label: 'Videos' });
      await expect(page).toHaveURL(/type=2/);
      await expect(grid(page).getByRole('listitem')).toHaveCount(Math.min(20, STARTER_VIDEOS));

      // Nothing matches.
      await page.getByPlaceholder(MESSAGES.searchTemplatesPlaceholder).fill('qqqxxzzqq');
      await expect(page.getByText(MESSAGES.noTemplatesMatching)).toBeVisible();
    });
  });
}

test('a free user sees the premium-access screen instead of the library', async ({
  page,
  signIn,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(/Failed to load resource: the server responded with a status of 403/);
  await signIn({ plan: 'free' });
  await page.goto(ROUTES['dashboard.library']);
  await expect(page.getByTestId('premium-access')).toContainText(MESSAGES.templatesAccessDenied);
  await screenshot(page, 'library-free-premium-screen');
});

test('a visitor opens a public template page from the index; its buttons ask to sign in', async ({ page, request }) => {
  test.setTimeout(120_000);
  await starterLibraryLoaded(request);
  await page.goto(ROUTES.publicTemplates);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Meme Templates');
  const first = page.locator('main a[href^="/memes/template/"]').first();
  await first.click();
  await expect(page).toHaveURL(/\/memes\/template\/[a-z0-9-]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Meme Template');
  await screenshot(page, 'public-template-page');

  // Server-rendered: title, description and image are in the HTML itself.
  const html = await (await request.get(new URL(page.url()).pathname)).text();
  expect(html).toMatch(/<title>[^<]+Meme Template[^<]*<\/title>/);
  expect(html).toContain('property="og:image"');
  expect(html).toContain('application/ld+json');

  await page
    .getByRole('link', { name: 'Meme Editor' })
    .or(page.getByRole('button', { name: 'Meme Editor' }))
    .first()
    .click();
  await expect(page.getByRole('dialog').getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
});
