import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useReducer } from 'react';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router';
import {
  DOWNLOAD_BOX_DELAY_MS,
  DOWNLOAD_COUNTDOWN_START_S,
  EDITOR_VIDEOS_IN_PROGRESS_MAX,
  ENDPOINTS,
  MESSAGES,
  VIDEO_POLL_INTERVAL_MS,
  type Meme,
} from '@memeforge/contract';
import { fakeServer } from '../../../test-support/fake-server';
import { makeMeme, makeVideoMeme, uuid } from '../../../test-support/memes';
import { makeTemplate, makeVideoTemplate } from '../../../test-support/templates';
import { renderRoutes } from '../../../test-support/render';
import { LoadingImage } from '../editor-test-support';
import {
  editorForTemplate,
  editorReducer,
  templateMedia,
  templateVideoRequest,
  type EditorState,
  type LocalMedia,
} from '../engine';
import { memeKeys } from '../../memes/memes-api';
import * as preview from '../preview';
import { useSaveMeme } from './use-save-meme';

vi.mock('../preview', () => ({
  loadCaptionFonts: vi.fn(() => Promise.resolve()),
  onCaptionFontsLoaded: vi.fn(() => () => undefined),
  drawImagePreview: vi.fn(() => ({})),
  drawVideoOverlay: vi.fn(() => ({ lines: [], top: 0, height: 0 })),
}));

const SAVE = `POST ${ENDPOINTS.saveMeme}`;
const TEMPLATE_VIDEO = `POST ${ENDPOINTS.processTemplateVideo}`;
const UPLOADED_VIDEO = `POST ${ENDPOINTS.processUploadedVideo}`;
const JOB = `GET ${ENDPOINTS.videoJobStatus}`;
const JOB_ID = uuid(77, 'b');

let server: ReturnType<typeof fakeServer>;
let saved: { href: string; download: string }[];
const rendering = new Blob(['rendered png'], { type: 'image/png' });

beforeEach(() => {
  server = fakeServer();
  vi.stubGlobal('fetch', server.fetch);
  vi.stubGlobal('Image', LoadingImage);
  saved = [];
  URL.createObjectURL = () => 'blob:meme';
  URL.revokeObjectURL = () => {};
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ href: this.href, download: this.download });
  });
  vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation(function (callback: BlobCallback) {
    callback(rendering);
  });
  server.on('GET /media/memes/1.png', { status: 200, raw: 'png bytes', headers: { 'content-type': 'image/png' } });
  server.on('GET /media/memes/9.mp4', { status: 200, raw: 'mp4 bytes', headers: { 'content-type': 'video/mp4' } });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  for (const key of ['userAgent', 'canShare', 'share'] as const) {
    if (Object.prototype.hasOwnProperty.call(navigator, key))
      delete (navigator as unknown as Record<string, unknown>)[key];
  }
});

/** jsdom's Blob has no text(). */
function readText(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsText(blob);
  });
}

function Harness({ initial }: { initial: EditorState }) {
  const [state, dispatch] = useReducer(editorReducer, initial);
  const { save, phase, buttonLabel, downloadBox } = useSaveMeme(state.media);
  return (
    <>
      <button type="button" onClick={() => void save(state, dispatch)}>
        {buttonLabel}
      </button>
      <button
        type="button"
        onClick={() => dispatch({ type: 'chooseTemplate', media: templateMedia(makeVideoTemplate(5)) })}
      >
        Other clip
      </button>
      <p data-testid="phase">{phase}</p>
      <p data-testid="job">{JSON.stringify(state.videoJob)}</p>
      {downloadBox}
    </>
  );
}

