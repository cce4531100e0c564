/**
 * The saved meme in another format (our addition: PNG or JPEG of an image, GIF of a video, made by
 * the server's `?format=` download). Fetched and saved as a blob rather than left to the link, so
 * a refusal is told: 'Error downloading meme.' with the server's own words under it (a GIF still
 * being made, a format the meme has not), as decision 044 places it.
 */
import type { MemeDownloadFormat } from '@memeforge/contract';
import { saveBlob } from '../../../ui/save-blob';
import { memeDownloadUrl } from './save-api';

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

/** Fetches the meme in `format` and saves it under the server's name; throws FormatDownloadError. */
export async function downloadMemeFormat(memeId: string, format: MemeDownloadFormat): Promise<void> {
  let response: Response;
  try {
    response = await fetch(memeDownloadUrl(memeId, format), { credentials: 'same-origin' });
  } catch {
    throw new FormatDownloadError(undefined);
  }
  if (!response.ok) throw new FormatDownloadError(await detailOf(response));
  const fallback = `memeforge-${memeId.slice(0, 8)}.${format === 'jpeg' ? 'jpg' : format}`;
  let blob: Blob;
  try {
    blob = await response.blob();
  } catch {
    throw new FormatDownloadError(undefined);
  }
  saveBlob(blob, fileNameFromDisposition(response.headers.get('content-disposition'), fallback));
}
