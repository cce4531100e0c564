/**
 * POST /memes/save/: an image meme from the editor. The browser's rendering (`file`) is checked as
 * an image and dropped: the server draws the same document itself, so the stored meme is what the
 * renderer makes of its document and can be edited and re-rendered later (decision 018). On a
 * library template the free plan's gate applies; on the person's own picture (templateId -1) the
 * original (`template_file`), when sent, is checked (decoded whole) and stored under their uploads.
 * Without it the browser's rendering is the saved picture, as it is (`rendering-save.ts`, decision
 * 044). Once the input is checked, the render is metered (`render-meter.ts`: the person's storage
 * quota and render rate, decision 047). The meme is created (no batch, no credit), its render job queued ahead of background generation,
 * and the call waits for it to end: an image takes tens of milliseconds. A render that fails on
 * valid input, or does not end within EDITOR_SAVE_WAIT_MS, is our fault: the meme and its files are
 * removed and the answer is 503 'Meme upload failed'.
 */
import {
  EDITOR_SAVE_WAIT_MS,
  LOCAL_FILE_TEMPLATE_ID,
  MEDIA_TYPE,
  MESSAGES,
  type MemeMedia,
  type SaveMemeFields,
  type SaveMemeResponse,
} from '@memeforge/contract';
import type { TemplateRow } from '../../db/schema';
import { InvalidInput, Unavailable } from '../../domain-errors';
import { entitlementsOf } from '../entitlements/service';
import { renderImageJob } from '../generation/job-types';
import { waitForMeme } from '../generation/wait-for-batch';
import { removeMemeFiles } from '../memes/meme-files';
import { toMeme } from '../memes/presenters';
import { deleteMemes } from '../memes/store';
import {
  editorDocument,
  editorMemeRow,
  queuePriority,
  templateMedia,
  uploadKey,
  type EditorContext,
} from './editor-memes';
import { editorTemplate } from './template-access';
import { checkOwnImage } from './own-media';
import { keepRendering } from './rendering-save';
import { admitRender, insertAdmitted } from './render-meter';

export interface SaveMemeForm {
  fields: SaveMemeFields;
  /** The browser's rendering: checked, never stored. */
  rendering: Buffer | null;
  /** The person's original picture, for templateId -1. */
  original: Buffer | null;
}

export async function saveMeme(ctx: EditorContext, userId: number, form: SaveMemeForm): Promise<SaveMemeResponse> {
  const { fields } = form;
  if (fields.type === MEDIA_TYPE.video) throw InvalidInput.fields({ type: [MESSAGES.editorSaveImagesOnly] });
  const entitlements = await entitlementsOf(ctx.db, userId);
  let template: TemplateRow | undefined;
  if (fields.templateId !== LOCAL_FILE_TEMPLATE_ID) {
    template = await editorTemplate(ctx.db, userId, entitlements, fields.templateId, MEDIA_TYPE.image, 'templateId');
  }
  if (!form.rendering) throw InvalidInput.fields({ file: [MESSAGES.noFileSelected] });
  const { original } = form;
  // Kept as the meme's picture when there is nothing else to draw on: then it must decode whole.
  const rendered = await checkOwnImage(form.rendering, 'file', { decode: !template && !original });
  const image = !template && original ? await checkOwnImage(original, 'template_file', { decode: true }) : null;
  // What this save stores of the person's own besides its render: the original, or the file kept as sent.
  const ownBytes = template ? 0 : (original ?? form.rendering).length;
  await admitRender(ctx, userId, entitlements, { bytes: ownBytes, video: false });

  const layer = {
    text: fields.text,
    fontSize: fields.font_size,
    align: fields.text_align,
    color: fields.text_color,
    offsetY: fields.dragYOffset,
    alt: fields.alt_text,
    layers: fields.layers,
  };
  let media: MemeMedia;
  const stored: string[] = [];
  if (template) {
    media = templateMedia(template);
  } else if (original && image) {
    const fileKey = uploadKey(userId, image.extension);
    await ctx.storage.put(fileKey, original, { contentType: image.mimeType });
    stored.push(fileKey);
    media = { source: 'upload', fileKey, type: MEDIA_TYPE.image, width: image.width, height: image.height };
  } else {
    return keepRendering(ctx, userId, entitlements, { fields, layer }, { bytes: form.rendering, image: rendered });
  }

  let row: ReturnType<typeof editorMemeRow>;
  try {
    row = {
      ...editorMemeRow(userId, editorDocument(media, layer, template), {
        description: fields.description || (fields.title ?? ''),
      }),
      storedBytes: ownBytes,
    };
    await insertAdmitted(ctx, userId, entitlements, row, { bytes: ownBytes, video: false });
  } catch (error) {
    await removeMemeFiles(ctx.storage, ctx.logger, stored);
    throw error;
  }

  // Saves have no priority field: a person waiting goes ahead of background generation.
  const priority = queuePriority('default', entitlements);
  const started = performance.now();
  let ended: Awaited<ReturnType<typeof waitForMeme>>;
  try {
    await ctx.queue.send(renderImageJob, { memeId: row.id }, { id: row.jobId, priority });
    // The image saves' own bound, not the video calls' (which answer a job to poll instead).
    ended = await waitForMeme(ctx.db, userId, row.id, EDITOR_SAVE_WAIT_MS);
  } catch (error) {
    ctx.logger.error({ err: error, memeId: row.id }, 'editor image save could not queue its render');
    ended = undefined;
  }
  if (ended?.meme.status !== 'finished' || !ended.meme.fileKey) {
    // Failed, or still not drawn: nothing of the save stays (a job that runs later finds no meme).
    const files = await deleteMemes(ctx.db, [row.id]);
    await removeMemeFiles(ctx.storage, ctx.logger, [...stored, ...files]);
    ctx.logger.error(
      { memeId: row.id, userId, status: ended?.meme.status ?? 'gone', error: ended?.meme.error },
      'editor image save was not rendered',
    );
    throw new Unavailable(MESSAGES.memeUploadFailed);
  }
  ctx.logger.info({ memeId: row.id, userId, ms: Math.round(performance.now() - started) }, 'editor image meme saved');
  return { file: await ctx.storage.url(ended.meme.fileKey), meme: await toMeme(ended, ctx.storage) };
}
