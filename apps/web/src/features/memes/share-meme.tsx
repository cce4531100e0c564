/**
 * The meme card's 'Share' action (decision 025): turns sharing on (the meme gets a public page at
 * `/m/{id}`), then shows the link with 'Copy link', the phone's own share sheet where the browser
 * has one ('Share…'), the page itself, and 'Stop sharing', after which the page answers 404.
 */
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Copy, ExternalLink, Loader2, Share2 } from 'lucide-react';
import type { Meme } from '@memeforge/contract';
import { ApiError } from '../../api';
import { Button, Dialog, Input, cn, toast } from '../../ui';
import { shareMeme, stopSharingMeme } from '../sharing/sharing-api';
import { memeKeys, patchCachedMeme } from './memes-api';
import type { MemePatcher } from './use-meme-reaction';

export const SHARE_TEXT = {
  button: 'Share meme',
  title: 'Share this meme',
  description: 'Anyone with the link can see this meme and its caption. You can stop sharing at any time.',
  link: 'Public link',
  copy: 'Copy link',
  copied: 'Link copied to clipboard',
  copyFailed: "Couldn't copy the link. Select it and copy it yourself.",
  nativeShare: 'Share…',
  open: 'Open page',
  stop: 'Stop sharing',
  stopped: 'Sharing stopped. The page is gone.',
  shareFailed: "Couldn't share this meme. Please try again.",
  stopFailed: "Couldn't stop sharing. Please try again.",
  notReady: 'This meme is still being made. Share it when it is ready.',
} as const;

/** The page's absolute address: the server's answer, else the meme's path on this site. */
function absoluteLink(shareUrl: string): string {
  return new URL(shareUrl, window.location.origin).href;
}

/** navigator.share exists on phones (and a few desktop browsers); elsewhere the link is copied. */
function canShareNatively(): boolean {
  return typeof navigator !== 'undefined' && typeof navigator.share === 'function';
}

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

export function ShareMemeAction({
  meme,
  ready,
  onPatch,
  buttonClass,
}: {
  meme: Meme;
  /** Only a finished meme can be shared. */
  ready: boolean;
  onPatch?: MemePatcher | undefined;
  buttonClass: string;
}) {
  const client = useQueryClient();
  const [open, setOpen] = useState(false);
  const [link, setLink] = useState<string | null>(null);
  const [busy, setBusy] = useState<'share' | 'stop' | null>(null);

  const apply = (patch: Partial<Meme>) => {
    patchCachedMeme(client, meme.memeId, patch);
    onPatch?.(meme.memeId, patch);
  };

  const start = async () => {
    if (meme.shareUrl) {
      setLink(absoluteLink(meme.shareUrl));
      setOpen(true);
      return;
    }
    setBusy('share');
    try {
      const shared = await shareMeme(meme.memeId);
      const url = shared.shareUrl ?? '';
      apply({ sharedAt: shared.sharedAt, shareUrl: url ? new URL(url).pathname : null });
      setLink(url);
      setOpen(true);
      void client.invalidateQueries({ queryKey: memeKeys.all });
    } catch (error) {
      toast.error(error instanceof ApiError && error.status === 409 ? SHARE_TEXT.notReady : SHARE_TEXT.shareFailed);
    } finally {
      setBusy(null);
    }
  };

  const stop = async () => {
    setBusy('stop');
    try {
      await stopSharingMeme(meme.memeId);
    } catch (error) {
      // 404: the meme is gone, so is its page; anything else leaves it shared.
      if (!(error instanceof ApiError && error.status === 404)) {
        toast.error(SHARE_TEXT.stopFailed);
        setBusy(null);
        return;
      }
    }
    apply({ sharedAt: null, shareUrl: null });
    void client.invalidateQueries({ queryKey: memeKeys.all });
    setBusy(null);
    setOpen(false);
    toast.success(SHARE_TEXT.stopped);
  };

  const copy = async () => {
    if (!link) return;
    if (await copyText(link)) toast.success(SHARE_TEXT.copied);
    else toast.error(SHARE_TEXT.copyFailed);
  };

  const shareNatively = async () => {
    if (!link) return;
    try {
      await navigator.share({ title: meme.tagline || 'A meme', url: link });
    } catch {
      // Dismissed by the person, or refused by the browser: the link is still on screen to copy.
    }
  };

  return (
    <>
      <button
        type="button"
        className={cn(buttonClass, meme.sharedAt && 'text-brand-700')}
        aria-label={SHARE_TEXT.button}
        title={meme.sharedAt ? 'Shared: see the link' : 'Share'}
        aria-haspopup="dialog"
        disabled={!ready || busy !== null}
        aria-busy={busy === 'share'}
        onClick={() => void start()}
      >
        {busy === 'share' ? (
          <Loader2 className="size-5 animate-spin" aria-hidden />
        ) : (
          <Share2 className="size-5" aria-hidden />
        )}
      </button>
      <Dialog open={open} onOpenChange={setOpen} title={SHARE_TEXT.title} description={SHARE_TEXT.description}>
        {link && (
          <div className="flex flex-col gap-4">
            <Input label={SHARE_TEXT.link} readOnly value={link} onFocus={(event) => event.currentTarget.select()} />
            <div className="flex flex-wrap gap-2">
              <Button type="button" onClick={() => void copy()}>
                <Copy className="size-4" aria-hidden /> {SHARE_TEXT.copy}
              </Button>
              {canShareNatively() && (
                <Button type="button" variant="secondary" onClick={() => void shareNatively()}>
                  <Share2 className="size-4" aria-hidden /> {SHARE_TEXT.nativeShare}
                </Button>
              )}
              <Button asChild variant="secondary">
                <a href={link} target="_blank" rel="noopener noreferrer">
                  <ExternalLink className="size-4" aria-hidden /> {SHARE_TEXT.open}
                </a>
              </Button>
            </div>
            <div className="border-t border-slate-100 pt-4">
              <Button
                type="button"
                variant="ghost"
                className="text-red-700 hover:bg-red-50"
                loading={busy === 'stop'}
                disabled={busy !== null}
                onClick={() => void stop()}
              >
                {SHARE_TEXT.stop}
              </Button>
            </div>
          </div>
        )}
      </Dialog>
    </>
  );
}
