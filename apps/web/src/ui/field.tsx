import { forwardRef, useId, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { cn } from './cn';

const control =
  'w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 placeholder:text-slate-400 ' +
  'focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200 disabled:bg-slate-100 ' +
  'aria-[invalid=true]:border-red-500 aria-[invalid=true]:ring-red-100';

interface FieldShellProps {
  id: string;
  label?: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  children: ReactNode;
}

/** Label, control, then the error (announced) or a hint. */
export function FieldShell({ id, label, error, hint, children }: FieldShellProps) {
  return (
    <div className="flex flex-col gap-1.5">
      {label && (
        <label htmlFor={id} className="text-sm font-medium text-slate-700">
          {label}
        </label>
      )}
      {children}
      <FieldMessage id={id} error={error} hint={hint} />
    </div>
  );
}

/** Under a control: its error (announced, `<id>-error`) or else its hint (`<id>-hint`). */
export function FieldMessage({ id, error, hint }: { id: string; error?: string | null | undefined; hint?: ReactNode }) {
  if (error) {
    return (
      <p id={`${id}-error`} role="alert" className="text-sm text-red-600 whitespace-pre-line">
        {error}
      </p>
    );
  }
  return hint ? (
    <p id={`${id}-hint`} className="text-xs text-slate-500">
      {hint}
    </p>
  ) : null;
}

/** The control's id and the aria attributes that tie it to its error or hint. */
export function useFieldAria(id: string | undefined, error: string | undefined, hint: ReactNode) {
  const autoId = useId();
  const inputId = id ?? autoId;
  return {
    inputId,
    aria: {
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? `${inputId}-error` : hint ? `${inputId}-hint` : undefined,
    },
  };
}

/** What a labelled field adds to its control's own attributes. */
interface FieldProps {
  label?: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
}

export interface InputProps extends InputHTMLAttributes<HTMLInputElement>, FieldProps {}

export const Input = forwardRef<HTMLInputElement, InputProps>(function Input(
  { label, error, hint, id, className, ...props },
  ref,
) {
  const { inputId, aria } = useFieldAria(id, error, hint);
  return (
    <FieldShell id={inputId} label={label} error={error} hint={hint}>
      <input ref={ref} id={inputId} {...aria} className={cn(control, 'h-10', className)} {...props} />
    </FieldShell>
  );
});

export interface TextareaProps extends TextareaHTMLAttributes<HTMLTextAreaElement>, FieldProps {}

export const Textarea = forwardRef<HTMLTextAreaElement, TextareaProps>(function Textarea(
  { label, error, hint, id, className, ...props },
  ref,
) {
  const { inputId, aria } = useFieldAria(id, error, hint);
  return (
    <FieldShell id={inputId} label={label} error={error} hint={hint}>
      <textarea
        ref={ref}
        id={inputId}
        {...aria}
        className={cn(control, 'min-h-24 py-2 resize-y', className)}
        {...props}
      />
    </FieldShell>
  );
});
