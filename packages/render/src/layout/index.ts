export { wrapText, fixedWidthMeasure, type MeasureText } from './wrap';
export { fitText, type FitOptions, type FittedText } from './fit';
export { fontFractionToPx, clamp, EDITOR_BASE_WIDTH_PX } from './sizes';
