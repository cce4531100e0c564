/**
 * Billing as a paying person meets it (decision 026), on the local provider (the default): a free user
 * upgrades to Pro yearly through the built-in TEST PAYMENT checkout with Stripe's test card, the
 * library opens up and the credits grow in another open tab without a reload, changes to Business
 * with the proration quote shown first, schedules the cancellation and reopens it, and finds each
 * transaction with its receipt. The same at 1280 px and at 375 px.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { BILLING_MESSAGES, MESSAGES, ROUTES } from '@memeforge/contract';
import { test, expect, screenshot, appReady } from '../fixtures';

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'mobile', width: 375, height: 812 },
] as const;

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

/** The page has no horizontal scroll bar (what is wider scrolls inside its own region). */
async function expectNoPageOverflow(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/** Pays the local test checkout with 4242 4242 4242 4242 and lands on the success page. */
async function payLocalCheckout(page: Page) {
  await expect(page).toHaveURL(/\/billing\/local-checkout\/[^/]+\/$/);
  await expect(page.getByText('TEST PAYMENT')).toBeVisible();
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM / YY)').fill('12 / 34');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Name on card').fill('Ada Lovelace');
  await page.getByRole('button', { name: /^Pay .* \(test\)$/ }).click();
  await expect(page).toHaveURL(/\/dashboard\/billing\/checkout\/success\?session_id=/);
}

async function openTab(context: BrowserContext, path: string) {
  const tab = await context.newPage();
  await tab.goto(path);
  await appReady(tab);
  return tab;
}

