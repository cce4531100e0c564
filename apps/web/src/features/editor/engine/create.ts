/**
 * Where an editing session starts: empty (the Editor page before anything is chosen), on a library
 * template (the library's 'edit'), or on a meme (its card's 'Meme Editor': its template or its
 * upload, with its text, style and alt text as they are).
 */
import {
  BAND_LAYOUT,
  DEFAULT_TEXT_COLOR,
  VIDEO_DEFAULT_DRAG_OFFSET,
  isVideoDocument,
  layerTextColor,
  type Meme,
  type MemeDocument,
  type Template,
} from '@memeforge/contract';
import { startingLayers } from './defaults';
import type { EditorLayer, EditorMedia, EditorState, TemplateMedia } from './state';

const BLANK_LAYER: EditorLayer = {
  text: '',
  fontSize: null,
  align: 'center',
  color: DEFAULT_TEXT_COLOR.image,
  offsetY: VIDEO_DEFAULT_DRAG_OFFSET,
  box: null,
};

function stateWith(media: EditorMedia | null, layers: EditorLayer[], alt = ''): EditorState {
  return {
    media,
    layers,
    selected: 0,
    initialLayers: layers,
    alt,
    textError: null,
    dragEnabled: false,
    videoJob: null,
    past: [],
    future: [],
    lastEdit: null,
  };
}

export function emptyEditor(): EditorState {
  return stateWith(null, [BLANK_LAYER]);
}

export function templateMedia(template: Template): TemplateMedia {
  return {
    source: 'template',
    type: template.type,
    templateId: template.id,
    title: template.title,
    description: template.description,
    url: template.file,
    poster: template.poster,
    width: template.width,
    height: template.height,
    style: { fontSize: template.fontSize, textAlign: template.textAlign, dragYOffset: template.dragYOffset },
    layout: template.layout,
  };
}

export function editorForTemplate(template: Template, text = ''): EditorState {
  const media = templateMedia(template);
  return stateWith(media, startingLayers(media, text));
}

function mediaOfMeme(meme: Meme, document: MemeDocument): EditorMedia | null {
  const { media } = document;
  if (!meme.templateFileUrl) return null;
  if (media.source === 'template') {
    return {
      source: 'template',
      type: media.type,
      templateId: media.templateId,
      title: meme.templateTitle ?? '',
      description: '',
      url: meme.templateFileUrl,
      poster: meme.poster,
      width: media.width,
      height: media.height,
      style: { fontSize: null, textAlign: 'center', dragYOffset: VIDEO_DEFAULT_DRAG_OFFSET },
      // The meme's own layers say where its text is; choosing the template again starts from its band.
      layout: BAND_LAYOUT,
    };
  }
  return {
    source: 'local',
    type: media.type,
    file: null,
    name: media.fileKey.split('/').pop() ?? 'upload',
    url: meme.templateFileUrl,
    width: media.width,
    height: media.height,
    fileKey: media.fileKey,
  };
}

/** A meme opened as it is; null when it has nothing to edit yet (still being made, or its media is gone). */
export function editorForMeme(meme: Meme): EditorState | null {
  const { document } = meme;
  if (!document) return null;
  const media = mediaOfMeme(meme, document);
  if (!media) return null;
  const layers = document.layers.map((layer) => ({
    text: layer.text,
    fontSize: layer.fontSize,
    align: layer.align,
    color: layerTextColor(layer, isVideoDocument(document)),
    offsetY: layer.offsetY,
    box: layer.box ?? null,
  }));
  return stateWith(media, layers, document.alt ?? '');
}
