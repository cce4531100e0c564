/**
 * Text in each template's boxes (decision 057), as a person uses it at 1280 px and at 375 px: the
 * Editor page on the starter 'Two Buttons' template shows a text per button; the person writes
 * both, drags the second box with the mouse (or a finger), resizes it from its corner with the
 * keyboard, turns the first box's outline on, and saves: the download is the picture's own size
 * (no band above it) with text drawn inside each box. A band template turns into top and bottom
 * text with 'Text on the picture'.
 */
import type { Page } from '@playwright/test';
import { MESSAGES, ROUTES } from '@memeforge/contract';
import { test, expect, screenshot } from '../fixtures';
import { imageInfo } from '../support/media-files';
import { starterLibraryLoaded } from '../support/starter-library';

const VIEWPORTS = [
  { width: 1280, use: { viewport: { width: 1280, height: 900 } } },
  { width: 375, use: { viewport: { width: 375, height: 812 }, hasTouch: true } },
] as const;

const editing = (page: Page) => page.getByRole('region', { name: 'Editing' });

for (const { width, use } of VIEWPORTS) {
  test.describe(`text boxes at ${width} px`, () => {
    test.use(use);

    test('writes, moves and resizes the texts of a two-button template and downloads what the preview shows', async ({
      page,
      request,
      signIn,
    }) => {
      test.setTimeout(60_000);
      await starterLibraryLoaded(request);
      await signIn({ plan: 'pro', credits: 50 });
      await page.goto(`${ROUTES['dashboard.editor']}?template=two-buttons-dilemma`);
      const panel = editing(page);
      await expect(panel.getByRole('button', { name: 'Text 1 (left button)', pressed: true })).toBeVisible();
      await panel.getByRole('textbox', { name: 'Text 1 (left button) text' }).fill('Sleep early');
      await panel.getByRole('button', { name: 'Text 2 (right button)' }).click();
      await panel.getByRole('textbox', { name: 'Text 2 (right button) text' }).fill('One more episode');

      const second = page.getByTestId('text-box-1');
      await second.scrollIntoViewIfNeeded();
      const before = await second.boundingBox();
      expect(before).not.toBeNull();
      await page.mouse.move(before!.x + before!.width / 2, before!.y + before!.height / 2);
      await page.mouse.down();
      await page.mouse.move(before!.x + before!.width / 2, before!.y + before!.height / 2 + 40, { steps: 4 });
      await page.mouse.up();
      const after = await second.boundingBox();
      expect(after!.y).toBeGreaterThan(before!.y + 20);

      const corner = page.getByTestId('resize-text-box-1');
      await corner.focus();
      await page.keyboard.press('Shift+ArrowRight');
      await expect.poll(async () => (await second.boundingBox())!.width).toBeGreaterThan(after!.width);

      await panel.getByRole('button', { name: 'Text 1 (left button)' }).click();
      await panel.getByRole('checkbox', { name: 'Outline' }).check();
      await page.getByTestId('image-preview').scrollIntoViewIfNeeded();
      await screenshot(page, `text-boxes-editor-${width}`);
      // The preview's shape: the picture's own, with no band above it.
      const previewAspect = await page
        .getByTestId('image-preview')
        .evaluate((canvas) => (canvas as HTMLCanvasElement).height / (canvas as HTMLCanvasElement).width);

      const download = page.waitForEvent('download', { timeout: 30_000 });
      await panel.getByRole('button', { name: MESSAGES.saveAndDownload }).click();
      const file = await (await download).path();
      const { readFile } = await import('node:fs/promises');
      const info = imageInfo(await readFile(file));
      // The download has the preview's shape: the picture's (3:4 here), no band added above it.
      expect(info!.width).toBe(800);
      expect(Math.abs(info!.height - 800 * previewAspect)).toBeLessThanOrEqual(2);
      expect(info!.height).toBe(1067);
    });

    test('turns a band template into top and bottom text', async ({ page, request, signIn }) => {
      await starterLibraryLoaded(request);
      await signIn({ plan: 'pro', credits: 50 });
      await page.goto(`${ROUTES['dashboard.editor']}?template=judging-cat-spotlight`);
      const panel = editing(page);
      await panel.getByRole('textbox', { name: 'Meme text' }).fill('When the code works\nand nobody knows why');
      await panel.getByRole('button', { name: 'Text on the picture' }).click();
      await expect(panel.getByRole('textbox', { name: 'Text 1 (top text) text' })).toHaveValue('When the code works');
      await panel.getByRole('button', { name: 'Text 2 (bottom text)' }).click();
      await expect(panel.getByRole('textbox', { name: 'Text 2 (bottom text) text' })).toHaveValue(
        'and nobody knows why',
      );
      await expect(page.getByTestId('text-boxes')).toBeVisible();
      await screenshot(page, `text-boxes-top-bottom-${width}`);
    });
  });
}
