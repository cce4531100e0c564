/**
 * The name a downloaded meme is saved under, the same whether the browser names a file it fetched
 * (apps/web features/memes/download-meme.ts) or the server names the file it sends
 * (`GET /memes/item/{id}/download/`, its Content-Disposition).
 */
import { MEDIA_TYPE } from './constants';

const EXTENSIONS: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'video/mp4': 'mp4',
  'video/webm': 'webm',
  'video/quicktime': 'mov',
};

function extensionFor(file: string, mimeType: string, video: boolean): string {
  const fromPath = /\.([a-z0-9]{2,5})$/i.exec(file.split(/[?#]/)[0] ?? '')?.[1];
  return (fromPath ?? EXTENSIONS[mimeType.split(';')[0]!.trim()] ?? (video ? 'mp4' : 'png')).toLowerCase();
}

/**
 * 'memeforge-when-the-coffee-machine-breaks.png': the caption's first words, or the meme's id (and
 * the feed's shape, when it is in one: 'memeforge-…-story.jpg').
 * The extension is the file's (its URL or storage key), else its content type's, else the media
 * kind's. The name is plain ASCII: accents lose their marks, other characters become hyphens.
 */
export function downloadFileName(
  meme: { memeId: string; tagline: string; type: number },
  file: string,
  mimeType = '',
  /** Said after the caption's words: the feed's shape ('memeforge-…-story.jpg'). */
  suffix = '',
): string {
  const words = meme.tagline
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 48)
    .replace(/-+$/, '');
  const extension = extensionFor(file, mimeType, meme.type === MEDIA_TYPE.video);
  return `memeforge-${words || meme.memeId.slice(0, 8)}${suffix ? `-${suffix}` : ''}.${extension}`;
}
