/**
 * The meme editor as a new person uses it, through the real UI against the real server (offline
 * caption writer, real renderers, the starter library), at 1280 px and at 375 px:
 * 1. a paid user generates image memes, opens one in the 'Meme Editor' dialog, changes its text,
 *    font size (keyboard) and alignment, saves, gets an 800 px picture named after the caption, sees
 *    the countdown box and its link, and finds the meme on My Memes;
 * 2. the same user starts a video on the Editor page from a library clip, moves the caption (mouse
 *    drag and keyboard) and gets an MP4;
 * 3. the same user makes memes on their own picture and their own clip, both found on My Memes;
 * 4. a free user meets the upgrade dialog on 'Choose from Image Templates' and a wrong file's message in
 *    'Upload Custom Image'.
 */
import { readFile, stat } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { BrowserContext, Cookie, Download, Locator, Page } from '@playwright/test';
import { MESSAGES, ROUTES } from '@memeforge/contract';
import { test, expect, screenshot } from '../fixtures';
import { imageInfo, isMp4 } from '../support/media-files';
import { BAND_VIDEO, starterLibraryLoaded } from '../support/starter-library';

const SEED = new URL('../../apps/server/seed/templates/', import.meta.url);
const DEVICE_PHOTO = fileURLToPath(new URL('images/judging-cat-spotlight.jpg', SEED));
const DEVICE_CLIP = fileURLToPath(new URL('videos/bounce-happy-face.mp4', SEED));

const VIEWPORTS = [
  { width: 1280, use: { viewport: { width: 1280, height: 800 } } },
  { width: 375, use: { viewport: { width: 375, height: 812 }, isMobile: false, hasTouch: true } },
] as const;

const cards = (page: Page, list: string) => page.getByRole('list', { name: list }).getByTestId('meme-card');

/** The caption's words as the download name spells them. */
const slug = (caption: string) =>
  caption
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

async function downloaded(download: Download): Promise<Buffer> {
  return readFile(await download.path());
}

/** 'Save & Download', then the file the browser was handed. */
async function saveAndDownload(page: Page, scope: Locator, timeout = 30_000): Promise<Download> {
  const downloadEvent = page.waitForEvent('download', { timeout });
  await scope.getByRole('button', { name: MESSAGES.saveAndDownload }).click();
  return downloadEvent;
}

async function expectImageDownload(download: Download, caption: string) {
  expect(download.suggestedFilename()).toMatch(/^memeforge-.+\.(jpg|png)$/);
  expect(download.suggestedFilename()).toContain(slug(caption).slice(0, 30));
  const info = imageInfo(await downloaded(download));
  expect(info, 'a PNG or JPEG').not.toBeNull();
  expect(info!.width).toBe(800);
}

async function expectVideoDownload(download: Download, caption: string) {
  expect(download.suggestedFilename()).toMatch(/^memeforge-.+\.mp4$/);
  expect(download.suggestedFilename()).toContain(slug(caption).slice(0, 30));
  expect(isMp4(await downloaded(download)), "an MP4 ('ftyp' at offset 4)").toBe(true);
}

/** The editing controls beside (on phones, under) the preview. */
const editing = (scope: Page | Locator) => scope.getByRole('region', { name: 'Editing' });

