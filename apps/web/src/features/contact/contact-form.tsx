import { useEffect, useRef, useState, type FormEvent, type RefObject } from 'react';
import { CircleCheck } from 'lucide-react';
import {
  CONTACT_HONEYPOT_FIELD,
  CONTACT_LIMITS,
  CONTACT_MESSAGES,
  ContactRequestSchema,
  MESSAGES,
  type User,
} from '@memeforge/contract';
import { ApiError } from '../../api';
import { Button, ContactEmailLink, Input, Textarea, cn } from '../../ui';
import { firstIssueByField, useFormState } from '../forms/use-form-state';
import { useSingleFlight } from '../forms/use-single-flight';
import { useMe } from '../session/queries';
import { sendContactMessage } from './contact-api';

/** The fields in the order a person meets them (focus goes to the first with an error). */
const FIELDS = ['name', 'email', 'subject', 'message'] as const;
type FieldName = (typeof FIELDS)[number];
type Values = Record<FieldName, string>;
/** The message box's id: its counter is described beside its error or hint. */
const MESSAGE_ID = 'contact-message';

export const CONTACT_FORM_TEXTS = {
  submit: 'Send Message',
  sending: 'Sending...',
  sentTitle: 'Message sent',
  another: 'Send another message',
  replyTo: (email: string) => `We'll reply to ${email}. If our answer isn't in your inbox, check the spam folder.`,
} as const;

/** What was sent, for the confirmation (and to keep name and e-mail for another message). */
interface Sent {
  message: string;
  name: string;
  email: string;
}

function displayName(user: User | null | undefined): string {
  if (!user) return '';
  return user.name.trim() || `${user.firstName} ${user.lastName}`.trim();
}

function isField(key: string): key is FieldName {
  return (FIELDS as readonly string[]).includes(key);
}

/** A 400's field messages (the first of each), when the body is `{field: [messages]}`. */
function fieldErrorsOf(body: unknown): Partial<Values> {
  const errors: Partial<Values> = {};
  if (!body || typeof body !== 'object') return errors;
  for (const [key, value] of Object.entries(body)) {
    const first = Array.isArray(value) ? value.find((item) => typeof item === 'string' && item.trim()) : undefined;
    if (isField(key) && typeof first === 'string') errors[key] = first;
  }
  return errors;
}

/** A refusal that is not about one field; when sending failed, the e-mail address is offered instead. */
interface FormError {
  text: string;
  offerEmail: boolean;
}

/** The server's words for a refusal (a 429 says how long to wait), else ours. */
function formErrorOf(error: unknown): FormError {
  if (error instanceof TypeError) return { text: CONTACT_MESSAGES.networkError, offerEmail: true };
  if (error instanceof ApiError && error.status === 429) return { text: error.message, offerEmail: false };
  if (error instanceof ApiError && error.status < 500 && error.message !== MESSAGES.requestFailed) {
    return { text: error.message, offerEmail: false };
  }
  return { text: CONTACT_MESSAGES.failed, offerEmail: true };
}

/**
 * The contact form (/contact-us). Checked by the contract's schema as the person types (messages
 * show once a field was changed, or after a refused submit), sent once at a time, with the
 * server's messages shown where they belong and focus moved to the first of them. Values survive
 * every error; a success replaces the form with a confirmation saying what happens next.
 */
export function ContactForm() {
  const { data: user } = useMe();
  const [sent, setSent] = useState<Sent | null>(null);
  const [round, setRound] = useState(0);
  const [kept, setKept] = useState<Pick<Sent, 'name' | 'email'> | null>(null);

  if (sent) {
    return (
      <ContactConfirmation
        sent={sent}
        onAnother={() => {
          setKept({ name: sent.name, email: sent.email });
          setSent(null);
          setRound((value) => value + 1);
        }}
      />
    );
  }
  return (
    <ContactFormFields
      key={round}
      user={user ?? null}
      kept={kept}
      focusOnMount={round > 0 ? 'subject' : null}
      onSent={setSent}
    />
  );
}

