import { useEffect, useRef } from 'react';

/**
 * Runs a task once per mount, even under StrictMode's double effects: verification keys and
 * authorisation codes are single-use, so a second call would fail the first one's success.
 */
export function useRunOnce(task: () => void) {
  const ran = useRef(false);
  const latest = useRef(task);
  latest.current = task;
  useEffect(() => {
    if (ran.current) return;
    ran.current = true;
    latest.current();
  }, []);
}
