/**
 * Templates (product.md §3.4, §5.7, §7.5). The product's fields keep their names; what the
 * product adds (slug, thumbnail, poster, size, duration, levels, attribution) sits beside them.
 */
import { z } from 'zod';
import {
  CaptionFormatSchema,
  CAPTION_FORMATS,
  DEFAULT_CAPTION_FORMAT,
  MAX_EXAMPLE_CAPTIONS,
  type CaptionFormat,
} from '../caption-formats';
import {
  DEFAULT_PAGE_SIZE,
  MAX_PAGE_SIZE,
  MEDIA_TYPE,
  MEME_TEXT_MAX_LENGTH,
  UNHINGED_MAX,
  UNHINGED_MIN,
} from '../constants';
import { pagedListSchema } from './common';
import { BAND_LAYOUT, TemplateLayoutSchema } from '../template-layout';

export const TemplateTypeSchema = z.union([z.literal(MEDIA_TYPE.image), z.literal(MEDIA_TYPE.video)]);
export const TEXT_ALIGNS = ['left', 'center', 'right'] as const;
export const TextAlignSchema = z.enum(TEXT_ALIGNS);
export type TextAlign = z.infer<typeof TextAlignSchema>;
export const UnhingedLevelSchema = z.number().int().min(UNHINGED_MIN).max(UNHINGED_MAX);

/** One of a template's card pictures (decision 033): a WebP copy of its still, this wide. */
export const TemplateThumbnailSchema = z
  .object({ url: z.string(), width: z.number().int().positive() })
  .meta({ id: 'TemplateThumbnail' });
export type TemplateThumbnail = z.infer<typeof TemplateThumbnailSchema>;

export const TemplateSchema = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    /** The template's media file (URL). */
    file: z.string(),
    /** A small still for grids: the image scaled down, or a video's poster frame scaled down. */
    thumbnail: z.string().nullable(),
    /**
     * Our addition (decision 033): WebP copies of the still at the widths cards show, narrowest
     * first, for `srcset`; empty for a template that has none yet (cards show `thumbnail`).
     */
    thumbnails: z.array(TemplateThumbnailSchema).default([]),
    /** A video's full-size poster frame; null for images. */
    poster: z.string().nullable(),
    type: TemplateTypeSchema,
    title: z.string(),
    description: z.string(),
    keywords: z.array(z.string()),
    isPublic: z.boolean(),
    /** Caption size as a fraction of a 480 px width (product.md §5.6); null = adaptive. */
    fontSize: z.number().nullable(),
    textAlign: TextAlignSchema,
    dragYOffset: z.number(),
    width: z.number().int(),
    height: z.number().int(),
    /** Seconds, for videos. */
    duration: z.number().nullable(),
    levels: z.array(UnhingedLevelSchema),
    /** What the template's joke is: how many parts its caption has (caption-formats.ts). */
    captionFormat: CaptionFormatSchema.default(DEFAULT_CAPTION_FORMAT),
    /** Captions that show the joke; a multi-part caption's parts are separated by line breaks. */
    exampleCaptions: z.array(z.string()).default([]),
    /** Our addition (decision 057): where its text goes, the band, top and bottom, or boxes drawn to the picture. */
    layout: TemplateLayoutSchema.default(BAND_LAYOUT),
  })
  .meta({ id: 'Template' });
export type Template = z.infer<typeof TemplateSchema>;

export const TemplateListSchema = pagedListSchema(TemplateSchema).meta({ id: 'TemplateList' });
export type TemplateList = z.infer<typeof TemplateListSchema>;

const optionalText = (max: number) =>
  z.preprocess((value) => (value === '' ? undefined : value), z.string().trim().max(max).optional());

/** A `type` query parameter: 1 (images) or 2 (videos), or nothing for both. */
export const MediaTypeFilterSchema = z.preprocess(
  (value) => (value === '' || value === undefined ? undefined : Number(value)),
  z
    .union([z.literal(MEDIA_TYPE.image), z.literal(MEDIA_TYPE.video)], {
      error: 'The type is 1 (images) or 2 (videos).',
    })
    .optional(),
);

const PAGE_NUMBER = 'A page number is a whole number from 1.';
export const PageNumberSchema = z.coerce
  .number({ error: PAGE_NUMBER })
  .int(PAGE_NUMBER)
  .min(1, PAGE_NUMBER)
  .max(100_000, 'There is no such page.')
  .default(1);

export const PageSizeSchema = z.coerce
  .number({ error: `The page size is a whole number from 1 to ${MAX_PAGE_SIZE}.` })
  .int(`The page size is a whole number from 1 to ${MAX_PAGE_SIZE}.`)
  .min(1, `The page size is a whole number from 1 to ${MAX_PAGE_SIZE}.`)
  .max(MAX_PAGE_SIZE, `The page size is a whole number from 1 to ${MAX_PAGE_SIZE}.`)
  .default(DEFAULT_PAGE_SIZE);

/** GET /library/templates/ query (product.md §7.5: search, page, type; page_size with a default of 20). */
export const TemplateListQuerySchema = z.object({
  search: optionalText(200),
  page: PageNumberSchema,
  type: MediaTypeFilterSchema,
  page_size: PageSizeSchema,
});
export type TemplateListQuery = z.infer<typeof TemplateListQuerySchema>;

