/**
 * Edit With AI, as a person uses it (decision 029): a paid user generates memes, opens one from its
 * card's 'Edit With AI', asks to 'Make it funnier' and for a 'Different template', sees the caption
 * and the preview change (each change one undoable step), and saves the result. The chat is looked
 * at on a desktop and on a phone (screenshots at 1280 and 375 px).
 */
import type { Locator, Page } from '@playwright/test';
import { CHAT_MESSAGES, ENDPOINTS, MESSAGES, ROUTES } from '@memeforge/contract';
import { test, expect, screenshot } from '../fixtures';
import { starterLibraryLoaded } from '../support/starter-library';

async function generateImages(page: Page) {
  await page.goto(ROUTES['dashboard.generateMeme']);
  await page.getByRole('textbox', { name: 'What should your memes be about?' }).fill('monday meetings at the office');
  await page.locator('label', { has: page.getByRole('radio', { name: 'Images' }) }).click();
  await page.getByRole('button', { name: MESSAGES.generateMemes }).click();
  const open = page.getByRole('button', { name: 'Edit With AI' }).first();
  await expect(open).toBeEnabled({ timeout: 30_000 });
  return open;
}

/** The ai's answer to the last message: waits for 'AI is thinking...' to come and go. */
async function ask(dialog: Locator, chip: string) {
  const log = dialog.getByRole('log', { name: 'Chat with the AI' });
  const answers = log.locator('li').filter({ hasText: /applied/ });
  const before = await answers.count();
  await dialog.getByRole('button', { name: chip }).click();
  await expect(log.getByText(CHAT_MESSAGES.thinking)).toBeHidden({ timeout: 30_000 });
  await expect(answers).toHaveCount(before + 1);
}

/**
 * The meme's whole text as the 'Meme Text' tab shows it: the one field of a band meme, or each
 * text of a meme with boxes (decision 057), picked in turn.
 */
async function captionIn(dialog: Locator): Promise<string> {
  const band = dialog.getByLabel('Meme text', { exact: true });
  if (await band.count()) return band.inputValue();
  const texts = dialog.getByRole('group', { name: 'Texts on the picture' }).getByRole('button');
  const lines: string[] = [];
  for (let index = 0; index < (await texts.count()); index += 1) {
    await texts.nth(index).click();
    lines.push(await dialog.getByRole('textbox', { name: new RegExp(`^Text ${index + 1} .* text$`) }).inputValue());
  }
  return lines.join('\n');
}

test('a paid user makes a meme funnier, switches its template with Edit With AI, and saves it', async ({
  page,
  request,
  signIn,
}) => {
  await starterLibraryLoaded(request);
  await signIn({ plan: 'pro', credits: 20 });
  await page.setViewportSize({ width: 1280, height: 900 });
  const open = await generateImages(page);
  await open.click();

  const dialog = page.getByRole('dialog', { name: MESSAGES.memeEditorTitle });
  await expect(dialog.getByRole('tab', { name: 'Edit With AI' })).toHaveAttribute('aria-selected', 'true');
  await expect(dialog.getByText(CHAT_MESSAGES.header)).toBeVisible();
  await expect(dialog.getByText(CHAT_MESSAGES.cost(1), { exact: false })).toBeVisible();
  const preview = dialog.getByTestId('image-preview');
  await expect(preview).toBeVisible();
  // What the preview canvas draws (not a screenshot of its place on the page, which moves by a
  // fraction of a pixel as the controls beside it change height).
  const drawn = () => preview.evaluate((canvas) => (canvas as HTMLCanvasElement).toDataURL('image/png'));

  const credits = async () =>
    ((await (await page.request.get(ENDPOINTS.currentPackage)).json()) as { credits: string }).credits;
  const startCredits = Number(await credits());

  // Make it funnier: a new caption, in the meme text and on the preview.
  await dialog.getByRole('tab', { name: MESSAGES.memeTextTab }).click();
  const original = await captionIn(dialog);
  const beforeFunnier = await drawn();
  await dialog.getByRole('tab', { name: 'Edit With AI' }).click();
  await ask(dialog, 'Make it funnier');
  await expect.poll(async () => (await drawn()) !== beforeFunnier).toBe(true);
  await dialog.getByRole('tab', { name: MESSAGES.memeTextTab }).click();
  const funnier = await captionIn(dialog);
  expect(funnier).not.toBe(original);
  expect(Number(await credits())).toBe(startCredits - 1);
  await screenshot(page, 'edit-with-ai-funnier-1280');

  // Different template: another picture under the caption (the preview changes); undo and redo it.
  await dialog.getByRole('tab', { name: 'Edit With AI' }).click();
  const beforeSwitch = await drawn();
  await ask(dialog, 'Different template');
  await expect.poll(async () => (await drawn()) !== beforeSwitch).toBe(true);
  const switched = await drawn();
  // Undo and redo live with the text controls.
  await dialog.getByRole('tab', { name: MESSAGES.memeTextTab }).click();
  await dialog.getByRole('button', { name: 'Undo' }).click();
  await expect.poll(async () => (await drawn()) === beforeSwitch).toBe(true);
  await dialog.getByRole('button', { name: 'Redo' }).click();
  await expect.poll(async () => (await drawn()) === switched).toBe(true);

  // The chat is kept with the meme: four messages, oldest first.
  await dialog.getByRole('tab', { name: 'Edit With AI' }).click();
  await expect(dialog.getByRole('log', { name: 'Chat with the AI' }).locator('time')).toHaveCount(4);

  await screenshot(page, 'edit-with-ai-chat-1280');
  await page.setViewportSize({ width: 375, height: 812 });
  await screenshot(page, 'edit-with-ai-375');
  await page.setViewportSize({ width: 1280, height: 900 });

  await dialog.getByRole('button', { name: /Save/ }).first().click();
  await expect(page.getByText(MESSAGES.memeSaved)).toBeVisible({ timeout: 30_000 });
});
