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
 *   2 → setup and punchline; 3 or more → escalating steps.
 *
 * A config.yml that is not YAML, or lacks a name, is reported as rejected under its own path.
 */
import { existsSync } from 'node:fs';
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import { z } from 'zod';
import { CAPTION_FORMATS, ExampleCaptionsSchema, type CaptionFormat } from '@memeforge/contract';
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

/** The keys of a memegen config.yml we read; the rest (overlay, font, style…) is layout we do not use. */
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
