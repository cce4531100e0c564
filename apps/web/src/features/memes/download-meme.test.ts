import { describe, expect, it } from 'vitest';
import { makeMeme, makeVideoMeme } from '../../test-support/memes';
import { downloadFileName } from './download-meme';
import { actionFor, flagsAfter } from './reactions';

describe('downloadFileName', () => {
  it("names the file after the caption's first words, with the file's extension", () => {
    const meme = makeMeme(1, { tagline: "  When the Wi-Fi drops during a demo… it's fine!  " });
    expect(downloadFileName(meme, '/media/memes/ab/1.PNG?v=2')).toBe(
      'memeforge-when-the-wi-fi-drops-during-a-demo-it-s-fine.png',
    );
  });

  it('falls back to the content type, the media kind and the meme id', () => {
    expect(downloadFileName(makeMeme(1, { tagline: '🔥🔥' }), '/media/memes/1', 'image/webp')).toBe(
      'memeforge-00000000.webp',
    );
    expect(downloadFileName(makeVideoMeme(2, { tagline: 'x'.repeat(80) }), '/media/file')).toBe(
      `memeforge-${'x'.repeat(48)}.mp4`,
    );
  });
});

describe('reactions', () => {
  it('are exclusive, and pressing the active one clears it', () => {
    const none = { isLiked: false, isDisliked: false };
    const liked = { isLiked: true, isDisliked: false };
    const disliked = { isLiked: false, isDisliked: true };
    expect(actionFor(none, 'like')).toBe('like');
    expect(actionFor(liked, 'like')).toBe('clear');
    expect(actionFor(liked, 'dislike')).toBe('dislike');
    expect(actionFor(disliked, 'dislike')).toBe('clear');
    expect(flagsAfter('dislike', liked)).toEqual(disliked);
    expect(flagsAfter('clear', liked)).toEqual(none);
    expect(flagsAfter('favorite', liked)).toEqual(liked);
  });
});
