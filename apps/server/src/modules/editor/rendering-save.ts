/**
 * An image save on the person's own picture without its original (`template_file` left out, which
 * the spec allows): the browser's rendering (`file`) is then the meme's picture, stored as it was
 * sent (decision 044). There is nothing under its caption to draw again, so no render job: the file
 * is checked like an original (decoded whole, so a file cut short is refused instead of kept
 * blank), stored under the meme's own key with its card pictures, and the meme written finished at
 * once. Its document names that file as a picture that already carries its caption: the layer keeps
 * the text for the tagline, search and alt text, and no renderer draws it a second time. The file
 * and its card pictures are what the meme keeps against the person's storage quota (decision 047).
 */
import { randomUUID } from 'node:crypto';
import { MEDIA_TYPE, documentText, type SaveMemeFields, type SaveMemeResponse } from '@memeforge/contract';
import { memeFileKey } from '../generation/meme-file-key';
import { removeMemeFiles } from '../memes/meme-files';
import { toMeme } from '../memes/presenters';
import { findUserMeme } from '../memes/store';
import { storeMemeThumbnails } from '../memes/thumbnails';
import type { Entitlements } from '../entitlements/service';
import { editorDocument, editorMemeRow, type EditorContext, type LayerFields } from './editor-memes';
import type { OwnMedia } from './own-media';
import { insertAdmitted } from './render-meter';

export async function keepRendering(
  ctx: EditorContext,
  userId: number,
  entitlements: Entitlements,
  { fields, layer }: { fields: SaveMemeFields; layer: LayerFields },
  rendering: { bytes: Buffer; image: OwnMedia },
): Promise<SaveMemeResponse> {
  const { bytes, image } = rendering;
  const id = randomUUID();
  // Named by the meme's whole text (every box's, when it has boxes), as generated memes are.
  const fileKey = memeFileKey(
    { id, caption: layer.layers ? documentText({ layers: layer.layers }) : layer.text },
    image.extension,
  );
  const media = {
    source: 'upload',
    fileKey,
    type: MEDIA_TYPE.image,
    width: image.width,
    height: image.height,
  } as const;
  const document = editorDocument({ ...media, captioned: true }, layer);
  const now = new Date();
  const row = {
    ...editorMemeRow(userId, document, { id, description: fields.description || (fields.title ?? '') }),
    status: 'finished' as const,
    fileKey,
    canvasWidth: image.width,
    canvasHeight: image.height,
    startedAt: now,
    endedAt: now,
    storedBytes: bytes.length,
    cardPictures: false,
  };

  await ctx.storage.put(fileKey, bytes, { contentType: image.mimeType });
  try {
    // As the render job does: a card picture that cannot be made leaves the card on the file.
    const thumbnails = await storeMemeThumbnails(ctx.storage, fileKey, bytes);
    row.storedBytes += thumbnails.reduce((sum, thumbnail) => sum + thumbnail.bytes, 0);
    row.cardPictures = true;
  } catch (error) {
    ctx.logger.warn({ err: error, memeId: id }, "could not make a saved meme's card pictures");
  }
  try {
    await insertAdmitted(ctx, userId, entitlements, row, { bytes: bytes.length, video: false });
  } catch (error) {
    await removeMemeFiles(ctx.storage, ctx.logger, [fileKey]);
    throw error;
  }
  const saved = await findUserMeme(ctx.db, userId, id);
  if (!saved) throw new Error(`the saved meme ${id} is gone`);
  ctx.logger.info({ memeId: id, userId }, 'editor image meme saved as sent');
  return { file: await ctx.storage.url(fileKey), meme: await toMeme(saved, ctx.storage) };
}
