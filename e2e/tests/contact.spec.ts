/**
 * The contact form with the keyboard alone, against the real server and the SMTP double: Tab to
 * each field, type, send with Enter, read the confirmation, and the message reaches the support
 * address (SUPPORT_EMAIL's default: support@ MAIL_FROM's domain). The honeypot is never reached by
 * Tab. At 1280 and at 375 px, with the legal pages' table of contents used the same way.
 *
 * Every test here posts from the same client address (127.0.0.1), which may send
 * CONTACT_LIMITS.perAddressPerHour messages an hour: keep the sends in this file under that.
 */
import type { Page } from '@playwright/test';
import { CONTACT_HONEYPOT_FIELD, CONTACT_MESSAGES, ROUTES } from '@memeforge/contract';
import { test, expect, screenshot } from '../fixtures';
import { CONTROL_URL } from '../doubles/ports';

const SUPPORT_EMAIL = 'support@memeforge.test';
const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'mobile', width: 375, height: 812 },
] as const;

/** The newest e-mail to an address, as the SMTP double saw it (none: count 0). */
async function latestMail(to: string): Promise<{ subject: string; count: number }> {
  const response = await fetch(`${CONTROL_URL}/mail?to=${encodeURIComponent(to)}`);
  return response.ok ? ((await response.json()) as { subject: string; count: number }) : { subject: '', count: 0 };
}

/** What has the keyboard focus: its name attribute, else its accessible text. */
function focusedName(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return '';
    return element.getAttribute('name') ?? element.textContent?.trim() ?? element.tagName;
  });
}

/** Presses Tab until the field named `name` has the focus; fails if the honeypot ever gets it. */
async function tabTo(page: Page, name: string) {
  for (let presses = 0; presses < 40; presses += 1) {
    await page.keyboard.press('Tab');
    const focused = await focusedName(page);
    expect(focused, 'the honeypot is out of the tab order').not.toBe(CONTACT_HONEYPOT_FIELD);
    if (focused === name) return;
  }
  throw new Error(`Tab never reached the field ${name}`);
}

async function expectNoSideways(page: Page, width: number) {
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth, 'nothing wider than the screen').toBeLessThanOrEqual(width);
}

for (const viewport of VIEWPORTS) {
  test.describe(`contact and legal pages at ${viewport.name} width`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('send a contact message with the keyboard alone', async ({ page }) => {
      const before = (await latestMail(SUPPORT_EMAIL)).count;
      const subject = `Keyboard only at ${viewport.width} px`;
      await page.goto(ROUTES.contactUs);
      await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
      await expectNoSideways(page, viewport.width);

      // Sending an empty form shows the problems and moves focus to the first one.
      await tabTo(page, 'name');
      await page.keyboard.press('Enter');
      await expect(page.getByLabel('Name')).toBeFocused();
      await expect(page.getByText(CONTACT_MESSAGES.nameRequired)).toBeVisible();
      await expect(page.getByRole('textbox', { name: 'Message' })).toHaveAttribute('aria-invalid', 'true');

      await page.keyboard.type('Ada Lovelace');
      await page.keyboard.press('Tab');
      await expect(page.getByLabel('Email')).toBeFocused();
      await page.keyboard.type('ada@example.com');
      await page.keyboard.press('Tab');
      await expect(page.getByLabel('Subject')).toBeFocused();
      await page.keyboard.type(subject);
      await page.keyboard.press('Tab');
      await expect(page.getByRole('textbox', { name: 'Message' })).toBeFocused();
      await page.keyboard.type('How long can an uploaded video be on the pro plan?');
      // The send button is the next stop (the honeypot between them is skipped).
      await page.keyboard.press('Tab');
      expect(await focusedName(page)).not.toBe(CONTACT_HONEYPOT_FIELD);
      await expect(page.getByRole('button', { name: 'Send Message' })).toBeFocused();
      await screenshot(page, `contact-filled-${viewport.name}`);
      await page.keyboard.press('Enter');

      const confirmation = page.getByRole('status').filter({ hasText: 'Message sent' });
      await expect(confirmation).toBeVisible();
      await expect(confirmation.getByRole('heading', { name: 'Message sent' })).toBeFocused();
      await expect(confirmation).toContainText(CONTACT_MESSAGES.sent);
      await expect(confirmation).toContainText('ada@example.com');
      await screenshot(page, `contact-sent-${viewport.name}`);

      await expect.poll(async () => (await latestMail(SUPPORT_EMAIL)).count, { timeout: 15_000 }).toBe(before + 1);
      expect((await latestMail(SUPPORT_EMAIL)).subject).toBe(`Contact form: ${subject}`);

      // 'Send another message' brings the form back with the name and e-mail kept.
      await page.keyboard.press('Tab');
      await expect(page.getByRole('button', { name: 'Send another message' })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page.getByLabel('Subject')).toBeFocused();
      await expect(page.getByLabel('Name')).toHaveValue('Ada Lovelace');
    });

    test('a signed-in person finds their name and e-mail filled in', async ({ page, signIn }) => {
      const user = await signIn({ name: 'Grace Hopper' });
      await page.goto(ROUTES.contactUs);
      await expect(page.getByLabel('Name')).toHaveValue('Grace Hopper');
      await expect(page.getByLabel('Email')).toHaveValue(user.email);
    });

    for (const [path, title] of [
      [ROUTES.privacyPolicy, 'Privacy Policy'],
      [ROUTES.termsOfService, 'Terms of Service'],
    ] as const) {
      test(`${path}: readable, and its table of contents works from the keyboard`, async ({ page }) => {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
        await expect(page.getByText(/Last updated:/)).toBeVisible();
        await expectNoSideways(page, viewport.width);
        await screenshot(page, `${path.slice(1)}-${viewport.name}`);

        const contents = page.getByRole('navigation', { name: 'Contents' });
        const third = contents.getByRole('link').nth(2);
        const target = (await third.getAttribute('href'))!;
        await third.focus();
        await page.keyboard.press('Enter');
        await expect(page).toHaveURL(new RegExp(`${target}$`));
        const heading = page.locator(target);
        await expect(heading).toBeInViewport();
        // Not hidden under the sticky header.
        const box = await heading.boundingBox();
        expect(box!.y).toBeGreaterThanOrEqual(64);
      });
    }
  });
}
