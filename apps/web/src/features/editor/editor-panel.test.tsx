import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MEME_ALT_TEXT_MAX_LENGTH, MEME_TEXT_MAX_LENGTH, MESSAGES, type MemeDocument } from '@memeforge/contract';
import { fakeServer } from '../../test-support/fake-server';
import { makeTemplate, makeVideoTemplate } from '../../test-support/templates';
import { EditorPanel } from './editor-panel';
import { editorForTemplate, editorReducer, emptyEditor, type EditorState } from './engine';
import { AI_PROMPT_NEEDS_TEMPLATE } from './panel/ai-caption-tab';
import { renderInDashboard, stubBrowser } from './editor-test-support';
import * as preview from './preview';

vi.mock('./preview', () => ({
  loadCaptionFonts: vi.fn(() => Promise.resolve()),
  onCaptionFontsLoaded: vi.fn(() => () => undefined),
  drawImagePreview: vi.fn(() => ({})),
  drawVideoOverlay: vi.fn(() => ({ lines: ['x'], top: 10, height: 40 })),
}));

beforeEach(() => {
  stubBrowser();
  vi.stubGlobal('fetch', fakeServer().fetch);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const imageEditor = () => editorForTemplate(makeTemplate(1));
const videoEditor = () => editorForTemplate(makeVideoTemplate(2, { width: 640, height: 360, dragYOffset: -0.3 }));

function renderPanel(initial: EditorState, extra: Partial<Parameters<typeof EditorPanel>[0]> = {}) {
  return renderInDashboard(<EditorPanel initial={initial} {...extra} />);
}

/** The document the preview was last asked to draw. */
function lastDrawn(draw: (...args: never[]) => unknown): MemeDocument {
  const calls = vi.mocked(draw).mock.calls as unknown as [unknown, { document: MemeDocument }][];
  return calls.at(-1)![1].document;
}

const textBox = () => screen.getByRole('textbox', { name: 'Meme text' });
const saveButton = () => screen.getByRole('button', { name: MESSAGES.saveAndDownload });

describe('EditorPanel', () => {
  it('shows the typed text with its n/limit counter and draws it on the image preview', async () => {
    const { user } = renderPanel(imageEditor());
    expect(screen.getByText(`0/${MEME_TEXT_MAX_LENGTH}`)).toBeInTheDocument();
    await user.type(textBox(), 'Hello');
    expect(textBox()).toHaveValue('Hello');
    expect(screen.getByText(`5/${MEME_TEXT_MAX_LENGTH}`)).toBeInTheDocument();
    await waitFor(() => expect(lastDrawn(preview.drawImagePreview).layers[0]!.text).toBe('Hello'));
    expect(await screen.findByTestId('image-preview')).toBeInTheDocument();
    const [, options] = vi.mocked(preview.drawImagePreview).mock.calls.at(-1)! as unknown as [
      unknown,
      { width: number },
    ];
    expect(options.width).toBe(480);
    expect(preview.loadCaptionFonts).toHaveBeenCalled();
    expect(saveButton()).toBeEnabled();
  });

  it('cuts text over the limit, shows the limit message and disables saving', async () => {
    renderPanel(imageEditor());
    fireEvent.change(textBox(), { target: { value: 'x'.repeat(MEME_TEXT_MAX_LENGTH + 5) } });
    expect(textBox()).toHaveValue('x'.repeat(MEME_TEXT_MAX_LENGTH));
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.memeTextLimit(MEME_TEXT_MAX_LENGTH));
    expect(textBox()).toHaveAttribute('aria-invalid', 'true');
    expect(saveButton()).toBeDisabled();
    fireEvent.change(textBox(), { target: { value: 'short' } });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(saveButton()).toBeEnabled();
  });

  it('moves the font size with the slider in the engine range for the medium', async () => {
    const { user } = renderPanel(imageEditor());
    const slider = screen.getByRole('slider', { name: MESSAGES.fontSizeLabel });
    expect(slider).toHaveAttribute('aria-valuemin', '0.03');
    expect(slider).toHaveAttribute('aria-valuemax', '1');
    expect(slider).toHaveAttribute('aria-valuenow', '0.05');
    act(() => slider.focus());
    await user.keyboard('{ArrowRight}');
    expect(slider).toHaveAttribute('aria-valuenow', '0.055');
    await waitFor(() => expect(lastDrawn(preview.drawImagePreview).layers[0]!.fontSize).toBe(0.055));
    cleanup();

    renderPanel(videoEditor());
    const video = screen.getByRole('slider', { name: MESSAGES.fontSizeLabel });
    expect(video).toHaveAttribute('aria-valuemax', '0.15');
  });

  it('aligns the text left, center or right, one pressed at a time', async () => {
    const { user } = renderPanel(imageEditor());
    const group = screen.getByRole('group', { name: 'Alignment' });
    expect(within(group).getByRole('button', { name: 'Align center' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(group).getByRole('button', { name: 'Align left' }));
    expect(within(group).getByRole('button', { name: 'Align left' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(group).getByRole('button', { name: 'Align center' })).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(lastDrawn(preview.drawImagePreview).layers[0]!.align).toBe('left'));
  });

  it('changes the colour, and Reset Text puts the text and its style back', async () => {
    const { user } = renderPanel(imageEditor());
    await user.type(textBox(), 'Some text');
    fireEvent.input(screen.getByLabelText('Text colour'), { target: { value: '#ff0000' } });
    expect(screen.getByLabelText('Text colour')).toHaveValue('#ff0000');
    await user.click(screen.getByRole('button', { name: 'Align right' }));
    await user.click(screen.getByRole('button', { name: MESSAGES.resetText }));
    expect(textBox()).toHaveValue('');
    expect(screen.getByLabelText('Text colour')).toHaveValue('#000000');
    expect(screen.getByRole('button', { name: 'Align center' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('has an Alt text field under the meme text: the default as placeholder, a counter, a hint, undoable', async () => {
    const { user } = renderPanel(imageEditor());
    const altBox = screen.getByRole('textbox', { name: 'Alt text' });
    expect(altBox).toHaveValue('');
    expect(altBox).toHaveAccessibleDescription(
      `Describes the meme for screen readers; leave empty to use the default 0/${MEME_ALT_TEXT_MAX_LENGTH}`,
    );
    expect(screen.getByText(`0/${MEME_ALT_TEXT_MAX_LENGTH}`)).toBeInTheDocument();
    await user.type(textBox(), 'Hi');
    expect(altBox).toHaveAttribute('placeholder', 'Meme: Description of template 1, with the caption "Hi"');
    // Under the meme text, in the order a keyboard reaches them.
    expect(textBox().compareDocumentPosition(altBox) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    await user.type(altBox, 'A cat');
    expect(altBox).toHaveValue('A cat');
    expect(screen.getByText(`5/${MEME_ALT_TEXT_MAX_LENGTH}`)).toBeInTheDocument();
    fireEvent.change(altBox, { target: { value: 'y'.repeat(MEME_ALT_TEXT_MAX_LENGTH + 3) } });
    expect(altBox).toHaveValue('y'.repeat(MEME_ALT_TEXT_MAX_LENGTH));
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(altBox).toHaveValue('');
    expect(textBox()).toHaveValue('Hi');
  });

  it('undoes and redoes with the buttons and with Ctrl+Z, Ctrl+Shift+Z and Ctrl+Y outside the text field', async () => {
    const { user } = renderPanel(imageEditor());
    expect(screen.getByRole('button', { name: 'Undo' })).toBeDisabled();
    await user.type(textBox(), 'Hi');
    await user.click(screen.getByRole('button', { name: 'Align left' }));
    // Typing in the field: the browser's own undo, not the editor's.
    act(() => textBox().focus());
    await user.keyboard('{Control>}z{/Control}');
    expect(screen.getByRole('button', { name: 'Align left' })).toHaveAttribute('aria-pressed', 'true');

    act(() => screen.getByRole('button', { name: 'Align left' }).focus());
    await user.keyboard('{Control>}z{/Control}');
    expect(screen.getByRole('button', { name: 'Align center' })).toHaveAttribute('aria-pressed', 'true');
    expect(textBox()).toHaveValue('Hi');
    await user.keyboard('{Meta>}z{/Meta}');
    expect(textBox()).toHaveValue('');
    await user.keyboard('{Control>}{Shift>}z{/Shift}{/Control}');
    expect(textBox()).toHaveValue('Hi');
    await user.keyboard('{Control>}y{/Control}');
    expect(screen.getByRole('button', { name: 'Align left' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Redo' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(screen.getByRole('button', { name: 'Align center' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Redo' }));
    expect(screen.getByRole('button', { name: 'Align left' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('offers Enable Drag only for a video', () => {
    renderPanel(imageEditor());
    expect(screen.queryByRole('button', { name: MESSAGES.enableDrag })).toBeNull();
    cleanup();
    renderPanel(videoEditor());
    expect(screen.getByRole('button', { name: MESSAGES.enableDrag })).toBeInTheDocument();
  });

  it('moves a video caption with the arrow keys once drag is enabled, and by dragging, one undo step each', async () => {
    const { user } = renderPanel(videoEditor());
    fireEvent.loadedMetadata(document.querySelector('video')!);
    expect(screen.queryByRole('slider', { name: 'Text position' })).toBeNull();
    await user.click(screen.getByRole('button', { name: MESSAGES.enableDrag }));
    expect(screen.getByRole('button', { name: MESSAGES.disableDrag })).toBeInTheDocument();
    const position = screen.getByRole('slider', { name: 'Text position' });
    expect(position).toHaveAttribute('aria-valuenow', '-0.3');
    expect(position).toHaveAttribute('aria-valuetext', 'Text 30% above the centre');
    act(() => position.focus());
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(position).toHaveAttribute('aria-valuenow', '-0.28');
    await user.keyboard('{Shift>}{ArrowUp}{/Shift}');
    expect(position).toHaveAttribute('aria-valuenow', '-0.33');
    await waitFor(() => expect(lastDrawn(preview.drawVideoOverlay).layers[0]!.offsetY).toBe(-0.33));
    // The frame is 480x270: 27 px down is 0.1 of its height.
    fireEvent.pointerDown(position, { pointerId: 1, clientY: 100, button: 0, pointerType: 'mouse' });
    fireEvent.pointerMove(position, { pointerId: 1, clientY: 113.5 });
    fireEvent.pointerMove(position, { pointerId: 1, clientY: 127 });
    fireEvent.pointerUp(position, { pointerId: 1, clientY: 127 });
    expect(position).toHaveAttribute('aria-valuenow', '-0.23');
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(position).toHaveAttribute('aria-valuenow', '-0.33');
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(position).toHaveAttribute('aria-valuenow', '-0.3');
  });

  it('says so when the picture does not load', async () => {
    renderPanel(editorForTemplate(makeTemplate(3, { file: '/media/templates/broken.jpg' })));
    expect(await screen.findByText(MESSAGES.errorLoadingImage)).toBeInTheDocument();
  });

  it('says so when the clip does not load', () => {
    renderPanel(videoEditor());
    fireEvent.error(document.querySelector('video')!);
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.failedToLoadVideo);
  });

  it('shows the AI Caption tab only when its helper is given, disabled on your own file', async () => {
    renderPanel(imageEditor());
    expect(screen.queryByRole('tab', { name: MESSAGES.aiCaptionTab })).toBeNull();
    cleanup();

    const slot = vi.fn(({ templateId }: { templateId: number }) => <p>helper for {templateId}</p>);
    const { user } = renderPanel(imageEditor(), { aiCaptionSlot: slot });
    await user.click(screen.getByRole('tab', { name: MESSAGES.aiCaptionTab }));
    expect(await screen.findByText('helper for 1')).toBeInTheDocument();
    cleanup();

    const own = editorReducer(emptyEditor(), {
      type: 'chooseLocalFile',
      media: {
        source: 'local',
        type: 1,
        file: null,
        name: 'cat.png',
        url: '/cat.png',
        width: 800,
        height: 600,
        fileKey: null,
      },
    });
    const second = renderPanel(own, { aiCaptionSlot: slot });
    await second.user.click(screen.getByRole('tab', { name: MESSAGES.aiCaptionTab }));
    const prompt = await screen.findByPlaceholderText(AI_PROMPT_NEEDS_TEMPLATE);
    expect(prompt).toBeDisabled();
    expect(screen.queryByText(/helper for/)).toBeNull();
  });

  it('adds a clip from the device through the video chooser, sized once it loads', async () => {
    URL.createObjectURL = () => 'blob:clip';
    URL.revokeObjectURL = () => {};
    const { user } = renderInDashboard(<EditorPanel />);
    await user.click(screen.getByRole('button', { name: /Add Video/ }));
    const chooser = await screen.findByRole('dialog', { name: MESSAGES.addVideo });
    const file = new File(['mp4'], 'cat.mp4', { type: 'video/mp4' });
    await user.upload(within(chooser).getByLabelText('Video file'), file);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const video = document.querySelector('video')!;
    expect(video).toHaveAttribute('src', 'blob:clip');
    expect(video.muted).toBe(true);
    Object.defineProperties(video, { videoWidth: { value: 1280 }, videoHeight: { value: 720 } });
    fireEvent.loadedMetadata(video);
    await waitFor(() => expect(lastDrawn(preview.drawVideoOverlay).media).toMatchObject({ width: 1280, height: 720 }));
    expect(screen.getByRole('button', { name: MESSAGES.enableDrag })).toBeInTheDocument();
    expect(saveButton()).toBeEnabled();
  });

  it('starts empty with the Add Image and Add Video choices', () => {
    renderInDashboard(<EditorPanel />);
    expect(screen.getByRole('button', { name: /Add Image/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Add Video/ })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Meme text' })).toBeNull();
  });
});
