/**
 * The editor's calls (product.md §7.6): saving an image meme (`/memes/save/`, a form with the
 * browser's rendering and the text fields), starting a video meme on a library template
 * (`process_template_video`, JSON) or on the person's own clip (`process_uploaded_video`, a form),
 * and downloading a finished meme in another format (our addition). The field names are the
 * product's, mixed case included. Form fields arrive as strings, so numbers are coerced.
 */
import { z } from 'zod';
import {
  DEFAULT_TEXT_COLOR,
  FONT_SIZE_MAX_IMAGE,
  FONT_SIZE_MAX_VIDEO,
  FONT_SIZE_MIN,
  MEME_DOWNLOAD_FORMATS,
  MEME_TEXT_MAX_LENGTH,
  VIDEO_DEFAULT_DRAG_OFFSET,
  VIDEO_DRAG_OFFSET_MAX,
  VIDEO_DRAG_OFFSET_MIN,
} from '../constants';
import { MESSAGES } from '../messages';
import {
  LOCAL_FILE_TEMPLATE_ID,
  MEME_MAX_TEXT_LAYERS,
  MemeAltTextSchema,
  TextColorSchema,
  TextLayerSchema,
  isBandDocument,
} from '../meme-document';
import { FeedFillSchema, FeedShapeSchema } from '../feed-shapes';
import { JobInfoSchema, MemeIdSchema, MemeSchema } from './memes';
import { TemplateTypeSchema, TextAlignSchema } from './templates';

/** An empty form field counts as absent. */
const blankAsAbsent = (value: unknown) => (value === '' || value === null ? undefined : value);

export const MemeTextSchema = z
  .string()
  .max(MEME_TEXT_MAX_LENGTH, MESSAGES.memeTextLimit(MEME_TEXT_MAX_LENGTH))
  .default('');

/** Fraction of the 480 px base width; absent = the media type's adaptive default. */
export const FontSizeFieldSchema = z.preprocess(
  blankAsAbsent,
  z.coerce
    .number({ error: MESSAGES.editorInvalidField('font_size') })
    .min(FONT_SIZE_MIN, MESSAGES.editorInvalidField('font_size'))
    .max(FONT_SIZE_MAX_IMAGE, MESSAGES.editorInvalidField('font_size'))
    .nullable()
    .optional(),
);

/** A video's caption is at most FONT_SIZE_MAX_VIDEO of the width (product.md §5.6's slider). */
export const VideoFontSizeFieldSchema = z.preprocess(
  blankAsAbsent,
  z.coerce
    .number({ error: MESSAGES.editorInvalidField('font_size') })
    .min(FONT_SIZE_MIN, MESSAGES.editorInvalidField('font_size'))
    .max(FONT_SIZE_MAX_VIDEO, MESSAGES.editorFontSizeVideo)
    .nullable()
    .optional(),
);

const DragOffsetFieldSchema = z.preprocess(
  blankAsAbsent,
  z.coerce
    .number({ error: MESSAGES.editorInvalidField('dragYOffset') })
    .min(VIDEO_DRAG_OFFSET_MIN, MESSAGES.editorInvalidField('dragYOffset'))
    .max(VIDEO_DRAG_OFFSET_MAX, MESSAGES.editorInvalidField('dragYOffset'))
    .default(VIDEO_DEFAULT_DRAG_OFFSET),
);

const TextAlignFieldSchema = z.preprocess(blankAsAbsent, TextAlignSchema.default('center').catch('center' as const));
const TextColorFieldSchema = z.preprocess(blankAsAbsent, TextColorSchema.optional());
/** The meme's own alt text; absent or blank = the default (`defaultAltText`). */
const AltTextFieldSchema = z.preprocess(blankAsAbsent, MemeAltTextSchema.optional());

const LAYERS_UNREADABLE = 'The text layers could not be read: send a JSON list of layers.';

/**
 * Our addition (decision 057): the meme's text layers, for a meme with text in boxes (a JSON list
 * in a form field, a list in a JSON body). When sent, it is the meme's text, and the single-text
 * fields (text, font_size, text_align, text_color, dragYOffset) are not read: they describe a meme
 * with one text, as older clients send it.
 */
export const LayersFieldSchema = z.preprocess(
  (value) => {
    if (typeof value !== 'string') return blankAsAbsent(value);
    if (value.trim() === '') return undefined;
    try {
      return JSON.parse(value) as unknown;
    } catch {
      return { unreadable: true };
    }
  },
  z
    .array(TextLayerSchema, { error: LAYERS_UNREADABLE })
    .min(1, LAYERS_UNREADABLE)
    .max(MEME_MAX_TEXT_LAYERS, `A meme has at most ${MEME_MAX_TEXT_LAYERS} texts.`)
    .refine((layers) => isBandDocument({ layers }) || layers.every((layer) => layer.box !== undefined), {
      error: 'A meme has one text in its band or every text in a box.',
    })
    .optional(),
);

/**
 * Who waits for whom in the queue: a person's own save runs before background generation. Our
 * choice: 'high' is honoured for paid plans and read as 'default' for the free plan.
 */
export const JOB_PRIORITIES = ['low', 'default', 'high'] as const;
const PriorityFieldSchema = z.preprocess(blankAsAbsent, z.enum(JOB_PRIORITIES).default('default'));
export type JobPriority = (typeof JOB_PRIORITIES)[number];