for (const viewport of VIEWPORTS) {
  const desktop = viewport.name === 'desktop';
  test.describe(`billing at ${viewport.name} width`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('upgrade to Pro yearly, change to Business with the quote, cancel and reopen, find the receipts', async ({
      page,
      context,
      signIn,
      allowConsoleErrors,
    }) => {
      // The library answers the free plan with a 403 before the upgrade.
      allowConsoleErrors(/Failed to load resource: the server responded with a status of 403/);
      await signIn({ name: 'Ada Lovelace', credits: 30 });

      // Another tab stays open on the library: it must open up without a reload.
      const library = await openTab(context, ROUTES['dashboard.library']);
      await expect(library.getByTestId('premium-access')).toContainText(MESSAGES.templatesAccessDenied);
      await expect(library.getByTestId('free-banner')).toBeVisible();

      // Pricing: yearly with its savings, the free plan marked as current.
      await page.goto(ROUTES.subscription);
      await page.getByRole('button', { name: /Yearly/ }).click();
      const pro = page.getByTestId('plan-pro');
      await expect(pro.getByTestId('plan-price')).toHaveText('$190');
      await expect(pro.getByTestId('plan-original-price')).toContainText('$228');
      await expect(pro).toContainText('2 months free');
      await expect(pro).toContainText('Save $38');
      await expect(page.getByTestId('plan-free').getByRole('button', { name: 'Current plan' })).toBeDisabled();
      await expectNoPageOverflow(page);
      await screenshot(page, `billing-pricing-${viewport.name}`);

      await pro.getByRole('button', { name: 'Upgrade to Pro' }).click();
      await payLocalCheckout(page);
      await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
      await expect(toast(page, BILLING_MESSAGES.paymentSuccessful)).toBeVisible();

      // The open library tab switched by itself: no banner, templates instead of the premium screen.
      await expect(library.getByTestId('free-banner')).toBeHidden();
      await expect(library.getByTestId('premium-access')).toBeHidden();
      if (desktop) await expect(library.getByTestId('credits-box')).toContainText('12030');
      await library.close();

      // Confirming the same session again is a warning, never a second grant.
      await page.reload();
      await expect(page.getByRole('heading', { name: 'Payment already confirmed' })).toBeVisible();
      await expect(toast(page, 'credits already added')).toBeVisible();

      // The subscription page: Pro, yearly, active, 12,030 credits.
      await page.goto(ROUTES['dashboard.billing.subscription']);
      const panel = page.getByTestId('subscription-panel');
      await expect(panel.getByTestId('current-plan')).toHaveText('Pro');
      await expect(panel).toContainText('Yearly');
      await expect(panel.getByTestId('subscription-status')).toHaveText('Active');
      await expect(panel.getByTestId('panel-credits')).toHaveText('12,030');
      await expect(panel.getByTestId('renewal-credits')).toContainText('12,000 credits');
      await expectNoPageOverflow(page);
      await screenshot(page, `billing-subscription-${viewport.name}`);

      // Change to Business yearly: the quote first, then the change.
      await page.getByRole('button', { name: 'Switch to Business yearly' }).click();
      const change = page.getByRole('dialog', { name: 'Change to Business (Yearly)' });
      await expect(change.getByTestId('proration-quote')).toContainText('Due today');
      await expect(change.getByTestId('proration-quote')).toContainText('24,000 credits');
      await screenshot(page, `billing-change-quote-${viewport.name}`);
      await change.getByRole('button', { name: /^Pay .* and change$/ }).click();
      await expect(toast(page, BILLING_MESSAGES.subscriptionUpdated)).toBeVisible();
      await expect(panel.getByTestId('current-plan')).toHaveText('Business');
      await expect(panel.getByTestId('panel-credits')).toHaveText('36,030');

      // Cancel at the period's end, after a confirmation; then reopen.
      await panel.getByRole('button', { name: 'Cancel subscription' }).click();
      const cancel = page.getByRole('dialog', { name: 'Cancel your subscription?' });
      await cancel.getByRole('button', { name: 'Cancel at period end' }).click();
      await expect(toast(page, BILLING_MESSAGES.cancellationScheduled)).toBeVisible();
      await expect(panel.getByTestId('subscription-status')).toHaveText('Cancellation Scheduled');
      await panel.getByRole('button', { name: 'Reopen subscription' }).click();
      await page
        .getByRole('dialog', { name: 'Reopen your subscription?' })
        .getByRole('button', { name: 'Reopen subscription' })
        .click();
      await expect(toast(page, BILLING_MESSAGES.subscriptionReopened)).toBeVisible();
      await expect(panel.getByTestId('subscription-status')).toHaveText('Active');

      // Transactions: the first payment and the plan change, each with its receipt.
      await page.goto(ROUTES['dashboard.billing.transactions']);
      const rows = page.getByTestId('transaction-row');
      await expect(rows).toHaveCount(2);
      await expect(rows.nth(0)).toContainText('Plan change');
      await expect(rows.nth(1)).toContainText('New subscription');
      await expect(rows.nth(1)).toContainText('$190.00');
      await expectNoPageOverflow(page);
      await screenshot(page, `billing-transactions-${viewport.name}`);
      for (const index of [0, 1]) {
        const receipt = rows.nth(index).getByRole('link', { name: /^Receipt for / });
        const href = await receipt.getAttribute('href');
        const answer = await page.request.get(href!);
        expect(answer.status()).toBe(200);
        expect(await answer.text()).toContain('receipt');
      }
      const [receiptTab] = await Promise.all([
        context.waitForEvent('page'),
        rows
          .nth(1)
          .getByRole('link', { name: /^Receipt for / })
          .click(),
      ]);
      await expect(receiptTab.getByRole('heading', { level: 1 })).toContainText('receipt');
      await receiptTab.close();

      // The filters: only plan changes.
      await page.getByLabel('Type').selectOption({ label: 'Plan change' });
      await expect(page).toHaveURL(/type=subscription_update/);
      await expect(rows).toHaveCount(1);
    });

    test('a cancelled checkout charges nothing', async ({ page, signIn }) => {
      await signIn({ credits: 30 });
      await page.goto(ROUTES['dashboard.billing.checkoutCancel']);
      await expect(page.getByRole('heading', { name: 'Checkout cancelled' })).toBeVisible();
      await page.getByRole('link', { name: 'Back to plans' }).click();
      await expect(page.getByTestId('subscription-panel').getByTestId('current-plan')).toHaveText('Free');
    });
  });
}
