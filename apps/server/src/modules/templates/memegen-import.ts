/**
 * `templates import --format memegen PATH`: loads a folder in the layout of the open-source memegen
 * project, `templates/<id>/config.yml` beside `default.jpg|png|gif` (PATH is the project's root or
 * its templates folder). Each config becomes a manifest entry (import.ts does the rest, so the
 * checks, the content-hash dedupe and the per-entry report are the manifest import's):
 *
 * - name → title; keywords → keywords; source (the origin link) → source and origin;
 * - example (a list of lines, one per text box) → one example caption, its lines joined by "\n";
 * - the number of text boxes (`text`, else the example's lines, else memegen's default two) → the
 *   caption format: 1 → a reaction when the template says it is one, else a one-liner;
 *   2 → setup and punchline; 3 or more → escalating steps;
 * - the text boxes → the layout (decision 057, `layoutOfMemegenText`): none listed, or just
 *   memegen's default top and bottom pair → top-bottom; else a box per entry (at most 8).
 *
 * A config.yml that is not YAML, or lacks a name, is reported as rejected under its own path.
 */
import { existsSync } from 'node:fs';
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import { z } from 'zod';
import {
  CAPTION_FORMATS,
  ExampleCaptionsSchema,
  TEMPLATE_MAX_TEXT_BOXES,
  type CaptionFormat,
  type TemplateLayout,
  type TextBox,
} from '@memeforge/contract';
import type { IngestContext } from './ingest';
import {
  importEntries,
  importTemplates,
  ManifestError,
  type ImportOutcome,
  type ImportReport,
  type ManifestEntrySchema,
} from './import';

type ManifestEntryInput = z.input<typeof ManifestEntrySchema>;

export const IMPORT_FORMATS = ['manifest', 'memegen'] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];

/** The picture beside a config, in memegen's order of preference. */
const PICTURES = ['default.png', 'default.jpg', 'default.jpeg', 'default.gif'];
/** memegen draws two text boxes (top and bottom) when a config lists none. */
const MEMEGEN_DEFAULT_TEXT_BOXES = 2;

const line = z.union([z.string(), z.number(), z.boolean()]).transform(String);

/** The keys of a memegen config.yml we read; the rest (overlay, …) is drawing we do not use. */
const MemegenConfigSchema = z.object(
  {
    name: line.pipe(z.string().trim().min(1, 'name is missing').max(200, 'name is longer than 200 characters')),
    source: z.string().trim().nullish(),
    keywords: z.array(line.nullable(), { error: 'keywords must be a list' }).nullish(),
    example: z.array(line.nullable(), { error: 'example must be a list of lines' }).nullish(),
    text: z.array(z.unknown(), { error: 'text must be a list of text boxes' }).nullish(),
  },
  { error: 'the config must be a mapping of keys (name, source, keywords, example, text)' },
);
type MemegenConfig = z.infer<typeof MemegenConfigSchema>;

/** A number in a text box, or null when missing or not a number (memegen's default then applies). */
function boxNumber(value: unknown): number | null {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : null;
}
const boxWord = (value: unknown): string | null => (typeof value === 'string' ? value.trim() : null);

/**
 * One of a config's `text` entries (memegen's app/models/text.py): the box's top-left corner
 * (`anchor_x`, `anchor_y`) and size (`scale_x`, `scale_y`) as fractions of the picture, its angle
 * (degrees counter-clockwise: PIL's Image.rotate), alignment and colour. Its `style` (the letter
 * case), `font` and `start`/`stop` (when an animated template shows it) have no place in ours.
 * Anything unreadable is memegen's default; an entry that is not a mapping is all defaults.
 */
interface MemegenText {
  anchor_x: number | null;
  anchor_y: number | null;
  scale_x: number | null;
  scale_y: number | null;
  angle: number | null;
  align: string | null;
  color: string | null;
}

function memegenTextOf(entry: unknown): MemegenText {
  const fields: Record<string, unknown> =
    typeof entry === 'object' && entry !== null && !Array.isArray(entry) ? (entry as Record<string, unknown>) : {};
  return {
    anchor_x: boxNumber(fields.anchor_x),
    anchor_y: boxNumber(fields.anchor_y),
    scale_x: boxNumber(fields.scale_x),
    scale_y: boxNumber(fields.scale_y),
    angle: boxNumber(fields.angle),
    align: boxWord(fields.align)?.toLowerCase() ?? null,
    color: boxWord(fields.color),
  };
}

/** memegen's Text defaults: the whole width, a fifth of the height, at the top, white, centred. */
const MEMEGEN_TEXT_DEFAULTS = { anchor_x: 0, anchor_y: 0, scale_x: 1, scale_y: 0.2, angle: 0 };

