/**
 * Accounts as a new person meets them, against the real server, a real SMTP server receiving the
 * mail and a local OpenID Connect issuer standing in for Google (e2e/doubles). Every flow runs at
 * desktop width and at 375 px.
 */
import type { Page } from '@playwright/test';
import { MESSAGES, PASSWORD_CHANGE_MESSAGES, ROUTES } from '@memeforge/contract';
import { test, expect, screenshot } from '../fixtures';
import { latestMailLink, setGoogleAccount } from '../support/mailbox';

const PASSWORD = 'Tangerine#Rocket42';
const NEW_PASSWORD = 'Marmalade$Comet77';
const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'mobile', width: 375, height: 812 },
] as const;

const dialog = (page: Page) => page.getByRole('dialog');

async function fillLogin(page: Page, email: string, password: string) {
  await dialog(page).getByLabel('Email').fill(email);
  await dialog(page).getByLabel('Password', { exact: true }).fill(password);
  await dialog(page).getByRole('button', { name: 'Sign In', exact: true }).click();
}

for (const viewport of VIEWPORTS) {
  test.describe(`accounts at ${viewport.name} width`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('sign up, verify from the e-mail, log out, log in, reset the password, log in again, change it', async ({
      page,
      allowConsoleErrors,
    }) => {
      // A whole account's life in one test: more than the default 30 s on a busy machine.
      test.slow();
      // The wrong-password steps below answers 400 on purpose; Chromium logs that.
      allowConsoleErrors(/Failed to load resource: the server responded with a status of 400/);
      const email = `new-${viewport.name}-${Date.now()}@example.com`;

      // Sign up from the header (desktop) or the sign-up link (mobile).
      await page.goto('/');
      if (viewport.name === 'desktop') {
        await page
          .getByRole('banner')
          .getByRole('link', { name: /Sign Up/ })
          .click();
      } else {
        await page.goto(`/?toggle_login_modal=true&mode=signup`);
      }
      await expect(dialog(page).getByRole('heading', { name: 'Create a Free Account' })).toBeVisible();
      const submit = dialog(page).getByRole('button', { name: 'Sign Up for Free' });
      await expect(submit).toBeDisabled();
      await dialog(page).getByLabel('Name').fill('Ada Lovelace');
      await dialog(page).getByLabel('Email').fill(email);
      await dialog(page).getByLabel('Password', { exact: true }).fill('12345678');
      await expect(dialog(page).getByText(MESSAGES.passwordTooNumeric)).toBeVisible();
      await expect(submit).toBeDisabled();
      await dialog(page).getByLabel('Password', { exact: true }).fill(PASSWORD);
      await screenshot(page, `accounts-signup-${viewport.name}`);
      await submit.click();

      await expect(page.getByText(MESSAGES.signupSuccess)).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`${ROUTES.emailVerificationSent}`));
      await screenshot(page, `accounts-verification-sent-${viewport.name}`);

      // The e-mail arrives over SMTP; its link opens the verify page and signs the person in.
      const verification = await latestMailLink(email);
      expect(verification.subject).toContain('Confirm your e-mail');
      expect(verification.link.pathname).toBe(ROUTES.verifyEmail);
      // Opening it signs nobody in: the page asks first (a planted link must not sign anyone in).
      await page.goto(verification.link.pathname + verification.link.search);
      await screenshot(page, `accounts-verify-confirm-${viewport.name}`);
      await page.getByRole('button', { name: 'Verify my e-mail' }).click();
      await expect(page).toHaveURL(new RegExp(ROUTES['dashboard.generateMeme']), { timeout: 10_000 });
      await screenshot(page, `accounts-verified-generate-${viewport.name}`);

      // Log out.
      await page.goto(ROUTES.logout);
      await expect(page).toHaveURL(/\/$/);

      // Wrong password first: the product's error, nothing lost.
      await page.goto('/?toggle_login_modal=true');
      await expect(dialog(page).getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
      await fillLogin(page, email, 'Wrong#Password1');
      await expect(page.getByText(MESSAGES.loginError(MESSAGES.invalidCredentials)).first()).toBeVisible();
      await expect(dialog(page).getByLabel('Email')).toHaveValue(email);
      await fillLogin(page, email, PASSWORD);
      await expect(page.getByText(MESSAGES.loginSuccess)).toBeVisible();
      await expect(page).toHaveURL(new RegExp(ROUTES['dashboard.generateMeme']));
      await page.goto(ROUTES.logout);
      await expect(page).toHaveURL(/\/$/);

      // Forgot password: the link comes by e-mail and opens the Reset form.
      await page.goto('/?toggle_login_modal=true');
      await dialog(page)
        .getByRole('button', { name: 'Forgot Password?' })
        .or(dialog(page).getByRole('link', { name: 'Forgot Password?' }))
        .click();
      await expect(dialog(page).getByRole('heading', { name: 'Reset Password' })).toBeVisible();
      await dialog(page).getByLabel('Email').fill(email);
      const before = (await latestMailLink(email)).count;
      await dialog(page)
        .getByRole('button', { name: /Reset Password|Send/ })
        .click();
      await expect(page.getByText(MESSAGES.resetLinkSent).first()).toBeVisible();
      const reset = await latestMailLink(email, before);
      expect(reset.link.pathname).toBe(ROUTES.resetPassword);
      await page.goto(reset.link.pathname + reset.link.search);
      await expect(dialog(page).getByRole('heading', { name: 'Reset Your Password' })).toBeVisible();
      await dialog(page).getByLabel('New Password', { exact: true }).fill(NEW_PASSWORD);
      await dialog(page).getByLabel('Confirm Password', { exact: true }).fill(NEW_PASSWORD);
      await screenshot(page, `accounts-reset-form-${viewport.name}`);
      await dialog(page).getByRole('button', { name: 'Reset Password' }).click();
      await expect(page.getByText(MESSAGES.resetSuccess).first()).toBeVisible();
      // After 2 s the dialog switches to login.
      await expect(dialog(page).getByRole('heading', { name: 'Welcome Back' })).toBeVisible({ timeout: 5000 });

      await fillLogin(page, email, NEW_PASSWORD);
      await expect(page).toHaveURL(new RegExp(ROUTES['dashboard.generateMeme']));

      // Signed in, the profile page changes the password: the current one first, and a wrong one
      // keeps what was typed.
      await page.goto(ROUTES['dashboard.profile']);
      const change = page.getByRole('form', { name: 'Change password' });
      await change.getByLabel('Current password').fill('Not#The#Password1');
      await change.getByLabel('New password', { exact: true }).fill(PASSWORD);
      await change.getByLabel('Confirm new password').fill(PASSWORD);
      await change.getByRole('button', { name: 'Change password' }).click();
      await expect(change.getByRole('alert')).toContainText(PASSWORD_CHANGE_MESSAGES.oldPasswordWrong);
      await expect(change.getByLabel('New password', { exact: true })).toHaveValue(PASSWORD);
      await change.getByLabel('Current password').fill(NEW_PASSWORD);
      await change.getByRole('button', { name: 'Change password' }).click();
      await expect(page.getByText(PASSWORD_CHANGE_MESSAGES.changed).first()).toBeVisible();
      await screenshot(page, `accounts-password-changed-${viewport.name}`);
      // Still signed in on renewed cookies; the new password is the one that signs in.
      await page.reload();
      await expect(page.getByRole('heading', { name: 'Profile' })).toBeVisible();
      await page.goto(ROUTES.logout);
      await expect(page).toHaveURL(/\/$/);
      await page.goto('/?toggle_login_modal=true');
      await fillLogin(page, email, PASSWORD);
      await expect(page).toHaveURL(new RegExp(ROUTES['dashboard.generateMeme']));
    });

    test('sign in with Google through the OpenID Connect issuer', async ({ page }) => {
      const sub = `google-${viewport.name}-${Date.now()}`;
      await setGoogleAccount({ sub, email: `${sub}@gmail.example`, name: 'Mary Jackson' });
      await page.goto('/?toggle_login_modal=true');
      await expect(dialog(page).getByText('Or continue with')).toBeVisible();
      await dialog(page).getByRole('link', { name: 'Sign in with Google' }).click();
      await expect(page).toHaveURL(new RegExp(ROUTES['dashboard.generateMeme']), { timeout: 15_000 });
      await expect(page.getByText(MESSAGES.loginSuccess)).toBeVisible();
      await screenshot(page, `accounts-google-signed-in-${viewport.name}`);
    });
  });
}

