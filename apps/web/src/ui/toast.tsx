import { useEffect, useState, type CSSProperties, type ReactNode } from 'react';
import type * as SonnerModule from 'sonner';
import type { ExternalToast } from 'sonner';
import { TOAST_DURATION_MS } from '@memeforge/contract';

/**
 * Sonner's rich colours put their text below WCAG AA's 4.5:1 on their own tints (success 4.25,
 * error 4.34, warning and info lower): darker text on the same backgrounds (decision 032).
 */
const READABLE_RICH_COLORS = {
  '--success-text': '#00662a',
  '--error-text': '#b80000',
  '--warning-text': '#8a4300',
  '--info-text': '#0a5299',
} as CSSProperties;

type Sonner = typeof SonnerModule;

/**
 * Sonner (33 KB of script) loads on its own: a public page shows no toast until someone acts, so
 * its code is not part of the first download (decision 034). It loads when the first toast is
 * asked for, or once the page is idle, whichever comes first; a toast asked for before the
 * Toaster has mounted is shown when it does (Sonner replays the active toasts to a new Toaster).
 */
let sonner: Promise<Sonner> | undefined;
/** Toasters waiting for Sonner, told as soon as anything has loaded it. */
const waitingToasters = new Set<(module: Sonner) => void>();
const loadSonner = () =>
  (sonner ??= import('sonner').then((module) => {
    for (const toaster of waitingToasters) toaster(module);
    return module;
  }));

type ToastId = string | number;
type Kind = 'success' | 'error' | 'info' | 'warning' | 'loading';

let lastId = 0;

/** Shows a toast once Sonner is here; the id is ours, so a caller can dismiss or replace it at once. */
function show(kind: Kind, message: ReactNode, options?: ExternalToast): ToastId {
  const id = options?.id ?? `toast-${(lastId += 1)}`;
  void loadSonner().then(({ toast: sonnerToast }) => sonnerToast[kind](message, { ...options, id }));
  return id;
}

/** Sonner's `toast` calls that the app uses, each loading Sonner first. */
export const toast = {
  success: (message: ReactNode, options?: ExternalToast) => show('success', message, options),
  error: (message: ReactNode, options?: ExternalToast) => show('error', message, options),
  info: (message: ReactNode, options?: ExternalToast) => show('info', message, options),
  warning: (message: ReactNode, options?: ExternalToast) => show('warning', message, options),
  loading: (message: ReactNode, options?: ExternalToast) => show('loading', message, options),
  dismiss: (id?: ToastId) => {
    void loadSonner().then(({ toast: sonnerToast }) => sonnerToast.dismiss(id));
  },
};

/** Runs `load` when the browser is next idle (or after a short wait where it cannot say). */
function whenIdle(load: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(load, { timeout: 4000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(load, 2000);
  return () => window.clearTimeout(handle);
}

/** Toasts last 3000 ms unless a caller says otherwise (product.md §9.4). Renders nothing on the server. */
export function Toaster() {
  const [loaded, setLoaded] = useState<Sonner | null>(null);
  useEffect(() => {
    waitingToasters.add(setLoaded);
    // A toast already asked for (say, during the first render) should not wait for idle time.
    if (sonner) void sonner.then(setLoaded);
    const cancel = whenIdle(() => void loadSonner());
    return () => {
      waitingToasters.delete(setLoaded);
      cancel();
    };
  }, []);
  if (!loaded) return null;
  const Sonner = loaded.Toaster;
  return (
    <Sonner position="top-center" richColors closeButton duration={TOAST_DURATION_MS} style={READABLE_RICH_COLORS} />
  );
}