/** A public template page (product.md §3.4), rendered on the server at /memes/template/{slug}. */
export const PublicTemplatePageSchema = z
  .object({
    slug: z.string(),
    templateTitle: z.string(),
    templateFile: z.string(),
    templateType: TemplateTypeSchema,
    templateThumbnail: z.string().nullable(),
    /**
     * Our addition (decision 033): the WebP copies of the still, as in the template's `thumbnails`
     * (narrowest first, `[]` before they are made); the hero's `srcset` on narrow screens.
     */
    templateThumbnails: z.array(TemplateThumbnailSchema).default([]),
    templatePoster: z.string().nullable(),
    description: z.string(),
    originContent: z.string(),
    useCasesList: z.array(z.string()),
    seoKeywordsList: z.array(z.string()),
    width: z.number().int(),
    height: z.number().int(),
    duration: z.number().nullable(),
    /** Attribution of the source material. */
    source: z.string(),
    licence: z.string(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'PublicTemplatePage' });
export type PublicTemplatePage = z.infer<typeof PublicTemplatePageSchema>;

/** One entry of the public template index (/memes/template). */
export const PublicTemplateSummarySchema = z
  .object({
    slug: z.string(),
    templateTitle: z.string(),
    templateType: TemplateTypeSchema,
    templateThumbnail: z.string().nullable(),
    /** Our addition (decision 033): the card pictures, as in the template's `thumbnails`. */
    templateThumbnails: z.array(TemplateThumbnailSchema).default([]),
    /** Our addition: the template's size, for the card picture's proportions. */
    width: z.number().int().default(0),
    height: z.number().int().default(0),
    description: z.string(),
  })
  .meta({ id: 'PublicTemplateSummary' });
export type PublicTemplateSummary = z.infer<typeof PublicTemplateSummarySchema>;

export const PublicTemplateIndexSchema = pagedListSchema(PublicTemplateSummarySchema).meta({
  id: 'PublicTemplateIndex',
});
export type PublicTemplateIndex = z.infer<typeof PublicTemplateIndexSchema>;

export const PublicTemplateIndexQuerySchema = z.object({
  page: PageNumberSchema,
});

/** Sitemap entries for the public template pages. */
export const TemplateSitemapSchema = z
  .object({ results: z.array(z.object({ slug: z.string(), url: z.string(), updatedAt: z.string() })) })
  .meta({ id: 'TemplateSitemap' });

/** Public index page size: enough per page for a crawler, few enough for a phone. */
export const PUBLIC_TEMPLATE_PAGE_SIZE = 24;

/**
 * A template's example captions as a manifest, an import or an upload gives them: at most
 * MAX_EXAMPLE_CAPTIONS, each non-empty and within the meme text's limit, line breaks separating a
 * multi-part caption's parts (blank lines and spaces around them dropped).
 */
export const ExampleCaptionsSchema = z
  .array(
    z
      .string({ error: 'Each example caption is text.' })
      .transform((text) =>
        text
          .split(/\r?\n/)
          .map((line) => line.replace(/\s+/g, ' ').trim())
          .filter(Boolean)
          .join('\n'),
      )
      .pipe(
        z
          .string()
          .min(1, 'An example caption must not be empty.')
          .max(MEME_TEXT_MAX_LENGTH, `An example caption is at most ${MEME_TEXT_MAX_LENGTH} characters.`),
      ),
    { error: 'The example captions are a list of texts.' },
  )
  .max(MAX_EXAMPLE_CAPTIONS, `At most ${MAX_EXAMPLE_CAPTIONS} example captions.`);

/** How many parts a caption of this format has (a multi-part caption is one text, parts on their own lines). */
export const captionFormatParts = (format: CaptionFormat): number => CAPTION_FORMATS[format].parts.length;

/**
 * The layouts an upload may choose (decision 057): the caption in a band above the picture, or the
 * classic top and bottom text. Boxes drawn to the picture come from a manifest or the editor.
 */
export const TEMPLATE_UPLOAD_LAYOUTS = ['band', 'top-bottom'] as const;
export type TemplateUploadLayout = (typeof TEMPLATE_UPLOAD_LAYOUTS)[number];

/**
 * The optional fields of the template upload form (multipart, beside file, title, description and
 * isPublic): caption_format (a format key; a one-liner when left out), example_captions (one
 * caption per field, or a JSON list of captions in one field; none when left out) and layout
 * (band or top-bottom; the band when left out).
 */
export const TemplateUploadCaptionFieldsSchema = z.object({
  caption_format: z.preprocess(
    (value) => (value === '' || value === undefined ? undefined : value),
    CaptionFormatSchema.default(DEFAULT_CAPTION_FORMAT),
  ),
  example_captions: ExampleCaptionsSchema.default([]),
  layout: z.preprocess(
    (value) => (value === '' || value === undefined ? undefined : value),
    z
      .enum(TEMPLATE_UPLOAD_LAYOUTS, { error: 'The layout is band or top-bottom.' })
      .default('band')
      .describe('Where the caption goes: band (above the picture, the default) or top-bottom (top and bottom text).'),
  ),
});
export type TemplateUploadCaptionFields = z.infer<typeof TemplateUploadCaptionFieldsSchema>;
