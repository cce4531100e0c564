/**
 * The landing page's marketing (docs/product.md §1.2): the content file operators edit
 * (apps/server/content/marketing.json, or the file MARKETING_CONTENT names), validated at boot
 * with MarketingContentSchema, and the landing page's data (LandingDataSchema) the server builds
 * from it and from the showcase memes it rendered at first start (decision 028).
 */
import { z } from 'zod';
import { MEME_TEXT_MAX_LENGTH } from './constants';

/** A template slug as the library makes them (modules/templates/ingest.ts slugify). */
const TemplateSlugSchema = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be a template slug: lower-case letters, digits and dashes');

const Text = (max: number) =>
  z.string().trim().min(1, 'must not be empty').max(max, `must be at most ${max} characters`);

/**
 * A path on this site (/media/...): the Content-Security-Policy lets pages play and show media from
 * the site itself only, so a file elsewhere would never load.
 */
const MediaUrlSchema = z
  .string()
  .trim()
  .regex(/^\/(?![/\\])[^\s]*$/, 'must be a path on this site, starting with / (for example /media/tour.mp4)');

/** The social-proof figures; the spec's texts are the defaults (docs/product.md §1.2). */
export const MarketingFigureSchema = z.object({ value: Text(12), label: Text(60) });

export const TestimonialSchema = z.object({
  quote: Text(400),
  name: Text(80),
  role: Text(100),
  /** Shown in the avatar circle; the name's initials when absent. */
  initials: z
    .string()
    .regex(/^[A-Z]{1,3}$/, 'must be 1 to 3 capital letters')
    .optional(),
});

/**
 * A client's mark: our own simple SVG (a glyph beside the name in the product's type), never a
 * third party's logo file, so the strip stays light and nothing foreign is drawn into the page.
 */
export const LOGO_GLYPHS = ['circle', 'square', 'triangle', 'diamond', 'bolt', 'ring', 'bars', 'wave'] as const;
export const ClientLogoSchema = z.object({ name: Text(32), glyph: z.enum(LOGO_GLYPHS) });

export const ShowcaseCaptionSchema = z.object({
  /** The starter library template the caption is drawn on. */
  template: TemplateSlugSchema,
  caption: Text(MEME_TEXT_MAX_LENGTH),
});

export const MarketingContentSchema = z
  .object({
    figures: z.array(MarketingFigureSchema).min(1).max(4),
    testimonials: z.array(TestimonialSchema).min(1).max(12),
    clientLogos: z.array(ClientLogoSchema).min(1).max(16),
    showcase: z
      .object({
        /** Image memes rendered at first start for the image carousel (and the Generator tab). */
        images: z.array(ShowcaseCaptionSchema).min(1).max(12),
        /** Video memes for the video carousel, and the product reel made from them. */
        videos: z.array(ShowcaseCaptionSchema).max(8),
      })
      .strict(),
    productVideo: z
      .object({
        title: Text(80),
        description: Text(300),
        /** "reel": the video memes above, joined by ffmpeg at first start; else a file to play. */
        source: z.union([
          z.literal('reel'),
          z.object({ url: MediaUrlSchema, poster: MediaUrlSchema.optional() }).strict(),
        ]),
      })
      .strict(),
  })
  .strict();
export type MarketingContent = z.infer<typeof MarketingContentSchema>;
export type Testimonial = z.infer<typeof TestimonialSchema>;
export type ClientLogo = z.infer<typeof ClientLogoSchema>;

/** One "field: problem" per issue, the field named by its path (`testimonials.2.quote`). */
export function describeMarketingIssues(error: z.ZodError): string {
  return error.issues
    .map((issue) => `${issue.path.length > 0 ? issue.path.join('.') : '(the file)'}: ${issue.message}`)
    .join('; ');
}

/** A picture in a few widths (WebP), for `srcset`; `src` is the smallest. */
export const ResponsiveImageSchema = z.object({
  src: z.string(),
  srcset: z.array(z.object({ url: z.string(), width: z.number().int().positive() })),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});
export type ResponsiveImage = z.infer<typeof ResponsiveImageSchema>;

export const ShowcaseImageMemeSchema = z.object({
  caption: z.string(),
  alt: z.string(),
  templateSlug: z.string(),
  templateTitle: z.string(),
  image: ResponsiveImageSchema,
});
export type ShowcaseImageMeme = z.infer<typeof ShowcaseImageMemeSchema>;

export const ShowcaseVideoMemeSchema = z.object({
  caption: z.string(),
  alt: z.string(),
  templateSlug: z.string(),
  templateTitle: z.string(),
  /** The rendered meme (MP4), played on demand. */
  video: z.string(),
  poster: ResponsiveImageSchema,
  duration: z.number().nullable(),
});
export type ShowcaseVideoMeme = z.infer<typeof ShowcaseVideoMemeSchema>;

export const ShowcaseTemplateSchema = z.object({
  slug: z.string(),
  title: z.string(),
  type: z.union([z.literal(1), z.literal(2)]),
  thumbnail: ResponsiveImageSchema,
});
export type ShowcaseTemplate = z.infer<typeof ShowcaseTemplateSchema>;

export const ProductVideoSchema = z.object({
  title: z.string(),
  description: z.string(),
  url: z.string(),
  poster: ResponsiveImageSchema.nullable(),
});
export type ProductVideo = z.infer<typeof ProductVideoSchema>;

/** GET /api/landing/: everything the landing page shows beyond its fixed texts. */
export const LandingDataSchema = z
  .object({
    figures: z.array(MarketingFigureSchema),
    testimonials: z.array(TestimonialSchema),
    clientLogos: z.array(ClientLogoSchema),
    /** Empty until the showcase is rendered (a few seconds after the first start). */
    imageMemes: z.array(ShowcaseImageMemeSchema),
    videoMemes: z.array(ShowcaseVideoMemeSchema),
    /** The showcase memes' templates, for the Library tab's preview. */
    templates: z.array(ShowcaseTemplateSchema),
    /** Null until the reel is made (or when it could not be). */
    productVideo: ProductVideoSchema.nullable(),
  })
  .meta({ id: 'LandingData' });
export type LandingData = z.infer<typeof LandingDataSchema>;
