import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES, VIDEO_DOWNLOAD_MAX_BYTES } from '@memeforge/contract';
import { VideoTooLargeError } from '../../memes/download-meme';
import {
  deliverFile,
  deliveryToast,
  downloadFailureText,
  fetchMemeFile,
  isIos,
  type DeliveryEnv,
} from './share-or-download';

const file = () => new File(['png'], 'memeforge-hello.png', { type: 'image/png' });

function env(overrides: Partial<DeliveryEnv> = {}): DeliveryEnv & { saveBlob: ReturnType<typeof vi.fn> } {
  return { ios: false, handheld: true, saveBlob: vi.fn(), ...overrides } as DeliveryEnv & {
    saveBlob: ReturnType<typeof vi.fn>;
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('isIos', () => {
  it('knows iPhones and iPads, including iPadOS posing as a Mac', () => {
    expect(isIos('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15')).toBe(true);
    expect(isIos('Mozilla/5.0 (iPad; CPU OS 15_0 like Mac OS X)')).toBe(true);
    expect(isIos('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) Version/17.0 Safari/605.1.15', 5)).toBe(true);
    expect(isIos('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) Version/17.0 Safari/605.1.15', 0)).toBe(false);
    expect(isIos('Mozilla/5.0 (Linux; Android 14; Pixel 8) Chrome/120 Mobile')).toBe(false);
  });
});

describe('deliverFile', () => {
  it('uses the share sheet where the browser can share the file', async () => {
    const share = vi.fn(() => Promise.resolve());
    const canShare = vi.fn(() => true);
    const browser = env({ share, canShare });
    const chosen = file();
    await expect(deliverFile(chosen, browser)).resolves.toBe('shared');
    expect(canShare).toHaveBeenCalledWith({ files: [chosen] });
    expect(share).toHaveBeenCalledWith({ files: [chosen] });
    expect(browser.saveBlob).not.toHaveBeenCalled();
    expect(deliveryToast('shared', 'image')).toEqual({ tone: 'success', text: MESSAGES.mobileShareSuccess });
  });

  it('takes a cancelled share as the person’s choice: no download, no toast', async () => {
    const browser = env({
      canShare: () => true,
      share: () => Promise.reject(new DOMException('Share canceled', 'AbortError')),
    });
    await expect(deliverFile(file(), browser)).resolves.toBe('share-cancelled');
    expect(browser.saveBlob).not.toHaveBeenCalled();
    expect(deliveryToast('share-cancelled', 'video')).toBeNull();
  });

  it('falls back to a download when the share fails, or to the long-press dialog on iOS', async () => {
    const failing = { canShare: () => true, share: () => Promise.reject(new DOMException('no', 'NotAllowedError')) };
    const desktop = env(failing);
    const chosen = file();
    await expect(deliverFile(chosen, desktop)).resolves.toBe('downloaded');
    expect(desktop.saveBlob).toHaveBeenCalledWith(chosen, 'memeforge-hello.png');

    const iphone = env({ ...failing, ios: true });
    await expect(deliverFile(chosen, iphone)).resolves.toBe('ios-dialog');
    expect(iphone.saveBlob).not.toHaveBeenCalled();
    expect(deliveryToast('ios-dialog', 'image')).toEqual({ tone: 'info', text: MESSAGES.iosTapAndHold });
  });

  it('on iOS without file sharing, shows the long-press dialog', async () => {
    const iphone = env({ ios: true, canShare: () => false, share: vi.fn() });
    await expect(deliverFile(file(), iphone)).resolves.toBe('ios-dialog');
    expect(iphone.share).not.toHaveBeenCalled();
  });

  it('downloads on a desktop even where it could share', async () => {
    const share = vi.fn(() => Promise.resolve());
    const desktop = env({ handheld: false, canShare: () => true, share });
    await expect(deliverFile(file(), desktop)).resolves.toBe('downloaded');
    expect(share).not.toHaveBeenCalled();
  });

  it('downloads plainly where nothing can be shared', async () => {
    const desktop = env();
    await expect(deliverFile(file(), desktop)).resolves.toBe('downloaded');
    expect(desktop.saveBlob).toHaveBeenCalledTimes(1);
    const throwing = env({
      canShare: () => {
        throw new TypeError('bad data');
      },
      share: vi.fn(),
    });
    await expect(deliverFile(file(), throwing)).resolves.toBe('downloaded');
    expect(deliveryToast('downloaded', 'image')).toEqual({ tone: 'success', text: MESSAGES.imageDownloaded });
    expect(deliveryToast('downloaded', 'video')).toEqual({ tone: 'success', text: MESSAGES.videoDownloaded });
  });
});

describe('fetchMemeFile', () => {
  it('names the fetched file by its content type', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('x', { status: 200, headers: { 'content-type': 'image/png' } })),
    );
    const fetched = await fetchMemeFile('/media/memes/1', 'image', (type) => `meme.${type.split('/')[1]}`);
    expect(fetched.name).toBe('meme.png');
    expect(fetched.type).toBe('image/png');
  });

  it('refuses a video past the cap by its declared size, and says so', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response('x', { status: 200, headers: { 'content-length': String(VIDEO_DOWNLOAD_MAX_BYTES + 1) } }),
      ),
    );
    const refused = fetchMemeFile('/media/memes/1.mp4', 'video', () => 'v.mp4');
    await expect(refused).rejects.toBeInstanceOf(VideoTooLargeError);
    expect(downloadFailureText(new VideoTooLargeError(), 'video')).toBe(MESSAGES.videoTooLargeToDownload);
  });

  it('fails on an error answer, with the kind’s message', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { status: 404 })),
    );
    await expect(fetchMemeFile('/media/memes/gone.png', 'image', () => 'x.png')).rejects.toThrow(
      'Download failed (404)',
    );
    expect(downloadFailureText(new Error('x'), 'image')).toBe(MESSAGES.imageDownloadFailed);
    expect(downloadFailureText(new Error('x'), 'video')).toBe(MESSAGES.videoDownloadFailed);
  });
});
