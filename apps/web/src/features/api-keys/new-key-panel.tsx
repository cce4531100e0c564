import { useEffect, useRef, useState } from 'react';
import { Check, Copy } from 'lucide-react';
import { API_KEY_MESSAGES, type ApiKeyCreated } from '@memeforge/contract';
import { Button } from '../../ui';

/**
 * The key just made, shown this once: selectable, with a Copy button, and 'Done' to put it away.
 * Focus moves here so a keyboard or screen-reader user meets it at once.
 */
export function NewKeyPanel({ created, onDone }: { created: ApiKeyCreated; onDone: () => void }) {
  const [copied, setCopied] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(created.key);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };

  return (
    <section aria-labelledby="new-key-title" className="rounded-xl border border-emerald-200 bg-emerald-50 p-4">
      <h3
        id="new-key-title"
        ref={heading}
        tabIndex={-1}
        className="text-sm font-semibold text-emerald-900 focus:outline-none"
      >
        Your new key “{created.name}”
      </h3>
      <p className="mt-1 text-sm text-emerald-900">{API_KEY_MESSAGES.created}</p>
      <div className="mt-3 flex flex-col gap-2 sm:flex-row">
        <label htmlFor="new-api-key" className="sr-only">
          The new API key
        </label>
        <input
          id="new-api-key"
          readOnly
          value={created.key}
          onFocus={(event) => event.currentTarget.select()}
          className="h-10 w-full min-w-0 rounded-lg border border-emerald-300 sm:flex-1 bg-white px-3 font-mono text-sm text-slate-900 focus:outline-none focus:ring-2 focus:ring-emerald-300"
        />
        <div className="flex gap-2">
          <Button type="button" variant="secondary" onClick={() => void copy()} aria-live="polite">
            {copied ? <Check className="size-4" aria-hidden /> : <Copy className="size-4" aria-hidden />}
            {copied ? 'Copied' : 'Copy'}
          </Button>
          <Button type="button" onClick={onDone}>
            Done
          </Button>
        </div>
      </div>
      <p className="mt-2 text-xs text-emerald-900">
        Send it as <code className="font-mono">Authorization: Bearer {created.prefix}…</code>
      </p>
    </section>
  );
}
