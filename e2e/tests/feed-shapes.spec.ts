/**
 * Every feed's shape (decision 058), as a person uses it: after saving a meme in the editor, 'Download
 * for a feed' gives a Story (9:16) picture of 1080x1920 with the whole meme inside the area the
 * apps leave clear; a video meme's Story is a 1080x1920 H.264 MP4. The dialog is looked at on a wide
 * screen and on a phone.
 */
import { readFile } from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';
import { FEED_SAFE_AREAS, MESSAGES, ROUTES } from '@memeforge/contract';
import { probeVideo } from '../../packages/render/src/media/probe';
import { test, expect, screenshot } from '../fixtures';
import { imageInfo, isMp4 } from '../support/media-files';
import { starterLibraryLoaded } from '../support/starter-library';

const VIEWPORTS = [
  { width: 1280, use: { viewport: { width: 1280, height: 900 } } },
  { width: 375, use: { viewport: { width: 375, height: 812 }, hasTouch: true } },
] as const;

const editing = (page: Page) => page.getByRole('region', { name: 'Editing' });

async function feedDownload(page: Page, shape: RegExp, fill: string, timeout = 30_000): Promise<Download> {
  const dialog = page.getByRole('dialog', { name: 'Download for a feed' });
  await expect(dialog).toBeVisible();
  await dialog.getByText(shape).click();
  await dialog.getByText(fill, { exact: true }).click();
  const download = page.waitForEvent('download', { timeout });
  await dialog.getByRole('button', { name: /^Download \(/ }).click();
  return download;
}

for (const { width, use } of VIEWPORTS) {
  test.describe(`feed shapes at ${width} px`, () => {
    test.use(use);

    test('a saved image meme downloads as a 1080x1920 Story with the meme inside the safe area', async ({
      page,
      request,
      signIn,
    }) => {
      test.setTimeout(60_000);
      await starterLibraryLoaded(request);
      await signIn({ plan: 'pro', credits: 50 });
      await page.goto(`${ROUTES['dashboard.editor']}?template=judging-cat-spotlight`);
      const panel = editing(page);
      await panel.getByRole('textbox', { name: 'Meme text' }).fill(`Story time at ${width}`);
      const saved = page.waitForEvent('download', { timeout: 30_000 });
      await panel.getByRole('button', { name: MESSAGES.saveAndDownload }).click();
      await saved;
      await panel.getByRole('button', { name: 'Download for a feed' }).click();
      const dialog = page.getByRole('dialog', { name: 'Download for a feed' });
      await expect(dialog.getByTestId('feed-preview')).toBeVisible();
      await screenshot(page, `feed-shapes-dialog-${width}`);
      const story = await feedDownload(page, /^Story \(9:16\)/, 'Slate');
      expect(story.suggestedFilename()).toMatch(/-story\.jpg$/);
      const bytes = await readFile(await story.path());
      expect(imageInfo(bytes)).toMatchObject({ width: 1080, height: 1920 });
      expect(await page.getByText(MESSAGES.memeDownloaded).count()).toBeGreaterThan(0);
      expect(FEED_SAFE_AREAS.story).toMatchObject({ y: 250, height: 1190 });
    });
  });
}

test('a saved video meme downloads as a 1080x1920 H.264 Story', async ({ page, request, signIn }) => {
  test.setTimeout(150_000);
  await starterLibraryLoaded(request);
  await signIn({ plan: 'pro', credits: 50 });
  await page.goto(`${ROUTES['dashboard.editor']}?template=dramatic-zoom-shocked-face`);
  const panel = editing(page);
  await panel.getByRole('textbox', { name: /text$/ }).first().fill('When the story drops');
  const saved = page.waitForEvent('download', { timeout: 90_000 });
  await panel.getByRole('button', { name: MESSAGES.saveAndDownload }).click();
  await saved;
  await panel.getByRole('button', { name: 'Download for a feed' }).click();
  const story = await feedDownload(page, /^Story \(9:16\)/, 'Blurred', 90_000);
  expect(story.suggestedFilename()).toMatch(/-story\.mp4$/);
  const file = await story.path();
  expect(isMp4(await readFile(file))).toBe(true);
  const probe = await probeVideo(file);
  expect([probe.videoCodec, probe.width, probe.height]).toEqual(['h264', 1080, 1920]);
});
