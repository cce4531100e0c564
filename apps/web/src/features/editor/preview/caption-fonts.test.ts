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

describe('loadCaptionFonts', () => {
  it('adds one face per caption family from the manifest, once', async () => {
    const { loadCaptionFonts, captionFontsGeneration } = await import('./caption-fonts');
    expect(captionFontsGeneration()).toBe(0);
    await Promise.all([loadCaptionFonts(), loadCaptionFonts()]);
    await loadCaptionFonts();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]![0]).toBe(CAPTION_FONT_MANIFEST_URL);
    expect(added.map((face) => face.family)).toEqual([...CAPTION_FONT_FAMILIES]);
    expect(added[0]!.source).toBe(`url("${manifest.fonts[0]!.url}") format("truetype")`);
    expect(added[5]!.source).toBe(`url("${manifest.fonts[5]!.url}") format("woff2")`);
    expect(captionFontsGeneration()).toBe(1);
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
