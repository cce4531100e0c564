/**
 * Getting the saved meme onto the device (product.md §4.7, §8.8): the file is fetched as a blob
 * (videos past VIDEO_DOWNLOAD_MAX_BYTES refused), then, where the browser can share files (phones,
 * mostly), handed to the system share sheet, whose "Save Image" or "Save Video" puts it in the
 * photos. A cancelled share is the person's choice, not an error. When sharing is not possible or
 * fails, the file is downloaded, except on iOS, where a download does not reach the photos: there
 * the 'Save & Download' dialog shows the meme to long-press. The decisions are plain functions of
 * what the browser offers, so they are tested without a phone.
 */
import { MESSAGES, VIDEO_DOWNLOAD_MAX_BYTES } from '@memeforge/contract';
import { VideoTooLargeError } from '../../memes/download-meme';
import { saveBlob } from '../../../ui/save-blob';

export type MediaKind = 'image' | 'video';

/** iPhone, iPad or iPod, including iPadOS, which says "Macintosh" but has a touch screen. */
export function isIos(userAgent: string, maxTouchPoints = 0): boolean {
  return /iPhone|iPad|iPod/i.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
}

export interface DeliveryEnv {
  canShare?: (data: ShareData) => boolean;
  share?: (data: ShareData) => Promise<void>;
  /**
   * A phone or tablet (a coarse primary pointer). Desktop Safari and Chrome can share files too,
   * but there 'Save & Download' should simply download.
   */
  handheld: boolean;
  ios: boolean;
  saveBlob: (blob: Blob, fileName: string) => void;
}

/** What this browser offers. */
export function browserDeliveryEnv(): DeliveryEnv {
  const nav = typeof navigator === 'undefined' ? undefined : navigator;
  return {
    ...(typeof nav?.canShare === 'function' ? { canShare: (data: ShareData) => nav.canShare(data) } : {}),
    ...(typeof nav?.share === 'function' ? { share: (data: ShareData) => nav.share(data) } : {}),
    handheld: typeof matchMedia === 'function' && matchMedia('(pointer: coarse)').matches,
    ios: isIos(nav?.userAgent ?? '', nav?.maxTouchPoints ?? 0),
    saveBlob,
  };
}

export function canShareFile(file: File, env: DeliveryEnv): boolean {
  if (!env.share || !env.canShare || !(env.handheld || env.ios)) return false;
  try {
    return env.canShare({ files: [file] });
  } catch {
    return false;
  }
}

/** A DOMException is not an Error in every realm: read the name. */
export function isAbortError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';
}

/** How the file reached the person, or the iOS dialog to show. */
export type Delivery = 'shared' | 'share-cancelled' | 'downloaded' | 'ios-dialog';

export async function deliverFile(file: File, env: DeliveryEnv): Promise<Delivery> {
  if (canShareFile(file, env)) {
    try {
      await env.share!({ files: [file] });
      return 'shared';
    } catch (error) {
      if (isAbortError(error)) return 'share-cancelled';
      // NotAllowedError (the click's activation ran out during the save) and the like: fall back.
    }
  }
  if (env.ios) return 'ios-dialog';
  env.saveBlob(file, file.name);
  return 'downloaded';
}

/** The toast after a delivery; null when there is nothing to say (a cancelled share). */
export function deliveryToast(delivery: Delivery, kind: MediaKind): { tone: 'success' | 'info'; text: string } | null {
  switch (delivery) {
    case 'shared':
      return { tone: 'success', text: MESSAGES.mobileShareSuccess };
    case 'downloaded':
      return { tone: 'success', text: kind === 'video' ? MESSAGES.videoDownloaded : MESSAGES.imageDownloaded };
    case 'ios-dialog':
      return { tone: 'info', text: MESSAGES.iosTapAndHold };
    case 'share-cancelled':
      return null;
  }
}

/** The automatic download after a save could not fetch the file. */
export function downloadFailureText(error: unknown, kind: MediaKind): string {
  if (error instanceof VideoTooLargeError) return MESSAGES.videoTooLargeToDownload;
  return kind === 'video' ? MESSAGES.videoDownloadFailed : MESSAGES.imageDownloadFailed;
}

/** 'Click here to download' could not fetch the file (decision 044 places these two texts here). */
export function linkFailureText(error: unknown, kind: MediaKind): string {
  if (error instanceof VideoTooLargeError) return MESSAGES.videoTooLargeToDownload;
  return kind === 'video' ? MESSAGES.errorDownloadingVideoFile : MESSAGES.errorDownloadingFile;
}

/**
 * Fetches the meme's file as a File named by `nameFor(its content type)`. A video is refused past
 * the cap: by its declared size before the body is read, else by the body's size.
 */
export async function fetchMemeFile(url: string, kind: MediaKind, nameFor: (mimeType: string) => string) {
  const response = await fetch(url, { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`Download failed (${response.status})`);
  if (kind === 'video' && Number(response.headers.get('content-length') ?? 0) > VIDEO_DOWNLOAD_MAX_BYTES) {
    await response.body?.cancel();
    throw new VideoTooLargeError();
  }
  const blob = await response.blob();
  if (kind === 'video' && blob.size > VIDEO_DOWNLOAD_MAX_BYTES) throw new VideoTooLargeError();
  const type = blob.type.split(';')[0]!.trim() || (kind === 'video' ? 'video/mp4' : 'image/png');
  return new File([blob], nameFor(type), { type });
}
