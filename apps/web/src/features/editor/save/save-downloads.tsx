import type { MouseEvent } from 'react';
import type { MemeDownloadFormat } from '@memeforge/contract';
import { DownloadBox } from './download-box';
import { IosSaveDialog } from './ios-save-dialog';
import { memeDownloadUrl } from './save-api';
import type { MediaKind } from './share-or-download';

export interface SavedDownload {
  /** One per save: the download box starts afresh for each. */
  key: number;
  kind: MediaKind;
  fileUrl: string;
  fileName: string;
  memeId: string | null;
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

/** Our addition beside the countdown: the saved meme in other formats, made by the server. */
export function FormatLinks({ memeId, kind }: { memeId: string; kind: MediaKind }) {
  return (
    <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-600">
      <span>Also download as</span>
      {FORMATS[kind].map(({ format, label }) => (
        <a
          key={format}
          href={memeDownloadUrl(memeId, format)}
          download
          className="font-semibold text-brand-700 underline-offset-4 hover:underline"
        >
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
        extra={download.memeId ? <FormatLinks memeId={download.memeId} kind={download.kind} /> : null}
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