function renderSave(initial: EditorState, { fakeTimers = false } = {}) {
  const utils = renderRoutes(<Route path="/" element={<Harness initial={initial} />} />, '/');
  const invalidate = vi.spyOn(utils.client, 'invalidateQueries');
  const user = fakeTimers ? userEvent.setup({ advanceTimers: vi.advanceTimersByTime }) : utils.user;
  return {
    ...utils,
    user,
    invalidate,
    saveButton: () => screen.getByRole('button', { name: /Save & Download|Video/ }),
  };
}

const withText = (state: EditorState, text: string) => editorReducer(state, { type: 'setText', text });
const imageEditor = () => withText(editorForTemplate(makeTemplate(1)), 'Hello world');
const videoEditor = () => withText(editorForTemplate(makeVideoTemplate(4)), 'Plot twist');

function ownMedia(overrides: Partial<LocalMedia> = {}): LocalMedia {
  return {
    source: 'local',
    type: 1,
    file: new File(['my picture'], 'me.png', { type: 'image/png' }),
    name: 'me.png',
    url: 'blob:device-1',
    width: 640,
    height: 480,
    fileKey: null,
    ...overrides,
  };
}

function onOwnMedia(media: LocalMedia, text = 'Mine'): EditorState {
  return withText(editorReducer(editorForTemplate(makeTemplate(1)), { type: 'chooseLocalFile', media }), text);
}

function savedAnswer(meme: Meme = makeMeme(1, { tagline: 'Hello world' })) {
  return { status: 201, body: { file: '/media/memes/1.png', meme } };
}

function started(fileUrl: string | null = null) {
  const meme = makeVideoMeme(9, { tagline: 'Plot twist', file: fileUrl, status: fileUrl ? 'finished' : 'queued' });
  return { status: 202, body: { jobInfo: { jobId: JOB_ID, status: 'queued' }, meme: { ...meme, fileUrl } } };
}

function jobRecord(status: string, extra: Record<string, unknown> = {}) {
  return {
    status: 200,
    body: {
      jobId: JOB_ID,
      status,
      error: null,
      message: null,
      createdAt: null,
      startedAt: null,
      endedAt: null,
      result: null,
      ...extra,
    },
  };
}

