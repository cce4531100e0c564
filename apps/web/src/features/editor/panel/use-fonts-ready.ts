import { useEffect, useState } from 'react';
import { loadCaptionFonts } from '../preview';

/**
 * Loads the caption fonts when the editor opens (the same files the server draws with), so the
 * preview breaks lines where the saved meme will. A font that will not load leaves the browser's
 * fallback: the preview still shows.
 */
export function useCaptionFontsReady(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let live = true;
    loadCaptionFonts()
      .catch(() => undefined)
      .finally(() => {
        if (live) setReady(true);
      });
    return () => {
      live = false;
    };
  }, []);
  return ready;
}
