/**
 * What a meme is: its media (a library template or the person's own upload, with type and
 * displayed size) and its text layers, in the units the editor works in. One model shared by the
 * editor preview, the server's renderers, the database (stored as it is, in `memes.document`) and
 * the API (the Meme's flat caption fields are read from it). Today a meme has one text layer; the
 * array leaves room for more without another migration.
 */
import { z } from 'zod';
import {
  DEFAULT_TEXT_COLOR,
  FONT_SIZE_MAX_IMAGE,
  MEDIA_TYPE,
  MEME_TEXT_MAX_LENGTH,
  VIDEO_DEFAULT_DRAG_OFFSET,
  VIDEO_DRAG_OFFSET_MAX,
  VIDEO_DRAG_OFFSET_MIN,
  type MediaTypeId,
} from './constants';
import { MESSAGES } from './messages';
import { TemplateTypeSchema, TextAlignSchema, type TextAlign } from './api/templates';
import { LayerBoxSchema, layoutBoxes, TEXT_BOX_DEFAULT_COLOR, type TemplateLayout } from './template-layout';

export const MEME_DOCUMENT_VERSION = 1;
/** Our choice: long enough to describe a picture and quote a caption, short enough for a screen reader. */
export const MEME_ALT_TEXT_MAX_LENGTH = 500;
/** Our choice: one layer today; the limit keeps a stored document small. */
export const MEME_MAX_TEXT_LAYERS = 8;
/** The template id of a meme made from the person's own file (product.md §3.4). */
export const LOCAL_FILE_TEMPLATE_ID = -1;

const pixels = z.number().int().positive().max(16_384);

/** The picture or clip under the text, at its displayed size (a phone clip's rotation applied). */
export const MemeMediaSchema = z.discriminatedUnion('source', [
  z.object({
    source: z.literal('template'),
    templateId: z.number().int().positive(),
    type: TemplateTypeSchema,
    width: pixels,
    height: pixels,
  }),
  z.object({
    source: z.literal('upload'),
    /** Where the person's file is kept in media storage. */
    fileKey: z.string().min(1).max(500),
    type: TemplateTypeSchema,
    width: pixels,
    height: pixels,
    /**
     * The picture already carries its caption: an editor save sent without its original keeps the
     * browser's rendering as it is (decision 044). The layers still say what the text is (the
     * tagline, search, alt text), but a renderer draws none of them over it, or the text would
     * appear twice. Absent on every other upload.
     */
    captioned: z.literal(true).optional(),
  }),
]);
export type MemeMedia = z.infer<typeof MemeMediaSchema>;

