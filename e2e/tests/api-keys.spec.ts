/**
 * API keys as a person meets them (issue 25, decision 051): on the profile, with the keyboard
 * alone, at 1280 and 375 px: make a key (shown once), use it from a program, revoke it and see
 * the program refused at once. The section passes axe and fits a phone's width.
 */
import { API_KEY_MESSAGES, ENDPOINTS, ROUTES } from '@memeforge/contract';
import { test, expect, screenshot } from '../fixtures';
import { expectNoAxeViolations } from '../support/axe';
import { expectFocusVisible, tabTo } from '../support/keyboard';

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'mobile', width: 375, height: 812 },
] as const;

for (const viewport of VIEWPORTS) {
  test.describe(`API keys at ${viewport.name} width`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('made, used by a program, and revoked with the keyboard alone', async ({ page, signIn, request }) => {
      test.slow();
      await signIn({ plan: 'pro' });
      await page.goto(ROUTES['dashboard.profile']);
      const section = page.getByRole('region', { name: 'API keys' });
      await expect(section.getByText('You have no API keys yet.')).toBeVisible();

      const form = page.getByRole('form', { name: 'Create a key' });
      const name = form.getByLabel('Name');
      await tabTo(page, name);
      await page.keyboard.type('Zapier workflow');
      await page.keyboard.press('Tab');
      await expect(form.getByLabel('Expires')).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(form.getByRole('checkbox', { name: /^Read:/ })).toBeFocused();
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      await expect(form.getByRole('checkbox', { name: /^Edit:/ })).toBeFocused();
      await page.keyboard.press('Space');
      await expect(form.getByRole('checkbox', { name: /^Edit:/ })).not.toBeChecked();
      await page.keyboard.press('Tab');
      await expect(form.getByRole('button', { name: 'Create key' })).toBeFocused();
      await expectFocusVisible(page, 'the Create key button');
      await page.keyboard.press('Enter');

      const shown = page.getByRole('region', { name: /Your new key/ });
      await expect(shown).toContainText(API_KEY_MESSAGES.created);
      const key = await shown.getByLabel('The new API key').inputValue();
      expect(key).toMatch(/^mf_[A-Za-z0-9_-]{43}$/);
      const list = page.getByRole('list', { name: 'Your API keys' });
      await expect(list).toContainText('Zapier workflow');
      await expect(list).toContainText(`${key.slice(0, 11)}…`);
      await expect(list).toContainText('read, generate');
      await expectNoAxeViolations(page, `the API keys section at ${viewport.name} width`);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, 'no sideways scrolling').toBeLessThanOrEqual(0);
      await section.scrollIntoViewIfNeeded();
      await screenshot(page, `api-keys-created-${viewport.name}`);

      const asProgram = { authorization: `Bearer ${key}` };
      expect((await request.get(ENDPOINTS.userMemes, { headers: asProgram })).status()).toBe(200);
      const billing = await request.get(ENDPOINTS.billingSubscription, { headers: asProgram });
      expect(billing.status()).toBe(403);

      await shown.getByRole('button', { name: 'Done' }).press('Enter');
      await expect(shown).toBeHidden();
      const revoke = list.getByRole('button', { name: 'Revoke Zapier workflow' });
      await tabTo(page, revoke);
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Revoke “Zapier workflow”?' });
      await expect(dialog).toBeVisible();
      await screenshot(page, `api-keys-revoke-${viewport.name}`);
      await tabTo(page, dialog.getByRole('button', { name: 'Revoke key' }));
      await page.keyboard.press('Enter');
      await expect(dialog).toBeHidden();
      await expect(section.getByText('You have no API keys yet.')).toBeVisible();

      const refused = await request.get(ENDPOINTS.userMemes, { headers: asProgram });
      expect(refused.status()).toBe(401);
      expect(await refused.json()).toEqual({ detail: API_KEY_MESSAGES.revoked });
    });
  });
}