function ContactFormFields({
  user,
  kept,
  focusOnMount,
  onSent,
}: {
  user: User | null;
  kept: Pick<Sent, 'name' | 'email'> | null;
  focusOnMount: FieldName | null;
  onSent: (sent: Sent) => void;
}) {
  const form = useFormState(ContactRequestSchema, {
    name: kept?.name ?? displayName(user),
    email: kept?.email ?? user?.email ?? '',
    subject: '',
    message: '',
  });
  const { setValue } = form;
  const [serverErrors, setServerErrors] = useState<Partial<Values>>({});
  const [formError, setFormError] = useState<FormError | null>(null);
  const { busy, run } = useSingleFlight();
  const honeypot = useRef<HTMLInputElement>(null);
  const formErrorRef = useRef<HTMLDivElement>(null);
  const refs: Record<FieldName, RefObject<HTMLInputElement | HTMLTextAreaElement | null>> = {
    name: useRef<HTMLInputElement>(null),
    email: useRef<HTMLInputElement>(null),
    subject: useRef<HTMLInputElement>(null),
    message: useRef<HTMLTextAreaElement>(null),
  };
  /** Where focus goes after the next render: a field, or the message above the button. */
  const [focusRequest, setFocusRequest] = useState<{ target: FieldName | 'form'; serial: number } | null>(
    focusOnMount ? { target: focusOnMount, serial: 0 } : null,
  );

  useEffect(() => {
    if (!focusRequest) return;
    const element = focusRequest.target === 'form' ? formErrorRef.current : refs[focusRequest.target].current;
    element?.focus();
    // The refs are stable; only a new request moves focus.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [focusRequest]);

  // Someone who signs in after the page loaded (the session recovered in the browser) gets their
  // name and e-mail filled in too, unless they already typed something there.
  const prefillName = displayName(user);
  const prefillEmail = user?.email ?? '';
  const nameEmpty = form.values.name === '';
  const emailEmpty = form.values.email === '';
  useEffect(() => {
    if (prefillName && nameEmpty) setValue('name', prefillName);
    if (prefillEmail && emailEmpty) setValue('email', prefillEmail);
    // Only a newly known user fills the fields; emptying a field by hand later must not refill it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [prefillName, prefillEmail, setValue]);

  const focus = (target: FieldName | 'form') =>
    setFocusRequest((previous) => ({ target, serial: (previous?.serial ?? 0) + 1 }));
  const errorFor = (name: FieldName) => serverErrors[name] ?? form.errorFor(name);
  const change = (name: FieldName, value: string) => {
    setValue(name, value);
    // A server message is about what was sent; it goes once the person edits that field.
    setServerErrors((previous) => {
      if (!previous[name]) return previous;
      const { [name]: _gone, ...rest } = previous;
      return rest;
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setFormError(null);
    const parsed = ContactRequestSchema.safeParse(form.values);
    if (!parsed.success) {
      form.revealErrors();
      const clientErrors = firstIssueByField(parsed.error.issues);
      const first = FIELDS.find((name) => clientErrors[name]);
      if (first) focus(first);
      return;
    }
    const data = parsed.data;
    setServerErrors({});
    void run(async () => {
      try {
        const answer = await sendContactMessage({
          name: data.name,
          email: data.email,
          subject: data.subject,
          message: data.message,
          [CONTACT_HONEYPOT_FIELD]: honeypot.current?.value ?? '',
        });
        onSent({ message: answer.message || CONTACT_MESSAGES.sent, name: data.name, email: data.email });
      } catch (error) {
        const fields = error instanceof ApiError && error.status === 400 ? fieldErrorsOf(error.body) : {};
        const first = FIELDS.find((name) => fields[name]);
        if (first) {
          setServerErrors(fields);
          focus(first);
        } else {
          setFormError(formErrorOf(error));
          focus('form');
        }
      }
    });
  };

  const messageLength = form.values.message.length;
  const messageError = errorFor('message');
  return (
    <form onSubmit={submit} noValidate aria-label="Contact form" className="relative flex flex-col gap-5">
      <div className="grid gap-5 md:grid-cols-2">
        <Input
          ref={refs.name as RefObject<HTMLInputElement>}
          label="Name"
          autoComplete="name"
          required
          readOnly={busy}
          {...form.field('name')}
          onChange={(event) => change('name', event.target.value)}
          error={errorFor('name')}
        />
        <Input
          ref={refs.email as RefObject<HTMLInputElement>}
          label="Email"
          type="email"
          inputMode="email"
          autoComplete="email"
          required
          readOnly={busy}
          {...form.field('email')}
          onChange={(event) => change('email', event.target.value)}
          error={errorFor('email')}
        />
      </div>
      <Input
        ref={refs.subject as RefObject<HTMLInputElement>}
        label="Subject"
        required
        readOnly={busy}
        {...form.field('subject')}
        onChange={(event) => change('subject', event.target.value)}
        error={errorFor('subject')}
      />
      <div className="flex flex-col gap-1">
        <Textarea
          ref={refs.message as RefObject<HTMLTextAreaElement>}
          id={MESSAGE_ID}
          label="Message"
          required
          rows={7}
          readOnly={busy}
          {...form.field('message')}
          onChange={(event) => change('message', event.target.value)}
          error={messageError}
          aria-describedby={
            messageError ? `${MESSAGE_ID}-error ${MESSAGE_ID}-count` : `${MESSAGE_ID}-rule ${MESSAGE_ID}-count`
          }
        />
        {/* The rule and the count on one line under the box (and under its error, when there is one). */}
        <div className="flex justify-between gap-3 text-xs text-slate-500">
          <p id={`${MESSAGE_ID}-rule`}>At least {CONTACT_LIMITS.messageMin} characters.</p>
          <p
            id={`${MESSAGE_ID}-count`}
            className={cn('tabular-nums', messageLength > CONTACT_LIMITS.messageMax && 'font-semibold text-red-600')}
          >
            {`${messageLength}/${CONTACT_LIMITS.messageMax}`}
          </p>
        </div>
      </div>
      {/* The honeypot: off screen, out of the tab order and hidden from assistive technology. */}
      <div aria-hidden="true" className="absolute -left-[10000px] top-auto h-px w-px overflow-hidden">
        <label htmlFor="contact-website">Website</label>
        <input
          ref={honeypot}
          id="contact-website"
          type="text"
          name={CONTACT_HONEYPOT_FIELD}
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>
      {formError && (
        <div
          ref={formErrorRef}
          tabIndex={-1}
          role="alert"
          className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-700 focus:outline-none focus-visible:ring-2 focus-visible:ring-red-300"
        >
          <p>{formError.text}</p>
          {formError.offerEmail && (
            <p className="mt-1 text-red-700">
              You can also write to us at <ContactEmailLink className="text-red-800" />.
            </p>
          )}
        </div>
      )}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-xs text-slate-500">We only use these details to answer you.</p>
        <Button type="submit" size="lg" loading={busy} className="w-full sm:w-auto">
          {busy ? CONTACT_FORM_TEXTS.sending : CONTACT_FORM_TEXTS.submit}
        </Button>
      </div>
    </form>
  );
}

function ContactConfirmation({ sent, onAnother }: { sent: Sent; onAnother: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div
      role="status"
      className="flex flex-col items-start gap-3 rounded-xl border border-emerald-200 bg-emerald-50 p-5"
    >
      <div className="flex items-center gap-2">
        <CircleCheck className="size-6 shrink-0 text-emerald-600" aria-hidden />
        <h2 ref={heading} tabIndex={-1} className="text-lg font-bold text-slate-900 focus:outline-none">
          {CONTACT_FORM_TEXTS.sentTitle}
        </h2>
      </div>
      <p className="text-slate-700">{sent.message}</p>
      <p className="text-sm text-slate-600">{CONTACT_FORM_TEXTS.replyTo(sent.email)}</p>
      <Button variant="secondary" onClick={onAnother}>
        {CONTACT_FORM_TEXTS.another}
      </Button>
    </div>
  );
}
