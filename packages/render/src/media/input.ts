/**
 * How every file goes into ffmpeg or ffprobe: with its demuxer named and only local files allowed.
 * Left to guess, ffmpeg picks a demuxer from the content, and some (HLS playlists, concat lists,
 * image sequences) open further files or URLs that the content names; a crafted upload could make
 * the server read its own files or call out. Naming the demuxer and whitelisting the file protocol
 * closes both.
 */
import { open } from 'node:fs/promises';
import path from 'node:path';

/** ffmpeg demuxer names for the containers we accept. */
export type Demuxer = 'mov' | 'matroska' | 'gif' | 'png_pipe' | 'jpeg_pipe' | 'webp_pipe';

export interface MediaInput {
  path: string;
  format: Demuxer;
  /** Input options that belong before this input's `-i` (a seek with `-ss`, for one). */
  options?: readonly string[];
}

export class UnsupportedMediaError extends Error {
  override readonly name = 'UnsupportedMediaError';
}

const ascii = (bytes: Uint8Array, start: number, end: number) =>
  Buffer.from(bytes.subarray(start, end)).toString('latin1');

/** QuickTime/MP4 files open with one of these boxes; `ftyp` in anything written since 2001. */
const MOV_BOXES = new Set(['ftyp', 'moov', 'mdat', 'wide', 'free', 'skip']);

/** The demuxer for a file's first bytes, or null when they are none of ours. */
export function demuxerOfHeader(header: Uint8Array): Demuxer | null {
  if (header.length >= 8 && MOV_BOXES.has(ascii(header, 4, 8))) return 'mov';
  if (header.length >= 4 && header[0] === 0x1a && header[1] === 0x45 && header[2] === 0xdf && header[3] === 0xa3)
    return 'matroska';
  if (ascii(header, 0, 4) === 'GIF8') return 'gif';
  if (header.length >= 8 && ascii(header, 0, 8) === '\x89PNG\r\n\x1a\n') return 'png_pipe';
  if (header[0] === 0xff && header[1] === 0xd8 && header[2] === 0xff) return 'jpeg_pipe';
  if (ascii(header, 0, 4) === 'RIFF' && ascii(header, 8, 12) === 'WEBP') return 'webp_pipe';
  return null;
}

const BY_EXTENSION: Record<string, Demuxer> = {
  '.mp4': 'mov',
  '.m4v': 'mov',
  '.mov': 'mov',
  '.webm': 'matroska',
  '.mkv': 'matroska',
  '.gif': 'gif',
  '.png': 'png_pipe',
  '.jpg': 'jpeg_pipe',
  '.jpeg': 'jpeg_pipe',
  '.webp': 'webp_pipe',
};

/**
 * The file as an input, its demuxer read from its first bytes. When they say nothing (the file is
 * missing, empty, or something else) the extension names it: the demuxer then refuses the file, and
 * ffmpeg's message says why in the same words as any other failed run.
 */
export async function mediaInputOf(file: string): Promise<MediaInput> {
  let header = new Uint8Array(0);
  try {
    const handle = await open(file, 'r');
    try {
      const buffer = Buffer.alloc(16);
      const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
      header = buffer.subarray(0, bytesRead);
    } finally {
      await handle.close();
    }
  } catch {
    // unreadable: decided by the extension below
  }
  const format = demuxerOfHeader(header) ?? BY_EXTENSION[path.extname(file).toLowerCase()];
  if (!format) throw new UnsupportedMediaError(`${file}: not a video or image container we read`);
  return { path: file, format };
}

/** The arguments that open one input. */
export function inputArgs(input: MediaInput): string[] {
  return [...(input.options ?? []), '-f', input.format, '-protocol_whitelist', 'file', '-i', input.path];
}
