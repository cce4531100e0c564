import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'react-router';
import {
  CONTACT_HONEYPOT_FIELD,
  CONTACT_LIMITS,
  CONTACT_MESSAGES,
  CONTACT_EMAIL,
  ENDPOINTS,
  MESSAGES,
  type User,
} from '@memeforge/contract';
import { USER, fakeServer } from '../../test-support/fake-server';
import { createTestQueryClient, renderRoutes } from '../../test-support/render';
import { sessionKeys } from '../session/queries';
import { CONTACT_FORM_TEXTS, ContactForm } from './contact-form';

const ROUTE = `POST ${ENDPOINTS.contact}`;
let server: ReturnType<typeof fakeServer>;

beforeEach(() => {
  server = fakeServer();
  vi.stubGlobal('fetch', server.fetch);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The signed-in user the fake server knows (Ada Lovelace). */
const ADA: User = USER;

function setup(user: User | null = null) {
  const client = createTestQueryClient();
  client.setQueryData(sessionKeys.me, user);
  const utils = renderRoutes(<Route path="/contact-us" element={<ContactForm />} />, '/contact-us', client);
  return {
    ...utils,
    name: screen.getByLabelText('Name'),
    email: screen.getByLabelText('Email'),
    subject: screen.getByLabelText('Subject'),
    message: screen.getByLabelText('Message'),
    submit: () => screen.getByRole('button', { name: CONTACT_FORM_TEXTS.submit }),
  };
}

/** Answers are held until `release` is called, to look at the form while it is sending. */
function holdAnswers() {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const fetch = server.fetch.getMockImplementation()!;
  server.fetch.mockImplementation(async (input, init) => {
    await held;
    return fetch(input, init);
  });
  return release;
}

async function fillValid(ui: ReturnType<typeof setup>) {
  await ui.user.type(ui.name, 'Ada Lovelace');
  await ui.user.type(ui.email, 'ada@example.com');
  await ui.user.type(ui.subject, 'Video memes');
  await ui.user.type(ui.message, 'How long can an uploaded video be?');
}

describe('ContactForm', () => {
  it('is reachable by Tab in reading order, and the honeypot is not', async () => {
    const ui = setup();
    await ui.user.tab();
    expect(ui.name).toHaveFocus();
    await ui.user.tab();
    expect(ui.email).toHaveFocus();
    await ui.user.tab();
    expect(ui.subject).toHaveFocus();
    await ui.user.tab();
    expect(ui.message).toHaveFocus();
    await ui.user.tab();
    expect(ui.submit()).toHaveFocus();

    const honeypot = document.querySelector<HTMLInputElement>(`input[name="${CONTACT_HONEYPOT_FIELD}"]`)!;
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
    // Out of the accessibility tree: only the four fields are textboxes to assistive technology.
    expect(screen.queryByRole('textbox', { name: 'Website' })).toBeNull();
    expect(screen.getAllByRole('textbox')).toHaveLength(4);
  });

  it('shows every problem inline, ties each to its field and focuses the first, without asking the server', async () => {
    const ui = setup();
    await ui.user.type(ui.email, 'not-an-email');
    await ui.user.click(ui.submit());

    for (const [field, text] of [
      [ui.name, CONTACT_MESSAGES.nameRequired],
      [ui.email, MESSAGES.invalidEmail],
      [ui.subject, CONTACT_MESSAGES.subjectRequired],
      [ui.message, CONTACT_MESSAGES.messageRequired],
    ] as const) {
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveAccessibleDescription(expect.stringContaining(text));
    }
    expect(ui.name).toHaveFocus();
    expect(server.calls(ROUTE)).toHaveLength(0);

    await ui.user.type(ui.name, 'Ada');
    await ui.user.type(ui.message, 'Too short');
    await ui.user.click(ui.submit());
    expect(ui.message).toHaveAccessibleDescription(expect.stringContaining(CONTACT_MESSAGES.messageTooShort));
    // The first field still in error gets the focus.
    expect(ui.email).toHaveFocus();
  });

  it('counts the message against its limit', async () => {
    const ui = setup();
    expect(ui.message).toHaveAccessibleDescription(
      `At least ${CONTACT_LIMITS.messageMin} characters. 0/${CONTACT_LIMITS.messageMax}`,
    );
    await ui.user.type(ui.message, 'Hello');
    // The count stays beside the error once there is one.
    expect(ui.message).toHaveAccessibleDescription(
      `${CONTACT_MESSAGES.messageTooShort} 5/${CONTACT_LIMITS.messageMax}`,
    );
  });

  it('sends once, busy and locked while sending, then confirms what happens next', async () => {
    const release = holdAnswers();
    server.on(ROUTE, { status: 200, body: { message: CONTACT_MESSAGES.sent } });
    const ui = setup();
    await fillValid(ui);
    await ui.user.click(ui.submit());

    const busy = screen.getByRole('button', { name: CONTACT_FORM_TEXTS.sending });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(ui.message).toHaveAttribute('readonly');
    await ui.user.keyboard('{Enter}');

    release();
    const status = await screen.findByRole('status');
    const heading = within(status).getByRole('heading', { name: CONTACT_FORM_TEXTS.sentTitle });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(within(status).getByText(CONTACT_MESSAGES.sent)).toBeInTheDocument();
    expect(within(status).getByText(CONTACT_FORM_TEXTS.replyTo('ada@example.com'))).toBeInTheDocument();
    expect(server.calls(ROUTE)).toHaveLength(1);
    expect(server.calls(ROUTE)[0]!.body).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      subject: 'Video memes',
      message: 'How long can an uploaded video be?',
      [CONTACT_HONEYPOT_FIELD]: '',
    });
  });

  it('offers another message, keeping the name and e-mail', async () => {
    server.on(ROUTE, { status: 200, body: { message: CONTACT_MESSAGES.sent } });
    const ui = setup();
    await fillValid(ui);
    await ui.user.click(ui.submit());
    await ui.user.click(await screen.findByRole('button', { name: CONTACT_FORM_TEXTS.another }));

    expect(screen.getByLabelText('Name')).toHaveValue('Ada Lovelace');
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');
    expect(screen.getByLabelText('Subject')).toHaveValue('');
    await waitFor(() => expect(screen.getByLabelText('Subject')).toHaveFocus());
    expect(screen.getByLabelText('Subject')).not.toHaveAttribute('aria-invalid');
  });

  it("shows the server's field messages where they belong, keeps every value, and clears one when edited", async () => {
    server.on(ROUTE, { status: 400, body: { message: ['The server does not like this message.'] } });
    const ui = setup();
    await fillValid(ui);
    await ui.user.click(ui.submit());

    await waitFor(() => expect(ui.message).toHaveFocus());
    expect(ui.message).toHaveAttribute('aria-invalid', 'true');
    expect(ui.message).toHaveAccessibleDescription(expect.stringContaining('The server does not like this message.'));
    expect(ui.name).toHaveValue('Ada Lovelace');
    expect(ui.subject).toHaveValue('Video memes');
    expect(ui.message).toHaveValue('How long can an uploaded video be?');
    expect(ui.submit()).toBeEnabled();

    await ui.user.type(ui.message, '!');
    expect(ui.message).not.toHaveAttribute('aria-invalid');
  });

  it("shows the rate limit's message above the button and focuses it, values kept", async () => {
    const detail = CONTACT_MESSAGES.tooMany(1800);
    server.on(ROUTE, { status: 429, body: { detail }, headers: { 'retry-after': '1800' } });
    const ui = setup();
    await fillValid(ui);
    await ui.user.click(ui.submit());

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(detail);
    expect(alert).not.toHaveTextContent(CONTACT_EMAIL);
    await waitFor(() => expect(alert).toHaveFocus());
    expect(ui.message).toHaveValue('How long can an uploaded video be?');
    expect(ui.submit()).toBeEnabled();
  });

  it('falls back to our words, with the e-mail address, when the server failed or the network is down', async () => {
    server.on(ROUTE, { status: 500, body: { detail: MESSAGES.serverError } }, { status: 0, networkError: true });
    const ui = setup();
    await fillValid(ui);
    await ui.user.click(ui.submit());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(CONTACT_MESSAGES.failed);
    expect(within(alert).getByRole('link', { name: CONTACT_EMAIL })).toHaveAttribute('href', `mailto:${CONTACT_EMAIL}`);

    await ui.user.click(ui.submit());
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(CONTACT_MESSAGES.networkError));
    expect(ui.subject).toHaveValue('Video memes');
  });

  it("fills in a signed-in person's name and e-mail", () => {
    const ui = setup(ADA);
    expect(ui.name).toHaveValue('Ada Lovelace');
    expect(ui.email).toHaveValue('ada@example.com');
    expect(ui.name).not.toHaveAttribute('aria-invalid');
  });

  it('fills them in when the session is found after the page loaded, unless the person typed there', async () => {
    const ui = setup(null);
    await ui.user.type(ui.name, 'Countess');
    ui.client.setQueryData(sessionKeys.me, ADA);
    await waitFor(() => expect(ui.email).toHaveValue('ada@example.com'));
    expect(ui.name).toHaveValue('Countess');
  });

  it('sends what a bot typed into the honeypot, for the server to drop', async () => {
    server.on(ROUTE, { status: 200, body: { message: CONTACT_MESSAGES.sent } });
    const ui = setup();
    await fillValid(ui);
    const honeypot = document.querySelector<HTMLInputElement>(`input[name="${CONTACT_HONEYPOT_FIELD}"]`)!;
    await ui.user.type(honeypot, 'https://spam.example');
    await ui.user.click(ui.submit());
    await screen.findByRole('status');
    expect(server.calls(ROUTE)[0]!.body).toMatchObject({ [CONTACT_HONEYPOT_FIELD]: 'https://spam.example' });
  });
});