describe('useSaveMeme: images', () => {
  it('renders the meme at 800 px, saves it, then downloads the saved file', async () => {
    server.on(SAVE, savedAnswer());
    const { user, invalidate, saveButton } = renderSave(imageEditor());
    await user.click(saveButton());

    expect(await screen.findByText(MESSAGES.imageDownloaded)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.memeSaved)).toBeInTheDocument();
    const [call] = server.calls(SAVE);
    const form = call!.form!;
    expect(form.get('file')).toBeInstanceOf(Blob);
    expect(await readText(form.get('file') as Blob)).toBe('rendered png');
    expect(form.get('template_file')).toBeNull();
    expect(Object.fromEntries([...form.entries()].filter(([, value]) => typeof value === 'string'))).toEqual({
      templateId: '1',
      title: 'Template 1',
      description: '',
      type: '1',
      text: 'Hello world',
      font_size: '',
      text_align: 'center',
      text_color: '#000000',
      dragYOffset: '0',
      // Empty: the server uses the default alt text.
      alt_text: '',
    });
    const [, options] = vi.mocked(preview.drawImagePreview).mock.calls[0]! as unknown as [
      HTMLCanvasElement,
      { width: number; outputWidth: number; pixelRatio: number; document: { layers: { text: string }[] } },
    ];
    expect(options).toMatchObject({ width: 800, outputWidth: 800, pixelRatio: 1 });
    expect(options.document.layers[0]!.text).toBe('Hello world');
    expect(preview.loadCaptionFonts).toHaveBeenCalled();
    expect(saved).toEqual([{ href: 'blob:meme', download: 'memeforge-hello-world.png' }]);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: memeKeys.all });
    await waitFor(() => expect(screen.getByTestId('phase')).toHaveTextContent('idle'));
  });

  it('shows the countdown box about 2 s after the automatic download', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    server.on(SAVE, savedAnswer());
    const { user, saveButton } = renderSave(imageEditor(), { fakeTimers: true });
    await user.click(saveButton());
    await screen.findByText(MESSAGES.imageDownloaded);
    expect(screen.queryByTestId('download-box')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(DOWNLOAD_BOX_DELAY_MS));
    const box = screen.getByTestId('download-box');
    expect(box).toHaveTextContent(MESSAGES.downloadCountdown(DOWNLOAD_COUNTDOWN_START_S));
    const link = within(box).getByRole('link', { name: MESSAGES.clickToDownload });
    expect(link).toHaveAttribute('href', '/media/memes/1.png');
    expect(link).toHaveAttribute('aria-disabled', 'true');
    expect(within(box).getByRole('link', { name: 'PNG' })).toHaveAttribute(
      'href',
      `${ENDPOINTS.memeDownload(uuid(1))}?format=png`,
    );
    for (let second = 0; second < DOWNLOAD_COUNTDOWN_START_S; second += 1) {
      await act(() => vi.advanceTimersByTimeAsync(1000));
    }
    expect(within(box).getByRole('link', { name: MESSAGES.clickToDownload })).not.toHaveAttribute('aria-disabled');
  });

  it('sends the person’s own picture as template_file, fetching a saved upload again', async () => {
    server.on(SAVE, savedAnswer());
    const media = ownMedia();
    const { user, saveButton } = renderSave(onOwnMedia(media));
    await user.click(saveButton());
    await screen.findByText(MESSAGES.memeSaved);
    let form = server.calls(SAVE)[0]!.form!;
    expect(form.get('templateId')).toBe('-1');
    expect(form.get('title')).toBe('me.png');
    expect(await readText(form.get('template_file') as Blob)).toBe('my picture');
    cleanup();

    // The stored upload, answered with jsdom's own Blob (FormData in jsdom takes no other).
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
      String(input) === '/media/uploads/me.png'
        ? Promise.resolve({ ok: true, status: 200, blob: () => Promise.resolve(new Blob(['stored picture'])) })
        : server.fetch(input, init),
    );
    const stored = ownMedia({ file: null, url: '/media/uploads/me.png', fileKey: 'uploads/me.png' });
    const again = renderSave(onOwnMedia(stored));
    await again.user.click(again.saveButton());
    await waitFor(() => expect(server.calls(SAVE)).toHaveLength(2));
    form = server.calls(SAVE)[1]!.form!;
    expect(await readText(form.get('template_file') as Blob)).toBe('stored picture');
  });

  it("says 'Meme upload failed' with the server's message, and downloads nothing", async () => {
    server.on(SAVE, { status: 400, body: { template_file: [MESSAGES.customImageDimensions] } });
    const { user, saveButton } = renderSave(imageEditor());
    await user.click(saveButton());
    expect(await screen.findByText(MESSAGES.memeUploadFailed)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.customImageDimensions)).toBeInTheDocument();
    expect(saved).toEqual([]);
    expect(screen.queryByText(MESSAGES.memeSaved)).toBeNull();
  });

  it('shows a storage refusal (413) in its own words, saying how to free space', async () => {
    const full = MESSAGES.storageFull('500 MB');
    server.on(SAVE, { status: 413, body: { detail: full } });
    const { user, saveButton } = renderSave(imageEditor());
    await user.click(saveButton());
    expect(await screen.findByText(full)).toBeInTheDocument();
    expect(full).toContain('Delete memes you no longer need in My Memes');
    expect(screen.queryByText(MESSAGES.memeUploadFailed)).toBeNull();
    expect(saved).toEqual([]);
  });

  it("shows the render rate's refusal (429) in its own words", async () => {
    server.on(SAVE, { status: 429, body: { detail: MESSAGES.editorRendersTooFast } });
    const { user, saveButton } = renderSave(imageEditor());
    await user.click(saveButton());
    expect(await screen.findByText(MESSAGES.editorRendersTooFast)).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.memeUploadFailed)).toBeNull();
  });

  it("says 'File processed but no download link received' when the answer has no file", async () => {
    server.on(SAVE, { status: 201, body: { file: '', meme: makeMeme(1) } });
    const { user, saveButton } = renderSave(imageEditor());
    await user.click(saveButton());
    expect(await screen.findByText(MESSAGES.noDownloadLink)).toBeInTheDocument();
    expect(saved).toEqual([]);
  });

  it("says 'Error saving meme' when the meme cannot be rendered", async () => {
    vi.mocked(HTMLCanvasElement.prototype.toBlob).mockImplementation((callback: BlobCallback) => callback(null));
    const { user, saveButton } = renderSave(imageEditor());
    await user.click(saveButton());
    expect(await screen.findByText(MESSAGES.errorSavingMeme)).toBeInTheDocument();
    expect(server.calls(SAVE)).toHaveLength(0);
  });

  it("says 'Failed to download image' when the saved file cannot be fetched", async () => {
    server.on(SAVE, savedAnswer());
    server.on('GET /media/memes/1.png', { status: 500, raw: 'oops' });
    const { user, saveButton } = renderSave(imageEditor());
    await user.click(saveButton());
    expect(await screen.findByText(MESSAGES.imageDownloadFailed)).toBeInTheDocument();
  });

  it('hands the file to the share sheet where the browser can share files', async () => {
    const share = vi.fn((_data: ShareData) => Promise.resolve());
    Object.assign(navigator, { canShare: () => true, share });
    // A phone: a coarse primary pointer.
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(pointer: coarse)', media: query }));
    server.on(SAVE, savedAnswer());
    const { user, saveButton } = renderSave(imageEditor());
    await user.click(saveButton());
    expect(await screen.findByText(MESSAGES.mobileShareSuccess)).toBeInTheDocument();
    const shared = share.mock.calls[0]![0].files![0]!;
    expect(shared.name).toBe('memeforge-hello-world.png');
    expect(saved).toEqual([]);
  });

  it('on iOS without sharing, shows the long-press dialog with the meme', async () => {
    Object.defineProperty(navigator, 'userAgent', {
      value: 'Mozilla/5.0 (iPhone; CPU iPhone OS 16_0 like Mac OS X)',
      configurable: true,
    });
    server.on(SAVE, savedAnswer());
    const { user, saveButton } = renderSave(imageEditor());
    await user.click(saveButton());
    const dialog = await screen.findByRole('dialog', { name: MESSAGES.saveAndDownload });
    expect(dialog).toHaveTextContent(MESSAGES.iosSaveHint);
    expect(within(dialog).getByTestId('ios-save-media')).toHaveAttribute('src', '/media/memes/1.png');
    expect(screen.getByText(MESSAGES.iosTapAndHold)).toBeInTheDocument();
    expect(saved).toEqual([]);
  });
});

