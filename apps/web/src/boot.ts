/**
 * The page's first script (decision 034). A server-rendered page shows without its scripts, so they
 * wait until the browser has painted it: on a slow phone the document, its styles and the image it
 * leads with have the connection to themselves first, and running React and the hydration cannot
 * hold the first paint back. Then the app's chunks are fetched side by side (module preloads) and
 * the app's entry is imported. The server names them in a JSON data block (the Content-Security-
 * Policy allows no inline script): `{ "entry": "/assets/index-….js", "preload": ["/assets/….js"] }`.
 * It imports nothing, so it is a few hundred bytes of its own.
 */
export const BOOT_ELEMENT_ID = '__memeforge_scripts';

export interface BootScripts {
  entry: string;
  preload: string[];
}

function bootScripts(): BootScripts | null {
  const text = document.getElementById(BOOT_ELEMENT_ID)?.textContent;
  return text ? (JSON.parse(text) as BootScripts) : null;
}

/** The longest the app waits for the page's first paint (a tab opened in the background paints late). */
export const PAINT_WAIT_CAP_MS = 1000;

/** Runs `task` after the next frame: enough where there is nothing to paint first. */
function afterNextFrame(task: () => void) {
  if (typeof requestAnimationFrame !== 'function') return void setTimeout(task, 0);
  requestAnimationFrame(() => setTimeout(task, 0));
}

/**
 * Runs `task` once the browser has shown the server's page: its first contentful paint as the
 * Paint Timing API reports it (when the frame was presented, which can come after the next frame's
 * callback: waiting one frame raced it), at most PAINT_WAIT_CAP_MS. A page with nothing rendered
 * (the dashboard's shell) or a browser without paint timing waits one frame.
 */
function afterFirstPaint(task: () => void) {
  const serverRendered = Boolean(document.getElementById('root')?.firstElementChild);
  const paintTiming =
    typeof PerformanceObserver === 'function' && PerformanceObserver.supportedEntryTypes?.includes('paint');
  if (!serverRendered || !paintTiming) return afterNextFrame(task);
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    observer.disconnect();
    clearTimeout(cap);
    setTimeout(task, 0);
  };
  const observer = new PerformanceObserver((entries) => {
    if (entries.getEntriesByName('first-contentful-paint').length > 0) start();
  });
  const cap = setTimeout(start, PAINT_WAIT_CAP_MS);
  observer.observe({ type: 'paint', buffered: true });
}

const importModule = (url: string) => import(/* @vite-ignore */ url);

export function startApp(
  scripts: BootScripts | null = bootScripts(),
  load: (url: string) => Promise<unknown> = importModule,
) {
  if (!scripts) return;
  afterFirstPaint(() => {
    for (const href of scripts.preload) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    void load(scripts.entry);
  });
}

startApp();
