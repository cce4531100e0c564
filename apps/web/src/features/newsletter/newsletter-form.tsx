import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Check } from 'lucide-react';
import { EmailRequestSchema, MESSAGES } from '@memeforge/contract';
import { ApiError } from '../../api';
import { Button, Input, toast } from '../../ui';
import { useFormState } from '../forms/use-form-state';
import { isNetworkError } from '../auth/error-text';
import { subscribeToNewsletter } from './newsletter-api';

type Phase = 'idle' | 'submitting' | 'subscribed';

/** The server's words when it gave some, else the product's (product.md §8.7). */
function failureText(error: unknown): string {
  if (isNetworkError(error)) return MESSAGES.newsletterNetworkError;
  if (error instanceof ApiError && error.message !== MESSAGES.requestFailed) return error.message;
  return MESSAGES.newsletterFailed;
}

/** Footer newsletter sign-up (product.md §4.6): idle, submitting, then subscribed with input and button locked. */
export function NewsletterForm() {
  const form = useFormState(EmailRequestSchema, { email: '' });
  const [phase, setPhase] = useState<Phase>('idle');
  const formRef = useRef<HTMLFormElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  // The button is disabled while it works and once it has, which drops the focus it had on the
  // page: it comes back to the form once subscribed, to the button after a failure (decision 032).
  const hadFocus = useRef(false);
  useEffect(() => {
    if (phase === 'submitting' || !hadFocus.current) return;
    hadFocus.current = false;
    // Elsewhere already (the person moved on), it stays; on the body, or on a disabled control, it moves.
    const active = document.activeElement;
    if (active && active !== document.body && !active.matches(':disabled')) return;
    (phase === 'subscribed' ? formRef.current : buttonRef.current)?.focus();
  }, [phase]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const data = form.data;
    if (!data) return form.revealErrors();
    if (phase !== 'idle') return;
    hadFocus.current = formRef.current?.contains(document.activeElement) ?? false;
    setPhase('submitting');
    subscribeToNewsletter(data.email).then(
      (answer) => {
        setPhase('subscribed');
        toast.success(answer.message || MESSAGES.newsletterSubscribed);
      },
      (error: unknown) => {
        setPhase('idle');
        toast.error(failureText(error));
      },
    );
  };

  return (
    <form
      ref={formRef}
      tabIndex={-1}
      onSubmit={submit}
      noValidate
      className="flex flex-col gap-2 rounded-lg"
      aria-label="Newsletter sign-up"
    >
      <Input
        type="email"
        autoComplete="email"
        inputMode="email"
        placeholder="Enter your email"
        label={<span className="sr-only">Newsletter e-mail address</span>}
        required
        readOnly={phase === 'submitting'}
        disabled={phase === 'subscribed'}
        {...form.field('email')}
      />
      <Button ref={buttonRef} type="submit" loading={phase === 'submitting'} disabled={phase === 'subscribed'}>
        {phase === 'subscribed' && <Check className="size-4" aria-hidden />}
        {phase === 'subscribed' ? MESSAGES.newsletterSubscribedLabel : 'Subscribe'}
      </Button>
    </form>
  );
}
