import type { CSSProperties } from 'react';
import { Toaster as Sonner, toast } from 'sonner';
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

/** Toasts last 3000 ms unless a caller says otherwise (product.md §9.4). */
export function Toaster() {
  return (
    <Sonner position="top-center" richColors closeButton duration={TOAST_DURATION_MS} style={READABLE_RICH_COLORS} />
  );
}

export { toast };
