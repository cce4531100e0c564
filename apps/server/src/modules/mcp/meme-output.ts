/**
 * A meme as the tools give it back: what an assistant needs to show, link and describe it, with
 * absolute URLs on the site's public address (the API's own are relative for local media).
 */
import { z } from 'zod';
import { ENDPOINTS, MEME_STATUSES, type Meme, type Template } from '@memeforge/contract';

export const McpMemeSchema = z.object({
  id: z.string().describe('The meme id (get_meme, edit_meme)'),
  status: z
    .enum(MEME_STATUSES)
    .describe('queued, started or processing while it is being made; then finished or failed'),
  media_type: z.enum(['image', 'video']),
  caption: z.string().describe('The caption text on the meme'),
  alt_text: z.string().describe('What the meme shows, for screen readers: use it as the alt text when posting'),
  url: z
    .string()
    .nullable()
    .describe(
      'The finished file (PNG/JPEG or MP4); null until finished. Links to private files expire: get_meme gives a fresh one',
    ),
  download_url: z
    .string()
    .nullable()
    .describe('The file as an attachment; needs the same Authorization header as the API. Null until finished'),
  share_url: z.string().nullable().describe('The public page, when the owner shared the meme'),
  topic: z.string().describe('The topic it was made for'),
  template_id: z.number().int().nullable(),
  template_title: z.string().nullable(),
  created_at: z.string(),
  error: z.string().nullable().describe('Why it failed, when it did'),
});
export type McpMeme = z.infer<typeof McpMemeSchema>;

const absolute = (url: string | null, site: string) => (url === null ? null : new URL(url, site).href);

export function toMcpMeme(meme: Meme, site: string): McpMeme {
  const finished = meme.status === 'finished';
  return {
    id: meme.memeId,
    status: meme.status,
    media_type: meme.type === 2 ? 'video' : 'image',
    caption: meme.tagline,
    alt_text: meme.altText,
    url: finished ? absolute(meme.file, site) : null,
    download_url: finished ? absolute(ENDPOINTS.memeDownload(meme.memeId), site) : null,
    share_url: absolute(meme.shareUrl, site),
    topic: meme.description,
    template_id: meme.templateId,
    template_title: meme.templateTitle,
    created_at: meme.createdAt,
    error: meme.error,
  };
}

/** One line per meme for the text content. */
export function memeLine(meme: McpMeme): string {
  const where = meme.url ?? (meme.status === 'failed' ? `failed: ${meme.error ?? 'unknown error'}` : meme.status);
  return `- ${meme.id} [${meme.media_type}] "${meme.caption.replace(/\s+/g, ' ')}" ${where}`;
}

export const McpTemplateSchema = z.object({
  id: z.number().int().describe('The template id (caption_template)'),
  title: z.string(),
  description: z.string(),
  media_type: z.enum(['image', 'video']),
  url: z.string().describe('The template picture or clip'),
  thumbnail_url: z.string().nullable(),
  keywords: z.array(z.string()),
  example_captions: z
    .array(z.string())
    .describe('Captions that show the joke; parts of a multi-part caption on their own lines'),
});
export type McpTemplate = z.infer<typeof McpTemplateSchema>;

export function toMcpTemplate(template: Template, site: string): McpTemplate {
  return {
    id: template.id,
    title: template.title,
    description: template.description,
    media_type: template.type === 2 ? 'video' : 'image',
    url: new URL(template.file, site).href,
    thumbnail_url: absolute(template.thumbnail, site),
    keywords: template.keywords,
    example_captions: template.exampleCaptions,
  };
}

/** The credits a balance string holds (the API writes numbers as strings there). */
export const creditsOf = (credits: string) => Number(credits);
