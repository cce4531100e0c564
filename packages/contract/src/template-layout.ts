/**
 * Where a template's text goes (decision 057). Three layouts:
 * - `band`: one caption in a white band above the picture (an image) or over the clip (a video):
 *   what every template had before boxes, and what uploads get unless they choose otherwise;
 * - `top-bottom`: the classic white-with-black-outline line at the top of the picture and another
 *   at the bottom (two boxes, `TOP_BOTTOM_BOXES`);
 * - `boxes`: text boxes drawn to the picture (the two buttons, the four brains, the labels on
 *   people), each with its place and size as fractions of the picture, its alignment, its style
 *   and a label that says what it holds.
 * A caption for a layout with boxes is one text whose lines fill the boxes in order: line 1 the
 * first box, line 2 the second (the caption formats' parts, caption-formats.ts).
 */
import { z } from 'zod';

/** At most this many boxes on a template (the meme document's layer limit). */
export const TEMPLATE_MAX_TEXT_BOXES = 8;
/** A box's label: what it holds, for the caption writers and the editor's layer list. */
export const TEXT_BOX_LABEL_MAX_LENGTH = 40;

/**
 * `outlined`: the meme face, white (or the box's colour) with a black outline, for text over a
 * busy picture; `plain`: dark text with no outline, for light areas (a sign, a whiteboard, a
 * button).
 */
export const TEXT_BOX_STYLES = ['outlined', 'plain'] as const;
export const TextBoxStyleSchema = z.enum(TEXT_BOX_STYLES, { error: 'A box style is outlined or plain.' });
export type TextBoxStyle = z.infer<typeof TextBoxStyleSchema>;

export const TEXT_BOX_VALIGNS = ['top', 'middle', 'bottom'] as const;
export const TextBoxValignSchema = z.enum(TEXT_BOX_VALIGNS, { error: 'A box sits at its top, middle or bottom.' });
export type TextBoxValign = z.infer<typeof TextBoxValignSchema>;

/** The text colour of a style when the box names none. */
export const TEXT_BOX_DEFAULT_COLOR: Record<TextBoxStyle, string> = { outlined: '#ffffff', plain: '#111111' };

const fraction = z.number().min(0).max(1);
const COLOR = /^#([0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

const insidePicture = (box: { x: number; y: number; width: number; height: number }) =>
  box.x + box.width <= 1.0001 && box.y + box.height <= 1.0001;
const INSIDE = { error: 'A text box must lie inside the picture.' };

/**
 * A text layer's box on the picture (the meme document's `TextLayer.box`): its top-left corner and
 * size as fractions of the picture, its rotation, where the text sits in it and how it is drawn.
 * The layer keeps its own alignment and colour.
 */
const boxShape = {
  label: z.string().trim().min(1).max(TEXT_BOX_LABEL_MAX_LENGTH),
  x: fraction,
  y: fraction,
  width: z.number().min(0.02).max(1),
  height: z.number().min(0.02).max(1),
  /** Degrees clockwise about the box's centre. */
  rotation: z.number().min(-180).max(180).default(0),
  valign: TextBoxValignSchema.default('middle'),
  style: TextBoxStyleSchema.default('outlined'),
};
export const LayerBoxSchema = z.object(boxShape).refine(insidePicture, INSIDE).meta({ id: 'LayerBox' });
export type LayerBox = z.infer<typeof LayerBoxSchema>;

/** A template's text box: a layer box with the alignment and colour a new meme starts from. */
export const TextBoxSchema = z
  .object({
    ...boxShape,
    // The same three as the meme text's alignment (api/templates.ts TEXT_ALIGNS, which imports this file).
    align: z.enum(['left', 'center', 'right']).default('center'),
    /** Null = the style's colour (TEXT_BOX_DEFAULT_COLOR). */
    color: z.string().regex(COLOR, 'Pick a colour.').nullable().default(null),
  })
  .refine(insidePicture, INSIDE)
  .meta({ id: 'TextBox' });
export type TextBox = z.infer<typeof TextBoxSchema>;
export type TextBoxInput = z.input<typeof TextBoxSchema>;

export const TEMPLATE_LAYOUT_KINDS = ['band', 'top-bottom', 'boxes'] as const;
export type TemplateLayoutKind = (typeof TEMPLATE_LAYOUT_KINDS)[number];

export const TemplateLayoutSchema = z
  .discriminatedUnion(
    'kind',
    [
      z.object({ kind: z.literal('band') }),
      z.object({ kind: z.literal('top-bottom') }),
      z.object({
        kind: z.literal('boxes'),
        boxes: z
          .array(TextBoxSchema)
          .min(1, 'A boxes layout has at least one box.')
          .max(TEMPLATE_MAX_TEXT_BOXES, `A template has at most ${TEMPLATE_MAX_TEXT_BOXES} text boxes.`),
      }),
    ],
    { error: 'A layout is band, top-bottom or boxes.' },
  )
  .meta({ id: 'TemplateLayout' });
export type TemplateLayout = z.infer<typeof TemplateLayoutSchema>;
export type TemplateLayoutInput = z.input<typeof TemplateLayoutSchema>;

export const BAND_LAYOUT: TemplateLayout = { kind: 'band' };

/** The classic top and bottom lines: a box along each edge, outlined, taking a fifth of the picture each. */
export const TOP_BOTTOM_BOXES: readonly TextBox[] = [
  {
    label: 'top text',
    x: 0.03,
    y: 0.02,
    width: 0.94,
    height: 0.22,
    rotation: 0,
    align: 'center',
    valign: 'top',
    style: 'outlined',
    color: null,
  },
  {
    label: 'bottom text',
    x: 0.03,
    y: 0.76,
    width: 0.94,
    height: 0.22,
    rotation: 0,
    align: 'center',
    valign: 'bottom',
    style: 'outlined',
    color: null,
  },
];

/** The boxes a layout puts text in: none for a band. */
export function layoutBoxes(layout: TemplateLayout): readonly TextBox[] {
  if (layout.kind === 'boxes') return layout.boxes;
  if (layout.kind === 'top-bottom') return TOP_BOTTOM_BOXES;
  return [];
}
