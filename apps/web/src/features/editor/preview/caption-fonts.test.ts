import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CAPTION_FONT_MANIFEST_URL } from '@memeforge/contract';
import { CAPTION_FONT_FAMILIES } from '@memeforge/render/layout';

/** jsdom has no FontFace or document.fonts: stand-ins that record what the module asks for. */
class FakeFontFace {
  static created: FakeFontFace[] = [];
  constructor(
    readonly family: string,
    readonly source: string,
  ) {
    FakeFontFace.created.push(this);
  }
  load() {
    return Promise.resolve(this);
  }
}

const manifest = {
  fonts: CAPTION_FONT_FAMILIES.map((family, index) => ({
    family,
    url: `/fonts/f${index}.0123456789abcdef.${index === 5 ? 'woff2' : 'ttf'}`,
    format: index === 5 ? 'woff2' : 'truetype',
  })),
};

let added: FakeFontFace[];
let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  vi.resetModules();
  FakeFontFace.created = [];
  added = [];
  fetchMock = vi.fn(async () => new Response(JSON.stringify(manifest), { status: 200 }));
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('FontFace', FakeFontFace);
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { add: (face: FakeFontFace) => added.push(face) },
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const CJK = 'MemeForge Noto Sans SC';
const CORE = CAPTION_FONT_FAMILIES.filter((family) => family !== CJK);

describe('loadCaptionFonts', () => {
  it('adds one face per caption family but CJK from the manifest, once', async () => {
    const { loadCaptionFonts, captionFontsGeneration } = await import('./caption-fonts');
    expect(captionFontsGeneration()).toBe(0);
    await Promise.all([loadCaptionFonts(), loadCaptionFonts('hello')]);
    await loadCaptionFonts();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]![0]).toBe(CAPTION_FONT_MANIFEST_URL);
    expect(added.map((face) => face.family)).toEqual(CORE);
    expect(added[0]!.source).toBe(`url("${manifest.fonts[0]!.url}") format("truetype")`);
    expect(added.at(-1)!.source).toBe(`url("${manifest.fonts[5]!.url}") format("woff2")`);
    expect(captionFontsGeneration()).toBe(1);
  });

  it('loads the 10 MB CJK family only once the text needs it, and tells the listeners', async () => {
    const { loadCaptionFonts, captionFontsGeneration, needsCjkFont, onCaptionFontsLoaded } =
      await import('./caption-fonts');
    const heard = vi.fn();
    const stop = onCaptionFontsLoaded(heard);
    await loadCaptionFonts('When the build passes 🎉 مرحبا שלום');
    expect(added.map((face) => face.family)).not.toContain(CJK);
    await loadCaptionFonts('老板来了');
    await loadCaptionFonts('もう一回');
    expect(added.filter((face) => face.family === CJK)).toHaveLength(1);
    expect(captionFontsGeneration()).toBe(2);
    expect(heard).toHaveBeenCalledTimes(2);
    stop();
    expect(needsCjkFont('한국어')).toBe(true);
    expect(needsCjkFont('Ça va? Привет')).toBe(false);
  });

  it('rejects when a family is missing or the manifest fails, and may be tried again', async () => {
    const { loadCaptionFonts, captionFontsGeneration } = await import('./caption-fonts');
    fetchMock.mockResolvedValueOnce(new Response('nope', { status: 503 }));
    await expect(loadCaptionFonts()).rejects.toThrow(/503/);
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify({ fonts: manifest.fonts.slice(1) }), { status: 200 }));
    await expect(loadCaptionFonts()).rejects.toThrow(/MemeForge Anton/);
    expect(added).toEqual([]);
    expect(captionFontsGeneration()).toBe(0);
    await loadCaptionFonts();
    expect(captionFontsGeneration()).toBe(1);
  });
});
