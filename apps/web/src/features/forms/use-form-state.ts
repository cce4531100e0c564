import { useCallback, useMemo, useState, type ChangeEvent } from 'react';
import type { z } from 'zod';

/** The first message for each field; a whole-form message (an issue with no path) under ''. */
export function firstIssueByField(issues: readonly z.core.$ZodIssue[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const key = String(issue.path[0] ?? '');
    errors[key] ??= issue.message;
  }
  return errors;
}

/**
 * Text-field form state checked by a contract schema. Validation runs on every render (mount,
 * change, blur), so `valid` can keep a submit disabled from the start; a field's message shows
 * once it has been changed or left non-empty, or after `revealErrors` (a refused submit), so an untouched
 * empty form is not painted red. Typed values survive failed submits.
 */
export function useFormState<K extends string, T>(schema: z.ZodType<T>, initial: Record<K, string>) {
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<Partial<Record<K, boolean>>>({});
  const [revealed, setRevealed] = useState(false);

  const result = useMemo(() => schema.safeParse(values), [schema, values]);
  const errors = useMemo(() => (result.success ? {} : firstIssueByField(result.error.issues)), [result]);

  const touch = useCallback((name: K) => setTouched((prev) => (prev[name] ? prev : { ...prev, [name]: true })), []);
  const setValue = useCallback(
    (name: K, value: string) => {
      setValues((prev) => ({ ...prev, [name]: value }));
      touch(name);
    },
    [touch],
  );
  const errorFor = (name: K): string | undefined => (touched[name] || revealed ? errors[name] : undefined);

  /** Props for an Input / PasswordInput: value, handlers and the message to show. */
  const field = (name: K) => ({
    name,
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => setValue(name, event.target.value),
    // Leaving a field the person never typed in shows nothing: painting it red there re-lays the
    // dialog out under the pointer and swallows the click that caused the blur (e.g. 'Sign In').
    onBlur: () => {
      if (values[name] !== '') touch(name);
    },
    error: errorFor(name),
  });

  return {
    values,
    valid: result.success,
    data: result.success ? result.data : undefined,
    errorFor,
    field,
    setValue,
    revealErrors: useCallback(() => setRevealed(true), []),
  };
}
