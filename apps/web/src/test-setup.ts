import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import { toast } from 'sonner';
import { connectSession } from './api';
import { endSession } from './features/session/end-session';
import { refreshSession } from './features/session/refresh';

// The app's client as entry-client.tsx connects it: a 401 renews the session once, then ends it.
connectSession({ refreshSession, endSession: () => void endSession() });

// Sonner keeps its toasts in a module-wide store and replays active ones to a new Toaster.
afterEach(() => {
  toast.dismiss();
});

// jsdom has no ResizeObserver; Radix's slider measures its thumb with one. Nothing resizes here.
if (typeof globalThis.ResizeObserver === 'undefined') {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
