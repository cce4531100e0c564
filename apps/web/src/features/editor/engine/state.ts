/**
 * The editor's state (product.md §4.7): what is under the text (a library template or the
 * person's own file), the text layers and which one is being edited, the meme's alt text, the text-limit error, the drag toggle, the video job,
 * and the undo history. Plain data: the React editor keeps it in a reducer, tests read it directly.
 */
import type { LayerBox, MediaTypeId, Template, TemplateLayout, TextAlign } from '@memeforge/contract';

/** A library template, or the template of the meme being edited. */
export interface TemplateMedia {
  source: 'template';
  type: MediaTypeId;
  templateId: number;
  title: string;
  /** The template's description: the default alt text names the picture by it ('' = by the title). */
  description: string;
  /** The template's picture or clip. */
  url: string;
  /** A still to show while a clip loads. */
  poster: string | null;
  width: number;
  height: number;
  /** The template's text style: what choosing it resets the layer to. */
  style: Pick<Template, 'fontSize' | 'textAlign' | 'dragYOffset'>;
  /** Where its text goes: the band, or boxes on the picture (a layer per box). */
  layout: TemplateLayout;
}

/** The person's own picture or clip: chosen from the device, or the upload under a saved meme. */
export interface LocalMedia {
  source: 'local';
  type: MediaTypeId;
  /** The file chosen on the device; null for a saved meme's upload (fetched from `url` when saving). */
  file: Blob | null;
  name: string;
  /** An object URL for a device file, or the stored upload's URL. */
  url: string;
  /** Displayed size; 0 until the picture or clip has loaded (then `mediaLoaded` sets it). */
  width: number;
  height: number;
  /** Set for a saved meme's upload: where the server keeps it. */
  fileKey: string | null;
}

export type EditorMedia = TemplateMedia | LocalMedia;

export interface TextStyle {
  text: string;
  /** Fraction of the 480 px base width; null = the adaptive default (images). */
  fontSize: number | null;
  align: TextAlign;
  color: string;
  /** Video only: the text block's centre from the frame's centre, as a fraction of its height. */
  offsetY: number;
}

/**
 * One text of the meme: its style, and its box on the picture (decision 057), or null for the band
 * layer (the image's header band, the video caption placed by offsetY). A meme has one band layer
 * or up to MEME_MAX_TEXT_LAYERS boxed ones.
 */
export interface EditorLayer extends TextStyle {
  box: LayerBox | null;
}

export type VideoJobStatus = 'starting' | 'queued' | 'started' | 'processing' | 'finished' | 'failed';

export interface VideoJob {
  jobId: string | null;
  status: VideoJobStatus;
  fileUrl: string | null;
}

/** What undo and redo restore: everything the person changed, not the job or the toggles. */
export interface EditorSnapshot {
  media: EditorMedia | null;
  /** The meme's texts, in drawing order (selectedLayer reads the one being edited). */
  layers: EditorLayer[];
  /** Which layer the text field and the style controls edit. */
  selected: number;
  /** What 'Reset Text' goes back to. */
  initialLayers: EditorLayer[];
  /** The meme's own alt text; '' = the default (from the picture and the caption). */
  alt: string;
}

export interface EditorState extends EditorSnapshot {
  /** The limit message while the last text typed was cut at the limit (product.md §5.6). */
  textError: string | null;
  /** 'Enable Drag' (videos): the text can be dragged on the preview. */
  dragEnabled: boolean;
  videoJob: VideoJob | null;
  past: EditorSnapshot[];
  future: EditorSnapshot[];
  /** The kind of the last undoable command, so a burst of typing or a slider drag is one undo step. */
  lastEdit: string | null;
}
