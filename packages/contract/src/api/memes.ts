/**
 * Memes and generation (product.md §3.2, §3.5, §3.6; §4.1; §7.6). The product's field names are
 * kept as they are, snake_case included.
 */
import { z } from 'zod';
import {
  DEFAULT_GENERATION_MEDIA_TYPE,
  DEFAULT_UNHINGED_LEVEL,
  GENERATE_TEXT_LIMIT,
  GENERATION_BATCH_SIZE,
  GENERATION_MEDIA_TYPES,
  UNHINGED_MAX,
  UNHINGED_MIN,
} from '../constants';
import { MESSAGES } from '../messages';
import { MemeDocumentSchema } from '../meme-document';
import { pagedListSchema } from './common';
import {
  MediaTypeFilterSchema,
  PageNumberSchema,
  PageSizeSchema,
  TemplateTypeSchema,
  TextAlignSchema,
} from './templates';

/** Job and meme statuses (product.md §4.2): queued, started and processing mean "still preparing". */
export const MEME_STATUSES = ['queued', 'started', 'processing', 'finished', 'failed'] as const;
export const MemeStatusSchema = z.enum(MEME_STATUSES);
export type MemeStatus = z.infer<typeof MemeStatusSchema>;
export const TERMINAL_MEME_STATUSES: readonly MemeStatus[] = ['finished', 'failed'];
export const isTerminalMemeStatus = (status: MemeStatus) => TERMINAL_MEME_STATUSES.includes(status);

export const GenerationMediaTypeSchema = z.enum(GENERATION_MEDIA_TYPES, { error: MESSAGES.invalidMediaType });

/** Which caption writer wrote a meme; `fallback` says why the LLM's answer was not used. */
export const CAPTION_WRITER_NAMES = ['offline', 'llm'] as const;
export const CaptionWriterNameSchema = z.enum(CAPTION_WRITER_NAMES);
export type CaptionWriterName = z.infer<typeof CaptionWriterNameSchema>;

export const MemeIdSchema = z.uuid({ error: MESSAGES.invalidMemeId });

export const JobInfoSchema = z.object({ jobId: z.uuid(), status: MemeStatusSchema });
export type JobInfo = z.infer<typeof JobInfoSchema>;

/** One of a meme's card pictures (decision 031): a WebP `width` px wide, for `srcset`. */
export const MemeThumbnailSchema = z.object({ url: z.string(), width: z.number().int().positive() });
export type MemeThumbnail = z.infer<typeof MemeThumbnailSchema>;

/** A meme (product.md §3.2), plus what the product adds beside them. */
export const MemeSchema = z
  .object({
    memeId: MemeIdSchema,
    tagline: z.string(),
    description: z.string(),
    createdAt: z.string(),
    canvasWidth: z.number().int(),
    canvasHeight: z.number().int(),
    isLiked: z.boolean(),
    isDisliked: z.boolean(),
    isFavorited: z.boolean(),
    /** The template's media file name and URL (the editor starts from it). */
    templateFile: z.string().nullable(),
    templateFileUrl: z.string().nullable(),
    type: TemplateTypeSchema,
    /** The finished meme's URL; null until it is rendered. */
    file: z.string().nullable(),
    templateId: z.number().int().nullable(),
    status: MemeStatusSchema,
    jobInfo: JobInfoSchema.nullable(),
    fontSize: z.number().nullable(),
    textAlign: TextAlignSchema,
    dragYOffset: z.number(),
    // Beside the fields of product.md §3.2:
    templateTitle: z.string().nullable(),
    /** A still to show while a video loads (the template's poster frame). */
    poster: z.string().nullable(),
    unhingedLevel: z.number().int(),
    writer: CaptionWriterNameSchema,
    /** Set when the LLM writer failed and the offline writer wrote this caption instead. */
    writerFallback: z.string().nullable(),
    /** Why the meme failed, when it did. */
    error: z.string().nullable(),
    /**
     * The whole meme (media and text layers) that the caption fields above are read from; null
     * while its template is still being chosen. The editor opens it as it is.
     */
    document: MemeDocumentSchema.nullable(),
    /**
     * What the meme shows, for screen readers: the document's own alt text, or the default from
     * the template's description (or title) and the caption (`defaultAltText`).
     */
    altText: z.string(),
    /**
     * Our addition (decision 025): when the owner turned sharing on, null while the meme is
     * private; and the public page's path (`/m/{id}`, relative to the site like `file`) while it
     * is shared. Defaults keep memes stored in the browser before these existed readable.
     */
    sharedAt: z.string().nullable().default(null),
    shareUrl: z.string().nullable().default(null),
    /**
     * Our addition (decision 031): small WebP copies of the finished meme (of a video meme, its
     * poster frame: the caption burnt in), narrowest first, made when it was rendered, for the
     * card's `srcset`; their proportions are the canvas's. Empty while it is not finished and for
     * memes rendered before they existed: the card then shows `file`.
     */
    thumbnails: z.array(MemeThumbnailSchema).default([]),
  })
  .meta({ id: 'Meme' });
