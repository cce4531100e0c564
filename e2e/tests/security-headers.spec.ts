/**
 * The Content-Security-Policy the server sends is one the app runs under: every page, public and
 * dashboard, loads, hydrates and shows its media without the browser reporting a violation.
 */
import type { Page } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { ENDPOINTS, ROUTES } from '@memeforge/contract';
import { test, expect } from '../fixtures';
import { starterLibraryLoaded } from '../support/starter-library';

const PUBLIC_PAGES = [
  ROUTES.landing,
  ROUTES.login,
  ROUTES.publicTemplates,
  ROUTES.contactUs,
  ROUTES.subscription,
  ROUTES.privacyPolicy,
  ROUTES.termsOfService,
];

const DASHBOARD_PAGES = [
  ROUTES['dashboard.generateMeme'],
  ROUTES['dashboard.library'],
  ROUTES['dashboard.myMemes'],
  ROUTES['dashboard.editor'],
  ROUTES['dashboard.profile'],
  ROUTES['dashboard.billing.subscription'],
  ROUTES['dashboard.billing.transactions'],
];

const UPLOAD = fileURLToPath(new URL('../../apps/server/seed/templates/images/angry-bear-roar.jpg', import.meta.url));

interface Violation {
  directive: string;
  blocked: string;
  page: string;
}

/** Collects the page's CSP violation events (from before any script of ours runs) and console reports. */
async function watchViolations(page: Page): Promise<Violation[]> {
  const violations: Violation[] = [];
  await page.exposeFunction('__reportCspViolation', (violation: Violation) => violations.push(violation));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation: (v: Violation) => void }).__reportCspViolation;
      void report({ directive: event.violatedDirective, blocked: event.blockedURI, page: location.pathname });
    });
  });
  page.on('console', (message) => {
    if (/Content.Security.Policy/i.test(message.text())) {
      violations.push({ directive: 'console', blocked: message.text(), page: page.url() });
    }
  });
  return violations;
}

async function visit(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBeLessThan(400);
  expect(response?.headers()['content-security-policy'], path).toContain("script-src 'self'");
  await page.waitForLoadState('networkidle').catch(() => undefined);
  // Rendered by React in the browser (or hydrated): the scripts ran.
  await expect(page.locator('#root main').first()).toBeVisible();
}

test('no page breaks the Content-Security-Policy', async ({ page, request, signIn }) => {
  test.setTimeout(180_000);
  const violations = await watchViolations(page);
  await starterLibraryLoaded(request);

  for (const path of PUBLIC_PAGES) await visit(page, path);
  // A template page, with its image or video from /media/.
  await page.goto(ROUTES.publicTemplates);
  const template = page.locator('main a[href^="/memes/template/"]').first();
  const templatePath = await template.getAttribute('href');
  expect(templatePath).toBeTruthy();
  await visit(page, templatePath!);

  await signIn({ plan: 'pro', isSuperuser: true });
  for (const path of DASHBOARD_PAGES) await visit(page, path);
  // The library's pictures from /media/ load under the policy too.
  await visit(page, ROUTES['dashboard.library']);
  await expect(page.locator('main img').first()).toBeVisible();
  // A chosen upload's preview is a blob: URL.
  await page.getByRole('button', { name: 'Upload template' }).click();
  await page.getByRole('dialog').locator('input[type="file"]').setInputFiles(UPLOAD);
  await expect(page.getByRole('dialog').locator('img[src^="blob:"]')).toBeVisible();
  await page.keyboard.press('Escape');

  // The API's docs page, served by the same server under the same headers.
  await page.goto(`${ENDPOINTS.apiDocs}/`);
  await page.waitForLoadState('networkidle').catch(() => undefined);

  expect(violations, 'CSP violations').toEqual([]);
});
