/**
 * Downloading a library template (the Library card's and the public template page's Download),
 * behind the free-plan gate. The file is fetched and saved as a blob instead of left to the link,
 * so a failure (a file gone, a network error) is told: 'Error downloading template.' (docs/product.md
 * §8.8, decision 044). The link keeps its href, so "open in new tab" still works; a click is
 * taken over.
 */
import { useCallback, type MouseEvent } from 'react';
import { MESSAGES } from '@memeforge/contract';
import { toast } from '../../ui';
import { saveBlob } from '../../ui/save-blob';
import { useTemplateGate } from './use-template-gate';

/** The file's own name, as the server's `?download=1` names it: the last part of its path. */
export function templateFileName(file: string): string {
  const last = new URL(file, 'http://local').pathname.split('/').pop() ?? '';
  try {
    return decodeURIComponent(last) || 'template';
  } catch {
    return last || 'template';
  }
}

/** Fetches and saves a template's file; throws on any failure. */
export async function saveTemplateFile(file: string): Promise<void> {
  const response = await fetch(file, { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`Download failed (${response.status})`);
  saveBlob(await response.blob(), templateFileName(file));
}

/** Downloads a template's file, with 'Error downloading template.' when it fails. */
export async function downloadTemplate(file: string): Promise<void> {
  try {
    await saveTemplateFile(file);
  } catch {
    toast.error(MESSAGES.errorDownloadingTemplate);
  }
}

/** A Download link's click: the gate first (the upgrade modal on the free plan), then the download. */
export function useTemplateDownload() {
  const { run } = useTemplateGate();
  return useCallback(
    (file: string) => (event: MouseEvent<HTMLAnchorElement>) => {
      event.preventDefault();
      void run('use', () => void downloadTemplate(file));
    },
    [run],
  );
}
