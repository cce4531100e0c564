import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ENDPOINTS, MB, MESSAGES } from '@memeforge/contract';
import { USER, fakeServer } from '../../../test-support/fake-server';
import { makeTemplate, makeVideoTemplate, templateList } from '../../../test-support/templates';
import { renderInDashboard } from '../editor-test-support';
import { templateMedia, type EditorCommand } from '../engine';
import { MediaChooser } from './media-chooser';

let server: ReturnType<typeof fakeServer>;
let made = 0;
const createObjectURL = vi.fn(() => `blob:test/${(made += 1)}`);
const revokeObjectURL = vi.fn();

beforeEach(async () => {
  // The previous test's chooser revokes its URLs a task after it unmounts.
  await new Promise((resolve) => setTimeout(resolve, 5));
  made = 0;
  createObjectURL.mockClear();
  revokeObjectURL.mockClear();
  server = fakeServer();
  vi.stubGlobal('fetch', server.fetch);
  server.on(`GET ${ENDPOINTS.user}`, { status: 200, body: USER });
  server.on(`GET ${ENDPOINTS.currentPackage}`, {
    status: 200,
    body: { subscribedPackagePlan: 'pro', subscribedPackageBillingCycle: null, credits: '3' },
  });
  server.on(`GET ${ENDPOINTS.libraryTemplates}`, (request) => ({
    status: 200,
    body: templateList(
      request.query?.type === '2'
        ? [makeVideoTemplate(3, { title: 'Shaky cam' })]
        : [makeTemplate(5, { title: 'Distracted' })],
    ),
  }));
  Object.assign(URL, { createObjectURL, revokeObjectURL });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function Host({ kind, onChoose }: { kind: 'image' | 'video'; onChoose: (command: EditorCommand) => void }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open chooser
      </button>
      <MediaChooser
        kind={kind}
        open={open}
        onOpenChange={setOpen}
        onChoose={(command) => {
          setOpen(false);
          onChoose(command);
        }}
      />
    </>
  );
}

function renderChooser(kind: 'image' | 'video') {
  const onChoose = vi.fn();
  const utils = renderInDashboard(<Host kind={kind} onChoose={onChoose} />);
  return { ...utils, onChoose, user: userEvent.setup({ applyAccept: false }) };
}

const png = (name = 'cat.png') => new File(['\x89PNG'], name, { type: 'image/png' });
const mp4 = (name = 'clip.mp4', size?: number) => {
  const file = new File(['....ftyp'], name, { type: 'video/mp4' });
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
};

describe('MediaChooser: images', () => {
  it("goes through 'Upload Custom Image' and chooses the picture as a local file", async () => {
    const { user, onChoose } = renderChooser('image');
    const chooser = await screen.findByRole('dialog', { name: MESSAGES.addImage });
    await user.click(within(chooser).getByRole('button', { name: /Upload Custom Image/ }));
    const upload = await screen.findByRole('dialog', { name: MESSAGES.uploadCustomImage });
    const file = png();
    await user.upload(within(upload).getByLabelText('Image file'), file);
    await within(upload).findByRole('img', { name: 'Preview' });
    await user.click(within(upload).getByRole('button', { name: MESSAGES.useThisImage }));

    expect(onChoose).toHaveBeenCalledTimes(1);
    expect(onChoose.mock.calls[0]![0]).toEqual({
      type: 'chooseLocalFile',
      media: {
        source: 'local',
        type: 1,
        file,
        name: 'cat.png',
        url: 'blob:test/1',
        width: 0,
        height: 0,
        fileKey: null,
      },
    });
    expect(createObjectURL).toHaveBeenCalledWith(file);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('opens the upload dialog with a picture dropped on the chooser', async () => {
    const { onChoose } = renderChooser('image');
    await screen.findByRole('dialog', { name: MESSAGES.addImage });
    fireEvent.drop(screen.getByTestId('image-drop-target'), { dataTransfer: { files: [png('dropped.png')] } });
    const upload = await screen.findByRole('dialog', { name: MESSAGES.uploadCustomImage });
    expect(await within(upload).findByText(/^dropped\.png \(/)).toBeInTheDocument();
    expect(onChoose).not.toHaveBeenCalled();
  });

  it("chooses a library picture through 'Choose from Image Templates'", async () => {
    const { user, onChoose } = renderChooser('image');
    await user.click(await screen.findByRole('button', { name: MESSAGES.chooseImageTemplates }));
    const picker = await screen.findByRole('dialog', { name: 'Select Template' });
    await user.click(await within(picker).findByRole('button', { name: 'Select Distracted' }));
    expect(onChoose).toHaveBeenCalledWith({
      type: 'chooseTemplate',
      media: templateMedia(makeTemplate(5, { title: 'Distracted' })),
    });
    expect(server.calls(`GET ${ENDPOINTS.libraryTemplates}`)[0]!.query).toMatchObject({ type: '1' });
  });
});

describe('MediaChooser: the free plan', () => {
  it('meets the upgrade modal when it goes for the library templates, and no picker opens', async () => {
    server.on(`GET ${ENDPOINTS.currentPackage}`, {
      status: 200,
      body: { subscribedPackagePlan: 'free', subscribedPackageBillingCycle: null, credits: '3' },
    });
    const { user, onChoose } = renderChooser('image');
    await user.click(await screen.findByRole('button', { name: MESSAGES.chooseImageTemplates }));
    expect(await screen.findByRole('dialog', { name: MESSAGES.upgradeRequiredTitle })).toHaveTextContent(
      MESSAGES.premiumSelectTemplate,
    );
    expect(screen.queryByRole('dialog', { name: MESSAGES.selectTemplate })).toBeNull();
    expect(server.calls(`GET ${ENDPOINTS.libraryTemplates}`)).toHaveLength(0);
    expect(onChoose).not.toHaveBeenCalled();
  });
});

describe('MediaChooser: videos', () => {
  it('shows the size hint and chooses a device clip at once', async () => {
    const { user, onChoose } = renderChooser('video');
    const chooser = await screen.findByRole('dialog', { name: MESSAGES.addVideo });
    expect(within(chooser).getByText('Max size 100MB')).toBeInTheDocument();
    expect(within(chooser).getByText(MESSAGES.clickOrTapToUpload)).toBeInTheDocument();
    const file = mp4();
    await user.upload(within(chooser).getByLabelText('Video file'), file);
    expect(onChoose).toHaveBeenCalledWith({
      type: 'chooseLocalFile',
      media: {
        source: 'local',
        type: 2,
        file,
        name: 'clip.mp4',
        url: 'blob:test/1',
        width: 0,
        height: 0,
        fileKey: null,
      },
    });
  });

  it('refuses a clip over 100MB, or a file that is not a video, in the browser', async () => {
    const { user, onChoose } = renderChooser('video');
    const chooser = await screen.findByRole('dialog', { name: MESSAGES.addVideo });
    const input = within(chooser).getByLabelText('Video file');
    await user.upload(input, mp4('long.mp4', 100 * MB + 1));
    expect(within(chooser).getByRole('alert')).toHaveTextContent(MESSAGES.videoTooLarge);
    await user.upload(input, png());
    expect(within(chooser).getByRole('alert')).toHaveTextContent(MESSAGES.selectVideoFile);
    expect(onChoose).not.toHaveBeenCalled();
    expect(createObjectURL).not.toHaveBeenCalled();
  });

  it("chooses a library clip through 'Choose from Video Templates'", async () => {
    const { user, onChoose } = renderChooser('video');
    await user.click(await screen.findByRole('button', { name: MESSAGES.chooseVideoTemplates }));
    const picker = await screen.findByRole('dialog', { name: 'Select Template' });
    expect(picker).toHaveTextContent(MESSAGES.chooseVideoTemplates);
    await user.click(await within(picker).findByRole('button', { name: 'Select Shaky cam' }));
    expect(onChoose).toHaveBeenCalledWith({
      type: 'chooseTemplate',
      media: templateMedia(makeVideoTemplate(3, { title: 'Shaky cam' })),
    });
  });

  it('keeps chosen files’ URLs while the editor is open (undo may bring one back), and revokes them after', async () => {
    const { user, unmount } = renderChooser('video');
    await user.upload(within(await screen.findByRole('dialog')).getByLabelText('Video file'), mp4('a.mp4'));
    await user.click(screen.getByRole('button', { name: 'Open chooser' }));
    await user.upload(within(await screen.findByRole('dialog')).getByLabelText('Video file'), mp4('b.mp4'));
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(revokeObjectURL).not.toHaveBeenCalled();
    unmount();
    await waitFor(() => expect(revokeObjectURL).toHaveBeenCalledTimes(2));
    expect(revokeObjectURL.mock.calls.map(([url]) => url).sort()).toEqual(['blob:test/1', 'blob:test/2']);
  });
});
