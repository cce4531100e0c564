/**
 * 'Save & Download' (product.md §4.7). An image is rendered in the browser and saved in one call;
 * a video is started as a server job (a library clip by JSON, the person's own clip as a form with
 * a generation id that a retry of the same save reuses), whose answer may already carry the file,
 * else the job is polled. Either way the finished file is then fetched and handed to the device
 * (share sheet, download, or the iOS dialog) and the download box appears under the button.
 * Polling stops when the editor unmounts, or when the media changes (given `currentMedia`).
 */
import { createElement, useCallback, useEffect, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { MESSAGES, type Meme } from '@memeforge/contract';
import { ApiError } from '../../../api';
import { toast } from '../../../ui';
import { downloadFileName } from '../../memes/download-meme';
import { memeKeys } from '../../memes/memes-api';
import {
  canSave,
  isVideo,
  saveFields,
  templateVideoRequest,
  uploadedVideoFields,
  type EditorCommand,
  type EditorMedia,
  type EditorState,
  type VideoJob,
} from '../engine';
import { editorJobStatus, pollVideoJob } from './poll-video-job';
import { renderImageBlob } from './render-image-blob';
import { SaveDownloads, type SavedDownload } from './save-downloads';
import { feedMemeOf } from '../../memes/feed-download';
import {
  fetchOriginal,
  fetchVideoJob,
  saveImageMeme,
  startTemplateVideo,
  startUploadedVideo,
  type StartedVideo,
} from './save-api';
import {
  browserDeliveryEnv,
  deliverFile,
  deliveryToast,
  downloadFailureText,
  fetchMemeFile,
  linkFailureText,
  type Delivery,
  type MediaKind,
} from './share-or-download';

export type SavePhase = 'idle' | 'saving' | 'starting-video' | 'processing-video';

export interface SaveMeme {
  save(state: EditorState, dispatch: (c: EditorCommand) => void): Promise<void>;
  phase: SavePhase;
  buttonLabel: string;
  downloadBox: ReactNode;
}

const LABELS: Record<SavePhase, string> = {
  idle: MESSAGES.saveAndDownload,
  saving: MESSAGES.saveAndDownload,
  'starting-video': MESSAGES.startingVideoProcessing,
  'processing-video': MESSAGES.processingVideo,
};

/** The server's own words when it gave any ('Request Failed' says nothing). */
function serverMessage(error: unknown): string | undefined {
  if (error instanceof ApiError && error.message && error.message !== MESSAGES.requestFailed) return error.message;
  return undefined;
}

/**
 * A refusal that is no failure: the person's memes fill their plan's storage (413), or they are
 * making renders faster than the server takes them (429; decision 047). Its words say what to do,
 * so they are the toast itself, under no 'failed' title.
 */
function meteredRefusal(error: unknown): string | undefined {
  if (error instanceof ApiError && (error.status === 413 || error.status === 429)) return serverMessage(error);
  return undefined;
}

function toastError(title: string, error?: unknown) {
  const refusal = meteredRefusal(error);
  if (refusal) {
    toast.error(refusal);
    return;
  }
  const description = serverMessage(error);
  toast.error(title, description ? { description } : undefined);
}

function announce(delivery: Delivery, kind: MediaKind) {
  const said = deliveryToast(delivery, kind);
  if (said?.tone === 'success') toast.success(said.text);
  else if (said) toast.info(said.text);
}

/** A v4 UUID, also where crypto.randomUUID is missing (it needs a secure context). */
export function newGenerationId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Which picture or clip a save is about: a loaded size does not make it another one. */
const mediaKey = (media: EditorMedia | null | undefined) => (media ? `${media.source}:${media.url}` : '');

/** What the download box needs of the saved meme: its name's words and its shape for the feed dialog. */
type MemeForName = Pick<Meme, 'memeId' | 'tagline' | 'type' | 'canvasWidth' | 'canvasHeight' | 'thumbnails' | 'file'>;

export function useSaveMeme(currentMedia?: EditorMedia | null): SaveMeme {
  const client = useQueryClient();
  const [phase, setPhase] = useState<SavePhase>('idle');
  const [download, setDownload] = useState<SavedDownload | null>(null);
  const busy = useRef(false);
  const running = useRef<{ media: string; controller: AbortController } | null>(null);
  /** The last own-clip save that got no answer: retrying the same one sends the same generation id. */
  const unanswered = useRef<{ key: string; id: string } | null>(null);
  const downloads = useRef(0);

  useEffect(() => () => running.current?.controller.abort(), []);
  useEffect(() => {
    if (currentMedia === undefined || !running.current) return;
    if (running.current.media !== mediaKey(currentMedia)) running.current.controller.abort();
  }, [currentMedia]);

  const updateDownload = useCallback((key: number, patch: Partial<SavedDownload>) => {
    setDownload((current) => (current?.key === key ? { ...current, ...patch } : current));
  }, []);

  const deliver = useCallback(
    async (fileUrl: string, meme: MemeForName, kind: MediaKind) => {
      const key = (downloads.current += 1);
      setDownload({
        key,
        kind,
        fileUrl,
        fileName: downloadFileName(meme, fileUrl),
        memeId: meme.memeId,
        feed: feedMemeOf({ ...meme, file: meme.file ?? fileUrl }),
        file: null,
        iosDialogOpen: false,
      });
      try {
        const file = await fetchMemeFile(fileUrl, kind, (type) => downloadFileName(meme, fileUrl, type));
        updateDownload(key, { file, fileName: file.name });
        const delivery = await deliverFile(file, browserDeliveryEnv());
        if (delivery === 'ios-dialog') updateDownload(key, { iosDialogOpen: true });
        announce(delivery, kind);
      } catch (error) {
        toast.error(downloadFailureText(error, kind));
      }
    },
    [updateDownload],
  );

  const saveImage = useCallback(
    async (state: EditorState, media: EditorMedia) => {
      setPhase('saving');
      let rendering: Blob;
      let original: { file: Blob; name: string } | null = null;
      try {
        rendering = await renderImageBlob(state);
        if (media.source === 'local')
          original = { file: media.file ?? (await fetchOriginal(media.url)), name: media.name };
      } catch {
        toast.error(MESSAGES.errorSavingMeme);
        return;
      }
      let saved;
      try {
        saved = await saveImageMeme({ rendering, fields: saveFields(state), original });
      } catch (error) {
        toastError(MESSAGES.memeUploadFailed, error);
        return;
      }
      void client.invalidateQueries({ queryKey: memeKeys.all });
      if (!saved.file) {
        toast.error(MESSAGES.noDownloadLink);
        return;
      }
      toast.success(MESSAGES.memeSaved);
      await deliver(saved.file, saved.meme, 'image');
    },
    [client, deliver],
  );

  const startVideo = useCallback(async (state: EditorState, media: EditorMedia): Promise<StartedVideo> => {
    const request = templateVideoRequest(state);
    if (request) return startTemplateVideo(request);
    const key = JSON.stringify([mediaKey(media), uploadedVideoFields(state, '')]);
    const id = unanswered.current?.key === key ? unanswered.current.id : newGenerationId();
    unanswered.current = { key, id };
    const file = media.source === 'local' && media.file ? media.file : await fetchOriginal(media.url);
    const name = media.source === 'local' ? media.name : 'video.mp4';
    const started = await startUploadedVideo({ file, name }, uploadedVideoFields(state, id));
    unanswered.current = null;
    return started;
  }, []);

  const saveVideo = useCallback(
    async (state: EditorState, media: EditorMedia, dispatch: (c: EditorCommand) => void, signal: AbortSignal) => {
      const setJob = (job: VideoJob | null) => {
        if (!signal.aborted) dispatch({ type: 'setVideoJob', job });
      };
      const fromLibrary = media.source === 'template';
      setPhase('starting-video');
      setJob({ jobId: null, status: 'starting', fileUrl: null });
      let started: StartedVideo;
      try {
        started = await startVideo(state, media);
      } catch (error) {
        setJob(null);
        if (error instanceof ApiError) {
          toastError(fromLibrary ? MESSAGES.errorStartingVideo : MESSAGES.errorStartingUploadedVideo, error);
        } else {
          toast.error(MESSAGES.failedToStartVideo);
        }
        return;
      }
      void client.invalidateQueries({ queryKey: memeKeys.all });
      const jobId = started.jobInfo?.jobId ?? null;
      const readyUrl = started.meme.fileUrl || started.meme.file || null;
      if (!jobId && !readyUrl) {
        setJob(null);
        toast.error(MESSAGES.failedToStartVideo);
        return;
      }
      toast.success(MESSAGES.videoBeingProcessed);

      let fileUrl = readyUrl;
      if (!fileUrl) {
        setPhase('processing-video');
        setJob({ jobId, status: editorJobStatus(started.jobInfo?.status ?? 'queued'), fileUrl: null });
        const outcome = await pollVideoJob({
          jobId: jobId!,
          lookUp: fetchVideoJob,
          signal,
          onStatus: (status) => setJob({ jobId, status, fileUrl: null }),
        });
        if (outcome.kind === 'cancelled') return;
        if (outcome.kind === 'failed') {
          setJob({ jobId, status: 'failed', fileUrl: null });
          toast.error(MESSAGES.videoProcessingFailed(outcome.message));
          return;
        }
        if (outcome.kind === 'timeout') {
          setJob({ jobId, status: 'failed', fileUrl: null });
          toast.error(MESSAGES.videoPollingTimeout);
          return;
        }
        if (!outcome.fileUrl) {
          setJob({ jobId, status: 'failed', fileUrl: null });
          toast.error(MESSAGES.errorProcessingVideo);
          return;
        }
        fileUrl = outcome.fileUrl;
        void client.invalidateQueries({ queryKey: memeKeys.all });
      }
      setJob({ jobId, status: 'finished', fileUrl });
      toast.success(MESSAGES.videoProcessingCompleted);
      setPhase('saving');
      await deliver(fileUrl, started.meme, 'video');
    },
    [client, deliver, startVideo],
  );

  const save = useCallback(
    async (state: EditorState, dispatch: (c: EditorCommand) => void) => {
      if (busy.current) return;
      const { media } = state;
      if (!media) {
        toast.error(MESSAGES.noFileSelected);
        return;
      }
      if (!canSave(state)) return;
      busy.current = true;
      const controller = new AbortController();
      running.current = { media: mediaKey(media), controller };
      setDownload(null);
      try {
        if (isVideo(media.type)) await saveVideo(state, media, dispatch, controller.signal);
        else await saveImage(state, media);
      } finally {
        busy.current = false;
        if (running.current?.controller === controller) running.current = null;
        setPhase('idle');
      }
    },
    [saveImage, saveVideo],
  );

  /**
   * 'Click here to download': the page hands the file over itself, so a failure is told ('Error
   * downloading file.', or 'Error downloading video file' for a video: decision 044) instead of
   * the browser's silent failed download. The file already fetched is used as it is; when the
   * automatic download could not fetch it, it is fetched again now. A click is a fresh gesture: on
   * a phone the share sheet (or iOS's dialog) is what can save it.
   */
  const onLinkClick = useCallback(
    (event: MouseEvent<HTMLAnchorElement>) => {
      const current = download;
      if (!current) return;
      event.preventDefault();
      void (async () => {
        let file = current.file;
        if (!file) {
          try {
            file = await fetchMemeFile(current.fileUrl, current.kind, () => current.fileName);
          } catch (error) {
            toast.error(linkFailureText(error, current.kind));
            return;
          }
          updateDownload(current.key, { file });
        }
        const delivery = await deliverFile(file, browserDeliveryEnv());
        if (delivery === 'ios-dialog') updateDownload(current.key, { iosDialogOpen: true });
        announce(delivery, current.kind);
      })();
    },
    [download, updateDownload],
  );

  const downloadBox = download
    ? createElement(SaveDownloads, {
        download,
        onLinkClick,
        onIosDialogChange: (open: boolean) => updateDownload(download.key, { iosDialogOpen: open }),
      })
    : null;

  return { save, phase, buttonLabel: LABELS[phase], downloadBox };
}
