import { describe, expect, it } from 'vitest';
import { SaveMemeFieldsSchema } from './api/editor';
import {
  MEME_ALT_TEXT_MAX_LENGTH,
  MemeDocumentSchema,
  altTextOf,
  defaultAltText,
  memeDocumentOnTemplate,
  type MemeDocument,
} from './meme-document';

const template = {
  id: 3,
  type: 1 as const,
  width: 480,
  height: 360,
  fontSize: null,
  textAlign: 'center' as const,
  dragYOffset: 0,
};

describe('defaultAltText', () => {
  it('names the picture by the first sentence of its description and quotes the caption', () => {
    expect(
      defaultAltText({
        kind: 'image',
        templateTitle: 'Office coffee',
        templateDescription: 'A mug of coffee at work. Used for Mondays.',
        caption: 'When the  coffee\nkicks in',
      }),
    ).toBe('Meme: A mug of coffee at work, with the caption "When the coffee kicks in"');
  });

  it('falls back to the title, says video for a clip, and names your own file', () => {
    expect(defaultAltText({ kind: 'video', templateTitle: 'Zoom', templateDescription: '', caption: 'Wait' })).toBe(
      'Video meme: Zoom, with the caption "Wait"',
    );
    expect(defaultAltText({ kind: 'image', templateTitle: null, templateDescription: null, caption: 'Me' })).toBe(
      'Meme on your own picture, with the caption "Me"',
    );
    expect(defaultAltText({ kind: 'image', templateTitle: 'Cat', templateDescription: '', caption: '  ' })).toBe(
      'Meme: Cat',
    );
  });

  it('stays within the limit', () => {
    const alt = defaultAltText({
      kind: 'image',
      templateTitle: 'Cat',
      templateDescription: 'x'.repeat(400),
      caption: 'y'.repeat(400),
    });
    expect(alt.length).toBeLessThanOrEqual(MEME_ALT_TEXT_MAX_LENGTH);
  });
});

describe("a document's alt", () => {
  it('is optional, so stored documents stay valid, and trimmed with a limit', () => {
    const document = memeDocumentOnTemplate(template, 'Hello');
    expect(MemeDocumentSchema.parse(document)).toEqual(document);
    expect(MemeDocumentSchema.parse({ ...document, alt: null }).alt).toBeNull();
    expect(MemeDocumentSchema.parse({ ...document, alt: '  A cat  ' }).alt).toBe('A cat');
    expect(MemeDocumentSchema.safeParse({ ...document, alt: 'a'.repeat(501) }).success).toBe(false);
  });

  it("is the meme's altText when set, else the default (an upload ignores the template)", () => {
    const document = memeDocumentOnTemplate(template, 'Hello');
    const info = { kind: 'image' as const, title: 'Cat', description: 'A cat at a desk.' };
    expect(altTextOf(document, info)).toBe('Meme: A cat at a desk, with the caption "Hello"');
    expect(altTextOf({ ...document, alt: 'Mine' }, info)).toBe('Mine');
    const upload: MemeDocument = {
      ...document,
      media: { source: 'upload', fileKey: 'uploads/1/a.png', type: 1, width: 10, height: 10 },
    };
    expect(altTextOf(upload, info)).toBe('Meme on your own picture, with the caption "Hello"');
  });

  it('is accepted by the save calls as alt_text, blank meaning absent', () => {
    expect(SaveMemeFieldsSchema.parse({ templateId: '3', alt_text: '' }).alt_text).toBeUndefined();
    expect(SaveMemeFieldsSchema.parse({ templateId: '3', alt_text: ' A cat ' }).alt_text).toBe('A cat');
    expect(SaveMemeFieldsSchema.safeParse({ templateId: '3', alt_text: 'a'.repeat(501) }).success).toBe(false);
  });
});