/**
 * POST /memes/save/ (multipart). `file` is the browser's rendering: checked, and on a library
 * template or with an original never used as the output (the server renders the same document
 * itself). `template_file` is the person's original picture, optional as in the spec: sent with
 * templateId -1 (their own image), the meme is rendered on it and can be edited again; left out,
 * the validated `file` is the saved picture as it is (decision 044). Both files are read from the
 * form, not from this schema.
 */
export const SaveMemeFieldsSchema = z
  .object({
    templateId: z.preprocess(
      blankAsAbsent,
      z.coerce
        .number({ error: MESSAGES.editorInvalidField('templateId') })
        .int(MESSAGES.editorInvalidField('templateId'))
        .refine((id) => id === LOCAL_FILE_TEMPLATE_ID || id > 0, MESSAGES.editorInvalidField('templateId')),
    ),
    title: z.preprocess(blankAsAbsent, z.string().trim().max(200).optional()),
    description: z.preprocess(blankAsAbsent, z.string().trim().max(2000).default('')),
    type: z.preprocess(blankAsAbsent, z.coerce.number().pipe(TemplateTypeSchema).default(1)),
    text: MemeTextSchema,
    font_size: FontSizeFieldSchema,
    text_align: TextAlignFieldSchema,
    text_color: TextColorFieldSchema,
    dragYOffset: DragOffsetFieldSchema,
    alt_text: AltTextFieldSchema,
    layers: LayersFieldSchema,
  })
  .meta({ id: 'SaveMemeFields' });
export type SaveMemeFields = z.output<typeof SaveMemeFieldsSchema>;

/** A saved or started meme, with its file's URL once it is rendered (product.md §7.6: "file"). */
export const SaveMemeResponseSchema = z.object({ file: z.string(), meme: MemeSchema }).meta({ id: 'SaveMemeResponse' });
export type SaveMemeResponse = z.infer<typeof SaveMemeResponseSchema>;

/** POST /memes/background/process_template_video/ (JSON). */
export const ProcessTemplateVideoRequestSchema = z
  .object({
    template_id: z.coerce
      .number({ error: MESSAGES.editorInvalidField('template_id') })
      .int(MESSAGES.editorInvalidField('template_id'))
      .positive(MESSAGES.editorInvalidField('template_id')),
    text: MemeTextSchema,
    font_size: VideoFontSizeFieldSchema,
    text_align: TextAlignFieldSchema,
    text_color: TextColorFieldSchema,
    drag_y_offset: DragOffsetFieldSchema,
    alt_text: AltTextFieldSchema,
    layers: LayersFieldSchema,
    priority: PriorityFieldSchema,
  })
  .meta({ id: 'ProcessTemplateVideoRequest' });
export type ProcessTemplateVideoRequest = z.input<typeof ProcessTemplateVideoRequestSchema>;
export type ParsedProcessTemplateVideoRequest = z.output<typeof ProcessTemplateVideoRequestSchema>;

/**
 * POST /memes/background/process_uploaded_video/ (multipart; `video_file` is read from the form).
 * `generation_id`, when given, is the client's id for this save and becomes the job id: sending the
 * same one again answers the first job instead of starting a second (a retried upload).
 */
export const ProcessUploadedVideoFieldsSchema = z
  .object({
    text: MemeTextSchema,
    font_size: VideoFontSizeFieldSchema,
    text_align: TextAlignFieldSchema,
    text_color: TextColorFieldSchema,
    drag_y_offset: DragOffsetFieldSchema,
    alt_text: AltTextFieldSchema,
    layers: LayersFieldSchema,
    description: z.preprocess(blankAsAbsent, z.string().trim().max(2000).default('')),
    generation_id: z.preprocess(
      blankAsAbsent,
      z.uuid({ error: MESSAGES.editorInvalidField('generation_id') }).optional(),
    ),
    priority: PriorityFieldSchema,
  })
  .meta({ id: 'ProcessUploadedVideoFields' });
export type ProcessUploadedVideoFields = z.output<typeof ProcessUploadedVideoFieldsSchema>;

/**
 * Answer of both video calls: the job to poll, and the meme, whose fileUrl is already set when the
 * render finished within the call's short wait (product.md §4.7: "a job id, or directly the finished
 * file url").
 */
export const VideoJobStartResponseSchema = z
  .object({
    jobInfo: JobInfoSchema,
    meme: MemeSchema.extend({ fileUrl: z.string().nullable() }),
  })
  .meta({ id: 'VideoJobStartResponse' });
export type VideoJobStartResponse = z.infer<typeof VideoJobStartResponseSchema>;

/** GET /memes/item/{id}/download/?format= (our addition). */
export const MemeDownloadQuerySchema = z.object({
  format: z.preprocess(
    blankAsAbsent,
    z.enum(MEME_DOWNLOAD_FORMATS, { error: MESSAGES.downloadFormatUnavailable }).default('original'),
  ),
  /** Our addition (decision 058): the meme fitted into a feed's shape (1080 px wide), or as made. */
  shape: z.preprocess(blankAsAbsent, FeedShapeSchema.default('original')),
  /** Around a shaped meme: a blurred copy of it, or a solid colour. */
  fill: z.preprocess(blankAsAbsent, FeedFillSchema.default('blur')),
});
export type MemeDownloadFormat = (typeof MEME_DOWNLOAD_FORMATS)[number];
export const MemeDownloadParamsSchema = z.object({ memeId: MemeIdSchema });

/** The colour a layer gets when the form sends none (product.md §4.7). */
export const defaultTextColorFor = (type: 1 | 2) => (type === 2 ? DEFAULT_TEXT_COLOR.video : DEFAULT_TEXT_COLOR.image);
