export type {
  EditorLayer,
  EditorMedia,
  EditorSnapshot,
  EditorState,
  LocalMedia,
  TemplateMedia,
  TextStyle,
  VideoJob,
  VideoJobStatus,
} from './state';
export {
  editorReducer,
  canRedo,
  canUndo,
  truncateText,
  UNDO_LIMIT,
  type EditCommand,
  type EditorCommand,
} from './commands';
export { emptyEditor, editorForMeme, editorForTemplate, templateMedia } from './create';
export {
  clampFontSize,
  clampOffsetY,
  defaultColorFor,
  effectiveFontSize,
  fontSizeRange,
  isVideo,
  startingLayers,
  startingStyle,
} from './defaults';
export { allText, captionOf, hasBoxes, MIN_BOX_FRACTION, selectedLayer } from './layers';
export {
  canSave,
  defaultAltOf,
  documentOf,
  ownAlt,
  saveFields,
  templateIdOf,
  templateVideoRequest,
  uploadedVideoFields,
} from './document';