for (const { width, use } of VIEWPORTS) {
  test.describe(`editor at ${width} px`, () => {
    test.use(use);
    test.describe.configure({ mode: 'serial' });

    /** One paid user for the block: the first flow signs them in, the others reuse the session. */
    let session: Cookie[] | null = null;
    const caption = {
      dialog: `Standup ran long again at ${width}`,
      video: `When the render finishes at ${width}`,
      photo: `My own cat judging me at ${width}`,
      clip: `My own clip bouncing at ${width}`,
    };

    async function resume(context: BrowserContext, signIn: (o: { plan: 'pro'; credits: number }) => Promise<unknown>) {
      if (session) await context.addCookies(session);
      else await signIn({ plan: 'pro', credits: 30 });
    }

    test('a paid user edits a generated meme in the dialog and saves it', async ({
      page,
      context,
      request,
      signIn,
    }) => {
      test.setTimeout(90_000);
      await starterLibraryLoaded(request);
      await signIn({ plan: 'pro', credits: 30 });
      session = (await context.storageState()).cookies;

      await page.goto(ROUTES['dashboard.generateMeme']);
      await page.getByRole('textbox', { name: 'What should your memes be about?' }).fill('monday morning standups');
      await page.locator('label', { has: page.getByRole('radio', { name: 'Images' }) }).click();
      await page.getByRole('button', { name: 'Generate Memes' }).click();
      const ready = cards(page, 'Generated memes').filter({ has: page.locator('img[src*="/media/memes/"]') });
      await expect(ready).toHaveCount(4, { timeout: 20_000 });

      await ready.first().getByRole('link', { name: 'Meme Editor' }).click();
      const dialog = page.getByRole('dialog', { name: MESSAGES.memeEditorTitle });
      await expect(dialog).toBeVisible();
      const text = dialog.getByRole('textbox', { name: 'Meme text' });
      await expect(text).not.toHaveValue('');
      await text.fill(caption.dialog);
      await expect(dialog.getByText(`${caption.dialog.length}/`)).toBeVisible();

      // Font size by keyboard: focus the slider's thumb and step it up.
      const fontSize = dialog.getByRole('slider', { name: MESSAGES.fontSizeLabel });
      const before = Number(await fontSize.getAttribute('aria-valuenow'));
      await fontSize.focus();
      for (let i = 0; i < 3; i += 1) await page.keyboard.press('ArrowRight');
      await expect.poll(async () => Number(await fontSize.getAttribute('aria-valuenow'))).toBeGreaterThan(before);

      const left = dialog.getByRole('button', { name: 'Align left' });
      await left.click();
      await expect(left).toHaveAttribute('aria-pressed', 'true');
      await expect(dialog.getByRole('button', { name: 'Align center' })).toHaveAttribute('aria-pressed', 'false');
      await expect(dialog.locator('canvas').first()).toBeVisible();
      await screenshot(page, `editor-dialog-${width}`);

      const download = await saveAndDownload(page, dialog);
      await expectImageDownload(download, caption.dialog);

      // The countdown box about 2 s later, its link usable once the countdown ends.
      const box = dialog.getByTestId('download-box');
      await expect(box).toContainText('Hang tight! Your download will begin in', { timeout: 5_000 });
      const link = box.getByRole('link', { name: MESSAGES.clickToDownload });
      await expect(link).toHaveAttribute('aria-disabled', 'true');
      // It is brought into view, also under the fold of a phone's full-screen dialog.
      await expect(box).toBeInViewport({ ratio: 1 });
      await screenshot(page, `editor-countdown-${width}`);
      await expect(link).not.toHaveAttribute('aria-disabled', 'true', { timeout: 8_000 });
      await expect(box).not.toContainText('Hang tight!');
      await expect(link).toHaveAttribute('download', download.suggestedFilename());

      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await page.goto(ROUTES['dashboard.myMemes']);
      await expect(cards(page, 'Memes').filter({ hasText: caption.dialog })).toHaveCount(1, { timeout: 10_000 });
    });

    test('the same user makes a video meme from a library clip and moves its caption', async ({
      page,
      context,
      signIn,
    }) => {
      test.setTimeout(120_000);
      await resume(context, signIn);
      await page.goto(ROUTES['dashboard.editor']);
      await page.getByRole('button', { name: /^Add Video/ }).click();
      const chooser = page.getByRole('dialog', { name: MESSAGES.addVideo });
      await chooser.getByRole('button', { name: MESSAGES.chooseVideoTemplates }).click();
      const picker = page.getByRole('dialog', { name: 'Select Template' });
      const template = picker.getByRole('button', { name: BAND_VIDEO });
      await expect(template).toBeEnabled({ timeout: 10_000 });
      await template.click();
      await expect(picker).toBeHidden();
      await expect(chooser).toBeHidden();

      const controls = editing(page);
      await controls.getByRole('textbox', { name: 'Meme text' }).fill(caption.video);
      await controls.getByRole('button', { name: MESSAGES.enableDrag }).click();
      await expect(controls.getByRole('button', { name: MESSAGES.disableDrag })).toBeVisible();

      // Drag the text down with the mouse, then one more step with the keyboard.
      const position = page.getByRole('slider', { name: 'Text position' });
      await expect(position).toBeVisible({ timeout: 10_000 });
      await position.scrollIntoViewIfNeeded();
      const start = Number(await position.getAttribute('aria-valuenow'));
      const frame = (await position.boundingBox())!;
      const x = frame.x + frame.width / 2;
      const y = frame.y + frame.height / 2;
      await page.mouse.move(x, y);
      await page.mouse.down();
      await page.mouse.move(x, y + frame.height * 0.15, { steps: 6 });
      await page.mouse.up();
      await expect.poll(async () => Number(await position.getAttribute('aria-valuenow'))).toBeGreaterThan(start + 0.1);
      const dragged = Number(await position.getAttribute('aria-valuenow'));
      await position.focus();
      await page.keyboard.press('ArrowDown');
      await expect
        .poll(async () => Number(await position.getAttribute('aria-valuenow')))
        .toBeCloseTo(Math.min(dragged + 0.01, 1), 5);
      const percent = Math.round(Math.abs(dragged + 0.01) * 100);
      await expect(position).toHaveAttribute(
        'aria-valuetext',
        percent === 0 ? 'Text at the centre' : `Text ${percent}% ${dragged + 0.01 < 0 ? 'above' : 'below'} the centre`,
      );
      await screenshot(page, `editor-video-drag-${width}`);

      const downloadEvent = page.waitForEvent('download', { timeout: 90_000 });
      await controls.getByRole('button', { name: MESSAGES.saveAndDownload }).click();
      // Either the job is still rendering ('Processing Video...'), or the answer already had the file.
      await expect(
        controls
          .getByRole('button', { name: MESSAGES.processingVideo })
          .or(controls.getByTestId('download-box'))
          .or(controls.getByRole('button', { name: MESSAGES.startingVideoProcessing })),
      ).toBeVisible({ timeout: 20_000 });
      await expectVideoDownload(await downloadEvent, caption.video);
      await expect(controls.getByTestId('download-box')).toContainText(/Hang tight!|Click here to download/, {
        timeout: 5_000,
      });
    });

    test('the same user makes memes on their own picture and their own clip', async ({ page, context, signIn }) => {
      test.setTimeout(120_000);
      await resume(context, signIn);
      await page.goto(ROUTES['dashboard.editor']);

      // A picture from the device, through 'Upload Custom Image'.
      await page.getByRole('button', { name: /^Add Image/ }).click();
      const chooser = page.getByRole('dialog', { name: MESSAGES.addImage });
      await chooser.getByRole('button', { name: new RegExp(MESSAGES.uploadCustomImage) }).click();
      const upload = page.getByRole('dialog', { name: MESSAGES.uploadCustomImage });
      await upload.getByLabel('Image file').setInputFiles(DEVICE_PHOTO);
      const size = Math.round((await stat(DEVICE_PHOTO)).size / 1024);
      await expect(upload.getByText(`judging-cat-spotlight.jpg (${size} KB)`)).toBeVisible();
      await expect(upload.getByRole('img', { name: 'Preview' })).toBeVisible();
      await screenshot(page, `editor-upload-${width}`);
      await upload.getByRole('button', { name: MESSAGES.useThisImage }).click();
      await expect(upload).toBeHidden();
      await expect(chooser).toBeHidden();

      const controls = editing(page);
      await controls.getByRole('textbox', { name: 'Meme text' }).fill(caption.photo);
      await screenshot(page, `editor-own-photo-${width}`);
      await expectImageDownload(await saveAndDownload(page, controls), caption.photo);

      // A clip from the device: used at once.
      await controls.getByRole('button', { name: MESSAGES.addVideo, exact: true }).click();
      const videoChooser = page.getByRole('dialog', { name: MESSAGES.addVideo });
      await videoChooser.getByLabel('Video file').setInputFiles(DEVICE_CLIP);
      await expect(videoChooser).toBeHidden();
      await expect(page.getByTestId('video-overlay')).toBeVisible({ timeout: 10_000 });
      await controls.getByRole('textbox', { name: 'Meme text' }).fill(caption.clip);
      await screenshot(page, `editor-own-clip-${width}`);
      await expectVideoDownload(await saveAndDownload(page, controls, 90_000), caption.clip);

      await page.goto(ROUTES['dashboard.myMemes']);
      const mine = cards(page, 'Memes');
      await expect(mine.filter({ hasText: caption.photo })).toHaveCount(1, { timeout: 10_000 });
      await expect(mine.filter({ hasText: caption.clip })).toHaveCount(1);
      await expect(mine.filter({ hasText: caption.video })).toHaveCount(1);
    });

    test('a free user meets the upgrade dialog for library templates and a wrong file in Upload Custom Image', async ({
      page,
      signIn,
    }) => {
      await signIn({ plan: 'free' });
      await page.goto(ROUTES['dashboard.editor']);
      await page.getByRole('button', { name: /^Add Image/ }).click();
      const chooser = page.getByRole('dialog', { name: MESSAGES.addImage });
      await chooser.getByRole('button', { name: MESSAGES.chooseImageTemplates }).click();
      const upgrade = page.getByRole('dialog', { name: MESSAGES.upgradeRequiredTitle });
      await expect(upgrade).toContainText(MESSAGES.premiumSelectTemplate);
      await expect(page.getByRole('dialog', { name: 'Select Template' })).toHaveCount(0);
      await screenshot(page, `editor-free-upgrade-${width}`);
      await page.keyboard.press('Escape');
      await expect(upgrade).toBeHidden();

      await chooser.getByRole('button', { name: new RegExp(MESSAGES.uploadCustomImage) }).click();
      const upload = page.getByRole('dialog', { name: MESSAGES.uploadCustomImage });
      await upload.getByLabel('Image file').setInputFiles({
        name: 'notes.png',
        mimeType: 'text/plain',
        buffer: Buffer.from('not a picture, just some notes\n'),
      });
      await expect(upload.getByRole('alert')).toHaveText(MESSAGES.selectImageFile);
      await screenshot(page, `editor-free-bad-file-${width}`);
    });
  });
}