describe('useSaveMeme: videos', () => {
  it('starts a library video, polls its job, and downloads the finished file', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    server.on(TEMPLATE_VIDEO, started());
    server.on(
      JOB,
      jobRecord('started'),
      jobRecord('processing'),
      jobRecord('finished', { message: MESSAGES.videoProcessingCompleted, result: { fileUrl: '/media/memes/9.mp4' } }),
    );
    const state = videoEditor();
    const { user, saveButton } = renderSave(state, { fakeTimers: true });
    await user.click(saveButton());

    expect(await screen.findByText(MESSAGES.videoBeingProcessed)).toBeInTheDocument();
    expect(server.calls(TEMPLATE_VIDEO)[0]!.body).toEqual(JSON.parse(JSON.stringify(templateVideoRequest(state))));
    expect(screen.getByRole('button', { name: MESSAGES.processingVideo })).toBeInTheDocument();
    expect(screen.getByTestId('phase')).toHaveTextContent('processing-video');
    expect(JSON.parse(screen.getByTestId('job').textContent!)).toEqual({
      jobId: JOB_ID,
      status: 'queued',
      fileUrl: null,
    });

    await act(() => vi.advanceTimersByTimeAsync(VIDEO_POLL_INTERVAL_MS));
    expect(server.calls(JOB)[0]!.query).toEqual({ job_id: JOB_ID });
    expect(JSON.parse(screen.getByTestId('job').textContent!)).toMatchObject({ status: 'started' });
    await act(() => vi.advanceTimersByTimeAsync(VIDEO_POLL_INTERVAL_MS * 2));

    expect(await screen.findByText(MESSAGES.videoDownloaded)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.videoProcessingCompleted)).toBeInTheDocument();
    expect(server.calls(JOB)).toHaveLength(3);
    expect(saved).toEqual([{ href: 'blob:meme', download: 'memeforge-plot-twist.mp4' }]);
    expect(JSON.parse(screen.getByTestId('job').textContent!)).toEqual({
      jobId: JOB_ID,
      status: 'finished',
      fileUrl: '/media/memes/9.mp4',
    });
    await waitFor(() => expect(screen.getByRole('button', { name: MESSAGES.saveAndDownload })).toBeInTheDocument());
  });

  it("shows 'Starting Video Processing...' while the job starts, and downloads at once a file the answer carries", async () => {
    let answer!: (value: ReturnType<typeof started>) => void;
    server.on(TEMPLATE_VIDEO, () => new Promise((resolve) => (answer = resolve)));
    const { user, saveButton } = renderSave(videoEditor());
    await user.click(saveButton());
    expect(await screen.findByRole('button', { name: MESSAGES.startingVideoProcessing })).toBeInTheDocument();
    expect(JSON.parse(screen.getByTestId('job').textContent!)).toMatchObject({ status: 'starting' });
    answer(started('/media/memes/9.mp4'));
    expect(await screen.findByText(MESSAGES.videoDownloaded)).toBeInTheDocument();
    expect(server.calls(JOB)).toHaveLength(0);
  });

  it("toasts 'Video processing failed: {message}' for a failed job", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    server.on(TEMPLATE_VIDEO, started());
    server.on(JOB, jobRecord('failed', { message: 'The clip could not be decoded' }));
    const { user, saveButton } = renderSave(videoEditor(), { fakeTimers: true });
    await user.click(saveButton());
    await screen.findByText(MESSAGES.videoBeingProcessed);
    await act(() => vi.advanceTimersByTimeAsync(VIDEO_POLL_INTERVAL_MS));
    expect(await screen.findByText('Video processing failed: The clip could not be decoded')).toBeInTheDocument();
    expect(JSON.parse(screen.getByTestId('job').textContent!)).toMatchObject({ status: 'failed' });
    expect(saved).toEqual([]);
  });

  it('stops polling when the editor goes away', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    server.on(TEMPLATE_VIDEO, started());
    server.on(JOB, jobRecord('processing'));
    const { user, saveButton, unmount } = renderSave(videoEditor(), { fakeTimers: true });
    await user.click(saveButton());
    await screen.findByText(MESSAGES.videoBeingProcessed);
    await act(() => vi.advanceTimersByTimeAsync(VIDEO_POLL_INTERVAL_MS));
    expect(server.calls(JOB)).toHaveLength(1);
    unmount();
    await vi.advanceTimersByTimeAsync(VIDEO_POLL_INTERVAL_MS * 5);
    expect(server.calls(JOB)).toHaveLength(1);
  });

  it('stops polling when the media changes', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    server.on(TEMPLATE_VIDEO, started());
    server.on(JOB, jobRecord('processing'));
    const { user, saveButton } = renderSave(videoEditor(), { fakeTimers: true });
    await user.click(saveButton());
    await screen.findByText(MESSAGES.videoBeingProcessed);
    await act(() => vi.advanceTimersByTimeAsync(VIDEO_POLL_INTERVAL_MS));
    expect(server.calls(JOB)).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Other clip' }));
    await act(() => vi.advanceTimersByTimeAsync(VIDEO_POLL_INTERVAL_MS * 5));
    expect(server.calls(JOB)).toHaveLength(1);
    expect(screen.getByTestId('phase')).toHaveTextContent('idle');
    expect(screen.getByTestId('job')).toHaveTextContent('null');
  });

  it('sends the person’s clip as a form, and a retry of the same save reuses its generation id', async () => {
    server.on(
      UPLOADED_VIDEO,
      { status: 500, body: { detail: 'Storage is unavailable.' } },
      started('/media/memes/9.mp4'),
    );
    const clip = new File(['clip'], 'holiday.mp4', { type: 'video/mp4' });
    const { user, saveButton } = renderSave(
      onOwnMedia(ownMedia({ type: 2, file: clip, name: 'holiday.mp4', url: 'blob:clip' }), 'Beach day'),
    );
    await user.click(saveButton());
    expect(await screen.findByText(MESSAGES.errorStartingUploadedVideo)).toBeInTheDocument();
    expect(screen.getByText('Storage is unavailable.')).toBeInTheDocument();
    expect(JSON.parse(screen.getByTestId('job').textContent!)).toBeNull();

    await user.click(saveButton());
    expect(await screen.findByText(MESSAGES.videoDownloaded)).toBeInTheDocument();
    const [first, second] = server.calls(UPLOADED_VIDEO).map((call) => call.form!);
    expect(await readText(first!.get('video_file') as Blob)).toBe('clip');
    expect((first!.get('video_file') as File).name).toBe('holiday.mp4');
    expect(first!.get('text')).toBe('Beach day');
    expect(first!.get('generation_id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(second!.get('generation_id')).toBe(first!.get('generation_id'));
  });

  it("says 'Error starting video processing' when the server refuses a library video", async () => {
    server.on(TEMPLATE_VIDEO, { status: 400, body: { template_id: [MESSAGES.editorTypeMismatch] } });
    const { user, saveButton } = renderSave(videoEditor());
    await user.click(saveButton());
    expect(await screen.findByText(MESSAGES.errorStartingVideo)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.editorTypeMismatch)).toBeInTheDocument();
  });

  it('says why a video cannot start while 3 of the person’s videos are being made (429)', async () => {
    const busy = MESSAGES.editorVideosInProgress(EDITOR_VIDEOS_IN_PROGRESS_MAX);
    server.on(TEMPLATE_VIDEO, { status: 429, body: { detail: busy } });
    const { user, saveButton } = renderSave(videoEditor());
    await user.click(saveButton());
    expect(await screen.findByText(busy)).toBeInTheDocument();
    expect(busy).toBe('You already have 3 videos being made. Wait for one to finish, then try again.');
    expect(screen.queryByText(MESSAGES.errorStartingVideo)).toBeNull();
    expect(screen.getByTestId('job').textContent).toBe('null');
  });

  it("says 'Failed to start video processing' when the answer has neither a job nor a file", async () => {
    const meme = makeVideoMeme(9, { file: null, status: 'queued' });
    server.on(TEMPLATE_VIDEO, { status: 202, body: { jobInfo: null, meme: { ...meme, fileUrl: null } } });
    const { user, saveButton } = renderSave(videoEditor());
    await user.click(saveButton());
    expect(await screen.findByText(MESSAGES.failedToStartVideo)).toBeInTheDocument();
  });
});

