/**
 * Zod without its compiled parsers. Zod probes for `new Function` to speed up object parsing; the
 * Content-Security-Policy allows no eval (script-src 'self'), and Chromium reports even a caught
 * probe as a violation. Imported first by entry-client.tsx, before any schema parses.
 */
import { z } from 'zod';

z.config({ jitless: true });
