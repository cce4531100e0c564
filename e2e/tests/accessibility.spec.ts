/**
 * Accessibility (decision 032): axe-core with the WCAG 2.1 A and AA rules finds nothing
 * on every public page and every dashboard page, at 1280 px and at 375 px, nor in the main dialogs
 * open (the auth dialog's forms, the meme editor, the share dialog, the upgrade dialog, the
 * delete-account dialog, the user menu and the phone's navigation sheet). The API reference page
 * is checked at both widths by its own spec, with its reference drawn and at an operation.
 */
import type { Page } from '@playwright/test';
import { MESSAGES, ROUTES, authDialogPath } from '@memeforge/contract';
import { test, expect } from '../fixtures';
import { expectNoAxeViolations } from '../support/axe';
import { showcaseReady } from '../support/showcase';
import { starterLibraryLoaded } from '../support/starter-library';

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'mobile', width: 375, height: 812 },
] as const;

const PUBLIC_PAGES = [
  ROUTES.landing,
  ROUTES.subscription,
  ROUTES.contactUs,
  ROUTES.privacyPolicy,
  ROUTES.termsOfService,
  ROUTES.publicTemplates,
  ROUTES.emailVerificationSent,
  ROUTES.verifyEmail,
] as const;

const cards = (page: Page, list: string) => page.getByRole('list', { name: list }).getByTestId('meme-card');

/** Each card's skeleton shows for a random 0.5 to 1.5 s (product.md §4.10). */
const SKELETONS_MS = 1600;

