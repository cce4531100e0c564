import type { FormEvent } from 'react';
import { useSingleFlight, type STAY_LOCKED } from './use-single-flight';

/**
 * The submit handler of a form checked by a contract schema (see useFormState): the browser's own
 * submit is stopped, an invalid form shows its messages, and a valid one runs `task` with the
 * parsed data, one run at a time (see useSingleFlight; `busy` drives the submit button).
 */
export function useSchemaSubmit<T>(
  form: { data: T | undefined; revealErrors: () => void },
  task: (data: T) => Promise<typeof STAY_LOCKED | void>,
) {
  const { busy, run } = useSingleFlight();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const data = form.data;
    if (!data) return form.revealErrors();
    void run(() => task(data));
  };
  return { busy, submit };
}
