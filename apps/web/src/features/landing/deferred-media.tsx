import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Whether the pictures of a part of the page may load now. Outside any `DeferredMedia` they may:
 * the default is the browser's own lazy loading.
 */
const MediaReadyContext = createContext(true);

export const useMediaReady = () => useContext(MediaReadyContext);

/** How far below (or above) the screen a section starts loading its pictures. */
const NEAR_SCREEN_MARGIN = '600px 0px';

/**
 * A part of the landing page below the first screen whose pictures load only once the page has
 * hydrated and the part is near the screen (decision 034). The server renders the pictures sized
 * but without a source, so on a slow phone the first screen's text, styles and scripts have the
 * connection to themselves: with the browser's own lazy loading the carousels' and the showcase's
 * pictures (about 300 KB) started with the scripts, because its "near" is 1250-2500 px. A picture
 * keeps its width and height meanwhile, so nothing moves when it arrives.
 */
export function DeferredMedia({ className, children }: { className?: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      setReady(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setReady(true);
          observer.disconnect();
        }
      },
      { rootMargin: NEAR_SCREEN_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return (
    <div ref={ref} className={className}>
      <MediaReadyContext.Provider value={ready}>{children}</MediaReadyContext.Provider>
    </div>
  );
}
