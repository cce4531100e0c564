import { MEDIA_TYPE, type MediaTypeId, type Template } from '@memeforge/contract';

/** The server answers `?download=1` with `Content-Disposition: attachment` and the template's name. */
export function downloadUrl(file: string): string {
  return `${file}${file.includes('?') ? '&' : '?'}download=1`;
}

/** Media paths are same-origin; Open Graph and structured data need them absolute. */
export function absoluteUrl(pathOrUrl: string, origin: string): string {
  return new URL(pathOrUrl, origin).href;
}

/** The still a grid shows: the thumbnail, else an image's own file or a video's poster. */
export function stillFor(template: Pick<Template, 'file' | 'thumbnail' | 'poster' | 'type'>): string | null {
  if (template.thumbnail) return template.thumbnail;
  if (template.type === MEDIA_TYPE.image) return template.file || null;
  return template.poster;
}

export function typeLabel(type: MediaTypeId): 'Image' | 'Video' {
  return type === MEDIA_TYPE.video ? 'Video' : 'Image';
}
