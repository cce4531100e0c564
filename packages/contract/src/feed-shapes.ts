/**
 * A finished meme in each feed's shape (decision 058): Original (as made), Square (1:1), Portrait
 * (4:5) and Story (9:16, for Reels, TikTok and Shorts). The whole meme, text included, is fitted
 * into the shape without cropping, inside the area no app covers, and the space around it is filled
 * with a blurred copy of the meme or a solid colour.
 */
import { z } from 'zod';

export const FEED_SHAPES = ['original', 'square', 'portrait', 'story'] as const;
export type FeedShape = (typeof FEED_SHAPES)[number];
export const FeedShapeSchema = z.enum(FEED_SHAPES, {
  error: 'The shape is original, square, portrait or story.',
});

export const FEED_SHAPE_LABELS: Record<FeedShape, string> = {
  original: 'Original',
  square: 'Square (1:1)',
  portrait: 'Portrait (4:5)',
  story: 'Story (9:16)',
};

/** What each shape is for, under its label. */
export const FEED_SHAPE_HINTS: Record<FeedShape, string> = {
  original: 'As made',
  square: 'Feeds and chats',
  portrait: 'Instagram and Facebook feeds',
  story: 'Reels, TikTok and Shorts',
};

export interface PixelRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The pixels of each shape but the original (1080 wide, as the apps ask for). */
export const FEED_SHAPE_SIZES: Record<Exclude<FeedShape, 'original'>, { width: number; height: number }> = {
  square: { width: 1080, height: 1080 },
  portrait: { width: 1080, height: 1350 },
  story: { width: 1080, height: 1920 },
};

/**
 * Where the meme goes in each shape: the area nothing covers. On 9:16 the apps lay their own
 * interface over the video: the account name and the close button at the top, the caption, the
 * sound and the reply field at the bottom, the like, comment and share buttons down the right. The
 * area is what Reels, TikTok and Shorts all leave clear (their published safe zones taken together):
 * 250 px free at the top, 480 at the bottom, 60 on the left and 140 on the right.
 */
export const FEED_SAFE_AREAS: Record<Exclude<FeedShape, 'original'>, PixelRect> = {
  square: { x: 0, y: 0, width: 1080, height: 1080 },
  portrait: { x: 0, y: 0, width: 1080, height: 1350 },
  story: { x: 60, y: 250, width: 880, height: 1190 },
};

/** The fill around the meme: a blurred, darkened copy of it, or a solid colour. */
export const FEED_FILLS = ['blur', 'black', 'white', 'slate', 'violet'] as const;
export type FeedFill = (typeof FEED_FILLS)[number];
export const FeedFillSchema = z.enum(FEED_FILLS, {
  error: 'The fill is blur, black, white, slate or violet.',
});
export const FEED_FILL_COLORS: Record<Exclude<FeedFill, 'blur'>, string> = {
  black: '#000000',
  white: '#ffffff',
  slate: '#1e293b',
  violet: '#7c3aed',
};
export const FEED_FILL_LABELS: Record<FeedFill, string> = {
  blur: 'Blurred',
  black: 'Black',
  white: 'White',
  slate: 'Slate',
  violet: 'Violet',
};

/**
 * Where a meme `width` x `height` goes in a shape: scaled to fit its safe area (up or down, aspect
 * kept, whole pixels) and centred in it.
 */
export function feedPlacement(
  shape: Exclude<FeedShape, 'original'>,
  width: number,
  height: number,
): { canvas: { width: number; height: number }; content: PixelRect } {
  const canvas = FEED_SHAPE_SIZES[shape];
  const safe = FEED_SAFE_AREAS[shape];
  const scale = Math.min(safe.width / Math.max(1, width), safe.height / Math.max(1, height));
  const contentWidth = Math.max(2, Math.round(width * scale));
  const contentHeight = Math.max(2, Math.round(height * scale));
  return {
    canvas,
    content: {
      x: safe.x + Math.floor((safe.width - contentWidth) / 2),
      y: safe.y + Math.floor((safe.height - contentHeight) / 2),
      width: contentWidth,
      height: contentHeight,
    },
  };
}
