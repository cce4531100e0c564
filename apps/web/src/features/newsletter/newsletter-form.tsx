import { useState, type FormEvent } from 'react';
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

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const data = form.data;
    if (!data) return form.revealErrors();
    if (phase !== 'idle') return;
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
    <form onSubmit={submit} noValidate className="flex flex-col gap-2" aria-label="Newsletter sign-up">
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
      <Button type="submit" loading={phase === 'submitting'} disabled={phase === 'subscribed'}>
        {phase === 'subscribed' && <Check className="size-4" aria-hidden />}
        {phase === 'subscribed' ? MESSAGES.newsletterSubscribedLabel : 'Subscribe'}
      </Button>
    </form>
  );
}
