/**
 * `templates import PATH`: loads a folder of templates described by a manifest (manifest.json,
 * manifest.yaml or manifest.yml; or PATH is the manifest itself). Idempotent by content hash;
 * every entry is checked on its own, so a bad file is reported with its reason and the rest load.
 */
import { existsSync } from 'node:fs';
import { readFile, realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import { z } from 'zod';
import {
  BAND_LAYOUT,
  CaptionFormatSchema,
  DEFAULT_CAPTION_FORMAT,
  ExampleCaptionsSchema,
  TemplateLayoutSchema,
  TextAlignSchema,
  UnhingedLevelSchema,
  VIDEO_DEFAULT_DRAG_OFFSET,
  VIDEO_DRAG_OFFSET_MAX,
  VIDEO_DRAG_OFFSET_MIN,
} from '@memeforge/contract';
import { MediaRejectedError } from './media-check';
import { ingestTemplate, type IngestContext } from './ingest';
import { invalidateTemplateSearches } from './search-cache';
import { updateTemplateCaptionFacts } from './store';

export const ManifestEntrySchema = z.object({
  file: z.string().min(1),
  type: z.union([z.literal(1), z.literal(2)]).optional(),
  title: z.string().trim().min(1).max(200),
  description: z.string().trim().min(1).max(2000),
  keywords: z.array(z.string().trim().min(1)).default([]),
  origin: z.string().default(''),
  useCases: z.array(z.string().trim().min(1)).default([]),
  seoKeywords: z.array(z.string().trim().min(1)).default([]),
  levels: z.array(UnhingedLevelSchema).min(1).default([1, 2, 3]),
  isPublic: z.boolean().default(true),
  fontSize: z.number().min(0.01).max(1).nullable().optional(),
  textAlign: TextAlignSchema.default('center'),
  dragYOffset: z.number().min(VIDEO_DRAG_OFFSET_MIN).max(VIDEO_DRAG_OFFSET_MAX).default(VIDEO_DEFAULT_DRAG_OFFSET),
  source: z.string().default(''),
  licence: z.string().default(''),
  /** What the template's joke is (caption-formats.ts); a one-liner when left out. */
  captionFormat: CaptionFormatSchema.optional(),
  /** Two or three captions that show the joke; parts of a multi-part caption separated by "\n". */
  exampleCaptions: ExampleCaptionsSchema.optional(),
  /** Where its text goes (decision 057): band when left out, top-bottom, or boxes drawn to the picture. */
  layout: TemplateLayoutSchema.optional(),
});
export type ManifestEntry = z.infer<typeof ManifestEntrySchema>;

const ManifestSchema = z.object({ templates: z.array(z.unknown()) });

export interface ImportOutcome {
  file: string;
  status: 'imported' | 'skipped' | 'rejected';
  reason?: string;
  templateId?: number;
}

export interface ImportReport {
  imported: number;
  skipped: number;
  rejected: ImportOutcome[];
}

const MANIFEST_NAMES = ['manifest.json', 'manifest.yaml', 'manifest.yml'];

export class ManifestError extends Error {
  override name = 'ManifestError';
}

export async function findManifest(target: string): Promise<string> {
  const info = await stat(target).catch(() => undefined);
  if (!info) throw new ManifestError(`${target} does not exist`);
  if (info.isFile()) return target;
  const found = MANIFEST_NAMES.map((name) => path.join(target, name)).find((file) => existsSync(file));
  if (!found) throw new ManifestError(`no ${MANIFEST_NAMES.join(' or ')} in ${target}`);
  return found;
}

async function readManifest(file: string): Promise<unknown[]> {
  const text = await readFile(file, 'utf8');
  let data: unknown;
  try {
    data = file.endsWith('.json') ? JSON.parse(text) : parseYaml(text);
  } catch (error) {
    throw new ManifestError(
      `${file} is not valid ${file.endsWith('.json') ? 'JSON' : 'YAML'}: ${(error as Error).message}`,
    );
  }
  const parsed = ManifestSchema.safeParse(data);
  if (!parsed.success) throw new ManifestError(`${file} must be an object with a "templates" list`);
  return parsed.data.templates;
}

function describeIssues(error: z.ZodError): string {
  return error.issues.map((issue) => `${issue.path.join('.') || 'entry'}: ${issue.message}`).join('; ');
}

/**
 * Reads a manifest's entries and imports each (the manifest import, and the memegen import once it
 * has turned its folders into entries); a rejected entry is reported and the rest go on.
 */
export async function importEntries(
  ctx: IngestContext,
  folder: string,
  entries: readonly unknown[],
  onProgress: (outcome: ImportOutcome, index: number, total: number) => void = () => {},
): Promise<ImportReport> {
  const report: ImportReport = { imported: 0, skipped: 0, rejected: [] };
  for (const [index, raw] of entries.entries()) {
    const label = (raw as { file?: unknown } | null)?.file;
    const name = typeof label === 'string' ? label : `entry ${index + 1}`;
    let outcome: ImportOutcome;
    const parsed = ManifestEntrySchema.safeParse(raw);
    if (!parsed.success) {
      outcome = { file: name, status: 'rejected', reason: describeIssues(parsed.error) };
    } else {
      outcome = await importEntry(ctx, folder, parsed.data);
    }
    if (outcome.status === 'imported') report.imported += 1;
    else if (outcome.status === 'skipped') report.skipped += 1;
    else report.rejected.push(outcome);
    onProgress(outcome, index, entries.length);
  }
  return report;
}

export async function importTemplates(
  ctx: IngestContext,
  target: string,
  onProgress: (outcome: ImportOutcome, index: number, total: number) => void = () => {},
): Promise<ImportReport> {
  const manifestFile = await findManifest(target);
  const folder = path.dirname(manifestFile);
  const entries = await readManifest(manifestFile);
  return importEntries(ctx, folder, entries, onProgress);
}

const OUTSIDE_FOLDER = 'the file must be inside the manifest folder';

const isInside = (folder: string, file: string) => file.startsWith(folder + path.sep);

async function importEntry(ctx: IngestContext, folder: string, entry: ManifestEntry): Promise<ImportOutcome> {
  const file = path.resolve(folder, entry.file);
  if (!isInside(path.resolve(folder), file)) {
    return { file: entry.file, status: 'rejected', reason: OUTSIDE_FOLDER };
  }
  let bytes: Buffer;
  try {
    // Where the name really leads, symlinks followed (of the folder too, which may itself be one):
    // a link inside the folder to a file outside it would otherwise import that file, a secret
    // included, into the public library.
    const [realFolder, realFile] = await Promise.all([realpath(folder), realpath(file)]);
    if (!isInside(realFolder, realFile)) {
      return { file: entry.file, status: 'rejected', reason: OUTSIDE_FOLDER };
    }
    bytes = await readFile(realFile);
  } catch {
    return { file: entry.file, status: 'rejected', reason: 'file not found or unreadable' };
  }
  try {
    const { template, created } = await ingestTemplate(ctx, bytes, {
      title: entry.title,
      description: entry.description,
      keywords: entry.keywords,
      originContent: entry.origin,
      useCases: entry.useCases,
      seoKeywords: entry.seoKeywords,
      levels: entry.levels,
      isPublic: entry.isPublic,
      fontSize: entry.fontSize ?? null,
      textAlign: entry.textAlign,
      dragYOffset: entry.dragYOffset,
      source: entry.source,
      licence: entry.licence,
      captionFormat: entry.captionFormat ?? DEFAULT_CAPTION_FORMAT,
      exampleCaptions: entry.exampleCaptions ?? [],
      layout: entry.layout ?? BAND_LAYOUT,
      expectedType: entry.type,
    });
    // Already in the library (the same bytes): the manifest may name its joke now, when it did not
    // before (the starter library loaded before it had caption formats); what it says wins.
    if (
      !created &&
      (entry.captionFormat !== undefined || entry.exampleCaptions !== undefined || entry.layout !== undefined)
    ) {
      const changed = await updateTemplateCaptionFacts(ctx.db, template.id, {
        captionFormat: entry.captionFormat ?? template.captionFormat,
        exampleCaptions: entry.exampleCaptions ?? template.exampleCaptions,
        layout: entry.layout ?? template.layout,
      });
      if (changed) await invalidateTemplateSearches(ctx.db);
    }
    return { file: entry.file, status: created ? 'imported' : 'skipped', templateId: template.id };
  } catch (error) {
    if (error instanceof MediaRejectedError) return { file: entry.file, status: 'rejected', reason: error.message };
    throw error;
  }
}