export type Meme = z.infer<typeof MemeSchema>;

const trimmedDescription = z
  .string({ error: MESSAGES.generateDescriptionRequired })
  .trim()
  .min(1, MESSAGES.generateDescriptionRequired)
  .max(GENERATE_TEXT_LIMIT, MESSAGES.generateTextLimit);

/** POST /memes/generate/ (product.md §3.6, §5.5). */
export const GenerateRequestSchema = z
  .object({
    description: trimmedDescription,
    mediaType: GenerationMediaTypeSchema.default(DEFAULT_GENERATION_MEDIA_TYPE),
    unhingedLevel: z.coerce
      .number({ error: MESSAGES.invalidUnhingedLevel })
      .int(MESSAGES.invalidUnhingedLevel)
      .min(UNHINGED_MIN, MESSAGES.invalidUnhingedLevel)
      .max(UNHINGED_MAX, MESSAGES.invalidUnhingedLevel)
      .default(DEFAULT_UNHINGED_LEVEL),
    memes_ids: z
      .array(MemeIdSchema, { error: MESSAGES.invalidMemeIds })
      .max(GENERATION_BATCH_SIZE * 2, MESSAGES.invalidMemeIds)
      .default([]),
    regenerate: z.boolean({ error: 'regenerate is true or false.' }).default(false),
  })
  .refine((request) => !request.regenerate || request.memes_ids.length > 0, {
    path: ['memes_ids'],
    message: MESSAGES.regenerateNeedsMemes,
  })
  .meta({ id: 'GenerateRequest' });
export type GenerateRequest = z.input<typeof GenerateRequestSchema>;
export type ParsedGenerateRequest = z.output<typeof GenerateRequestSchema>;

/** Answer of POST /memes/generate/: credits is a string holding a number, as in the current package. */
export const GenerateResponseSchema = z
  .object({ memes: z.array(MemeSchema), credits: z.string().regex(/^-?\d+$/) })
  .meta({ id: 'GenerateResponse' });
export type GenerateResponse = z.infer<typeof GenerateResponseSchema>;

export const JobStatusQuerySchema = z.object({
  job_id: z
    .string({ error: MESSAGES.jobIdRequired })
    .trim()
    .min(1, MESSAGES.jobIdRequired)
    .max(100, MESSAGES.jobNotFound),
});

/** The job status record (product.md §3.5); an unknown id answers a failed record. */
export const JobStatusSchema = z
  .object({
    jobId: z.string(),
    status: MemeStatusSchema,
    error: z.string().nullable(),
    /** What to tell the person: the error when it failed, 'Video processing completed!' when done (product.md §3.5, §7.6). */
    message: z.string().nullable(),
    createdAt: z.string().nullable(),
    startedAt: z.string().nullable(),
    endedAt: z.string().nullable(),
    result: z
      .object({
        fileUrl: z.string(),
        /** Our addition (decision 031): the finished meme's card pictures, as in the meme's `thumbnails`. */
        thumbnails: z.array(MemeThumbnailSchema).optional(),
      })
      .nullable(),
  })
  .meta({ id: 'JobStatus' });
export type JobStatus = z.infer<typeof JobStatusSchema>;

const optionalText = (max: number) =>
  z.preprocess((value) => (value === '' ? undefined : value), z.string().trim().max(max).optional());

/** GET /memes/user/ (product.md §7.6: page, search, type). */
export const UserMemesQuerySchema = z.object({
  search: optionalText(200),
  page: PageNumberSchema,
  type: MediaTypeFilterSchema,
  page_size: PageSizeSchema,
});
export type UserMemesQuery = z.infer<typeof UserMemesQuerySchema>;

export const UserMemesListSchema = pagedListSchema(MemeSchema).meta({ id: 'UserMemesList' });
export type UserMemesList = z.infer<typeof UserMemesListSchema>;

/** POST /memes/actions/: like and dislike are exclusive; clear removes both. */
export const MEME_ACTIONS = ['like', 'dislike', 'favorite', 'unfavorite', 'clear'] as const;
export const MemeActionRequestSchema = z
  .object({ memeId: MemeIdSchema, action: z.enum(MEME_ACTIONS, { error: MESSAGES.invalidMemeAction }) })
  .meta({ id: 'MemeActionRequest' });
export type MemeActionRequest = z.infer<typeof MemeActionRequestSchema>;

export const MemeParamsSchema = z.object({ memeId: MemeIdSchema });
