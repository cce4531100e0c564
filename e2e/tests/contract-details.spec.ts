/**
 * The contract in small things (decision 044), in Chromium against the real server: the pricing
 * page as served (no script) carries both cycles' prices; the template picker's type filter works
 * from the keyboard; a template download, the download box's link and a format link that fail say
 * so in the spec's words; a video card that cannot load says "your video"; the terms are complete.
 */
import { randomUUID } from 'node:crypto';
import type { Page, Route } from '@playwright/test';
import { MEDIA_TYPE, MEME_DOCUMENT_VERSION, MESSAGES, PLANS, ROUTES, type MemeDocument } from '@memeforge/contract';
import { openDatabase } from '../../apps/server/src/db/open';
import { createLogger } from '../../apps/server/src/logger';
import { insertMemes } from '../../apps/server/src/modules/memes/store';
import { test, expect, screenshot } from '../fixtures';
import { tabTo } from '../support/keyboard';
import { BAND_IMAGE, starterLibraryLoaded } from '../support/starter-library';

const NOT_FOUND = { status: 404, contentType: 'application/json', body: '{"detail":"Not found."}' };
const FAILED_RESOURCE = /Failed to load resource: the server responded with a status of 404/;

/** Answers 404 to the page's own fetches (not its images or clips) of paths `matches` picks. */
async function failFetches(page: Page, matches: (path: string) => boolean) {
  const handler = (route: Route) =>
    route.request().resourceType() === 'fetch' ? route.fulfill(NOT_FOUND) : route.fallback();
  const url = (address: URL) => matches(address.pathname);
  await page.route(url, handler);
  return () => page.unroute(url, handler);
}

test('the pricing page as served, with no script run, shows both cycles’ prices', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(ROUTES.subscription);
  for (const plan of [PLANS.basic, PLANS.pro, PLANS.business]) {
    const card = page.getByTestId(`plan-${plan.plan_key}`);
    await expect(card).toContainText(`$${plan.cycles.month!.price}/month`);
    await expect(card).toContainText(`$${plan.cycles.year!.price}/year`);
  }
  await expect(page.getByTestId('plan-pro').getByTestId('plan-other-price')).toHaveText('or $190/year · 2 months free');
  await page.getByTestId('plan-pro').scrollIntoViewIfNeeded();
  await screenshot(page, 'pricing-as-served-without-script');
  await context.close();
});

test('the template picker filters Images / Videos / All Types from the keyboard', async ({ page, request, signIn }) => {
  test.setTimeout(120_000);
  await starterLibraryLoaded(request);
  await signIn({ plan: 'pro' });
  await page.goto(ROUTES['dashboard.editor']);
  await page.getByRole('button', { name: /^Add Image/ }).click();
  await page
    .getByRole('dialog', { name: MESSAGES.addImage })
    .getByRole('button', { name: MESSAGES.chooseImageTemplates })
    .click();
  const picker = page.getByRole('dialog', { name: MESSAGES.selectTemplate });
  const filter = picker.getByRole('combobox', { name: 'Type' });
  const badges = picker.getByRole('listitem').locator('span', { hasText: /^(Image|Video)$/ });
  await expect(filter).toHaveValue(String(MEDIA_TYPE.image));
  await expect(badges.first()).toHaveText('Image', { timeout: 10_000 });

  // From the search box, Tab reaches the filter; the arrow keys change it.
  await picker.getByRole('searchbox', { name: 'Search templates' }).focus();
  await tabTo(page, filter, { max: 3 });
  await page.keyboard.press('ArrowDown');
  await expect(filter).toHaveValue(String(MEDIA_TYPE.video));
  await expect(badges.first()).toHaveText('Video', { timeout: 10_000 });
  await expect(badges.filter({ hasText: 'Image' })).toHaveCount(0);
  await page.waitForTimeout(1600);
  await screenshot(page, 'picker-type-filter-videos');

  // All Types: the list is asked for without a type.
  const allTypes = page.waitForResponse(
    (response) => response.url().includes('/library/templates/') && !new URL(response.url()).searchParams.has('type'),
  );
  await page.keyboard.press('ArrowDown');
  await expect(filter).toHaveValue('');
  expect((await allTypes).ok()).toBe(true);
  await expect(badges.filter({ hasText: 'Image' }).first()).toBeVisible({ timeout: 10_000 });

  // A video template chosen from the image picker opens in the editor as a video.
  await page.keyboard.press('ArrowUp');
  await expect(filter).toHaveValue(String(MEDIA_TYPE.video));
  await expect(badges.first()).toHaveText('Video', { timeout: 10_000 });
  await tabTo(page, picker.getByRole('button', { name: /^Select / }).first(), { max: 20 });
  await page.keyboard.press('Enter');
  await expect(picker).toBeHidden();
  await expect(page.getByRole('slider', { name: MESSAGES.fontSizeLabel })).toHaveAttribute('aria-valuemax', '0.15');
});