/** The colour names memegen's library uses, as hex (memegen takes any name PIL knows). */
const COLOR_NAMES: Readonly<Record<string, string>> = {
  white: '#ffffff',
  black: '#000000',
  khaki: '#f0e68c',
  palegoldenrod: '#eee8aa',
  maroon: '#800000',
};
const HEX_COLOR = /^#?([0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

/** A memegen colour as our hex (#rgb, #rrggbb or #rrggbbaa), or null when we cannot tell it. */
export function memegenColor(color: string | null): string | null {
  if (!color) return null;
  const named = COLOR_NAMES[color.toLowerCase()];
  if (named) return named;
  const hex = HEX_COLOR.exec(color);
  return hex ? `#${hex[1]!.toLowerCase()}` : null;
}

/** Whether text in this hex colour is dark: drawn plain, since a black outline would swallow it. */
function isDarkColor(hex: string): boolean {
  const digits = hex.slice(1);
  const channel = (index: number) =>
    digits.length === 3 ? parseInt(digits[index]!.repeat(2), 16) : parseInt(digits.slice(index * 2, index * 2 + 2), 16);
  const brightness = (0.299 * channel(0) + 0.587 * channel(1) + 0.114 * channel(2)) / 255;
  return brightness < 0.4;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
const rounded = (value: number) => Math.round(value * 10_000) / 10_000;
/** The smallest box side the layout accepts (TextBoxSchema). */
const MIN_BOX_SIDE = 0.02;

/** memegen's angle (counter-clockwise) as ours (clockwise), within -180..180. */
function clockwise(angle: number): number {
  const degrees = ((((-angle + 180) % 360) + 360) % 360) - 180;
  // No -0: a box that is not turned says 0.
  return rounded(degrees) || 0;
}

/** One memegen text entry as our text box, kept inside the picture. */
function textBoxOfMemegen(text: MemegenText, index: number): TextBox {
  const x = rounded(clamp(text.anchor_x ?? MEMEGEN_TEXT_DEFAULTS.anchor_x, 0, 1 - MIN_BOX_SIDE));
  const y = rounded(clamp(text.anchor_y ?? MEMEGEN_TEXT_DEFAULTS.anchor_y, 0, 1 - MIN_BOX_SIDE));
  const color = memegenColor(text.color);
  const align = text.align === 'left' || text.align === 'right' ? text.align : 'center';
  return {
    label: `text ${index + 1}`,
    x,
    y,
    width: rounded(clamp(text.scale_x ?? MEMEGEN_TEXT_DEFAULTS.scale_x, MIN_BOX_SIDE, 1 - x)),
    height: rounded(clamp(text.scale_y ?? MEMEGEN_TEXT_DEFAULTS.scale_y, MIN_BOX_SIDE, 1 - y)),
    rotation: clockwise(text.angle ?? MEMEGEN_TEXT_DEFAULTS.angle),
    align,
    // memegen centres its text in the box's height.
    valign: 'middle',
    style: color && isDarkColor(color) ? 'plain' : 'outlined',
    color,
  };
}

/** Whether an entry is memegen's default box at this height: whole width, a fifth high, white, straight. */
function isDefaultBox(text: MemegenText, anchorY: number): boolean {
  const color = memegenColor(text.color);
  return (
    (text.anchor_x ?? 0) === 0 &&
    (text.anchor_y ?? 0) === anchorY &&
    (text.scale_x ?? MEMEGEN_TEXT_DEFAULTS.scale_x) === 1 &&
    (text.scale_y ?? MEMEGEN_TEXT_DEFAULTS.scale_y) === 0.2 &&
    (text.angle ?? 0) === 0 &&
    (color === null || color === '#ffffff')
  );
}

/**
 * Where a memegen template's text goes, as our layout: no boxes listed (memegen then draws its
 * default top and bottom pair), or exactly that pair spelled out → top-bottom; else a box per
 * entry, the first TEMPLATE_MAX_TEXT_BOXES of them.
 */
export function layoutOfMemegenText(entries: readonly unknown[] | null | undefined): TemplateLayout {
  const texts = (entries ?? []).map(memegenTextOf);
  if (texts.length === 0) return { kind: 'top-bottom' };
  if (texts.length === 2 && isDefaultBox(texts[0]!, 0) && isDefaultBox(texts[1]!, 0.8)) return { kind: 'top-bottom' };
  return { kind: 'boxes', boxes: texts.slice(0, TEMPLATE_MAX_TEXT_BOXES).map(textBoxOfMemegen) };
}

const REACTION_HINT = /\b(reaction|reacting|me when|when you|that feeling)\b/i;

/** The caption format for a number of text boxes (and, for one box, whether it reacts to something). */
export function captionFormatForParts(parts: number, hint = ''): CaptionFormat {
  if (parts >= 3) return 'escalation';
  if (parts === 2) return 'setup_punchline';
  return REACTION_HINT.test(hint) ? 'reaction' : 'one_liner';
}

/** What a memegen config says, as our manifest entry (import.ts checks it like any other). */
export function entryOfMemegenConfig(id: string, config: MemegenConfig, file: string): ManifestEntryInput {
  const lines = (config.example ?? []).map((text) => (text ?? '').trim());
  const parts = config.text?.length || lines.length || MEMEGEN_DEFAULT_TEXT_BOXES;
  const keywords = [...new Set((config.keywords ?? []).map((word) => (word ?? '').trim()).filter(Boolean))];
  const example = lines.filter(Boolean).join('\n');
  const examples = ExampleCaptionsSchema.safeParse(example ? [example] : []);
  const format = captionFormatForParts(parts, [config.name, ...keywords, example].join(' '));
  const source = config.source ?? '';
  return {
    file,
    title: config.name,
    description: `The "${config.name}" meme template (memegen: ${id}); its caption has ${parts === 1 ? 'one part' : `${parts} parts`}: ${CAPTION_FORMATS[format].summary.toLowerCase()}.`,
    keywords: keywords.length > 0 ? keywords : [id.replace(/[-_]+/g, ' ')],
    origin: source ? `The ${config.name} meme: ${source}` : '',
    source: source || `memegen template "${id}"`,
    licence: '',
    captionFormat: format,
    // An example too long for a meme is left out rather than the template refused.
    exampleCaptions: examples.success ? examples.data : [],
    layout: layoutOfMemegenText(config.text),
  };
}

type Found = { entry: ManifestEntryInput } | { rejected: ImportOutcome };

function describeIssues(error: z.ZodError): string {
  return error.issues.map((issue) => (issue.path.length ? `${issue.path.join('.')}: ` : '') + issue.message).join('; ');
}

async function readTemplateFolder(root: string, id: string): Promise<Found> {
  const configName = `${id}/config.yml`;
  const label = path.join(path.basename(root), configName);
  let data: unknown;
  try {
    data = parseYaml(await readFile(path.join(root, configName), 'utf8'));
  } catch (error) {
    return { rejected: { file: label, status: 'rejected', reason: `not valid YAML: ${(error as Error).message}` } };
  }
  const parsed = MemegenConfigSchema.safeParse(data);
  if (!parsed.success) return { rejected: { file: label, status: 'rejected', reason: describeIssues(parsed.error) } };
  const picture = PICTURES.find((name) => existsSync(path.join(root, id, name)));
  if (!picture) {
    return {
      rejected: { file: label, status: 'rejected', reason: `no default.jpg, default.png or default.gif beside it` },
    };
  }
  return { entry: entryOfMemegenConfig(id, parsed.data, `${id}/${picture}`) };
}

/** The folder holding `<id>/config.yml` folders: PATH/templates, or PATH itself. */
async function templatesFolder(target: string): Promise<string> {
  const info = await stat(target).catch(() => undefined);
  if (!info?.isDirectory()) throw new ManifestError(`${target} is not a folder`);
  const nested = path.join(target, 'templates');
  return (await stat(nested).catch(() => undefined))?.isDirectory() ? nested : target;
}

export async function importMemegenTemplates(
  ctx: IngestContext,
  target: string,
  onProgress: (outcome: ImportOutcome, index: number, total: number) => void = () => {},
): Promise<ImportReport> {
  const root = await templatesFolder(target);
  const ids = (await readdir(root, { withFileTypes: true }))
    .filter((entry) => entry.isDirectory() && existsSync(path.join(root, entry.name, 'config.yml')))
    .map((entry) => entry.name)
    .sort();
  if (ids.length === 0) throw new ManifestError(`no templates/<id>/config.yml in ${target}`);

  const report: ImportReport = { imported: 0, skipped: 0, rejected: [] };
  for (const [index, id] of ids.entries()) {
    const found = await readTemplateFolder(root, id);
    if ('rejected' in found) {
      report.rejected.push(found.rejected);
      onProgress(found.rejected, index, ids.length);
      continue;
    }
    const one = await importEntries(ctx, root, [found.entry], (outcome) => onProgress(outcome, index, ids.length));
    report.imported += one.imported;
    report.skipped += one.skipped;
    report.rejected.push(...one.rejected);
  }
  return report;
}

/** The operator command's dispatch: our manifest (the default) or a memegen folder. */
export function importTemplatesAs(
  format: ImportFormat,
  ctx: IngestContext,
  target: string,
  onProgress?: (outcome: ImportOutcome, index: number, total: number) => void,
): Promise<ImportReport> {
  return format === 'memegen'
    ? importMemegenTemplates(ctx, target, onProgress)
    : importTemplates(ctx, target, onProgress);
}
