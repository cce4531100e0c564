/** Toasts in tests: Sonner loads on first use (ui/toast.tsx), so a toast shows a moment after it is asked for. */
import { screen, waitFor } from '@testing-library/react';

/** The toast holding `text`, once it shows. */
export async function findToast(text: string | RegExp): Promise<HTMLElement> {
  return waitFor(() => {
    const toast = screen
      .getAllByText(text, { exact: typeof text !== 'string' })
      .map((node) => node.closest<HTMLElement>('[data-sonner-toast]'))
      .find((node): node is HTMLElement => node !== null);
    if (!toast) throw new Error(`no toast says ${String(text)}`);
    return toast;
  });
}
