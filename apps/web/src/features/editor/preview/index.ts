export { loadCaptionFonts, captionFontsGeneration, needsCjkFont, onCaptionFontsLoaded } from './caption-fonts';
export {
  drawImagePreview,
  drawVideoOverlay,
  previewMeasure,
  naturalSizeOf,
  type ImagePreviewInput,
  type ImagePreview,
  type VideoOverlayInput,
  type VideoOverlayPreview,
} from './draw-preview';
