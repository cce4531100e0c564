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

/** Runs `task` once the browser has painted: the next frame's callback, then a task after that frame. */
function afterFirstPaint(task: () => void) {
  if (typeof requestAnimationFrame !== 'function') return void setTimeout(task, 0);
  requestAnimationFrame(() => setTimeout(task, 0));
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
