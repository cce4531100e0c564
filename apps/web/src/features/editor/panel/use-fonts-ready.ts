import { useEffect, useState } from 'react';
import { loadCaptionFonts, onCaptionFontsLoaded } from '../preview';

export interface CaptionFontsState {
  /** The fonts every caption needs are in (or would not load: the browser's fallback then shows). */
  ready: boolean;
  /** Goes up with each font load, so the preview redraws when a script's font arrives later. */
  version: number;
}

/**
 * Loads the caption fonts when the editor opens (the same files the server draws with), so the
 * preview breaks lines where the saved meme will, and the CJK family once the text needs it.
 */
export function useCaptionFonts(text: string): CaptionFontsState {
  const [ready, setReady] = useState(false);
  const [version, setVersion] = useState(0);
  useEffect(() => onCaptionFontsLoaded(() => setVersion((value) => value + 1)), []);
  useEffect(() => {
    let live = true;
    loadCaptionFonts(text)
      .catch(() => undefined)
      .finally(() => {
        if (live) setReady(true);
      });
    return () => {
      live = false;
    };
  }, [text]);
  return { ready, version };
}
