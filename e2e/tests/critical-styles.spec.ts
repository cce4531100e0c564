/**
 * Public pages answered to many visitors carry only the styles their markup uses, and link the
 * whole sheet after the markup (decision 062). What paints first must be what the whole sheet
 * paints: each page is laid out twice without scripts, once with the linked sheet answered empty
 * (the first paint, before it arrives) and once with it, and every element must have the same box,
 * colours and type.
 */
import type { Browser, Page } from '@playwright/test';
import { test, expect } from '../fixtures';

const WIDTHS = [375, 1280];

/** Each element under the root: its box and the styles a visitor would notice changing. */
async function layout(page: Page) {
  await page.evaluate(() => document.fonts.ready);
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('#root *'), (element) => {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      return [
        element.tagName,
        element.className.toString().slice(0, 80),
        [box.x, box.y, box.width, box.height].map((value) => Math.round(value)).join(','),
        style.color,
        style.backgroundColor,
        style.font,
        style.display,
        style.borderRadius,
        style.boxShadow,
      ].join(' | ');
    }),
  );
}

async function laidOut(browser: Browser, url: string, width: number, withSheet: boolean) {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width, height: 900 } });
  const page = await context.newPage();
  const sheets: string[] = [];
  await page.route('**/assets/*.css', async (route) => {
    sheets.push(new URL(route.request().url()).pathname);
    if (withSheet) return route.continue();
    return route.fulfill({ status: 200, contentType: 'text/css', body: '' });
  });
  await page.goto(url, { waitUntil: 'load' });
  const figures = await layout(page);
  await context.close();
  return { figures, sheets };
}

test.describe('the first paint of a kept public page', () => {
  test('lays every element out as the whole style sheet does, on a phone and a desktop', async ({ browser, page }) => {
    // Sixteen pages laid out, each in a context of its own: 28 s of a 30 s default in one CI run,
    // over it in the next.
    test.setTimeout(120_000);
    // A template page's address, from the library as a visitor finds it.
    await page.goto('/memes/template');
    const templateHref = await page.locator('main a[href^="/memes/template/"]').first().getAttribute('href');
    expect(templateHref).toBeTruthy();

    for (const url of ['/', '/subscription', '/memes/template', templateHref!]) {
      // The page as the cache keeps it: the first visit renders it, this one is answered from it.
      await page.request.get(url);
      for (const width of WIDTHS) {
        const first = await laidOut(browser, url, width, false);
        const whole = await laidOut(browser, url, width, true);
        // The whole sheet is linked (and asked for) even though the page painted without it.
        expect(first.sheets, `${url} links the whole sheet`).toHaveLength(1);
        expect(first.figures.length, `${url} has content`).toBeGreaterThan(10);
        expect(first.figures.length, `${url} at ${width} px: elements`).toBe(whole.figures.length);
        // Only the elements that differ, so a failure names them.
        const differences = first.figures.flatMap((figures, index) =>
          figures === whole.figures[index] ? [] : [{ firstPaint: figures, wholeSheet: whole.figures[index] }],
        );
        expect(differences, `${url} at ${width} px`).toEqual([]);
      }
    }
  });
});

test('the page paints from its own styles while the whole sheet is on its way, and the scripts wait for it', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
  const page = await context.newPage();
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.css', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/', { waitUntil: 'commit' });
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toBeVisible();
  const styled = await heading.evaluate((element) => getComputedStyle(element).fontSize);
  await page.screenshot({
    path: new URL('../.artifacts/screenshots/landing-before-sheet.png', import.meta.url).pathname,
  });
  // Held for a second: no script has started the app meanwhile.
  await page.waitForTimeout(1_000);
  expect(await page.evaluate(() => document.documentElement.dataset.app)).toBeUndefined();
  release();
  await page.waitForFunction(() => document.documentElement.dataset.app === 'ready');
  expect(await heading.evaluate((element) => getComputedStyle(element).fontSize)).toBe(styled);
  await context.close();
});
