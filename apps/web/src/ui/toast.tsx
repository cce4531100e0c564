import { Toaster as Sonner, toast } from 'sonner';
import { TOAST_DURATION_MS } from '@memeforge/contract';

/** Toasts last 3000 ms unless a caller says otherwise (product.md §9.4). */
export function Toaster() {
  return <Sonner position="top-center" richColors closeButton duration={TOAST_DURATION_MS} />;
}

export { toast };
