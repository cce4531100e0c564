import { forwardRef, useState } from 'react';
import { Eye, EyeOff } from 'lucide-react';
import { FieldShell, useFieldAria, type InputProps } from './field';
import { cn } from './cn';

/** A password field with a show/hide toggle (product.md §2.2: label 'Password', placeholder 'Enter your password'). */
export const PasswordInput = forwardRef<HTMLInputElement, Omit<InputProps, 'type'>>(function PasswordInput(
  { label = 'Password', placeholder = 'Enter your password', error, hint, id, className, ...props },
  ref,
) {
  const [visible, setVisible] = useState(false);
  const { inputId, aria } = useFieldAria(id, error, hint);
  return (
    <FieldShell id={inputId} label={label} error={error} hint={hint}>
      <div className="relative">
        <input
          ref={ref}
          id={inputId}
          type={visible ? 'text' : 'password'}
          placeholder={placeholder}
          {...aria}
          className={cn(
            'h-10 w-full rounded-lg border border-slate-300 bg-white pl-3 pr-10 text-sm',
            'focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200',
            'aria-[invalid=true]:border-red-500',
            className,
          )}
          {...props}
        />
        <button
          type="button"
          onClick={() => setVisible((value) => !value)}
          aria-label={visible ? 'Hide password' : 'Show password'}
          aria-pressed={visible}
          className="absolute inset-y-0 right-0 flex w-10 items-center justify-center text-slate-500 hover:text-slate-800"
        >
          {visible ? <EyeOff className="size-4" /> : <Eye className="size-4" />}
        </button>
      </div>
    </FieldShell>
  );
});
