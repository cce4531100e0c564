/**
 * /contact-us, /privacy-policy and /terms-of-service are server-rendered and hydrated: each is
 * rendered with entry-server and hydrated like entry-client does, and any mismatch fails the test.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { CONTACT_EMAIL, ENDPOINTS, FREE_SIGNUP_CREDITS, PRODUCT_NAME, ROUTES, type User } from '@memeforge/contract';
import { USER, fakeServer } from '../test-support/fake-server';
import { serverRenderedPages } from '../test-support/ssr';
import { renderRoutes } from '../test-support/render';
import { LEGAL_LAST_UPDATED, formatLegalDate } from '../features/legal/legal-document';
import { TERMS_VALUES, TermsOfServiceText } from '../features/legal/terms-of-service-text';
import { Route } from 'react-router';

let server: ReturnType<typeof fakeServer>;

beforeEach(() => {
  server = fakeServer();
  server.on(`GET ${ENDPOINTS.authProviders}`, { status: 200, body: { google: { enabled: false, loginUrl: null } } });
  vi.stubGlobal('fetch', server.fetch);
  window.localStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const serve = serverRenderedPages();

function serveAndHydrate(url: string, user: User | null = null) {
  return serve(url, { user });
}

/** Every link of the table of contents leads to a heading of the page, in order, and every section is listed. */
function expectContentsMatchSections() {
  const contents = screen.getByRole('navigation', { name: 'Contents' });
  const links = within(contents).getAllByRole('link');
  const sections = within(screen.getByRole('main'))
    .getAllByRole('heading', { level: 2 })
    .filter((heading) => heading.id !== 'legal-contents');
  expect(links.length).toBeGreaterThanOrEqual(8);
  expect(links.map((link) => link.getAttribute('href'))).toEqual(sections.map((heading) => `#${heading.id}`));
  links.forEach((link, index) => expect(sections[index]).toHaveTextContent(`${index + 1}. ${link.textContent}`));
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
}

describe('/contact-us', () => {
  it('renders the form on the server, empty for a visitor, and hydrates', async () => {
    const output = await serveAndHydrate(ROUTES.contactUs);
    expect(output.status).toBe(200);
    expect(output.html).toContain('Contact form');
    expect(screen.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('');
    // How a message is handled is one click away.
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      `${ROUTES.privacyPolicy}#contact-messages`,
    );
  });

  it("fills in a signed-in person's name and e-mail already on the server", async () => {
    const output = await serveAndHydrate(ROUTES.contactUs, USER);
    expect(output.html).toContain(`value="${USER.email}"`);
    expect(screen.getByLabelText('Name')).toHaveValue(USER.name);
    expect(screen.getByLabelText('Email')).toHaveValue(USER.email);
  });
});

describe('/privacy-policy', () => {
  it('has the date, a table of contents with anchors, and says what is kept, why, how long, by whom', async () => {
    const output = await serveAndHydrate(ROUTES.privacyPolicy);
    expect(output.status).toBe(200);
    expect(screen.getByText(formatLegalDate(LEGAL_LAST_UPDATED))).toHaveAttribute('datetime', LEGAL_LAST_UPDATED);
    expectContentsMatchSections();
    for (const heading of [
      'What we collect',
      'Why we use it',
      'How long we keep it',
      'Who else processes it',
      'Cookies and sessions',
      'Exporting and deleting your data',
      'Your rights',
    ]) {
      expect(screen.getByRole('link', { name: heading })).toBeInTheDocument();
    }
    const text = document.body.textContent ?? '';
    for (const fact of [
      'Stripe',
      'Export my data',
      'Delete account',
      'offline writer',
      'Contact messages',
      'Newsletter',
    ]) {
      expect(text).toContain(fact);
    }
    // The contact page links here.
    expect(document.getElementById('contact-messages')).not.toBeNull();
  });
});

describe('/terms-of-service', () => {
  it('has the date and a table of contents with anchors', async () => {
    await serveAndHydrate(ROUTES.termsOfService);
    expect(screen.getByText(formatLegalDate(LEGAL_LAST_UPDATED))).toBeInTheDocument();
    expectContentsMatchSections();
    expect(screen.getByText(/agree to post memes lawfully/)).toBeInTheDocument();
  });

  it('is complete for a paid service with uploads, AI text and subscriptions, with no blanks left (decision 044)', async () => {
    await serveAndHydrate(ROUTES.termsOfService);
    for (const heading of [
      'Your account',
      'Plans and credits',
      'Subscriptions, payments and renewal',
      'Cancellation and refunds',
      'Your content and the licence you give us',
      'The template library',
      'Acceptable use',
      'AI-written captions',
      'Copyright and other complaints',
      'Privacy',
      'Disclaimers',
      'Liability',
      'Suspension and ending your account',
      'Changes to these terms',
      'Governing law and disputes',
    ]) {
      expect(screen.getByRole('link', { name: heading })).toBeInTheDocument();
    }
    const text = (screen.getByRole('main').textContent ?? '').replace(/\s+/g, ' ');
    console.info(`terms of service: ${text.split(' ').length} words`);
    // 842 words said too little; every section above now says what applies.
    expect(text.split(' ').length).toBeGreaterThanOrEqual(2200);
    for (const fact of [
      PRODUCT_NAME,
      CONTACT_EMAIL,
      `${FREE_SIGNUP_CREDITS} free memes`,
      `law of ${TERMS_VALUES.governingLaw}`,
      `Within ${TERMS_VALUES.refundWindowDays} days of the first payment`,
      'renews automatically',
      'Copyright notice',
      'counter-notice',
      'Stripe',
    ]) {
      expect(text).toContain(fact);
    }
    expect(text).not.toMatch(/\[[^\]]*\]|\bTBD\b|\bTODO\b|placeholder|lorem/i);
    const privacy = within(screen.getByRole('main')).getAllByRole('link', { name: 'Privacy Policy' });
    expect(privacy.map((link) => link.getAttribute('href'))).toEqual(privacy.map(() => ROUTES.privacyPolicy));
  });

  it('is the sections alone in the sign-up dialog: no date, no contents, no ids to clash with a page', () => {
    renderRoutes(<Route path="/" element={<TermsOfServiceText />} />, '/');
    expect(screen.queryByRole('navigation', { name: 'Contents' })).toBeNull();
    expect(screen.queryAllByRole('heading', { level: 2 })).toHaveLength(0);
    const headings = screen.getAllByRole('heading', { level: 3 });
    expect(headings.length).toBeGreaterThanOrEqual(8);
    expect(headings.every((heading) => heading.id === '')).toBe(true);
  });
});

describe('formatLegalDate', () => {
  it('writes the date in words, the same everywhere', () => {
    expect(formatLegalDate('2026-11-24')).toBe('24 November 2026');
    expect(formatLegalDate('2027-01-05')).toBe('5 January 2027');
  });
});
