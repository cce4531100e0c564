import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { Route } from 'react-router';
import { ENDPOINTS, MESSAGES } from '@memeforge/contract';
import { NewsletterForm } from './newsletter-form';
import { fakeServer } from '../../test-support/fake-server';
import { renderRoutes } from '../../test-support/render';

const ROUTE = `POST ${ENDPOINTS.newsletterSubscribe}`;
let server: ReturnType<typeof fakeServer>;

beforeEach(() => {
  server = fakeServer();
  vi.stubGlobal('fetch', server.fetch);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function setup() {
  const utils = renderRoutes(<Route path="/" element={<NewsletterForm />} />, '/');
  return { ...utils, input: screen.getByLabelText('Newsletter e-mail address') };
}

describe('NewsletterForm (product.md §4 Newsletter)', () => {
  it('requires a valid e-mail before asking the server', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(screen.getByText(MESSAGES.emailRequired)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Newsletter e-mail address'), 'nope');
    expect(screen.getByText(MESSAGES.invalidEmail)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(server.calls(ROUTE)).toHaveLength(0);
  });

  it("goes from idle to submitting to a locked 'Subscribed!'", async () => {
    let answer!: () => void;
    const held = new Promise<void>((resolve) => (answer = resolve));
    const fetch = server.fetch.getMockImplementation()!;
    server.fetch.mockImplementation(async (input, init) => {
      await held;
      return fetch(input, init);
    });
    server.on(ROUTE, { status: 200, body: { message: MESSAGES.newsletterSubscribed } });
    const { user, input } = setup();
    await user.type(input, 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));

    const busy = screen.getByRole('button', { name: 'Subscribe' });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(input).toHaveAttribute('readonly');

    answer();
    const done = await screen.findByRole('button', { name: MESSAGES.newsletterSubscribedLabel });
    expect(done).toBeDisabled();
    expect(input).toBeDisabled();
    expect(input).toHaveValue('ada@example.com');
    expect(await screen.findByText(MESSAGES.newsletterSubscribed)).toBeInTheDocument();
    expect(server.calls(ROUTE)[0]!.body).toEqual({ email: 'ada@example.com' });
  });

  it("toasts the server's own message, e.g. for a repeat subscription", async () => {
    server.on(ROUTE, { status: 200, body: { message: MESSAGES.newsletterAlreadySubscribed } });
    const { user, input } = setup();
    await user.type(input, 'ada@example.com{Enter}');
    expect(await screen.findByText(MESSAGES.newsletterAlreadySubscribed)).toBeInTheDocument();
  });

  it("shows the server's message on failure and lets the person try again", async () => {
    server.on(ROUTE, { status: 400, body: { email: ['Enter a valid email address.'] } });
    const { user, input } = setup();
    await user.type(input, 'ada@example.com{Enter}');
    expect(await screen.findByText('Enter a valid email address.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
    expect(input).toHaveValue('ada@example.com');
  });

  it('falls back to our texts when the server gave none or the network failed', async () => {
    server.on(ROUTE, { status: 500 }, { status: 0, networkError: true });
    const { user, input } = setup();
    await user.type(input, 'ada@example.com{Enter}');
    expect(await screen.findByText(MESSAGES.newsletterFailed)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText(MESSAGES.newsletterNetworkError)).toBeInTheDocument();
  });

  it('keeps the keyboard focus: on the form once subscribed, on the button after a failure (decision 032)', async () => {
    server.on(ROUTE, { status: 500 }, { status: 200, body: { message: MESSAGES.newsletterSubscribed } });
    const { user, input } = setup();
    await user.type(input, 'ada@example.com');
    await user.tab();
    const button = screen.getByRole('button', { name: 'Subscribe' });
    expect(button).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(await screen.findByText(MESSAGES.newsletterFailed)).toBeInTheDocument();
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Subscribe' })).toHaveFocus());

    await user.keyboard('{Enter}');
    await screen.findByRole('button', { name: MESSAGES.newsletterSubscribedLabel });
    await vi.waitFor(() => expect(screen.getByRole('form', { name: 'Newsletter sign-up' })).toHaveFocus());
  });
});
