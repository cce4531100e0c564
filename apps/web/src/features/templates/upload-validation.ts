/** Client-side checks of a template upload (product.md §5.7); the server checks again by magic bytes. */
import {
  CAPTION_FORMAT_KEYS,
  CAPTION_FORMATS,
  ExampleCaptionsSchema,
  MB,
  MESSAGES,
  TEMPLATE_IMAGE_MAX_BYTES,
  TEMPLATE_VIDEO_MAX_BYTES,
} from '@memeforge/contract';

const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'];
const VIDEO_TYPES = ['video/mp4', 'video/webm', 'video/quicktime'];
const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'webp'];
const VIDEO_EXTENSIONS = ['mp4', 'webm', 'mov'];

export const TEMPLATE_FILE_ACCEPT = [...IMAGE_TYPES, ...VIDEO_TYPES].join(',');
export const TEMPLATE_FILE_HINT = `Images up to ${TEMPLATE_IMAGE_MAX_BYTES / MB}MB, videos up to ${TEMPLATE_VIDEO_MAX_BYTES / MB}MB`;

function extension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

/** The title a chosen file suggests: its name without the extension (product.md §5.7). */
export function titleFromFileName(name: string): string {
  const dot = name.lastIndexOf('.');
  return (dot > 0 ? name.slice(0, dot) : name).trim();
}

/** Image or video by the browser's MIME type, or by extension when the browser gives none. */
export function templateFileKind(file: Pick<File, 'name' | 'type'>): 'image' | 'video' | null {
  if (IMAGE_TYPES.includes(file.type)) return 'image';
  if (VIDEO_TYPES.includes(file.type)) return 'video';
  if (file.type) return null;
  const ext = extension(file.name);
  if (IMAGE_EXTENSIONS.includes(ext)) return 'image';
  if (VIDEO_EXTENSIONS.includes(ext)) return 'video';
  return null;
}

/** Why a file cannot be a template, or null when it can be sent. */
export function templateFileError(file: Pick<File, 'name' | 'type' | 'size'>): string | null {
  const kind = templateFileKind(file);
  if (kind === 'image') return file.size > TEMPLATE_IMAGE_MAX_BYTES ? MESSAGES.templateImageTooLarge : null;
  if (kind === 'video') return file.size > TEMPLATE_VIDEO_MAX_BYTES ? MESSAGES.templateVideoTooLarge : null;
  return MESSAGES.templateFileWrongType;
}

export function formatBytes(bytes: number): string {
  if (bytes >= MB) return `${(bytes / MB).toFixed(1)} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} B`;
}

/**
 * The upload form's example captions, written in one box: captions separated by a blank line, the
 * parts of a multi-part caption on lines of their own. Checked as the server checks them
 * (ExampleCaptionsSchema): the first problem, in the server's words, or the captions.
 */
export function exampleCaptionsFrom(text: string): { captions: string[]; error: string | null } {
  const blocks = text
    .split(/\r?\n[ \t]*\r?\n/)
    .map((block) => block.trim())
    .filter(Boolean);
  const parsed = ExampleCaptionsSchema.safeParse(blocks);
  if (parsed.success) return { captions: parsed.data, error: null };
  return { captions: [], error: parsed.error.issues[0]?.message ?? 'The example captions are a list of texts.' };
}

/** The caption formats as the upload form offers them: the key, and what its joke is. */
export const CAPTION_FORMAT_OPTIONS = CAPTION_FORMAT_KEYS.map((key) => ({
  value: key,
  label: `${CAPTION_FORMATS[key].summary} (${CAPTION_FORMATS[key].parts.join(' / ')})`,
}));
