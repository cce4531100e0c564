import type { StorageSettings } from '../../config';
import { LocalMediaStorage } from './local-storage';
import { S3MediaStorage } from './s3-storage';
import type { MediaStorage } from './types';

export type { MediaStorage, PutOptions, UrlOptions } from './types';
export { BadMediaKeyError, MediaNotFoundError } from './types';
export { LocalMediaStorage } from './local-storage';
export { S3MediaStorage } from './s3-storage';
export { DEFAULT_LINK_SECONDS, MAX_LINK_SECONDS } from './signed-links';

/**
 * The one place settings choose the store. `secretKey` signs the local store's download links; a
 * bucket presigns with its own credentials instead.
 */
export function createMediaStorage(settings: StorageSettings, secretKey: string): MediaStorage {
  switch (settings.kind) {
    case 'local':
      return new LocalMediaStorage(settings.dir, secretKey);
    case 's3':
      return new S3MediaStorage(settings);
  }
}

/** The plain URL of an optional key (a template's poster, a meme not rendered yet). */
export function urlOrNull(storage: MediaStorage, key: string | null | undefined): Promise<string | null> {
  return key ? storage.url(key) : Promise.resolve(null);
}
