/**
 * The public site's promise, with the keyboard alone at 375 px (decision 032): a visitor reads the
 * landing page, plays both carousels (a sample clip plays), subscribes to the newsletter, sends a
 * contact message and signs up (the dialog keeps the focus inside, and Escape gives it back), then
 * generates memes and downloads one. Only Tab, Shift+Tab, Enter, Space, Escape, arrows and typing:
 * no clicks, and the focus is visible at every stop.
 */
import type { Locator, Page } from '@playwright/test';
import { CONTACT_MESSAGES, MESSAGES, ROUTES } from '@memeforge/contract';
import { test, expect, screenshot } from '../fixtures';
import { expectFocusVisible, tabTo } from '../support/keyboard';
import { latestMailLink } from '../support/mailbox';
import { showcaseReady } from '../support/showcase';
import { starterLibraryLoaded } from '../support/starter-library';

const PASSWORD = 'Tangerine#Rocket42';

const focused = (target: Locator) => expect(target).toBeFocused();

/** Tab and Shift+Tab never leave the dialog. */
async function expectFocusTrapped(page: Page, dialog: Locator) {
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let presses = 0; presses < 15; presses += 1) {
      await page.keyboard.press(key);
      const inside = await dialog.evaluate((element) => element.contains(document.activeElement));
      expect(inside, `${key} #${presses + 1} keeps the focus in the dialog`).toBe(true);
      await expectFocusVisible(page, `${key} #${presses + 1} in the dialog`);
    }
  }
}

/** The carousel's live position, "n of m". */
const position = (carousel: Locator) => carousel.locator('p[aria-atomic="true"]');

