/**
 * Generation as a new person meets it, against the real server (offline caption writer, real
 * renderers, the starter library): sign up, verify, generate 'both' for a topic, see the image
 * memes within seconds and the videos shortly after, like one, download one, and find them again
 * on My Memes. Then the same core loop at 375 px for a signed-in user.
 */
import type { Page } from '@playwright/test';
import { MESSAGES, ROUTES } from '@memeforge/contract';
import { test, expect, screenshot } from '../fixtures';
import { latestMailLink } from '../support/mailbox';
import { starterLibraryLoaded } from '../support/starter-library';

const PASSWORD = 'Tangerine#Rocket42';
const TOPIC = 'my cat knocking things off the table';

const cards = (page: Page, list: string) => page.getByRole('list', { name: list }).getByTestId('meme-card');

async function signUpAndVerify(page: Page, email: string) {
  await page.goto(`/?toggle_login_modal=true&mode=signup`);
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Name').fill('Grace Hopper');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Sign Up for Free' }).click();
  await expect(page).toHaveURL(new RegExp(ROUTES.emailVerificationSent));
  const verification = await latestMailLink(email);
  await page.goto(verification.link.pathname + verification.link.search);
  await page.getByRole('button', { name: 'Verify my e-mail' }).click();
  await expect(page).toHaveURL(new RegExp(ROUTES['dashboard.generateMeme']), { timeout: 10_000 });
}

test.describe('generation', () => {
  test.setTimeout(120_000);

  test('a new user generates memes about a topic, likes one, downloads one and finds them on My Memes', async ({
    page,
    request,
  }) => {
    await starterLibraryLoaded(request);
    await signUpAndVerify(page, `gen-${Date.now()}@example.com`);
    await expect(page.getByTestId('credits-count')).toHaveText('30');
    await expect(page.getByTestId('empty-gallery')).toContainText(MESSAGES.emptyGalleryTitle);

    const generate = page.getByRole('button', { name: 'Generate Memes' });
    await expect(generate).toBeDisabled();
    await page.getByRole('textbox', { name: 'What should your memes be about?' }).fill(TOPIC);
    await page.locator('label', { has: page.getByRole('radio', { name: 'Both' }) }).click();
    await expect(page.getByRole('radio', { name: 'Both' })).toBeChecked();
    await screenshot(page, 'generation-form-desktop');
    const started = Date.now();
    await generate.click();

    // Image memes come back finished with the answer; the videos follow within seconds.
    const generated = cards(page, 'Generated memes');
    await expect(generated).toHaveCount(4, { timeout: 15_000 });
    const images = generated.filter({ has: page.locator('img[data-kind="image"][src*="/media/memes/"]') });
    await expect(images).toHaveCount(2, { timeout: 15_000 });
    const imagesAfter = Date.now() - started;
    await expect(page.getByTestId('credits-count')).toHaveText('26');
    await screenshot(page, 'generation-images-desktop');
    // A finished video shows its still (a WebP copy of a captioned frame) until it is hovered.
    const videos = generated.filter({ has: page.locator('[data-kind="video"][src*="/media/memes/"]') });
    await expect(videos).toHaveCount(2, {
      timeout: 45_000,
    });
    const videosAfter = Date.now() - started;
    await expect(page.getByTestId('meme-preparing')).toHaveCount(0);
    test.info().annotations.push({ type: 'timing', description: `images ${imagesAfter} ms, videos ${videosAfter} ms` });
    await screenshot(page, 'generation-finished-desktop');

    // Every caption is about the topic.
    for (const caption of await generated.locator('p[id]').allInnerTexts()) {
      expect(caption.toLowerCase()).toMatch(/cat/);
    }

    // Like one.
    const first = generated.first();
    const like = first.getByRole('button', { name: MESSAGES.likeTitle });
    await like.click();
    await expect(like).toHaveAttribute('aria-pressed', 'true');

    // Download one: a real file named after its caption.
    const downloadEvent = page.waitForEvent('download');
    await first.getByRole('button', { name: 'Download meme' }).click();
    const download = await downloadEvent;
    expect(download.suggestedFilename()).toMatch(/\.(jpg|png|mp4)$/);
    await expect(page.getByText(MESSAGES.memeDownloaded)).toBeVisible();

    // A reload keeps the batch on screen.
    await page.reload();
    await expect(cards(page, 'Generated memes')).toHaveCount(4);

    // My Memes lists the four, the liked one still liked.
    await page.goto(ROUTES['dashboard.myMemes']);
    const mine = cards(page, 'Memes');
    await expect(mine).toHaveCount(4);
    await expect(page.getByRole('button', { name: MESSAGES.likeTitle, pressed: true })).toHaveCount(1);
    await screenshot(page, 'generation-my-memes-desktop');
  });

  test('generates image memes at 375 px', async ({ page, request, signIn, allowConsoleErrors }) => {
    // The last batch is refused with a 402 on purpose; Chromium logs that.
    allowConsoleErrors(/Failed to load resource: the server responded with a status of 402/);
    await page.setViewportSize({ width: 375, height: 812 });
    await starterLibraryLoaded(request);
    await signIn({ credits: 8 });
    await page.goto(ROUTES['dashboard.generateMeme']);
    await page.getByRole('textbox', { name: 'What should your memes be about?' }).fill('monday morning meetings');
    // The radio is drawn by its label (a person taps the label), and checked through it.
    await page.locator('label', { has: page.getByRole('radio', { name: 'Images' }) }).click();
    await expect(page.getByRole('radio', { name: 'Images' })).toBeChecked();
    await page.getByRole('button', { name: 'Generate Memes' }).click();
    const generated = cards(page, 'Generated memes');
    await expect(generated.filter({ has: page.locator('img[src*="/media/memes/"]') })).toHaveCount(4, {
      timeout: 15_000,
    });
    await expect(page.getByText(MESSAGES.generationCompleted)).toBeVisible();
    await screenshot(page, 'generation-images-mobile');

    // Four credits left: the next batch of four goes through, the one after asks to upgrade.
    await page.getByRole('button', { name: 'Generate Memes' }).click();
    await expect(generated).toHaveCount(4);
    await expect(page.getByTestId('meme-preparing')).toHaveCount(0, { timeout: 15_000 });
    await page.getByRole('button', { name: 'Generate Memes' }).click();
    await expect(page.getByRole('dialog').getByText(MESSAGES.outOfCredits)).toBeVisible();
    await screenshot(page, 'generation-out-of-credits-mobile');
  });
});
