import { test, expect, screenshot } from '../fixtures';

test.describe('dashboard access', () => {
  test('a signed-out visit to any dashboard route lands on the login dialog', async ({ page }) => {
    for (const path of ['/dashboard/generate', '/dashboard/library', '/dashboard/billing/transactions']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/\?toggle_login_modal=true$/);
    }
  });
});

test.describe('dashboard shell at 1280 px', () => {
  test('free user: navigation, credits, banner, upgrade, user menu', async ({ page, signIn, allowConsoleErrors }) => {
    // The test visits the Library, whose template list answers a free plan with a 403.
    allowConsoleErrors(/Failed to load resource: the server responded with a status of 403/);
    const user = await signIn({ name: 'Grace Hopper', credits: 30 });
    await page.goto('/dashboard/generate');

    const main = page.getByRole('navigation', { name: 'Main' });
    for (const label of ['Generate', 'Library', 'Editor', 'My Memes']) {
      await expect(main.getByRole('link', { name: label })).toBeVisible();
    }
    await expect(page.getByRole('heading', { level: 1, name: 'Generate' })).toBeVisible();
    await expect(page.getByTestId('credits-box')).toContainText('30');
    await expect(page.getByTestId('credits-box')).not.toContainText('Credits reset');
    await expect(page.getByTestId('free-banner')).toContainText('Access 1000+ templates & more credits.');
    await expect(page.getByTestId('free-banner').getByRole('link', { name: 'Upgrade Now' })).toBeVisible();
    await expect(page.getByTestId('upgrade-to-pro')).toContainText('Upgrade to Pro');

    const sections = page.getByRole('complementary', { name: 'Dashboard' });
    await expect(sections.locator('[data-nav-key="generate"]')).toHaveAttribute('aria-current', 'page');
    await screenshot(page, 'dashboard-desktop');

    // Left navigation follows the route.
    await main.getByRole('link', { name: 'Library' }).click();
    await expect(page).toHaveURL(/\/dashboard\/library$/);
    await expect(sections.locator('[data-nav-key="library"]')).toHaveAttribute('aria-current', 'page');

    // Collapse to a narrow strip: the upgrade button becomes a star.
    await page.getByRole('button', { name: 'Collapse navigation' }).click();
    await expect(sections).toHaveAttribute('data-collapsed', 'true');
    const star = page.getByTestId('upgrade-to-pro');
    await expect(star).toHaveAttribute('title', 'Upgrade to Pro');
    // The strip narrows with a transition: read the width once it has settled.
    await expect.poll(async () => (await star.boundingBox())?.width ?? Infinity).toBeLessThan(60);
    await screenshot(page, 'dashboard-desktop-collapsed');
    await page.getByRole('button', { name: 'Expand navigation' }).click();

    // User dropdown: name, items, closes on an outside click.
    await page.getByRole('button', { name: `Account menu for ${user.name}` }).click();
    const menu = page.getByRole('menu');
    for (const item of ['Profile', 'Subscriptions', 'Contact Us', 'Sign Out']) {
      await expect(menu.getByRole('menuitem', { name: item })).toBeVisible();
    }
    await page.mouse.click(640, 600);
    await expect(menu).toBeHidden();
  });

  test('paid user: no banner, credits reset note', async ({ page, signIn }) => {
    await signIn({ plan: 'pro', credits: 1000 });
    await page.goto('/dashboard/memes');
    await expect(page.getByTestId('credits-box')).toContainText('1000');
    await expect(page.getByTestId('credits-box')).toContainText('Credits reset monthly');
    await expect(page.getByTestId('free-banner')).toHaveCount(0);
    await expect(page.getByTestId('upgrade-to-pro')).toHaveCount(0);
  });

  test('sign out ends the session and returns to the landing page', async ({ page, signIn }) => {
    const user = await signIn();
    await page.goto('/dashboard/editor');
    await page.getByRole('button', { name: `Account menu for ${user.name}` }).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('link', { name: 'Log In' })).toBeVisible();
    await page.goto('/dashboard/editor');
    await expect(page).toHaveURL(/toggle_login_modal=true/);
  });
});

test.describe('dashboard shell at 375 px', () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

  test('the navigation is a slide-in menu with credits and the user block', async ({
    page,
    signIn,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/Failed to load resource: the server responded with a status of 403/);
    const user = await signIn({ name: 'Katherine Johnson' });
    await page.goto('/dashboard/library');
    await expect(page.getByRole('complementary', { name: 'Dashboard' })).toBeHidden();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await screenshot(page, 'dashboard-mobile');

    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByTestId('mobile-menu');
    await expect(menu).toBeVisible();
    await expect(menu.getByTestId('credits-box')).toContainText('30');
    await expect(menu.getByText(user.name)).toBeVisible();
    for (const link of ['Profile', 'Subscriptions', 'Sign Out']) {
      await expect(menu.getByRole('link', { name: link })).toBeVisible();
    }
    await expect(menu.getByTestId('upgrade-to-pro')).toBeVisible();
    await screenshot(page, 'dashboard-mobile-menu');

    await menu.getByRole('navigation').getByRole('link', { name: 'Editor' }).click();
    await expect(page).toHaveURL(/\/dashboard\/editor$/);
    await expect(menu).toBeHidden();
  });
});
