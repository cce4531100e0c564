import { useState, type MouseEvent } from 'react';
import { Loader2 } from 'lucide-react';
import { MESSAGES, type MemeDownloadFormat } from '@memeforge/contract';
import { toast } from '../../../ui';
import { DownloadBox } from './download-box';
import { FormatDownloadError, downloadMemeAs, memeDownloadUrl } from '../../memes/download-as';
import { FeedDownloadAction, type FeedMeme } from '../../memes/feed-download';
import { IosSaveDialog } from './ios-save-dialog';
import type { MediaKind } from './share-or-download';

export interface SavedDownload {
  /** One per save: the download box starts afresh for each. */
  key: number;
  kind: MediaKind;
  fileUrl: string;
  fileName: string;
  memeId: string | null;
  /** The saved meme for 'Download for a feed' (decision 058). */
  feed: FeedMeme | null;
  /** The fetched file, once it is (the link hands it to the share sheet on phones). */
  file: File | null;
  iosDialogOpen: boolean;
}

const FORMATS: Record<MediaKind, { format: MemeDownloadFormat; label: string }[]> = {
  image: [
    { format: 'png', label: 'PNG' },
    { format: 'jpeg', label: 'JPEG' },
  ],
  video: [{ format: 'gif', label: 'GIF' }],
};

/**
 * Our addition beside the countdown: the saved meme in other formats, made by the server. Each link
 * keeps its href but is downloaded by the page, so a refusal says 'Error downloading meme.' with the
 * server's reason (decision 044); a GIF can take a while, so the link shows it is working.
 */
export function FormatLinks({ memeId, kind }: { memeId: string; kind: MediaKind }) {
  const [pending, setPending] = useState<MemeDownloadFormat | null>(null);
  const download = (format: MemeDownloadFormat) => async (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    if (pending) return;
    setPending(format);
    try {
      await downloadMemeAs(memeId, format);
    } catch (error) {
      const detail = error instanceof FormatDownloadError ? error.detail : undefined;
      toast.error(MESSAGES.errorDownloadingMeme, detail ? { description: detail } : undefined);
    } finally {
      setPending(null);
    }
  };
  return (
    <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-600">
      <span>Also download as</span>
      {FORMATS[kind].map(({ format, label }) => (
        <a
          key={format}
          href={memeDownloadUrl(memeId, format)}
          download
          aria-busy={pending === format || undefined}
          onClick={(event) => void download(format)(event)}
          className="inline-flex items-center gap-1 font-semibold text-brand-700 underline-offset-4 hover:underline"
        >
          {pending === format && <Loader2 className="size-3 animate-spin motion-reduce:animate-none" aria-hidden />}
          {label}
        </a>
      ))}
    </p>
  );
}

/** What the save leaves under its button: the download box, and on iOS the long-press dialog. */
export function SaveDownloads({
  download,
  onLinkClick,
  onIosDialogChange,
}: {
  download: SavedDownload;
  onLinkClick: (event: MouseEvent<HTMLAnchorElement>) => void;
  onIosDialogChange: (open: boolean) => void;
}) {
  return (
    <>
      <DownloadBox
        key={download.key}
        fileUrl={download.fileUrl}
        fileName={download.fileName}
        onLinkClick={onLinkClick}
        extra={
          download.memeId ? (
            <div className="flex flex-col gap-3">
              <FormatLinks memeId={download.memeId} kind={download.kind} />
              {download.feed && <FeedDownloadAction meme={download.feed} ready variant="text" />}
            </div>
          ) : null
        }
      />
      <IosSaveDialog
        open={download.iosDialogOpen}
        onOpenChange={onIosDialogChange}
        src={download.fileUrl}
        kind={download.kind}
      />
    </>
  );
}
