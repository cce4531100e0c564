/**
 * Object URLs for files chosen on the device. The editor keeps a chosen file's URL in its state,
 * and undo can bring back a replaced file, so a URL is not revoked when another file replaces it:
 * every URL made here lives while an editor (any mounted chooser) is open, and all are revoked once
 * the last chooser unmounts. The check waits a task, because the panel moves its chooser (unmounts
 * one, mounts another) when the first file is chosen.
 */
import { useEffect } from 'react';

const created = new Set<string>();
let mounted = 0;

export function createMediaUrl(file: Blob): string {
  const url = URL.createObjectURL(file);
  created.add(url);
  return url;
}

function revokeAllWhenClosed() {
  setTimeout(() => {
    if (mounted > 0) return;
    for (const url of created) URL.revokeObjectURL(url);
    created.clear();
  }, 0);
}

/** Keeps this module's object URLs alive while the calling component is mounted. */
export function useMediaUrlLifetime() {
  useEffect(() => {
    mounted += 1;
    return () => {
      mounted -= 1;
      revokeAllWhenClosed();
    };
  }, []);
}
