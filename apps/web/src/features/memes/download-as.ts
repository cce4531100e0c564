/**
 * A finished meme in another format or a feed's shape (our additions: PNG or JPEG of an image, GIF
 * of a video, made by the server's `?format=` download; Square, Portrait or Story with its fill,
 * `?shape=&fill=`, decision 058). Fetched and saved as a blob rather than left to the link, so a
 * refusal is told: 'Error downloading meme.' with the server's own words under it (a GIF still
 * being made, a format the meme has not), as decision 044 places it.
 */
import {
  ENDPOINTS,
  downloadFileName,
  type FeedFill,
  type FeedShape,
  type MemeDownloadFormat,
} from '@memeforge/contract';
import { saveBlob } from '../../ui/save-blob';

/** What to download the meme as: a format, a feed's shape and its fill (the server's defaults when left out). */
export interface DownloadAs {
  format?: MemeDownloadFormat;
  shape?: FeedShape;
  fill?: FeedFill;
}

/** The download's address, answered as an attachment. */
export function memeDownloadUrl(memeId: string, as: DownloadAs | MemeDownloadFormat): string {
  const query = typeof as === 'string' ? { format: as } : as;
  const params = new URLSearchParams(
    Object.entries(query).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
  return `${ENDPOINTS.memeDownload(memeId)}?${params.toString()}`;
}

/** A refused or failed download, with the server's `detail` when it gave one. */
export class FormatDownloadError extends Error {
  override name = 'FormatDownloadError';
  constructor(readonly detail: string | undefined) {
    super(detail ?? 'The download failed.');
  }
}

/**
 * The name in a Content-Disposition header: RFC 5987's `filename*` (UTF-8) first, else the plain
 * `filename`, else `fallback`.
 */
export function fileNameFromDisposition(header: string | null, fallback: string): string {
  if (!header) return fallback;
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header)?.[1];
  if (extended) {
    try {
      return decodeURIComponent(extended.trim());
    } catch {
      // A broken encoding: the plain name below is the server's ASCII stand-in.
    }
  }
  const plain = /filename\s*=\s*"([^"]*)"|filename\s*=\s*([^;\s]+)/i.exec(header);
  return plain?.[1] || plain?.[2] || fallback;
}

/** The refusal's `detail`, when the answer is the API's JSON error. */
async function detailOf(response: Response): Promise<string | undefined> {
  try {
    const body = (await response.json()) as { detail?: unknown };
    return typeof body.detail === 'string' && body.detail ? body.detail : undefined;
  } catch {
    return undefined;
  }
}

/** Fetches the meme as asked and saves it under the server's name; throws FormatDownloadError. */
export async function downloadMemeAs(memeId: string, as: DownloadAs | MemeDownloadFormat): Promise<void> {
  let response: Response;
  try {
    response = await fetch(memeDownloadUrl(memeId, as), { credentials: 'same-origin' });
  } catch {
    throw new FormatDownloadError(undefined);
  }
  if (!response.ok) throw new FormatDownloadError(await detailOf(response));
  // Only when the answer names no file: its content type says the extension.
  const fallback = downloadFileName({ memeId, tagline: '', type: 1 }, '', response.headers.get('content-type') ?? '');
  let blob: Blob;
  try {
    blob = await response.blob();
  } catch {
    throw new FormatDownloadError(undefined);
  }
  saveBlob(blob, fileNameFromDisposition(response.headers.get('content-disposition'), fallback));
}
