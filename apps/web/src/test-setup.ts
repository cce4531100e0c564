import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import { toast } from 'sonner';

// Sonner keeps its toasts in a module-wide store and replays active ones to a new Toaster.
afterEach(() => {
  toast.dismiss();
});
