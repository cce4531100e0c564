/**
 * Memes and generation (spec §3 Meme, Job status record, Generate request; §4 Generation flow;
 * §7 /memes/generate/, /memes/background/job_status/, /memes/user/, /memes/actions/). The spec's
 * field names are kept as they are, snake_case included.
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
import { pagedListSchema } from './common';
import {
  MediaTypeFilterSchema,
  PageNumberSchema,
  PageSizeSchema,
  TemplateTypeSchema,
  TextAlignSchema,
} from './templates';

/** Job and meme statuses (spec §3, §4): queued, started and processing mean "still preparing". */
export const MEME_STATUSES = ['queued', 'started', 'processing', 'finished', 'failed'] as const;
export const MemeStatusSchema = z.enum(MEME_STATUSES);
export type MemeStatus = z.infer<typeof MemeStatusSchema>;
export const TERMINAL_MEME_STATUSES: readonly MemeStatus[] = ['finished', 'failed'];
export const isTerminalMemeStatus = (status: MemeStatus) => TERMINAL_MEME_STATUSES.includes(status);

export const GenerationMediaTypeSchema = z.enum(GENERATION_MEDIA_TYPES, { error: MESSAGES.invalidMediaType });

/** Which caption writer wrote a meme; `fallback` says why the LLM's answer was not used. */
export const CaptionWriterNameSchema = z.enum(['offline', 'llm']);
export type CaptionWriterName = z.infer<typeof CaptionWriterNameSchema>;

export const MemeIdSchema = z.uuid({ error: MESSAGES.invalidMemeId });

export const JobInfoSchema = z.object({ jobId: z.uuid(), status: MemeStatusSchema });
export type JobInfo = z.infer<typeof JobInfoSchema>;

/** A meme (spec §3), plus what the product adds beside the spec's fields. */
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
    // Beside the spec:
    templateTitle: z.string().nullable(),
    /** A still to show while a video loads (the template's poster frame). */
    poster: z.string().nullable(),
    unhingedLevel: z.number().int(),
    writer: CaptionWriterNameSchema,
    /** Set when the LLM writer failed and the offline writer wrote this caption instead. */
    writerFallback: z.string().nullable(),
    /** Why the meme failed, when it did. */
    error: z.string().nullable(),
  })
  .meta({ id: 'Meme' });
export type Meme = z.infer<typeof MemeSchema>;

const trimmedDescription = z
  .string({ error: MESSAGES.generateDescriptionRequired })
  .trim()
  .min(1, MESSAGES.generateDescriptionRequired)
  .max(GENERATE_TEXT_LIMIT, MESSAGES.generateTextLimit);

/** POST /memes/generate/ (spec §3 Generate request, §5 Generate). */
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

/** The job status record (spec §3); an unknown id answers a failed record. */
export const JobStatusSchema = z
  .object({
    jobId: z.string(),
    status: MemeStatusSchema,
    error: z.string().nullable(),
    createdAt: z.string().nullable(),
    startedAt: z.string().nullable(),
    endedAt: z.string().nullable(),
    result: z.object({ fileUrl: z.string() }).nullable(),
  })
  .meta({ id: 'JobStatus' });
export type JobStatus = z.infer<typeof JobStatusSchema>;

const optionalText = (max: number) =>
  z.preprocess((value) => (value === '' ? undefined : value), z.string().trim().max(max).optional());

/** GET /memes/user/ (spec §7: page, search, type). */
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
