/**
 * Share links on the real server (decision 025): a signed-in user generates image memes, shares
 * one from its card, and the link previews with its image, read as a link-preview crawler reads
 * it (the page's tags, then the og:image fetched). Stopping sharing takes the page and its image
 * down at once.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { MESSAGES, ROUTES } from '@memeforge/contract';
import { test, expect, screenshot } from '../fixtures';
import { starterLibraryLoaded } from '../support/starter-library';

const cards = (page: Page) => page.getByRole('list', { name: 'Generated memes' }).getByTestId('meme-card');

/** The content of a head tag, by its property or name attribute. */
function tag(html: string, key: string): string | null {
  const pattern = new RegExp(`<meta (?:property|name)="${key.replace(/[:.]/g, '\\$&')}" content="([^"]*)"`);
  return (
    pattern
      .exec(html)?.[1]
      ?.replace(/&amp;/g, '&')
      .replace(/&quot;/g, '"') ?? null
  );
}

/** What a crawler fetches: the page without a session. */
async function crawl(request: APIRequestContext, path: string) {
  const response = await request.get(path, { headers: { cookie: '' } });
  return { response, html: await response.text() };
}

test.describe('share links', () => {
  test.setTimeout(120_000);

  test('a shared meme previews with its image, and stops answering once sharing stops', async ({
    page,
    request,
    signIn,
  }) => {
    await starterLibraryLoaded(request);
    await signIn({ credits: 8 });
    await page.goto(ROUTES['dashboard.generateMeme']);
    await page.getByRole('textbox', { name: 'What should your memes be about?' }).fill('deploying on a friday');
    await page.locator('label', { has: page.getByRole('radio', { name: 'Images' }) }).click();
    await page.getByRole('button', { name: 'Generate Memes' }).click();
    await expect(cards(page).filter({ has: page.locator('img[src*="/media/memes/"]') })).toHaveCount(4, {
      timeout: 15_000,
    });
    await expect(page.getByText(MESSAGES.generationCompleted)).toBeVisible();

    const card = cards(page).first();
    const caption = (await card.locator('p').first().textContent())!.trim();
    await card.getByRole('button', { name: 'Share meme' }).click();
    const dialog = page.getByRole('dialog', { name: 'Share this meme' });
    const link = await dialog.getByLabel('Public link').inputValue();
    expect(link).toMatch(/\/m\/[0-9a-f-]{36}$/);
    const path = new URL(link).pathname;
    await screenshot(page, 'share-dialog-desktop');

    // The page as a link preview reads it.
    const { response, html } = await crawl(request, path);
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toBe('public, max-age=60');
    expect(tag(html, 'og:title')).toContain(caption.replace(/\s+/g, ' '));
    expect(tag(html, 'og:url')).toBe(link);
    expect(tag(html, 'twitter:card')).toBe('summary_large_image');
    expect(tag(html, 'og:image:alt')).toBeTruthy();
    expect(html).toContain(`<link rel="canonical" href="${link}" />`);
    const jsonLd = /<script type="application\/ld\+json">(.+?)<\/script>/s.exec(html)?.[1];
    expect(JSON.parse(jsonLd!)).toMatchObject({ '@type': 'ImageObject', url: link });
    const image = tag(html, 'og:image')!;
    expect(image).toMatch(/^https?:\/\/.+\/m\/[0-9a-f-]{36}\/image$/);
    const imageResponse = await request.get(new URL(image).pathname);
    expect(imageResponse.status()).toBe(200);
    expect(imageResponse.headers()['content-type']).toMatch(/^image\//);
    expect((await imageResponse.body()).length).toBeGreaterThan(1000);

    // The page itself, at a phone's width and a desktop's.
    const visitor = await page.context().browser()!.newPage();
    for (const width of [375, 1280]) {
      await visitor.setViewportSize({ width, height: 900 });
      await visitor.goto(path);
      await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(visitor.locator('main img, article img').first()).toBeVisible();
      await expect(visitor.getByRole('link', { name: 'Make your own' })).toBeVisible();
      await screenshot(visitor, `share-page-${width === 375 ? 'mobile' : 'desktop'}`);
    }
    await visitor.close();

    await dialog.getByRole('button', { name: 'Stop sharing' }).click();
    await expect(dialog).toBeHidden();
    expect((await crawl(request, path)).response.status()).toBe(404);
    expect((await request.get(new URL(image).pathname)).status()).toBe(404);
  });
});
