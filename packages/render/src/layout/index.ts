export { wrapText, fixedWidthMeasure, type MeasureText } from './wrap';
export { fitText, type FitOptions, type FittedText } from './fit';
export { fontFractionToPx, clamp, EDITOR_BASE_WIDTH_PX } from './sizes';
export {
  CAPTION_LINE_HEIGHT,
  CAPTION_BASELINE_BELOW_CENTER_EM,
  MIN_CAPTION_FONT_PX_AT_480,
  IMAGE_FONT_FRACTION_RANGE,
  VIDEO_FONT_FRACTION_RANGE,
  clampFontFraction,
  lineX,
  lineBaselineY,
  type TextAlign,
} from './caption';
export { CAPTION_FONT_FAMILIES, captionFont, type CaptionFontFamily } from './font-stack';
export {
  layoutHeaderBand,
  IMAGE_HEADER_PADDING_PX_AT_480,
  IMAGE_ADAPTIVE_FONT_PX_AT_480,
  DEFAULT_IMAGE_OUTPUT_WIDTH,
  MAX_IMAGE_OUTPUT_WIDTH,
  imageOutputWidth,
  scaledImageHeight,
  type HeaderBandOptions,
  type HeaderBandLayout,
} from './header-band';
export {
  layoutVideoCaption,
  VIDEO_REFERENCE_WIDTH_PX,
  VIDEO_CHAR_WIDTH_FACTOR,
  VIDEO_DEFAULT_FONT_FRACTION,
  VIDEO_DEFAULT_DRAG_Y_OFFSET,
  VIDEO_DRAG_Y_LIMIT,
  VIDEO_STROKE_EM,
  type VideoCaptionOptions,
  type VideoCaptionLayout,
} from './video-caption';
export { captionStyleOf, boxedTextsOf, type CaptionStyle } from './document';
export {
  layoutTextBox,
  placeTextBoxLines,
  minBoxFontPx,
  TEXT_BOX_STROKE_EM,
  type BoxedText,
  type TextBoxLayout,
  type TextBoxLayoutOptions,
} from './text-box';
export {
  drawImageMeme,
  drawVideoCaption,
  drawTextBoxes,
  drawBoxedImageMeme,
  placeHeaderBandLines,
  placeVideoCaptionLines,
  captionLineBoxes,
  outlineColorFor,
  parseHexColor,
  DARK_TEXT_LUMINANCE,
  type CaptionTextContext,
  type CaptionContext,
  type CaptionDrawStyle,
  type PlacedLine,
  type CaptionLineBox,
  type ImageMemeDrawing,
  type VideoCaptionDrawing,
  type TextBoxContext,
  type BoxedImageMemeDrawing,
} from './draw';
export {
  createCanvasMeasure,
  MEASURE_REFERENCE_SIZE_PX,
  type MeasureContext,
  type CanvasMeasureOptions,
} from './canvas-measure';
