/**
 * From a meme document to what the caption layouts and renderers draw: the primary text layer with
 * the media type's defaults filled in. Shared by the server's renderers and the editor preview, so
 * both read a document the same way.
 */
import {
  DEFAULT_TEXT_COLOR,
  MEDIA_TYPE,
  isBandDocument,
  primaryLayer,
  type MemeDocument,
  type TextAlign,
} from '@memeforge/contract';
import type { BoxedText } from './text-box';

export interface CaptionStyle {
  caption: string;
  /** Fraction of the 480 px base width; null = the media type's adaptive default. */
  fontSizeFraction: number | null;
  textAlign: TextAlign;
  textColor: string;
  /** Video only: the block's centre from the frame's centre, as a fraction of its height. */
  dragYOffset: number;
}

export function captionStyleOf(document: MemeDocument): CaptionStyle {
  const layer = primaryLayer(document);
  const isVideo = document.media.type === MEDIA_TYPE.video;
  // A picture that already carries its caption (decision 044) is drawn as it is: no second text.
  const captioned = document.media.source === 'upload' && document.media.captioned === true;
  return {
    caption: captioned ? '' : layer.text,
    fontSizeFraction: layer.fontSize,
    textAlign: layer.align,
    textColor: layer.color ?? (isVideo ? DEFAULT_TEXT_COLOR.video : DEFAULT_TEXT_COLOR.image),
    dragYOffset: layer.offsetY,
  };
}

/**
 * The texts in boxes of a document with boxes (decision 057), in layer order; null for a band
 * document (captionStyleOf describes it). A picture that already carries its text has none to draw.
 */
export function boxedTextsOf(document: MemeDocument): BoxedText[] | null {
  if (isBandDocument(document)) return null;
  if (document.media.source === 'upload' && document.media.captioned === true) return [];
  return document.layers.flatMap((layer) =>
    layer.box
      ? [{ text: layer.text, box: layer.box, align: layer.align, color: layer.color, fontSizeFraction: layer.fontSize }]
      : [],
  );
}
