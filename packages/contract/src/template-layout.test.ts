import { describe, expect, it } from 'vitest';
import { captionParts, memeDocumentOnTemplate, MemeDocumentSchema } from './meme-document';
import { TemplateLayoutSchema, TOP_BOTTOM_BOXES } from './template-layout';

const template = {
  id: 3,
  type: 1 as const,
  width: 500,
  height: 500,
  fontSize: 0.06,
  textAlign: 'left' as const,
  dragYOffset: -0.2,
};

describe('template layouts', () => {
  it('fills the boxes with the caption’s lines in order, the extra lines in the last box', () => {
    expect(captionParts('a\nb', 3)).toEqual(['a', 'b', '']);
    expect(captionParts('a\n\n b \nc\nd', 2)).toEqual(['a', 'b c d']);
    const document = memeDocumentOnTemplate({ ...template, layout: { kind: 'top-bottom' } }, 'Top\nBottom');
    expect(document.layers.map((layer) => [layer.text, layer.box?.label, layer.fontSize])).toEqual([
      ['Top', TOP_BOTTOM_BOXES[0]!.label, null],
      ['Bottom', TOP_BOTTOM_BOXES[1]!.label, null],
    ]);
    expect(MemeDocumentSchema.safeParse(document).success).toBe(true);
  });

  it('keeps a band template’s one layer in its style', () => {
    const document = memeDocumentOnTemplate({ ...template, layout: { kind: 'band' } }, 'Line one\nline two');
    expect(document.layers).toEqual([
      { text: 'Line one\nline two', fontSize: 0.06, align: 'left', color: null, offsetY: -0.2 },
    ]);
  });

  it('refuses a document mixing a band layer with boxes, and a box outside the picture', () => {
    const document = memeDocumentOnTemplate({ ...template, layout: { kind: 'top-bottom' } }, 'a\nb');
    const { box: _box, ...band } = document.layers[0]!;
    const mixed = { ...document, layers: [band, document.layers[1]!] };
    expect(MemeDocumentSchema.safeParse(mixed).error?.issues[0]?.message).toBe(
      'A meme has one text in its band or every text in a box.',
    );
    const outside = TemplateLayoutSchema.safeParse({
      kind: 'boxes',
      boxes: [{ label: 'x', x: 0.8, y: 0, width: 0.5, height: 0.2 }],
    });
    expect(outside.error?.issues[0]?.message).toBe('A text box must lie inside the picture.');
    expect(TemplateLayoutSchema.safeParse({ kind: 'circles' }).error?.issues[0]?.message).toBe(
      'A layout is band, top-bottom or boxes.',
    );
  });
});
