/**
 * 'Download for a feed' (decision 058): the meme as made, or fitted whole into Square (1:1),
 * Portrait (4:5) or Story (9:16, for Reels, TikTok and Shorts) on a blurred copy of itself or a
 * solid colour. A small preview shows where the meme lands in the shape and, on Story, the area the
 * apps cover; the file is made by the server (`?shape=&fill=`) and saved under its name. Used by the
 * meme cards (generator, My Memes) and the editor's download box.
 */
import { useId, useState, type ReactNode } from 'react';
import { Loader2, RectangleVertical } from 'lucide-react';
import {
  FEED_FILL_COLORS,
  FEED_FILL_LABELS,
  FEED_FILLS,
  FEED_SAFE_AREAS,
  FEED_SHAPE_HINTS,
  FEED_SHAPE_LABELS,
  FEED_SHAPE_SIZES,
  FEED_SHAPES,
  MESSAGES,
  feedPlacement,
  type FeedFill,
  type FeedShape,
  type Meme,
} from '@memeforge/contract';
import { Button, Dialog, cn, toast } from '../../ui';
import { FormatDownloadError, downloadMemeAs } from './download-as';

export const FEED_TEXT = {
  open: 'Download for a feed',
  title: 'Download for a feed',
  description: 'The whole meme, text included, fitted into the shape each app shows best. Nothing is cropped.',
  shape: 'Shape',
  fill: 'Around the meme',
  download: 'Download',
  videoNote: 'A video is re-encoded for the shape: this takes a few seconds.',
  storyNote: 'The meme stays clear of the caption and buttons the apps lay over a story.',
} as const;

/** What the dialog needs of a finished meme. */
export interface FeedMeme {
  memeId: string;
  kind: 'image' | 'video';
  /** The meme's own size (its canvas). */
  width: number;
  height: number;
  /** A still of the finished meme (its card picture, or the file of an image); null shows a plain block. */
  still: string | null;
}

/** A finished meme as the dialog needs it: its card picture (the caption burnt in) as the still. */
export function feedMemeOf(
  meme: Pick<Meme, 'memeId' | 'type' | 'canvasWidth' | 'canvasHeight' | 'thumbnails' | 'file'>,
): FeedMeme {
  const video = meme.type === 2;
  return {
    memeId: meme.memeId,
    kind: video ? 'video' : 'image',
    width: meme.canvasWidth,
    height: meme.canvasHeight,
    still: meme.thumbnails.at(-1)?.url ?? (video ? null : meme.file),
  };
}

const percent = (value: number, of: number) => `${(100 * value) / of}%`;

/** Where the meme lands in the shape, drawn small: the fill, the meme, and Story's covered areas. */
function ShapePreview({ meme, shape, fill }: { meme: FeedMeme; shape: FeedShape; fill: FeedFill }) {
  const height = 176;
  if (shape === 'original') {
    const width = Math.round((height * meme.width) / Math.max(1, meme.height));
    return (
      <div className="mx-auto overflow-hidden rounded-md ring-1 ring-slate-200" style={{ width, height }}>
        {meme.still ? (
          <img src={meme.still} alt="" className="size-full object-cover" />
        ) : (
          <div className="size-full bg-slate-300" />
        )}
      </div>
    );
  }
  const size = FEED_SHAPE_SIZES[shape];
  const { content } = feedPlacement(shape, meme.width, meme.height);
  const safe = FEED_SAFE_AREAS[shape];
  const solid = fill === 'blur' ? null : FEED_FILL_COLORS[fill];
  return (
    <div
      className="relative mx-auto overflow-hidden rounded-md ring-1 ring-slate-300"
      style={{ height, width: Math.round((height * size.width) / size.height), background: solid ?? '#0f172a' }}
      data-testid="feed-preview"
    >
      {!solid && meme.still && (
        <img
          src={meme.still}
          alt=""
          className="absolute inset-0 size-full scale-110 object-cover opacity-70 blur-md brightness-75"
        />
      )}
      {shape === 'story' && (
        <div
          aria-hidden
          className="absolute border border-dashed border-white/70"
          style={{
            left: percent(safe.x, size.width),
            top: percent(safe.y, size.height),
            width: percent(safe.width, size.width),
            height: percent(safe.height, size.height),
          }}
        />
      )}
      <div
        className="absolute overflow-hidden shadow"
        style={{
          left: percent(content.x, size.width),
          top: percent(content.y, size.height),
          width: percent(content.width, size.width),
          height: percent(content.height, size.height),
        }}
      >
        {meme.still ? (
          <img src={meme.still} alt="" className="size-full" />
        ) : (
          <div className="size-full bg-slate-300" />
        )}
      </div>
    </div>
  );
}

