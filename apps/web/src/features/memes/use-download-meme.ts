import { useCallback, useState } from 'react';
import { MESSAGES, type Meme } from '@memeforge/contract';
import { toast } from '../../ui';
import { VideoTooLargeError, downloadMeme } from './download-meme';

/** Downloads a meme with the product's toasts (product.md §8.8); `busy` while the file is fetched. */
export function useDownloadMeme(meme: Meme) {
  const [busy, setBusy] = useState(false);
  const download = useCallback(async () => {
    setBusy(true);
    try {
      await downloadMeme(meme);
      toast.success(MESSAGES.memeDownloaded);
    } catch (error) {
      toast.error(error instanceof VideoTooLargeError ? MESSAGES.videoTooLargeToDownload : MESSAGES.memeDownloadFailed);
    } finally {
      setBusy(false);
    }
  }, [meme]);
  return { busy, download };
}
