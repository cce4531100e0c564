import { useEffect, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { Download } from 'lucide-react';
import { DOWNLOAD_BOX_DELAY_MS, DOWNLOAD_COUNTDOWN_START_S, MESSAGES } from '@memeforge/contract';
import { cn } from '../../../ui';

export interface DownloadBoxProps {
  /** The saved meme's file. */
  fileUrl: string;
  fileName: string;
  /** The link's click once enabled; may take over (the share sheet on a phone) by preventing the default. */
  onLinkClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
  /** Beside the countdown: other ways to get the meme (our formats). */
  extra?: ReactNode;
  delayMs?: number;
  startSeconds?: number;
}

/**
 * The download box (product.md §4.7): the automatic download has already started; about
 * DOWNLOAD_BOX_DELAY_MS later this box appears, 'Hang tight! Your download will begin in N
 * seconds...' counting down, then 'Click here to download', a real link to the file, disabled until
 * the countdown reaches 0 (for when the automatic download did not happen). Mount it afresh (a new
 * key) for each save.
 */
export function DownloadBox({
  fileUrl,
  fileName,
  onLinkClick,
  extra,
  delayMs = DOWNLOAD_BOX_DELAY_MS,
  startSeconds = DOWNLOAD_COUNTDOWN_START_S,
}: DownloadBoxProps) {
  const [visible, setVisible] = useState(false);
  const [seconds, setSeconds] = useState(startSeconds);
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const timer = setTimeout(() => setVisible(true), delayMs);
    return () => clearTimeout(timer);
  }, [delayMs]);

  // Under the button, the box can start below the fold (a phone, a full-screen dialog): bring it
  // into view when it appears; 'nearest' leaves the page still when it is already in view.
  useEffect(() => {
    if (visible) box.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [visible]);

  useEffect(() => {
    if (!visible || seconds <= 0) return;
    const timer = setTimeout(() => setSeconds((left) => left - 1), 1000);
    return () => clearTimeout(timer);
  }, [visible, seconds]);

  if (!visible) return null;
  const ready = seconds <= 0;

  return (
    <div
      ref={box}
      role="status"
      data-testid="download-box"
      className="flex flex-col gap-2 rounded-xl border border-brand-200 bg-brand-50 p-4 text-sm text-slate-800"
    >
      {!ready && <p>{MESSAGES.downloadCountdown(seconds)}</p>}
      <a
        href={fileUrl}
        download={fileName}
        aria-disabled={ready ? undefined : true}
        tabIndex={ready ? undefined : -1}
        onClick={(event) => {
          if (!ready) {
            event.preventDefault();
            return;
          }
          onLinkClick?.(event);
        }}
        className={cn(
          'inline-flex items-center gap-2 font-semibold text-brand-700 underline-offset-4',
          ready ? 'hover:underline' : 'pointer-events-none cursor-not-allowed opacity-50',
        )}
      >
        <Download className="size-4" aria-hidden />
        {MESSAGES.clickToDownload}
      </a>
      {extra}
    </div>
  );
}
