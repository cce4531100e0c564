import type { ReactNode } from 'react';
import { Button, Input, cn, type InputProps } from '../../ui';
import { AUTH_TEXTS } from './texts';

/** A message for the whole form: an error (announced at once) or a success notice. */
export function FormAlert({ tone, children }: { tone: 'error' | 'success'; children: ReactNode }) {
  return (
    <p
      role={tone === 'error' ? 'alert' : 'status'}
      data-testid={`form-${tone}`}
      className={cn(
        'whitespace-pre-line rounded-lg px-3 py-2 text-sm',
        tone === 'error' ? 'bg-red-50 text-red-700' : 'bg-emerald-50 text-emerald-800',
      )}
    >
      {children}
    </p>
  );
}

/** A link-looking button that switches the dialog to another form (it stays in the page). */
export function SwitchButton({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      onClick={onClick}
      className="cursor-pointer rounded font-semibold text-brand-700 underline-offset-4 hover:underline"
    >
      {children}
    </button>
  );
}

export function FormFooter({ children }: { children: ReactNode }) {
  return <p className="text-center text-sm text-slate-600">{children}</p>;
}

/** The footer line that switches forms: an optional lead-in ('Already have an account?'), then the switch. */
export function SwitchFooter({ lead, onClick, children }: { lead?: string; onClick: () => void; children: ReactNode }) {
  return (
    <FormFooter>
      {lead && <>{lead} </>}
      <SwitchButton onClick={onClick}>{children}</SwitchButton>
    </FormFooter>
  );
}

/** The e-mail field of the sign-in, sign-up and reset-request forms (product.md §2.2 label and placeholder). */
export function EmailInput(props: Omit<InputProps, 'type' | 'label' | 'placeholder'>) {
  return (
    <Input
      label={AUTH_TEXTS.emailLabel}
      placeholder={AUTH_TEXTS.emailPlaceholder}
      type="email"
      autoComplete="email"
      inputMode="email"
      required
      {...props}
    />
  );
}

/** A form's full-width submit button, busy while the submission runs. */
export function SubmitButton({ busy, disabled, children }: { busy: boolean; disabled?: boolean; children: ReactNode }) {
  return (
    <Button type="submit" className="w-full" disabled={disabled} loading={busy}>
      {children}
    </Button>
  );
}