test.describe('a visitor with the keyboard alone at 375 px', () => {
  test.use({ viewport: { width: 375, height: 812 } });
  test.setTimeout(180_000);

  test('reads the landing page, plays both carousels, subscribes, writes to us, signs up, generates and downloads', async ({
    page,
    request,
  }) => {
    await starterLibraryLoaded(request);
    await showcaseReady(request);
    const email = `keyboard-${Date.now()}@example.com`;
    await page.goto(ROUTES.landing);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    // The feature tabs: one stop, arrows choose.
    const tabs = page.getByRole('tablist', { name: 'Features' });
    await tabTo(page, tabs.getByRole('tab', { selected: true }));
    await page.keyboard.press('ArrowRight');
    await focused(tabs.getByRole('tab').nth(1));
    await expect(tabs.getByRole('tab').nth(1)).toHaveAttribute('aria-selected', 'true');
    await expectFocusVisible(page, 'the second feature tab');
    await page.keyboard.press('ArrowRight');
    await expect(tabs.getByRole('tab').nth(2)).toHaveAttribute('aria-selected', 'true');

    // The image carousel: its track takes the arrows, its Next button takes Enter.
    const images = page.getByRole('region', { name: 'Image memes made by MemeForge' });
    const imageTrack = images.locator('[tabindex="0"]').first();
    await tabTo(page, imageTrack);
    await expect(position(images)).toContainText(/^Slide 1 of \d+$/);
    await page.keyboard.press('ArrowRight');
    await expect(position(images)).toContainText(/^Slide 2 of/);
    await expect(images.locator('[aria-roledescription="slide"][data-current="true"]')).toHaveAttribute(
      'aria-label',
      /^2 of/,
    );
    await tabTo(page, images.getByRole('button', { name: 'Next slide' }));
    await page.keyboard.press('Enter');
    await expect(position(images)).toContainText(/^Slide 3 of/);
    await tabTo(page, images.getByRole('button', { name: 'Previous slide' }), { back: true });
    await page.keyboard.press('Space');
    await expect(position(images)).toContainText(/^Slide 2 of/);
    await screenshot(page, 'keyboard-image-carousel-mobile');

    // The video carousel: a sample plays from its Play button, and the focus goes to the clip.
    const videos = page.getByRole('region', { name: 'Sample video memes' });
    await tabTo(page, videos.getByRole('button', { name: /^Play the video meme/ }).first());
    await page.keyboard.press('Enter');
    const clip = videos.locator('video').first();
    await expect(clip).toBeVisible();
    await focused(clip);
    await expectFocusVisible(page, 'the clip');
    await expect
      .poll(() => clip.evaluate((video: HTMLVideoElement) => video.currentTime), { message: 'the clip plays' })
      .toBeGreaterThan(0);
    // Tabbing through the slides brought each into view; Next goes on from the one reached.
    await tabTo(page, videos.getByRole('button', { name: 'Next slide' }));
    await page.waitForTimeout(300);
    const [at, count] = ((await position(videos).textContent()) ?? '').match(/\d+/g)!.map(Number) as [number, number];
    await page.keyboard.press('Enter');
    await expect(position(videos)).toHaveText(`Slide ${(at % count) + 1} of ${count}`);
    await screenshot(page, 'keyboard-video-carousel-mobile');

    // The newsletter in the footer: every stop on the way is on screen and outlined.
    const footer = page.getByRole('contentinfo');
    const newsletter = footer.getByLabel(/Newsletter e-mail address/);
    const stops = await tabTo(page, newsletter);
    // On the way: the closing call to action and the footer's links, each on screen and outlined.
    expect(stops).toEqual(expect.arrayContaining(['Sign Up For Free', 'Meme templates', 'Pricing', 'Contact us']));
    await page.keyboard.type(`reader-${Date.now()}@example.com`);
    await page.keyboard.press('Tab');
    await focused(footer.getByRole('button', { name: 'Subscribe' }));
    await expectFocusVisible(page, 'Subscribe');
    await page.keyboard.press('Enter');
    await expect(page.getByText(MESSAGES.newsletterSubscribed)).toBeVisible();
    await expect(footer.getByRole('button', { name: MESSAGES.newsletterSubscribedLabel })).toBeDisabled();
    // The focus is not dropped with the button it was on: the form keeps it.
    await focused(footer.getByRole('form', { name: 'Newsletter sign-up' }));
    await expectFocusVisible(page, 'the subscribed newsletter form');

    // Contact us, from the footer's link, once the confirmation has been read and gone (a toast
    // in the tab order hands the focus back with its own script when left, unringed).
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 10_000 });
    await tabTo(page, footer.getByRole('link', { name: 'Contact us' }), { back: true });
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${ROUTES.contactUs}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    await tabTo(page, page.getByLabel('Name'));
    await page.keyboard.type('Ada Lovelace');
    await page.keyboard.press('Tab');
    await focused(page.getByLabel('Email'));
    await page.keyboard.type(email);
    await page.keyboard.press('Tab');
    await focused(page.getByLabel('Subject'));
    await page.keyboard.type('Typed without a mouse');
    await page.keyboard.press('Tab');
    await focused(page.getByRole('textbox', { name: 'Message' }));
    await expectFocusVisible(page, 'the message field');
    await page.keyboard.type('Every step of this message was typed with the keyboard alone.');
    await tabTo(page, page.getByRole('button', { name: 'Send Message' }));
    await page.keyboard.press('Enter');
    const confirmation = page.getByRole('status').filter({ hasText: 'Message sent' });
    await expect(confirmation).toContainText(CONTACT_MESSAGES.sent);

    // Sign up from the header: the dialog keeps the focus, Escape gives it back.
    const signUpLink = page.getByRole('banner').getByRole('link', { name: 'Sign Up' });
    await tabTo(page, signUpLink, { back: true });
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: 'Create a Free Account' })).toBeVisible();
    await expect
      .poll(() => dialog.evaluate((element) => element.contains(document.activeElement)), {
        message: 'the focus moves into the dialog',
      })
      .toBe(true);
    await expectFocusTrapped(page, dialog);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await focused(signUpLink);
    await expectFocusVisible(page, 'the Sign Up link after Escape');

    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('heading', { name: 'Create a Free Account' })).toBeVisible();
    await tabTo(page, dialog.getByLabel('Name'));
    await page.keyboard.type('Ada Lovelace');
    await tabTo(page, dialog.getByLabel('Email'));
    await page.keyboard.type(email);
    await tabTo(page, dialog.getByLabel('Password', { exact: true }));
    await page.keyboard.type(PASSWORD);
    const submit = dialog.getByRole('button', { name: 'Sign Up for Free' });
    await tabTo(page, submit);
    await screenshot(page, 'keyboard-signup-mobile');
    await page.keyboard.press('Enter');
    await expect(page.getByText(MESSAGES.signupSuccess)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(ROUTES.emailVerificationSent));

    // The link in the e-mail opens a page that asks, and its button signs the new person in.
    const verification = await latestMailLink(email);
    await page.goto(verification.link.pathname + verification.link.search);
    const verify = page.getByRole('button', { name: 'Verify my e-mail' });
    await tabTo(page, verify);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(ROUTES['dashboard.generateMeme']), { timeout: 10_000 });

    // Generate image memes: the topic, the media type by arrows, then the button.
    await tabTo(page, page.getByRole('textbox', { name: 'What should your memes be about?' }));
    await page.keyboard.type('typing everything with the keyboard');
    await tabTo(page, page.getByRole('radio', { checked: true }));
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('radio', { name: 'Images' })).toBeChecked();
    await focused(page.getByRole('radio', { name: 'Images' }));
    await expectFocusVisible(page, 'the Images radio');
    await tabTo(page, page.getByRole('button', { name: 'Generate Memes' }));
    await page.keyboard.press('Enter');
    const cards = page.getByRole('list', { name: 'Generated memes' }).getByTestId('meme-card');
    await expect(cards.filter({ has: page.locator('img[src*="/media/memes/"]') })).toHaveCount(4, { timeout: 20_000 });
    await expect(page.getByText(MESSAGES.generationCompleted)).toBeVisible();

    // Download the first with Enter: a real file.
    await tabTo(page, cards.first().getByRole('button', { name: 'Download meme' }));
    const downloadEvent = page.waitForEvent('download');
    await page.keyboard.press('Enter');
    const download = await downloadEvent;
    expect(download.suggestedFilename()).toMatch(/\.(jpg|png)$/);
    await expect(page.getByText(MESSAGES.memeDownloaded)).toBeVisible();
    await screenshot(page, 'keyboard-downloaded-mobile');
  });
});
