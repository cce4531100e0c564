/**
 * 'Edit With AI' (product.md §1; decision 029): the chat beside the preview. Its header asks the AI
 * to change the tagline or switch template; the messages (the person's and the ai's, with their
 * time in the person's locale) are a live log; 'AI is thinking...' while a turn is written; the
 * five suggestion chips; a multi-line message (Enter sends, Shift+Enter adds a line; a blank
 * message, or one while a turn is in flight, is not sent) and what a message costs, shown before
 * sending. Each change is applied to the editor as one undoable command, so the preview shows it
 * at once and Undo brings the meme back.
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Loader2, Send, Sparkles } from 'lucide-react';
import {
  CHAT_CHIPS,
  CHAT_MESSAGES,
  CHAT_MESSAGE_MAX_LENGTH,
  CHAT_TURN_COST,
  LOCAL_FILE_TEMPLATE_ID,
  type ChatMessage,
} from '@memeforge/contract';
import { Button, cn } from '../../../ui';
import { captionOf, templateIdOf, type EditorState } from '../engine';
import type { ChatChangeCommand } from './apply-change';
import { CHAT_INPUT_LABEL, CHAT_LOG_LABEL } from './chat-labels';
import { useMemeChat } from './use-meme-chat';

export { CHAT_INPUT_LABEL, CHAT_LOG_LABEL, CHAT_TAB_LABEL } from './chat-labels';

export interface MemeChatPanelProps {
  memeId: string;
  state: EditorState;
  apply: (command: ChatChangeCommand) => void;
}

/** The time of a message: the time alone today, with the date otherwise, in the person's locale. */
export function messageTime(iso: string, now = new Date()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const today = date.toDateString() === now.toDateString();
  return new Intl.DateTimeFormat(
    undefined,
    today ? { timeStyle: 'short' } : { dateStyle: 'medium', timeStyle: 'short' },
  ).format(date);
}

function changeNote(message: ChatMessage): string | null {
  const change = message.change;
  if (!change) return null;
  if (change.templateId !== null && change.caption !== null) return 'New template and caption applied';
  if (change.templateId !== null) return 'New template applied';
  return 'New caption applied';
}

function Bubble({ message }: { message: ChatMessage }) {
  const mine = message.type === 'user';
  const note = changeNote(message);
  return (
    <li className={cn('flex flex-col gap-1', mine ? 'items-end' : 'items-start')}>
      <div
        className={cn(
          'max-w-[85%] rounded-2xl px-3 py-2 text-sm break-words whitespace-pre-line',
          mine
            ? 'rounded-br-sm bg-brand-600 text-white'
            : 'rounded-bl-sm border border-slate-200 bg-white text-slate-800',
        )}
      >
        <span className="sr-only">{mine ? 'You: ' : 'AI: '}</span>
        {message.content}
        {note && message.change?.caption && (
          <span className="mt-1.5 block border-t border-slate-100 pt-1.5 text-slate-600 italic">
            {message.change.caption}
          </span>
        )}
      </div>
      <span className="px-1 text-xs text-slate-500">
        <time dateTime={message.timestamp}>{messageTime(message.timestamp)}</time>
        {note && <> · {note}</>}
      </span>
    </li>
  );
}

