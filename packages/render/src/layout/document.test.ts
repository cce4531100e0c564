import { describe, expect, it } from 'vitest';
import { DEFAULT_TEXT_COLOR, MEME_DOCUMENT_VERSION, type MemeDocument, type MemeMedia } from '@memeforge/contract';
import { captionStyleOf } from './document';

const upload: MemeMedia = { source: 'upload', fileKey: 'memes/1/hi.png', type: 1, width: 800, height: 650 };

function documentOn(media: MemeMedia): MemeDocument {
  return {
    version: MEME_DOCUMENT_VERSION,
    media,
    layers: [{ text: 'Hello there', fontSize: null, align: 'left', color: null, offsetY: 0 }],
  };
}

describe('captionStyleOf', () => {
  it("reads the first layer with the media type's defaults", () => {
    expect(captionStyleOf(documentOn(upload))).toEqual({
      caption: 'Hello there',
      fontSizeFraction: null,
      textAlign: 'left',
      textColor: DEFAULT_TEXT_COLOR.image,
      dragYOffset: 0,
    });
  });

  it('draws no text over a picture that already carries its caption (decision 044)', () => {
    const style = captionStyleOf(documentOn({ ...upload, captioned: true }));
    expect(style.caption).toBe('');
    expect(style.textAlign).toBe('left');
  });
});
