/**
 * What the editor's saves share: the context, the meme's document from the form's text fields, its
 * row (no batch, no credit: decision 018), where a person's own file is stored, the queue priority
 * a request may have, and the answer of the video calls.
 */
import { randomUUID } from 'node:crypto';
import {
  MEDIA_TYPE,
  MEME_DOCUMENT_VERSION,
  UNHINGED_MIN,
  type JobPriority,
  type MemeDocument,
  type MemeMedia,
  type TextAlign,
  type TextLayer,
  type VideoJobStartResponse,
} from '@memeforge/contract';
import type { MediaStorage } from '../../adapters/storage';
import type { NewMemeRow, TemplateRow } from '../../db/schema';
import { JOB_PRIORITY, type JobSender } from '../../jobs/registry';
import type { Entitlements } from '../entitlements/service';
import { toMeme } from '../memes/presenters';
import type { MemeWithTemplate } from '../memes/store';
import type { Services } from '../../wiring/services';

export type EditorContext = Pick<Services, 'db' | 'storage' | 'logger' | 'waits' | 'limiter'> & { queue: JobSender };

/** The form's text fields, as both save calls and both video calls name them after parsing. */
export interface LayerFields {
  text: string;
  fontSize: number | null | undefined;
  align: TextAlign;
  color: string | undefined;
  offsetY: number;
  /** The meme's own alt text; absent (or blank) = the default. */
  alt?: string | undefined;
  /** The form's `layers` (a meme with text in boxes): when given, the meme's text instead of the fields above. */
  layers?: TextLayer[] | undefined;
}

/** A library template as the document's media. */
export function templateMedia(template: TemplateRow): MemeMedia {
  return {
    source: 'template',
    templateId: template.id,
    type: template.type === MEDIA_TYPE.video ? MEDIA_TYPE.video : MEDIA_TYPE.image,
    width: template.width,
    height: template.height,
  };
}

/**
 * The form's layers, or a one-layer document: the form's text in the form's style (its sizes already within the media
 * type's limits: the contract's schemas); a size the form leaves out is the template's (null: the
 * media type's adaptive default). The alt text is kept only when the form gives one.
 */
export function editorDocument(media: MemeMedia, layer: LayerFields, template?: TemplateRow): MemeDocument {
  const fontSize = layer.fontSize ?? template?.fontSize ?? null;
  const alt = layer.alt?.trim();
  return {
    version: MEME_DOCUMENT_VERSION,
    media,
    layers: layer.layers ?? [
      { text: layer.text, fontSize, align: layer.align, color: layer.color ?? null, offsetY: layer.offsetY },
    ],
    ...(alt ? { alt } : {}),
  };
}

/**
 * A queued editor meme: its own job id (the client's generation_id when it gave one), no batch.
 * `id` is given when the meme's file key must be known before its row (a save kept as sent).
 */
export function editorMemeRow(
  userId: number,
  document: MemeDocument,
  values: { description: string; jobId?: string | undefined; id?: string | undefined },
): NewMemeRow & { id: string; jobId: string } {
  const { media } = document;
  return {
    id: values.id ?? randomUUID(),
    userId,
    batchId: null,
    position: 0,
    type: media.type,
    description: values.description,
    unhingedLevel: UNHINGED_MIN,
    templateId: media.source === 'template' ? media.templateId : null,
    document,
    status: 'queued',
    jobId: values.jobId ?? randomUUID(),
  };
}

/** Where a person's own picture or clip is kept: their folder, a fresh name. */
export function uploadKey(userId: number, extension: string): string {
  return `uploads/${userId}/${randomUUID()}.${extension}`;
}

/** The queue priority of a save: 'high' is a paid plan's; the free plan's 'high' is read as 'default'. */
export function queuePriority(requested: JobPriority, entitlements: Entitlements): number {
  if (requested === 'high' && entitlements.paid) return JOB_PRIORITY.urgent;
  if (requested === 'low') return JOB_PRIORITY.background;
  return JOB_PRIORITY.interactive;
}

/** The video calls' answer: the job to poll, and the meme with its file's URL once it is rendered. */
export async function videoJobAnswer(row: MemeWithTemplate, storage: MediaStorage): Promise<VideoJobStartResponse> {
  const meme = await toMeme(row, storage);
  return {
    jobInfo: { jobId: row.meme.jobId, status: row.meme.status },
    meme: { ...meme, fileUrl: row.meme.status === 'finished' ? meme.file : null },
  };
}
