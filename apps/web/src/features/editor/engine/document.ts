/**
 * From the editor's state to what leaves it: the meme document the preview draws (the same model
 * the server renders), and the fields of the save calls (product.md §7.6).
 */
import {
  LOCAL_FILE_TEMPLATE_ID,
  MEME_DOCUMENT_VERSION,
  defaultAltText,
  type MemeDocument,
  type ProcessTemplateVideoRequest,
} from '@memeforge/contract';
import { isVideo } from './defaults';
import { captionOf, hasBoxes } from './layers';
import type { EditorLayer, EditorState } from './state';

/** The product's templateId: the library template's id, or -1 for the person's own file. */
export function templateIdOf(state: EditorState): number | null {
  if (!state.media) return null;
  return state.media.source === 'template' ? state.media.templateId : LOCAL_FILE_TEMPLATE_ID;
}

/**
 * The document being edited. A device file has no storage key until it is saved, so its media
 * names the file as `device:<name>`; nothing outside the preview reads that key.
 */
export function documentOf(state: EditorState): MemeDocument | null {
  const { media } = state;
  if (!media || media.width <= 0 || media.height <= 0) return null;
  const base = { type: media.type, width: Math.round(media.width), height: Math.round(media.height) };
  return {
    version: MEME_DOCUMENT_VERSION,
    media:
      media.source === 'template'
        ? { source: 'template', templateId: media.templateId, ...base }
        : { source: 'upload', fileKey: media.fileKey ?? `device:${media.name}`, ...base },
    layers: documentLayers(state),
    ...(ownAlt(state) ? { alt: ownAlt(state) } : {}),
  };
}

function documentLayer({ box, ...style }: EditorLayer): MemeDocument['layers'][number] {
  const layer = {
    text: style.text,
    fontSize: style.fontSize,
    align: style.align,
    color: style.color,
    offsetY: style.offsetY,
  };
  return box ? { ...layer, box } : layer;
}

/** The layers as the document has them: the band's one, or every box's. */
function documentLayers(state: EditorState): MemeDocument['layers'] {
  return hasBoxes(state) ? state.layers.map(documentLayer) : [documentLayer({ ...state.layers[0]!, box: null })];
}

/** The save calls' `layers` field for a meme with boxes (decision 057); absent for a band meme. */
function layersField(state: EditorState): { layers?: string } {
  return hasBoxes(state) ? { layers: JSON.stringify(documentLayers(state)) } : {};
}

/** The alt text the person wrote, trimmed; '' = the default. */
export const ownAlt = (state: EditorState) => state.alt.trim();

/** The alt text the meme gets when the person writes none: the picture and the caption (the field's placeholder). */
export function defaultAltOf(state: EditorState): string {
  const { media } = state;
  const template = media?.source === 'template' ? media : null;
  return defaultAltText({
    kind: isVideo(media?.type) ? 'video' : 'image',
    templateTitle: template?.title,
    templateDescription: template?.description,
    caption: captionOf(state),
  });
}

/**
 * The text fields of POST /memes/save/ (the files are added by the caller): the single-text fields
 * describe the first layer (what older clients send); a meme with boxes adds them all as `layers`.
 */
export function saveFields(state: EditorState, description = ''): Record<string, string> {
  const { media } = state;
  const style = state.layers[0]!;
  return {
    templateId: String(templateIdOf(state) ?? ''),
    title: media?.source === 'template' ? media.title : (media?.name ?? ''),
    description,
    type: String(media?.type ?? 1),
    text: style.text,
    font_size: style.fontSize === null ? '' : String(style.fontSize),
    text_align: style.align,
    text_color: style.color,
    dragYOffset: String(style.offsetY),
    alt_text: ownAlt(state),
    ...layersField(state),
  };
}

/** POST /memes/background/process_template_video/; null unless a library video is chosen. */
export function templateVideoRequest(state: EditorState): ProcessTemplateVideoRequest | null {
  const { media } = state;
  const style = state.layers[0]!;
  if (media?.source !== 'template' || !isVideo(media.type)) return null;
  return {
    ...(hasBoxes(state) ? { layers: documentLayers(state) } : {}),
    template_id: media.templateId,
    text: style.text,
    font_size: style.fontSize,
    text_align: style.align,
    text_color: style.color,
    drag_y_offset: style.offsetY,
    alt_text: ownAlt(state),
  };
}

/** The text fields of POST /memes/background/process_uploaded_video/ (video_file is added by the caller). */
export function uploadedVideoFields(state: EditorState, generationId: string): Record<string, string> {
  const style = state.layers[0]!;
  return {
    ...layersField(state),
    text: style.text,
    font_size: style.fontSize === null ? '' : String(style.fontSize),
    text_align: style.align,
    text_color: style.color,
    drag_y_offset: String(style.offsetY),
    alt_text: ownAlt(state),
    description: '',
    generation_id: generationId,
  };
}

/** Save is possible with something to save and no text error (product.md §4.7). */
export function canSave(state: EditorState): boolean {
  return state.media !== null && state.textError === null;
}