/** One option of a choice shown as a card: a radio button, hidden, its label the card. */
function RadioCard({
  name,
  checked,
  onSelect,
  className,
  children,
}: {
  name: string;
  checked: boolean;
  onSelect: () => void;
  className: string;
  children: ReactNode;
}) {
  return (
    <label
      className={cn(
        'cursor-pointer rounded-lg border px-3 text-sm transition-colors',
        'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500',
        checked ? 'border-brand-500 bg-brand-50 text-brand-700' : 'border-slate-200 hover:border-slate-300',
        className,
      )}
    >
      <input type="radio" name={name} checked={checked} onChange={onSelect} className="sr-only" />
      {children}
    </label>
  );
}

function ShapeChoice({ value, onChange }: { value: FeedShape; onChange: (shape: FeedShape) => void }) {
  const name = useId();
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-medium text-slate-700">{FEED_TEXT.shape}</legend>
      <div className="grid grid-cols-2 gap-2">
        {FEED_SHAPES.map((shape) => (
          <RadioCard
            key={shape}
            name={name}
            checked={value === shape}
            onSelect={() => onChange(shape)}
            className="flex min-h-12 flex-col justify-center py-2"
          >
            <span className="font-medium">{FEED_SHAPE_LABELS[shape]}</span>
            <span className="text-xs text-slate-500">{FEED_SHAPE_HINTS[shape]}</span>
          </RadioCard>
        ))}
      </div>
    </fieldset>
  );
}

function FillChoice({ value, onChange }: { value: FeedFill; onChange: (fill: FeedFill) => void }) {
  const name = useId();
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-medium text-slate-700">{FEED_TEXT.fill}</legend>
      <div className="flex flex-wrap gap-2">
        {FEED_FILLS.map((fill) => (
          <RadioCard
            key={fill}
            name={name}
            checked={value === fill}
            onSelect={() => onChange(fill)}
            className="inline-flex min-h-10 items-center gap-2"
          >
            <span
              aria-hidden
              className="size-4 rounded-full ring-1 ring-slate-300"
              style={{
                background: fill === 'blur' ? 'linear-gradient(135deg, #94a3b8, #475569)' : FEED_FILL_COLORS[fill],
              }}
            />
            {FEED_FILL_LABELS[fill]}
          </RadioCard>
        ))}
      </div>
    </fieldset>
  );
}

/** The dialog's body: the choices, the preview and 'Download'. */
export function FeedDownloadForm({ meme, onDone }: { meme: FeedMeme; onDone?: () => void }) {
  const [shape, setShape] = useState<FeedShape>('story');
  const [fill, setFill] = useState<FeedFill>('blur');
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadMemeAs(meme.memeId, shape === 'original' ? {} : { shape, fill });
      toast.success(MESSAGES.memeDownloaded);
      onDone?.();
    } catch (error) {
      const detail = error instanceof FormatDownloadError ? error.detail : undefined;
      toast.error(MESSAGES.errorDownloadingMeme, detail ? { description: detail } : undefined);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="flex flex-col gap-5">
      <ShapePreview meme={meme} shape={shape} fill={fill} />
      <ShapeChoice value={shape} onChange={setShape} />
      {shape !== 'original' && <FillChoice value={fill} onChange={setFill} />}
      {shape === 'story' && <p className="text-xs text-slate-500">{FEED_TEXT.storyNote}</p>}
      {shape !== 'original' && meme.kind === 'video' && <p className="text-xs text-slate-500">{FEED_TEXT.videoNote}</p>}
      <Button onClick={() => void download()} disabled={busy} aria-busy={busy}>
        {busy && <Loader2 className="size-4 animate-spin motion-reduce:animate-none" aria-hidden />}
        {FEED_TEXT.download} {shape === 'original' ? '' : `(${FEED_SHAPE_LABELS[shape]})`}
      </Button>
    </div>
  );
}

/** The button that opens the dialog: an icon button on a card, a text button elsewhere. */
export function FeedDownloadAction({
  meme,
  ready,
  buttonClass,
  variant = 'icon',
}: {
  meme: FeedMeme;
  ready: boolean;
  buttonClass?: string;
  variant?: 'icon' | 'text';
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      {variant === 'icon' ? (
        <button
          type="button"
          className={buttonClass}
          aria-label={FEED_TEXT.open}
          title={FEED_TEXT.open}
          disabled={!ready}
          onClick={() => setOpen(true)}
        >
          <RectangleVertical className="size-5" aria-hidden />
        </button>
      ) : (
        <Button variant="secondary" disabled={!ready} onClick={() => setOpen(true)}>
          <RectangleVertical className="size-4" aria-hidden />
          {FEED_TEXT.open}
        </Button>
      )}
      <Dialog open={open} onOpenChange={setOpen} title={FEED_TEXT.title} description={FEED_TEXT.description}>
        {open && <FeedDownloadForm meme={meme} onDone={() => setOpen(false)} />}
      </Dialog>
    </>
  );
}
