import type { MemeRow } from '../../db/schema';
import { slugify } from '../templates/ingest';

/**
 * Where a finished meme is stored: its own folder (the id), named after its caption, so a download
 * has a name people recognise in their downloads folder.
 */
export function memeFileKey(meme: Pick<MemeRow, 'id' | 'caption'>, extension: string): string {
  const name = slugify(meme.caption).slice(0, 48).replace(/-+$/, '') || 'meme';
  return `memes/${meme.id}/${name === 'template' ? 'meme' : name}.${extension}`;
}