test("a template download that fails says 'Error downloading template.', and works once the file is back", async ({
  page,
  request,
  signIn,
  allowConsoleErrors,
}) => {
  test.setTimeout(120_000);
  allowConsoleErrors(FAILED_RESOURCE);
  await starterLibraryLoaded(request);
  await signIn({ plan: 'pro' });
  await page.goto(ROUTES['dashboard.library']);
  const download = page.getByRole('link', { name: /^Download / }).first();
  const file = new URL((await download.getAttribute('href'))!, page.url()).pathname;
  const restore = await failFetches(page, (path) => path === file);

  await download.click({ force: true });
  await expect(page.getByText(MESSAGES.errorDownloadingTemplate)).toBeVisible();
  await screenshot(page, 'template-download-failed');

  await restore();
  const downloaded = page.waitForEvent('download');
  await download.click({ force: true });
  expect((await downloaded).suggestedFilename()).toBe(file.split('/').pop());
});

test("the editor's download box says 'Error downloading file.' and a format link 'Error downloading meme.' when they fail", async ({
  page,
  request,
  signIn,
  allowConsoleErrors,
}) => {
  test.setTimeout(120_000);
  allowConsoleErrors(FAILED_RESOURCE);
  await starterLibraryLoaded(request);
  await signIn({ plan: 'pro' });
  await page.goto(ROUTES['dashboard.editor']);
  await page.getByRole('button', { name: /^Add Image/ }).click();
  await page
    .getByRole('dialog', { name: MESSAGES.addImage })
    .getByRole('button', { name: MESSAGES.chooseImageTemplates })
    .click();
  await page.getByRole('dialog', { name: MESSAGES.selectTemplate }).getByRole('button', { name: BAND_IMAGE }).click();
  await page.getByRole('textbox', { name: 'Meme text' }).fill('When the download fails twice');

  // The saved meme's file and its conversions cannot be fetched.
  await failFetches(page, (path) => path.startsWith('/media/memes/') || /\/memes\/item\/[^/]+\/download\/$/.test(path));
  await page.getByRole('button', { name: MESSAGES.saveAndDownload }).click();
  await expect(page.getByText(MESSAGES.imageDownloadFailed)).toBeVisible({ timeout: 30_000 });

  const box = page.getByTestId('download-box');
  const link = box.getByRole('link', { name: MESSAGES.clickToDownload });
  await expect(link).not.toHaveAttribute('aria-disabled', 'true', { timeout: 15_000 });
  await link.click();
  await expect(page.getByText(MESSAGES.errorDownloadingFile)).toBeVisible();

  await box.getByRole('link', { name: 'PNG' }).click();
  await expect(page.getByText(MESSAGES.errorDownloadingMeme)).toBeVisible();
  await screenshot(page, 'editor-download-failures');
});

test('a video card whose file cannot load says it could not load your video, not your image', async ({
  page,
  signIn,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(FAILED_RESOURCE);
  const user = await signIn({ plan: 'pro' });
  // A finished video meme whose file is gone from storage.
  const database = await openDatabase({
    dataDir: process.env.E2E_DATA_DIR!,
    databaseUrl: undefined,
    logger: createLogger('silent'),
    allowShared: true,
  });
  const id = randomUUID();
  const document: MemeDocument = {
    version: MEME_DOCUMENT_VERSION,
    media: { source: 'upload', fileKey: `uploads/${user.id}/gone.mp4`, type: 2, width: 640, height: 360 },
    layers: [{ text: 'The clip that got away', fontSize: null, align: 'center', color: null, offsetY: -0.3 }],
  };
  await insertMemes(database.db, [
    {
      id,
      userId: user.id,
      type: 2,
      unhingedLevel: 1,
      document,
      status: 'finished',
      jobId: randomUUID(),
      fileKey: `memes/${id}/the-clip-that-got-away.mp4`,
      canvasWidth: 640,
      canvasHeight: 360,
    },
  ]);
  await database.close();

  await page.goto(ROUTES['dashboard.myMemes']);
  const card = page.getByRole('list', { name: 'Memes' }).getByTestId('meme-card').first();
  const alert = card.getByRole('alert');
  await expect(alert).toContainText(MESSAGES.failedToLoadMedia('video'), { timeout: 10_000 });
  await expect(alert).toContainText("Sorry, we couldn't load your video. Please try again.");
  await expect(alert).not.toContainText('image');
  await screenshot(page, 'video-card-load-failed');
});

test('the terms of service are complete and readable', async ({ page }) => {
  await page.goto(ROUTES.termsOfService);
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
  const words = (await page.getByRole('main').innerText()).split(/\s+/).filter(Boolean).length;
  expect(words).toBeGreaterThan(2200);
  const contents = page.getByRole('navigation', { name: 'Contents' });
  await expect(contents.getByRole('link')).toHaveCount(21);
  await screenshot(page, 'terms-of-service-top');
  await contents.getByRole('link', { name: 'Cancellation and refunds' }).click();
  await expect(page.getByRole('heading', { name: /Cancellation and refunds/ })).toBeInViewport();
  await screenshot(page, 'terms-of-service-refunds');
});