/** CSS colours the renderers and browsers agree on: #rgb, #rrggbb or #rrggbbaa. */
export const TextColorSchema = z.string().regex(/^#([0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i, 'Pick a colour.');

export const TextLayerSchema = z.object({
  text: z.string().max(MEME_TEXT_MAX_LENGTH),
  /** Fraction of the editor's 480 px base width; null = the adaptive default for the media type. */
  fontSize: z.number().positive().max(FONT_SIZE_MAX_IMAGE).nullable(),
  align: TextAlignSchema,
  /** Null = the media type's default: black on an image's white band, white over a video. */
  color: TextColorSchema.nullable(),
  /**
   * Video only: the text block's centre from the frame's centre, as a fraction of the frame's
   * height (negative is up). An image's text sits in its header band and ignores it.
   */
  offsetY: z.number().min(VIDEO_DRAG_OFFSET_MIN).max(VIDEO_DRAG_OFFSET_MAX),
  /**
   * Where the text sits on the picture (decision 057): a box the text is fitted into (shrunk, then
   * wrapped), drawn over the picture or clip, with the box's style. Absent = the band layer: the
   * image's header band, or the video caption placed by `offsetY`. A document's layers are either
   * all boxed or one band layer.
   */
  box: LayerBoxSchema.optional(),
});
export type TextLayer = z.infer<typeof TextLayerSchema>;

/** A meme's own alt text: trimmed, at most MEME_ALT_TEXT_MAX_LENGTH characters. */
export const MemeAltTextSchema = z
  .string()
  .trim()
  .max(MEME_ALT_TEXT_MAX_LENGTH, MESSAGES.altTextLimit(MEME_ALT_TEXT_MAX_LENGTH));

export const MemeDocumentSchema = z
  .object({
    version: z.literal(MEME_DOCUMENT_VERSION),
    media: MemeMediaSchema,
    layers: z.array(TextLayerSchema).min(1).max(MEME_MAX_TEXT_LAYERS),
    /**
     * The meme's alt text, as the person wrote it; absent or null = the default (`defaultAltText`).
     * Optional, so documents stored before it stay valid at version 1.
     */
    alt: MemeAltTextSchema.nullish(),
  })
  .refine((document) => isBandDocument(document) || document.layers.every((layer) => layer.box !== undefined), {
    error: 'A meme has one text in its band or every text in a box.',
    path: ['layers'],
  })
  .meta({ id: 'MemeDocument' });
export type MemeDocument = z.infer<typeof MemeDocumentSchema>;

/** Whether a document has the one band layer (the header band or the video caption), not boxes. */
export function isBandDocument(document: { layers: readonly { box?: unknown }[] }): boolean {
  return document.layers.length === 1 && document.layers[0]!.box === undefined;
}

/** A template's text style: what a new meme on it starts from. */
export interface TemplateTextStyle {
  fontSize: number | null;
  textAlign: TextAlign;
  dragYOffset: number;
  /** Where its text goes; absent = the band. */
  layout?: TemplateLayout;
}

/**
 * A caption's parts: its non-empty lines. A caption for boxes fills them in order; lines beyond
 * the last box go into the last box, so nothing written is lost.
 */
export function captionParts(text: string, boxes: number): string[] {
  const lines = text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  if (lines.length <= boxes) return [...lines, ...Array<string>(boxes - lines.length).fill('')];
  return [...lines.slice(0, boxes - 1), lines.slice(boxes - 1).join(' ')];
}

/**
 * A document on a template, in the template's style: one band layer, or a layer per box of its
 * layout holding the caption's line for that box.
 */
export function memeDocumentOnTemplate(
  template: { id: number; type: MediaTypeId; width: number; height: number } & TemplateTextStyle,
  text: string,
): MemeDocument {
  const media = {
    source: 'template' as const,
    templateId: template.id,
    type: template.type,
    width: template.width,
    height: template.height,
  };
  const boxes = template.layout ? layoutBoxes(template.layout) : [];
  if (boxes.length === 0) {
    return {
      version: MEME_DOCUMENT_VERSION,
      media,
      layers: [
        { text, fontSize: template.fontSize, align: template.textAlign, color: null, offsetY: template.dragYOffset },
      ],
    };
  }
  const parts = captionParts(text, boxes.length);
  return {
    version: MEME_DOCUMENT_VERSION,
    media,
    layers: boxes.map(({ align, color, ...box }, index) => ({
      text: parts[index]!,
      // Null: the largest size that fits the box (shrink, then wrap).
      fontSize: null,
      align,
      color,
      offsetY: VIDEO_DEFAULT_DRAG_OFFSET,
      box,
    })),
  };
}

/** The colour a layer's text is drawn in: its own, else its box style's, else the media type's. */
export function layerTextColor(layer: TextLayer, isVideo: boolean): string {
  if (layer.color) return layer.color;
  if (layer.box) return TEXT_BOX_DEFAULT_COLOR[layer.box.style];
  return isVideo ? DEFAULT_TEXT_COLOR.video : DEFAULT_TEXT_COLOR.image;
}

/** The whole text of a document: its layers' texts, one per line (a band document: its one text). */
export function documentText(document: Pick<MemeDocument, 'layers'>): string {
  if (isBandDocument(document)) return document.layers[0]!.text;
  return document.layers
    .map((layer) => layer.text.trim())
    .filter(Boolean)
    .join('\n');
}

/** The first layer: what the API's flat caption fields (tagline, fontSize...) describe. */
export function primaryLayer(document: MemeDocument): TextLayer {
  return document.layers[0]!;
}

/** The caption fields of a meme with no document yet (its template is still being chosen). */
export const EMPTY_CAPTION_FIELDS = {
  tagline: '',
  fontSize: null,
  textAlign: 'center' as TextAlign,
  dragYOffset: VIDEO_DEFAULT_DRAG_OFFSET,
};

/** The Meme's flat caption fields, read from its document. */
export function captionFieldsOf(document: MemeDocument | null): {
  tagline: string;
  fontSize: number | null;
  textAlign: TextAlign;
  dragYOffset: number;
} {
  if (!document) return { ...EMPTY_CAPTION_FIELDS };
  const layer = primaryLayer(document);
  // The tagline is the meme's whole text (every box's, a line each); the style fields are the first layer's.
  return {
    tagline: documentText(document),
    fontSize: layer.fontSize,
    textAlign: layer.align,
    dragYOffset: layer.offsetY,
  };
}

/** The product's templateId: the template's id, or -1 for the person's own file. */
export function templateIdOf(document: MemeDocument | null): number | null {
  if (!document) return null;
  return document.media.source === 'template' ? document.media.templateId : LOCAL_FILE_TEMPLATE_ID;
}

export const isVideoDocument = (document: MemeDocument) => document.media.type === MEDIA_TYPE.video;

/** The first sentence of a text (up to its first '.', '!' or '?' followed by a space or the end). */
function firstSentence(text: string): string {
  const trimmed = text.trim().replace(/\s+/g, ' ');
  const match = /^.*?[.!?](?=\s|$)/.exec(trimmed);
  return (match ? match[0] : trimmed).replace(/[.!?]+$/, '').trim();
}

/**
 * The alt text a meme has when the person wrote none: what the picture is (the first sentence of
 * its template's description, else the template's title) and the caption, quoted. Kept within
 * MEME_ALT_TEXT_MAX_LENGTH.
 */
export function defaultAltText({
  kind,
  templateTitle,
  templateDescription,
  caption,
}: {
  kind: 'image' | 'video';
  templateTitle: string | null | undefined;
  templateDescription: string | null | undefined;
  caption: string;
}): string {
  const picture = firstSentence(templateDescription ?? '') || (templateTitle ?? '').trim();
  const text = caption.trim().replace(/\s+/g, ' ');
  const quoted = text ? `, with the caption "${text}"` : '';
  const label = kind === 'video' ? 'Video meme' : 'Meme';
  const own = kind === 'video' ? 'your own clip' : 'your own picture';
  const alt = picture ? `${label}: ${picture}${quoted}` : `${label} on ${own}${quoted}`;
  if (alt.length <= MEME_ALT_TEXT_MAX_LENGTH) return alt;
  return `${alt.slice(0, MEME_ALT_TEXT_MAX_LENGTH - 2).trimEnd()}…${text ? '"' : ''}`;
}

/** A meme's alt text: the document's own, or the default for its picture and caption. */
export function altTextOf(
  document: MemeDocument | null,
  template: { title: string | null | undefined; description: string | null | undefined; kind: 'image' | 'video' },
): string {
  const own = document?.alt?.trim();
  if (own) return own;
  // Nothing to describe yet: its template is still being chosen (the cards show 'preparing').
  if (!document) return template.kind === 'video' ? 'Video meme, still being made' : 'Meme, still being made';
  return defaultAltText({
    kind: template.kind,
    templateTitle: document.media.source === 'upload' ? null : template.title,
    templateDescription: document.media.source === 'upload' ? null : template.description,
    caption: documentText(document),
  });
}
