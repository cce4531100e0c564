import { useCallback, useRef, useState } from 'react';

/** What a task answers when it has finished the form's job (the page is about to change). */
export const STAY_LOCKED = 'stay-locked';

/**
 * Runs one submission at a time: `busy` drives the button's busy state, and the ref refuses a
 * second run before React has re-rendered the disabled button (a fast double click or Enter). A
 * task that answers STAY_LOCKED keeps the form locked while the app moves on (navigation after a
 * successful sign-in is not instant).
 */
export function useSingleFlight() {
  const inFlight = useRef(false);
  const [busy, setBusy] = useState(false);
  const run = useCallback(async (task: () => Promise<typeof STAY_LOCKED | void>) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    let outcome: typeof STAY_LOCKED | void = undefined;
    try {
      outcome = await task();
    } finally {
      if (outcome !== STAY_LOCKED) {
        inFlight.current = false;
        setBusy(false);
      }
    }
  }, []);
  return { busy, run };
}