test('the Google callback without a code says so and goes to login', async ({ page }) => {
  await page.goto(`${ROUTES.googleCallback}`);
  await expect(page.getByText(MESSAGES.noAuthorizationCode).first()).toBeVisible();
  await expect(dialog(page).getByRole('heading', { name: 'Welcome Back' })).toBeVisible({ timeout: 5000 });
});

test('a verify link without a key shows Invalid Verification Link', async ({ page }) => {
  await page.goto(ROUTES.verifyEmail);
  await expect(page.getByRole('heading', { name: MESSAGES.invalidVerificationLink })).toBeVisible();
  for (const name of ['Try Logging In', 'Create New Account', 'Go Home']) {
    await expect(page.getByRole('link', { name }).or(page.getByRole('button', { name }))).toBeVisible();
  }
});

test('change the name on the profile page', async ({ page, signIn }) => {
  await signIn({ name: 'Old Name' });
  await page.goto(ROUTES['dashboard.profile']);
  await page.getByLabel('First name').fill('Katherine');
  await page.getByLabel('Last name').fill('Johnson');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText(MESSAGES.nameUpdated)).toBeVisible();
  await expect(page.getByRole('button', { name: /Account menu for Katherine Johnson/ })).toBeVisible();
  await screenshot(page, 'accounts-profile');
});

test('subscribe to the newsletter from the footer', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await footer.getByLabel(/Newsletter e-mail address/).fill(`reader-${Date.now()}@example.com`);
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByText(MESSAGES.newsletterSubscribed)).toBeVisible();
  await expect(footer.getByRole('button', { name: 'Subscribed!' })).toBeDisabled();
  await expect(footer.getByLabel(/Newsletter e-mail address/)).toBeDisabled();
  await footer.scrollIntoViewIfNeeded();
  await screenshot(page, 'accounts-newsletter');
});

test('a public page renews an expired access cookie and arrives signed in', async ({ page, context, signIn }) => {
  await signIn();
  const cookies = await context.cookies();
  const access = cookies.find((cookie) => cookie.name === 'access_token')!;
  await context.addCookies([{ ...access, value: 'expired-or-garbage' }]);
  const response = await page.goto('/');
  expect(await response!.text()).toContain('Back to App');
  const renewed = (await context.cookies()).find((cookie) => cookie.name === 'access_token');
  expect(renewed?.value).not.toBe('expired-or-garbage');
});
