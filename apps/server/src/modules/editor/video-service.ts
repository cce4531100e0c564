/**
 * The editor's video memes: on a library video template (`process_template_video`) or on the
 * person's own clip (`process_uploaded_video`). Either creates the meme (no batch, no credit),
 * queues its render job at the request's priority and waits a short, bounded time for it, then
 * answers the job to poll and, when the render finished within the wait, the file's URL. The clip
 * is checked (type by magic bytes, probe with the demuxer forced, the editor's limits) before it
 * is stored under the person's uploads. A `generation_id` is the job's id: the same person sending
 * it again gets the first job back and nothing new is stored; another person's id is a conflict.
 * A new video is metered once its input is checked (`render-meter.ts`, decision 047): the cap on
 * the person's videos in progress, their storage quota and their render rate.
 */
import { createReadStream } from 'node:fs';
import {
  EDITOR_SAVE_WAIT_MS,
  MEDIA_TYPE,
  MESSAGES,
  type ParsedProcessTemplateVideoRequest,
  type ProcessUploadedVideoFields,
  type VideoJobStartResponse,
} from '@memeforge/contract';
import { isUniqueViolation } from '../../db/errors';
import { InvalidInput, NotFound, Taken } from '../../domain-errors';
import { entitlementsOf } from '../entitlements/service';
import { renderVideoJob } from '../generation/job-types';
import { waitForMeme } from '../generation/wait-for-batch';
import { removeMemeFiles } from '../memes/meme-files';
import { findMemeByJobId, findUserMeme } from '../memes/store';
import {
  editorDocument,
  editorMemeRow,
  queuePriority,
  templateMedia,
  uploadKey,
  videoJobAnswer,
  type EditorContext,
} from './editor-memes';
import { checkOwnVideo } from './own-media';
import { admitRender, insertAdmitted } from './render-meter';
import { editorTemplate } from './template-access';

/** Queues the meme's render and waits for it; a failed send is left to the recovery job (same job id). */
async function queueAndAnswer(
  ctx: EditorContext,
  userId: number,
  meme: { id: string; jobId: string },
  priority: number,
): Promise<VideoJobStartResponse> {
  try {
    await ctx.queue.send(renderVideoJob, { memeId: meme.id }, { id: meme.jobId, priority });
  } catch (error) {
    ctx.logger.error({ err: error, memeId: meme.id }, 'could not queue the video render; recovery will queue it');
  }
  const row = await waitForMeme(ctx.db, userId, meme.id, ctx.waits.renderMs ?? EDITOR_SAVE_WAIT_MS);
  if (!row) throw new NotFound(MESSAGES.memeNotFound);
  return videoJobAnswer(row, ctx.storage);
}

export async function processTemplateVideo(
  ctx: EditorContext,
  userId: number,
  request: ParsedProcessTemplateVideoRequest,
): Promise<VideoJobStartResponse> {
  const entitlements = await entitlementsOf(ctx.db, userId);
  const template = await editorTemplate(
    ctx.db,
    userId,
    entitlements,
    request.template_id,
    MEDIA_TYPE.video,
    'template_id',
  );
  const document = editorDocument(
    templateMedia(template),
    {
      text: request.text,
      fontSize: request.font_size,
      align: request.text_align,
      color: request.text_color,
      offsetY: request.drag_y_offset,
      alt: request.alt_text,
      layers: request.layers,
    },
    template,
  );
  const metered = { bytes: 0, video: true };
  await admitRender(ctx, userId, entitlements, metered);
  const row = editorMemeRow(userId, document, { description: '' });
  await insertAdmitted(ctx, userId, entitlements, row, metered);
  ctx.logger.info({ memeId: row.id, userId, templateId: template.id }, 'editor video meme started');
  return queueAndAnswer(ctx, userId, row, queuePriority(request.priority, entitlements));
}

/** The first job of this generation_id, when it is this person's; a conflict when it is someone else's. */
async function earlierJob(
  ctx: EditorContext,
  userId: number,
  generationId: string | undefined,
): Promise<VideoJobStartResponse | null> {
  if (!generationId) return null;
  const earlier = await findMemeByJobId(ctx.db, generationId);
  if (!earlier) return null;
  if (earlier.userId !== userId) throw new Taken(MESSAGES.generationIdTaken);
  const row = await findUserMeme(ctx.db, userId, earlier.id);
  return row ? videoJobAnswer(row, ctx.storage) : null;
}

export interface UploadedVideoForm {
  fields: ProcessUploadedVideoFields;
  /** The clip in a temporary file the caller removes; null when the form had none. */
  videoPath: string | null;
}

export async function processUploadedVideo(
  ctx: EditorContext,
  userId: number,
  form: UploadedVideoForm,
): Promise<VideoJobStartResponse> {
  const { fields } = form;
  const earlier = await earlierJob(ctx, userId, fields.generation_id);
  if (earlier) return earlier;
  if (!form.videoPath) throw InvalidInput.fields({ video_file: [MESSAGES.noFileSelected] });
  const entitlements = await entitlementsOf(ctx.db, userId);
  const clip = await checkOwnVideo(form.videoPath, 'video_file');
  const layer = {
    text: fields.text,
    fontSize: fields.font_size,
    align: fields.text_align,
    color: fields.text_color,
    offsetY: fields.drag_y_offset,
    alt: fields.alt_text,
    layers: fields.layers,
  };
  // The text is checked before the clip is stored: a refusal leaves nothing behind.
  const fileKey = uploadKey(userId, clip.extension);
  const document = editorDocument(
    { source: 'upload', fileKey, type: MEDIA_TYPE.video, width: clip.width, height: clip.height },
    layer,
  );
  const metered = { bytes: clip.bytes, video: true };
  await admitRender(ctx, userId, entitlements, metered);
  await ctx.storage.put(fileKey, createReadStream(form.videoPath), { contentType: clip.mimeType });
  const row = {
    ...editorMemeRow(userId, document, { description: fields.description, jobId: fields.generation_id }),
    storedBytes: clip.bytes,
  };
  try {
    await insertAdmitted(ctx, userId, entitlements, row, metered);
  } catch (error) {
    await removeMemeFiles(ctx.storage, ctx.logger, [fileKey]);
    if (isUniqueViolation(error)) {
      // The same generation_id at the same moment: the other request made the meme.
      const raced = await earlierJob(ctx, userId, fields.generation_id);
      if (raced) return raced;
    }
    throw error;
  }
  ctx.logger.info({ memeId: row.id, userId, ...clip }, 'editor uploaded video meme started');
  return queueAndAnswer(ctx, userId, row, queuePriority(fields.priority, entitlements));
}
