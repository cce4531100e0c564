import { useId, useState, type FormEvent } from 'react';
import { Sparkles } from 'lucide-react';
import {
  DEFAULT_GENERATION_MEDIA_TYPE,
  DEFAULT_UNHINGED_LEVEL,
  GENERATE_TEXT_LIMIT,
  MESSAGES,
  type GenerationMediaType,
} from '@memeforge/contract';
import { Button, cn } from '../../ui';
import { GenerationProgress, ProTip } from './generation-progress';
import { MediaTypeSelector } from './media-type-selector';
import { UnhingedSlider } from './unhinged-slider';
import type { GenerationInput } from './batch';
import type { GenerationPhase } from './use-generation';

const BUTTON_LABELS: Record<GenerationPhase, string> = {
  idle: MESSAGES.generateMemes,
  submitting: MESSAGES.generating,
  // The one meme's request is out, as 'Generating...' says for a whole batch.
  regenerating: MESSAGES.generating,
  polling: MESSAGES.processing,
};

export interface GeneratorFormProps {
  phase: GenerationPhase;
  /** The server's message for a refused request (a 400). */
  error: string | null;
  onGenerate: (input: GenerationInput) => void;
  onEdit: () => void;
  free: boolean;
}

/**
 * The 'Meme Generator' card (product.md §2.6, §5.5): what the memes are about (up to 250
 * characters, with a counter; the button stays disabled while it is blank or too long),
 * images/videos/both, the unhinged level, and 'Generate Memes', which reads 'Generating...' while
 * the request is out and 'Processing...' while the batch is polled.
 */
export function GeneratorForm({ phase, error, onGenerate, onEdit, free }: GeneratorFormProps) {
  const id = useId();
  const [description, setDescription] = useState('');
  const [mediaType, setMediaType] = useState<GenerationMediaType>(DEFAULT_GENERATION_MEDIA_TYPE);
  const [level, setLevel] = useState<number>(DEFAULT_UNHINGED_LEVEL);
  const tooLong = description.length > GENERATE_TEXT_LIMIT;
  const blank = description.trim() === '';
  const busy = phase !== 'idle';
  const message = tooLong ? MESSAGES.generateTextLimit : error;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (blank || tooLong || busy) return;
    onGenerate({ description, mediaType, unhingedLevel: level });
  };

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id={`${id}-title`} className="text-xl font-bold text-slate-900">
        Meme Generator
      </h2>
      <form className="mt-5 flex flex-col gap-5" onSubmit={submit} noValidate>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-description`} className="text-sm font-medium text-slate-700">
            What should your memes be about?
          </label>
          <textarea
            id={`${id}-description`}
            value={description}
            onChange={(event) => {
              setDescription(event.target.value);
              if (error) onEdit();
            }}
            rows={4}
            placeholder="e.g. Mondays at a startup when the coffee machine breaks"
            aria-invalid={message ? true : undefined}
            aria-describedby={`${id}-counter${message ? ` ${id}-error` : ''}`}
            className={cn(
              'min-h-28 w-full resize-y rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 sm:text-sm',
              'placeholder:text-slate-400 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200',
              'aria-[invalid=true]:border-red-500 aria-[invalid=true]:ring-red-100',
            )}
          />
          <div className="flex items-start justify-between gap-3">
            <p id={`${id}-error`} role="alert" className="text-sm text-red-600">
              {message}
            </p>
            <p
              id={`${id}-counter`}
              className={cn('shrink-0 text-xs tabular-nums', tooLong ? 'font-semibold text-red-600' : 'text-slate-500')}
            >
              {description.length}/{GENERATE_TEXT_LIMIT}
            </p>
          </div>
        </div>
        <MediaTypeSelector value={mediaType} onChange={setMediaType} />
        <UnhingedSlider value={level} onChange={setLevel} free={free} />
        <Button
          type="submit"
          size="lg"
          loading={busy}
          disabled={blank || tooLong}
          className="w-full sm:w-auto sm:self-start"
        >
          {!busy && <Sparkles className="size-4" aria-hidden />}
          {BUTTON_LABELS[phase]}
        </Button>
        <GenerationProgress active={busy} />
        <ProTip />
      </form>
    </section>
  );
}
