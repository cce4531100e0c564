/**
 * The AI caption helper in the editor, as a person uses it: a paid user describes a caption on a
 * library template and gets it in the preview for one credit (undo brings the old text back); a
 * free user meets the premium upgrade dialog instead.
 */
import type { Page } from '@playwright/test';
import { ENDPOINTS, MESSAGES, ROUTES } from '@memeforge/contract';
import { test, expect, screenshot } from '../fixtures';
import { BAND_IMAGE, starterLibraryLoaded } from '../support/starter-library';

async function openOnFirstImageTemplate(page: Page) {
  await page.goto(ROUTES['dashboard.editor']);
  await page.getByRole('button', { name: /^Add Image/ }).click();
  const chooser = page.getByRole('dialog', { name: MESSAGES.addImage });
  await chooser.getByRole('button', { name: MESSAGES.chooseImageTemplates }).click();
  const picker = page.getByRole('dialog', { name: MESSAGES.selectTemplate });
  await picker.getByRole('button', { name: BAND_IMAGE }).click();
  await expect(page.getByTestId('image-preview')).toBeVisible();
}

test('a paid user writes an AI caption for one credit, and undo brings the old text back', async ({
  page,
  request,
  signIn,
}) => {
  await starterLibraryLoaded(request);
  await signIn({ plan: 'pro', credits: 5 });
  await openOnFirstImageTemplate(page);
  const text = page.getByLabel('Meme text', { exact: true });
  await text.fill('my own words');

  await page.getByRole('tab', { name: MESSAGES.aiCaptionTab }).click();
  await page.getByLabel('Describe the caption you want').fill('when the meeting could have been an email');
  await page.getByRole('button', { name: MESSAGES.generateCaption }).click();
  await expect(page.getByText(MESSAGES.captionGenerated)).toBeVisible();
  // One credit spent: the server's current package says 4 of 5 are left.
  const current = await page.request.get(ENDPOINTS.currentPackage);
  expect((await current.json()) as { credits: string }).toMatchObject({ credits: '4' });
  await screenshot(page, 'ai-caption-generated');

  await page.getByRole('tab', { name: MESSAGES.memeTextTab }).click();
  const written = await text.inputValue();
  expect(written).not.toBe('my own words');
  expect(written.length).toBeGreaterThan(5);
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(text).toHaveValue('my own words');
});

test('a free user meets the premium dialog on the AI Caption tab of their own generated meme', async ({
  page,
  request,
  signIn,
}) => {
  await starterLibraryLoaded(request);
  await signIn({ plan: 'free' });
  await page.goto(ROUTES['dashboard.generateMeme']);
  await page.getByRole('textbox', { name: 'What should your memes be about?' }).fill('monday meetings');
  await page.locator('label', { has: page.getByRole('radio', { name: 'Images' }) }).click();
  await page.getByRole('button', { name: MESSAGES.generateMemes }).click();
  const editor = page.getByRole('link', { name: MESSAGES.memeEditorTitle }).first();
  await expect(editor).toBeVisible({ timeout: 30_000 });
  await editor.click();
  const dialog = page.getByRole('dialog', { name: MESSAGES.memeEditorTitle });
  await dialog.getByRole('tab', { name: MESSAGES.aiCaptionTab }).click();
  await dialog.getByLabel('Describe the caption you want').fill('make it about mondays');
  await dialog.getByRole('button', { name: MESSAGES.generateCaption }).click();
  const upgrade = page.getByRole('dialog', { name: MESSAGES.upgradeRequiredTitle });
  await expect(upgrade).toContainText(MESSAGES.premiumCaption);
  await screenshot(page, 'ai-caption-free-upgrade');
});
