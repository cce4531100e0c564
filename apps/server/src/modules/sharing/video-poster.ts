/**
 * A shared video meme's poster frame: one frame of the rendered meme (its caption burnt in), the
 * still its page shows before the video plays and the image of its link preview. Kept in storage
 * beside the meme's file under the key of the file's JPEG conversion (`memes/<id>/name.mp4.jpg`,
 * meme-files.ts): a video meme is never downloaded as a JPEG, and that key goes with the meme's
 * other files when the meme is deleted or drawn again.
 */
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { posterFrame, probeVideo } from '@memeforge/render/media';
import type { MediaStorage } from '../../adapters/storage';
import { convertedFileKey } from '../memes/meme-files';

export const posterKeyOf = (fileKey: string): string => convertedFileKey(fileKey, 'jpeg');

/** Posters being made in this process, by key: a second request for one waits for the first. */
const making = new Map<string, Promise<string>>();

async function makePoster(storage: MediaStorage, fileKey: string, target: string): Promise<void> {
  const dir = await mkdtemp(path.join(tmpdir(), 'memeforge-share-poster-'));
  try {
    const input = path.join(dir, `meme${path.extname(fileKey) || '.mp4'}`);
    await pipeline(await storage.openRead(fileKey), createWriteStream(input));
    const { durationSec } = await probeVideo(input);
    const poster = await posterFrame(input, { durationSec });
    await storage.put(target, poster, { contentType: 'image/jpeg' });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * The poster's key, made first when it is not there yet. Rejects with MediaNotFoundError when the
 * meme's own file is missing.
 */
export function ensureVideoPoster(storage: MediaStorage, fileKey: string): Promise<string> {
  const target = posterKeyOf(fileKey);
  let running = making.get(target);
  if (!running) {
    running = (async () => {
      if (!(await storage.exists(target))) await makePoster(storage, fileKey, target);
      return target;
    })().finally(() => making.delete(target));
    making.set(target, running);
  }
  return running;
}
