import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router';
import { ENDPOINTS, MB, MESSAGES } from '@memeforge/contract';
import { DashboardLayout } from '../../layouts/dashboard/DashboardLayout';
import { LibraryPage } from '../../pages/LibraryPage';
import { USER, fakeServer } from '../../test-support/fake-server';
import { renderRoutes } from '../../test-support/render';
import { makeTemplate, templateList } from '../../test-support/templates';

const LIST = `GET ${ENDPOINTS.libraryTemplates}`;
const UPLOAD = `POST ${ENDPOINTS.libraryTemplates}`;
let server: ReturnType<typeof fakeServer>;

beforeEach(() => {
  server = fakeServer();
  vi.stubGlobal('fetch', server.fetch);
  window.localStorage.clear();
  server.on(`GET ${ENDPOINTS.user}`, { status: 200, body: { ...USER, isSuperuser: true } });
  server.on(`GET ${ENDPOINTS.currentPackage}`, {
    status: 200,
    body: { subscribedPackagePlan: 'pro', subscribedPackageBillingCycle: 'month', credits: '300' },
  });
  server.on(LIST, { status: 200, body: templateList([makeTemplate(1)]) });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function file(name: string, type: string, size = 1000) {
  const made = new File(['x'], name, { type });
  Object.defineProperty(made, 'size', { value: size });
  return made;
}

async function openDialog() {
  const utils = renderRoutes(
    <Route path="/dashboard" element={<DashboardLayout />}>
      <Route path="library" element={<LibraryPage />} />
    </Route>,
    '/dashboard/library',
  );
  // Accept-filtering off: the dialog's own type check is under test.
  const user = userEvent.setup({ applyAccept: false });
  await user.click(await screen.findByRole('button', { name: 'Upload template' }));
  const dialog = await screen.findByRole('dialog', { name: MESSAGES.uploadTemplateTitle });
  return { ...utils, user, dialog };
}

describe('template upload dialog', () => {
  it("asks for every field with 'Please fill in all fields' and sends nothing", async () => {
    const { user, dialog } = await openDialog();
    expect(within(dialog).getByText('Images up to 5MB, videos up to 20MB')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(MESSAGES.fillAllFields);

    await user.upload(within(dialog).getByLabelText('File'), file('drake.png', 'image/png'));
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    // Title came from the file name; the description is still missing.
    expect(within(dialog).getByRole('alert')).toHaveTextContent(MESSAGES.fillAllFields);
    expect(server.calls(UPLOAD)).toHaveLength(0);
  });

  it('fills the title from the file name until the user edits it', async () => {
    const { user, dialog } = await openDialog();
    const input = within(dialog).getByLabelText('File');
    const title = within(dialog).getByLabelText('Title');
    await user.upload(input, file('distracted boyfriend.jpg', 'image/jpeg'));
    expect(title).toHaveValue('distracted boyfriend');
    expect(within(dialog).getByText('distracted boyfriend.jpg (1000 B)')).toBeInTheDocument();
    await user.upload(input, file('drake.png', 'image/png'));
    expect(title).toHaveValue('drake');
    await user.clear(title);
    await user.type(title, 'Drake hotline');
    await user.upload(input, file('other.png', 'image/png'));
    expect(title).toHaveValue('Drake hotline');
  });

  it('checks the type and the size before sending', async () => {
    const { user, dialog } = await openDialog();
    const input = within(dialog).getByLabelText('File');
    await user.upload(input, file('notes.pdf', 'application/pdf'));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(MESSAGES.templateFileWrongType);
    await user.upload(input, file('big.png', 'image/png', 5 * MB + 1));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(MESSAGES.templateImageTooLarge);
    await user.upload(input, file('big.mp4', 'video/mp4', 20 * MB + 1));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(MESSAGES.templateVideoTooLarge);
    await user.type(within(dialog).getByLabelText('Description'), 'A clip');
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(server.calls(UPLOAD)).toHaveLength(0);
    await user.upload(input, file('ok.mp4', 'video/mp4', 20 * MB));
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });

  it('uploads file, title, description and isPublic=true, toasts, closes and reloads the list', async () => {
    server.on(UPLOAD, { status: 201, body: makeTemplate(2, { title: 'Drake' }) });
    const { user, dialog } = await openDialog();
    await user.upload(within(dialog).getByLabelText('File'), file('drake.png', 'image/png'));
    await user.type(within(dialog).getByLabelText('Description'), 'Two panels: no, then yes.');
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));

    expect(await screen.findByText(MESSAGES.templateUploaded)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const form = server.calls(UPLOAD)[0]!.form!;
    expect((form.get('file') as File).name).toBe('drake.png');
    expect(form.get('title')).toBe('drake');
    expect(form.get('description')).toBe('Two panels: no, then yes.');
    expect(form.get('isPublic')).toBe('true');
    // The caption above the picture unless top and bottom text is chosen.
    expect(form.get('layout')).toBe('band');
    await waitFor(() => expect(server.calls(LIST)).toHaveLength(2));
  });

  it('sends the chosen caption format and the example captions, parts on their own lines', async () => {
    server.on(UPLOAD, { status: 201, body: makeTemplate(3, { title: 'Buttons' }) });
    const { user, dialog } = await openDialog();
    await user.upload(within(dialog).getByLabelText('File'), file('buttons.png', 'image/png'));
    await user.type(within(dialog).getByLabelText('Description'), 'Two buttons, one sweating thumb.');
    expect(within(dialog).getByLabelText('Caption format')).toHaveValue('one_liner');
    await user.selectOptions(within(dialog).getByLabelText('Caption format'), 'two_options');
    await user.type(
      within(dialog).getByLabelText('Example captions (optional)'),
      'Sleep early{enter}One more episode{enter}{enter}Save money{enter}New sneakers',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(server.calls(UPLOAD)).toHaveLength(1));
    const form = server.calls(UPLOAD)[0]!.form!;
    expect(form.get('caption_format')).toBe('two_options');
    expect(JSON.parse(form.get('example_captions') as string)).toEqual([
      'Sleep early\nOne more episode',
      'Save money\nNew sneakers',
    ]);
  });

  it('says what is wrong with the examples before sending', async () => {
    const { user, dialog } = await openDialog();
    await user.upload(within(dialog).getByLabelText('File'), file('many.png', 'image/png'));
    await user.type(within(dialog).getByLabelText('Description'), 'Too many examples');
    await user.type(within(dialog).getByLabelText('Example captions (optional)'), 'a{enter}{enter}'.repeat(6));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('At most 5 example captions.');
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(server.calls(UPLOAD)).toHaveLength(0);
  });

  it('sends top and bottom text when chosen instead of the caption above the picture', async () => {
    server.on(UPLOAD, { status: 201, body: makeTemplate(4, { title: 'Classic' }) });
    const { user, dialog } = await openDialog();
    const placement = within(dialog).getByRole('group', { name: 'Text placement' });
    const above = within(placement).getByRole('radio', { name: 'Caption above the picture' });
    const topBottom = within(placement).getByRole('radio', { name: 'Top and bottom text' });
    expect(above).toBeChecked();
    expect(topBottom).not.toBeChecked();
    await user.click(topBottom);
    expect(topBottom).toBeChecked();
    expect(above).not.toBeChecked();
    await user.upload(within(dialog).getByLabelText('File'), file('classic.png', 'image/png'));
    await user.type(within(dialog).getByLabelText('Description'), 'A face for top and bottom text.');
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(server.calls(UPLOAD)).toHaveLength(1));
    expect(server.calls(UPLOAD)[0]!.form!.get('layout')).toBe('top-bottom');
  });

  it("toasts 'Error: {message}' from the server and keeps the form", async () => {
    server.on(UPLOAD, { status: 400, body: { file: [MESSAGES.templateFileUnreadable] } });
    const { user, dialog } = await openDialog();
    await user.upload(within(dialog).getByLabelText('File'), file('drake.png', 'image/png'));
    await user.type(within(dialog).getByLabelText('Description'), 'Two panels');
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText(MESSAGES.templateUploadError(MESSAGES.templateFileUnreadable))).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: MESSAGES.uploadTemplateTitle })).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Title')).toHaveValue('drake');
  });
});