export function MemeChatPanel({ memeId, state, apply }: MemeChatPanelProps) {
  const templateId = templateIdOf(state);
  const usable = templateId !== null && templateId !== LOCAL_FILE_TEMPLATE_ID;
  const chat = useMemeChat({ memeId, caption: captionOf(state), templateId: templateId ?? 0, apply });
  const [draft, setDraft] = useState('');
  const inputId = useId();
  const costId = useId();
  const log = useRef<HTMLOListElement>(null);
  const busy = chat.pendingMessage !== null;
  const canSend = usable && !busy && draft.trim() !== '';

  useEffect(() => {
    const element = log.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [chat.messages.length, chat.pendingMessage]);

  const submit = async () => {
    if (!canSend) return;
    if (await chat.send(draft)) setDraft('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void submit();
  };

  const cost = CHAT_MESSAGES.cost(CHAT_TURN_COST);

  return (
    <section aria-labelledby={`${inputId}-header`} className="flex min-w-0 flex-col gap-3">
      <h3 id={`${inputId}-header`} className="flex items-center gap-2 text-sm font-semibold text-slate-900">
        <Sparkles className="size-4 text-brand-600" aria-hidden />
        {CHAT_MESSAGES.header}
      </h3>

      <ol
        ref={log}
        role="log"
        aria-live="polite"
        aria-label={CHAT_LOG_LABEL}
        aria-busy={busy}
        tabIndex={0}
        className={cn(
          'flex h-72 flex-col gap-3 overflow-y-auto rounded-xl border border-slate-200 bg-slate-50 p-3 max-md:h-60',
          'focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-200',
        )}
      >
        {chat.loading && <li className="text-sm text-slate-500">Loading the conversation…</li>}
        {chat.loadError && (
          <li className="text-sm text-slate-600">
            The earlier messages could not be loaded.{' '}
            <button type="button" className="font-medium text-brand-700 underline" onClick={chat.retryHistory}>
              Try again
            </button>
          </li>
        )}
        {!chat.loading && !chat.loadError && chat.messages.length === 0 && !busy && (
          <li className="m-auto max-w-64 text-center text-sm text-slate-500">{CHAT_MESSAGES.emptyHistory}</li>
        )}
        {chat.messages.map((message) => (
          <Bubble key={message.id} message={message} />
        ))}
        {chat.pendingMessage !== null && (
          <>
            <li className="flex flex-col items-end">
              <div className="max-w-[85%] rounded-2xl rounded-br-sm bg-brand-600 px-3 py-2 text-sm break-words whitespace-pre-line text-white opacity-80">
                <span className="sr-only">You: </span>
                {chat.pendingMessage}
              </div>
            </li>
            <li className="flex items-center gap-2 text-sm text-slate-600" role="status">
              <Loader2 className="size-4 animate-spin" aria-hidden />
              {CHAT_MESSAGES.thinking}
            </li>
          </>
        )}
        {chat.error && (
          <li role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
            {chat.error}
          </li>
        )}
      </ol>

      <div role="group" aria-label="Suggestions" className="flex flex-wrap gap-2">
        {CHAT_CHIPS.map((chip) => (
          <button
            key={chip.key}
            type="button"
            disabled={!usable || busy}
            onClick={() => void chat.send(chip.label, chip.key)}
            className={cn(
              'cursor-pointer rounded-full border border-slate-300 bg-white px-3 py-1.5 text-sm text-slate-700',
              'transition-colors hover:border-brand-400 hover:bg-brand-50 hover:text-brand-800',
              'focus-visible:ring-2 focus-visible:ring-brand-200 focus-visible:outline-none',
              'disabled:cursor-not-allowed disabled:opacity-50',
            )}
          >
            {chip.label}
          </button>
        ))}
      </div>

      <form
        className="flex flex-col gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <label htmlFor={inputId} className="sr-only">
          {CHAT_INPUT_LABEL}
        </label>
        <div className="flex items-end gap-2">
          <textarea
            id={inputId}
            value={draft}
            rows={2}
            maxLength={CHAT_MESSAGE_MAX_LENGTH}
            disabled={!usable}
            placeholder={usable ? CHAT_MESSAGES.placeholder : CHAT_MESSAGES.needsTemplate}
            aria-describedby={costId}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={onKeyDown}
            className={cn(
              'max-h-40 min-h-12 w-full grow resize-y rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900',
              'placeholder:text-slate-400 focus:border-brand-500 focus:ring-2 focus:ring-brand-200 focus:outline-none',
              'disabled:resize-none disabled:bg-slate-100 disabled:placeholder:text-slate-500 md:text-sm',
            )}
          />
          <Button type="submit" disabled={!canSend} aria-label="Send" className="h-12 shrink-0">
            <Send className="size-4" aria-hidden />
          </Button>
        </div>
        <p id={costId} className="text-xs text-slate-500">
          {usable ? `${cost} Enter sends, Shift+Enter adds a line.` : CHAT_MESSAGES.needsTemplate}
        </p>
      </form>
    </section>
  );
}