describe('useSaveMeme: the download box’s links when a download fails (decision 044)', () => {
  /** Waits out the box's delay and countdown, and answers its 'Click here to download'. */
  async function readyLink() {
    await act(() => vi.advanceTimersByTimeAsync(DOWNLOAD_BOX_DELAY_MS));
    for (let second = 0; second < DOWNLOAD_COUNTDOWN_START_S; second += 1) {
      await act(() => vi.advanceTimersByTimeAsync(1000));
    }
    const link = within(screen.getByTestId('download-box')).getByRole('link', { name: MESSAGES.clickToDownload });
    expect(link).not.toHaveAttribute('aria-disabled');
    return link;
  }

  it("'Click here to download' says 'Error downloading file.' when the image still cannot be fetched", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    server.on(SAVE, savedAnswer());
    server.on('GET /media/memes/1.png', { status: 404, body: { detail: 'Not found.' } });
    const { user, saveButton } = renderSave(imageEditor(), { fakeTimers: true });
    await user.click(saveButton());
    await screen.findByText(MESSAGES.imageDownloadFailed);
    await user.click(await readyLink());
    expect(await screen.findByText(MESSAGES.errorDownloadingFile)).toBeInTheDocument();
    expect(server.calls('GET /media/memes/1.png')).toHaveLength(2);
    expect(saved).toEqual([]);
  });

  it("says 'Error downloading video file' for a video, and downloads it when the file is back", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    server.on(TEMPLATE_VIDEO, started('/media/memes/9.mp4'));
    server.on(
      'GET /media/memes/9.mp4',
      { status: 503, body: { detail: 'Try again.' } },
      { networkError: true, status: 0 },
      { status: 200, raw: 'mp4 bytes', headers: { 'content-type': 'video/mp4' } },
    );
    const { user, saveButton } = renderSave(videoEditor(), { fakeTimers: true });
    await user.click(saveButton());
    await screen.findByText(MESSAGES.videoDownloadFailed);
    const link = await readyLink();
    await user.click(link);
    expect(await screen.findByText(MESSAGES.errorDownloadingVideoFile)).toBeInTheDocument();
    expect(saved).toEqual([]);
    await user.click(link);
    expect(await screen.findByText(MESSAGES.videoDownloaded)).toBeInTheDocument();
    expect(saved).toEqual([{ href: 'blob:meme', download: 'memeforge-plot-twist.mp4' }]);
  });

  it('hands over the file it already holds, without fetching it again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    server.on(SAVE, savedAnswer());
    const { user, saveButton } = renderSave(imageEditor(), { fakeTimers: true });
    await user.click(saveButton());
    await screen.findByText(MESSAGES.imageDownloaded);
    await user.click(await readyLink());
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(saved[1]).toEqual({ href: 'blob:meme', download: 'memeforge-hello-world.png' });
    expect(server.calls('GET /media/memes/1.png')).toHaveLength(1);
  });

  it("a format link says 'Error downloading meme.' with the server's reason, and saves under the server's name", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const FORMAT = `GET ${ENDPOINTS.memeDownload(uuid(1))}`;
    server.on(SAVE, savedAnswer());
    server.on(
      FORMAT,
      { status: 503, body: { detail: MESSAGES.gifStillBeingMade } },
      {
        status: 200,
        raw: 'jpeg bytes',
        headers: { 'content-type': 'image/jpeg', 'content-disposition': 'attachment; filename="memeforge-hello.jpg"' },
      },
    );
    const { user, saveButton } = renderSave(imageEditor(), { fakeTimers: true });
    await user.click(saveButton());
    await screen.findByText(MESSAGES.imageDownloaded);
    await readyLink();
    const jpeg = within(screen.getByTestId('download-box')).getByRole('link', { name: 'JPEG' });
    await user.click(jpeg);
    expect(await screen.findByText(MESSAGES.errorDownloadingMeme)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.gifStillBeingMade)).toBeInTheDocument();
    expect(server.calls(FORMAT)[0]!.query).toEqual({ format: 'jpeg' });
    await user.click(jpeg);
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(saved[1]).toEqual({ href: 'blob:meme', download: 'memeforge-hello.jpg' });
  });
});
