import { afterEach, describe, expect, it } from 'vitest';
import { GENERATED_MEMES_STORAGE_KEY } from '@memeforge/contract';
import { makeMeme } from '../../test-support/memes';
import { forgetGeneratedMeme, readGeneratedBatch, writeGeneratedBatch } from './generation-storage';

const INPUT = { description: 'Mondays at a startup', mediaType: 'videos', unhingedLevel: 2 } as const;
const store = (value: unknown) => window.localStorage.setItem(GENERATED_MEMES_STORAGE_KEY, JSON.stringify(value));

afterEach(() => window.localStorage.clear());

describe('generated batch storage', () => {
  it('keeps the memes with the input they were generated from', () => {
    writeGeneratedBatch({ memes: [makeMeme(1)], input: INPUT });
    expect(readGeneratedBatch()).toEqual({ memes: [makeMeme(1)], input: INPUT });
    writeGeneratedBatch({ memes: [], input: INPUT });
    expect(window.localStorage.getItem(GENERATED_MEMES_STORAGE_KEY)).toBeNull();
  });

  it('reads an older batch (a bare list of memes) without an input', () => {
    store([makeMeme(1), makeMeme(2)]);
    expect(readGeneratedBatch()).toEqual({ memes: [makeMeme(1), makeMeme(2)], input: null });
    forgetGeneratedMeme(makeMeme(1).memeId);
    expect(readGeneratedBatch()).toEqual({ memes: [makeMeme(2)], input: null });
  });

  it('gives memes stored before alt text existed the default one instead of dropping them', () => {
    const { altText: _dropped, ...older } = makeMeme(1);
    store({ memes: [older], input: null });
    const [meme] = readGeneratedBatch().memes;
    expect(meme?.memeId).toBe(older.memeId);
    expect(meme?.altText).toContain(`"${older.tagline}"`);
  });

  it('keeps the memes but drops an input it cannot use, and drops memes it cannot read', () => {
    for (const input of [
      { ...INPUT, mediaType: 'gifs' },
      { ...INPUT, unhingedLevel: 9 },
      { ...INPUT, description: ' ' },
    ]) {
      store({ memes: [makeMeme(1)], input });
      expect(readGeneratedBatch()).toEqual({ memes: [makeMeme(1)], input: null });
    }
    store({ memes: [{ memeId: 1 }], input: INPUT });
    expect(readGeneratedBatch()).toEqual({ memes: [], input: null });
    window.localStorage.setItem(GENERATED_MEMES_STORAGE_KEY, '{not json');
    expect(readGeneratedBatch()).toEqual({ memes: [], input: null });
  });
});