for (const viewport of VIEWPORTS) {
  test.describe(`axe at ${viewport.name} width`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('public pages, the 404 page and the auth dialog', async ({ page, request, allowConsoleErrors }) => {
      test.setTimeout(180_000);
      // The 404 page answers 404 on purpose; Chromium logs that.
      allowConsoleErrors(/Failed to load resource: the server responded with a status of 404/);
      await starterLibraryLoaded(request);
      await showcaseReady(request);
      for (const path of PUBLIC_PAGES) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        await expectNoAxeViolations(page, path);
      }

      // The forms with their problems shown, and a sample clip playing on the landing page.
      await page.goto(ROUTES.contactUs);
      await page.getByRole('button', { name: 'Send Message' }).click();
      await expect(page.getByRole('textbox', { name: 'Message' })).toHaveAttribute('aria-invalid', 'true');
      await expectNoAxeViolations(page, 'the contact form with its errors');
      await page.goto(ROUTES.landing);
      const videos = page.getByRole('region', { name: 'Sample video memes' });
      await videos
        .getByRole('button', { name: /^Play the video meme/ })
        .first()
        .click();
      await expect(videos.locator('video')).toHaveCount(1);
      await expectNoAxeViolations(page, 'the landing page with a clip playing');

      // A public template page, reached from the index.
      await page.goto(ROUTES.publicTemplates);
      await page.locator('main a[href^="/memes/template/"]').first().click();
      await expect(page).toHaveURL(/\/memes\/template\/[a-z0-9-]+$/);
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Meme Template');
      await expectNoAxeViolations(page, 'a public template page');

      await page.goto('/no-such-page');
      await expect(page.getByText('Page not found').first()).toBeVisible();
      await expectNoAxeViolations(page, 'the 404 page');

      for (const [mode, heading] of [
        ['login', 'Welcome Back'],
        ['signup', 'Create a Free Account'],
        ['forgot', 'Reset Password'],
      ] as const) {
        await page.goto(authDialogPath(mode));
        await expect(page.getByRole('dialog').getByRole('heading', { name: heading })).toBeVisible();
        await expectNoAxeViolations(page, `the auth dialog (${mode})`);
      }
      await page.goto(authDialogPath('signup'));
      const signup = page.getByRole('dialog');
      await signup.getByLabel('Email').fill('not-an-address');
      await signup.getByLabel('Password', { exact: true }).fill('12345678');
      await signup.getByLabel('Name').fill('Ada');
      await expect(signup.getByText(MESSAGES.passwordTooNumeric)).toBeVisible();
      await expectNoAxeViolations(page, 'the sign-up form with its errors');
    });

    test('dashboard pages, the user menu and the delete-account dialog', async ({ page, request, signIn }) => {
      test.setTimeout(180_000);
      await starterLibraryLoaded(request);
      const user = await signIn({ plan: 'pro', credits: 1000, name: 'Ada Lovelace' });
      for (const path of [
        ROUTES['dashboard.generateMeme'],
        ROUTES['dashboard.myMemes'],
        ROUTES['dashboard.library'],
        ROUTES['dashboard.editor'],
        ROUTES['dashboard.profile'],
        ROUTES['dashboard.billing.subscription'],
        ROUTES['dashboard.billing.transactions'],
        ROUTES['dashboard.billing.checkoutSuccess'],
        ROUTES['dashboard.billing.checkoutCancel'],
      ]) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        if (path === ROUTES['dashboard.library']) await page.waitForTimeout(SKELETONS_MS);
        await expectNoAxeViolations(page, path);
      }

      // The account menu (desktop) or the navigation sheet (phone).
      await page.goto(ROUTES['dashboard.generateMeme']);
      if (viewport.name === 'desktop') {
        await page.getByRole('button', { name: `Account menu for ${user.name}` }).click();
        await expect(page.getByRole('menu')).toBeVisible();
        await expectNoAxeViolations(page, 'the account menu');
        await page.keyboard.press('Escape');
      } else {
        await page.getByRole('button', { name: 'Open menu' }).click();
        await expect(page.getByTestId('mobile-menu')).toBeVisible();
        await expectNoAxeViolations(page, 'the navigation sheet');
        await page.keyboard.press('Escape');
      }

      await page.goto(ROUTES['dashboard.profile']);
      await page.getByRole('button', { name: 'Delete account' }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByRole('button', { name: 'Delete my account' })).toBeVisible();
      await expectNoAxeViolations(page, 'the delete-account dialog');
    });

    test('generated memes, the meme editor, the share dialog and a shared meme page', async ({
      page,
      request,
      signIn,
    }) => {
      test.setTimeout(180_000);
      await starterLibraryLoaded(request);
      await signIn({ plan: 'pro', credits: 100 });
      await page.goto(ROUTES['dashboard.generateMeme']);
      await page.getByRole('textbox', { name: 'What should your memes be about?' }).fill('accessible memes');
      await page.locator('label', { has: page.getByRole('radio', { name: 'Images' }) }).click();
      await page.getByRole('button', { name: 'Generate Memes' }).click();
      const ready = cards(page, 'Generated memes').filter({ has: page.locator('img[src*="/media/memes/"]') });
      await expect(ready).toHaveCount(4, { timeout: 20_000 });
      await expect(page.getByText(MESSAGES.generationCompleted)).toBeVisible();
      await expectNoAxeViolations(page, 'the generator with its results');
      // The toast was checked with the page; gone before the dialogs, so none is read mid-fade.
      await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 10_000 });

      await ready.first().getByRole('link', { name: 'Meme Editor' }).click();
      const editor = page.getByRole('dialog', { name: MESSAGES.memeEditorTitle });
      await expect(editor.locator('canvas').first()).toBeVisible();
      await expectNoAxeViolations(page, 'the meme editor dialog');
      await page.keyboard.press('Escape');
      await expect(editor).toBeHidden();

      await ready.first().getByRole('button', { name: 'Share meme' }).click();
      const share = page.getByRole('dialog', { name: 'Share this meme' });
      const link = await share.getByLabel('Public link').inputValue();
      await expectNoAxeViolations(page, 'the share dialog');
      await page.keyboard.press('Escape');

      await page.goto(ROUTES['dashboard.myMemes']);
      await expect(cards(page, 'Memes')).toHaveCount(4);
      await expectNoAxeViolations(page, 'My Memes with memes');

      await page.goto(new URL(link).pathname);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoAxeViolations(page, 'a shared meme page');
    });

    test('a free user: the banner, the premium screen, the media chooser and the upgrade dialog', async ({
      page,
      signIn,
      allowConsoleErrors,
    }) => {
      // The library answers a free plan with a 403.
      allowConsoleErrors(/Failed to load resource: the server responded with a status of 403/);
      await signIn({ plan: 'free' });
      await page.goto(ROUTES['dashboard.library']);
      await expect(page.getByTestId('premium-access')).toContainText(MESSAGES.templatesAccessDenied);
      await expectNoAxeViolations(page, 'the premium-access screen');

      await page.goto(ROUTES['dashboard.editor']);
      await page.getByRole('button', { name: /^Add Image/ }).click();
      const chooser = page.getByRole('dialog', { name: MESSAGES.addImage });
      await expect(chooser).toBeVisible();
      await expectNoAxeViolations(page, 'the Add Image chooser');
      await chooser.getByRole('button', { name: MESSAGES.chooseImageTemplates }).click();
      const upgrade = page.getByRole('dialog', { name: MESSAGES.upgradeRequiredTitle });
      await expect(upgrade).toContainText(MESSAGES.premiumSelectTemplate);
      await expectNoAxeViolations(page, 'the upgrade dialog');
    });
  });
}
