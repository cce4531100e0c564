import { describe, expect, it } from 'vitest';
import { createCanvasMeasure } from './canvas-measure';
import {
  captionLineBoxes,
  drawImageMeme,
  drawVideoCaption,
  outlineColorFor,
  parseHexColor,
  placeHeaderBandLines,
  type CaptionContext,
} from './draw';
import { captionFont } from './font-stack';
import { layoutHeaderBand } from './header-band';
import { layoutVideoCaption } from './video-caption';
import { fixedWidthMeasure } from './wrap';

type Call = [string, ...unknown[]];

/** A context that records every property set and call, in order. */
function recordingContext(): { ctx: CaptionContext<string>; calls: Call[] } {
  const calls: Call[] = [];
  const state: Record<string, unknown> = {};
  const methods = {
    fillText: (...args: unknown[]) => calls.push(['fillText', ...args, state.fillStyle]),
    strokeText: (...args: unknown[]) => calls.push(['strokeText', ...args, state.strokeStyle]),
    fillRect: (...args: unknown[]) => calls.push(['fillRect', ...args, state.fillStyle]),
    drawImage: (...args: unknown[]) => calls.push(['drawImage', ...args]),
  };
  const ctx = new Proxy(methods, {
    get: (target, key: string) => (key in target ? target[key as keyof typeof target] : state[key]),
    set: (_target, key: string, value) => {
      calls.push([`set ${key}`, value]);
      state[key] = value;
      return true;
    },
  }) as unknown as CaptionContext<string>;
  return { ctx, calls };
}

const measure = fixedWidthMeasure(0.5);

describe('drawImageMeme', () => {
  const layout = layoutHeaderBand({
    caption: 'one two three four five six seven',
    fontSizeFraction: 0.1,
    width: 480,
    imageHeight: 360,
    measure,
  });

  it('fills white, draws the picture under the band, then each line at its baseline', () => {
    const { ctx, calls } = recordingContext();
    const lines = drawImageMeme(ctx, {
      image: 'picture',
      width: 480,
      imageHeight: 360,
      layout,
      style: { textAlign: 'left', textColor: '#ff0000' },
    });
    expect(layout.lines.length).toBeGreaterThan(1);
    expect(calls.slice(0, 5)).toEqual([
      ['set fillStyle', '#ffffff'],
      ['fillRect', 0, 0, 480, layout.bandHeight + 360, '#ffffff'],
      ['set imageSmoothingEnabled', true],
      ['set imageSmoothingQuality', 'high'],
      ['drawImage', 'picture', 0, layout.bandHeight, 480, 360],
    ]);
    expect(calls).toContainEqual(['set font', captionFont(layout.fontSizePx)]);
    expect(calls).toContainEqual(['set textAlign', 'left']);
    expect(calls).toContainEqual(['set textBaseline', 'alphabetic']);
    const texts = calls.filter((call) => call[0] === 'fillText');
    expect(texts).toEqual(
      layout.lines.map((line, index) => [
        'fillText',
        line,
        10,
        10 + (index + 0.5) * layout.lineHeightPx + 0.35 * layout.fontSizePx,
        '#ff0000',
      ]),
    );
    expect(lines.map((line) => [line.text, line.x, line.baselineY])).toEqual(texts.map((call) => call.slice(1, 4)));
    expect(calls.some((call) => call[0] === 'strokeText')).toBe(false);
  });

  it('anchors centred and right-aligned lines at the middle and the right padding', () => {
    expect(placeHeaderBandLines(layout, 'center', 480)[0]!.x).toBe(240);
    expect(placeHeaderBandLines(layout, 'right', 480)[0]!.x).toBe(470);
  });

  it('keeps black when the colour is missing, and draws no text for a blank caption', () => {
    const { ctx, calls } = recordingContext();
    drawImageMeme(ctx, { image: 'p', width: 480, imageHeight: 360, layout, style: { textAlign: 'center' } });
    expect(calls.filter((call) => call[0] === 'fillText').every((call) => call.at(-1) === '#000000')).toBe(true);

    const blank = layoutHeaderBand({ caption: '  ', fontSizeFraction: 0.1, width: 480, imageHeight: 360, measure });
    const empty = recordingContext();
    expect(
      drawImageMeme(empty.ctx, {
        image: 'p',
        width: 480,
        imageHeight: 360,
        layout: blank,
        style: { textAlign: 'center' },
      }),
    ).toEqual([]);
    expect(empty.calls.map((call) => call[0])).toEqual([
      'set fillStyle',
      'fillRect',
      'set imageSmoothingEnabled',
      'set imageSmoothingQuality',
      'drawImage',
    ]);
  });
});

describe('drawVideoCaption', () => {
  const layout = layoutVideoCaption({
    caption: 'when the build passes on the first try',
    fontSizeFraction: null,
    dragYOffset: 0.2,
    frameWidth: 720,
    frameHeight: 1280,
  });

  it('outlines then fills each line, white text with a black round-joined outline by default', () => {
    const { ctx, calls } = recordingContext();
    const lines = drawVideoCaption(ctx, { layout, style: { textAlign: 'center' }, width: 720 });
    expect(calls.slice(0, 7)).toEqual([
      ['set font', captionFont(layout.fontSizePx)],
      ['set textAlign', 'center'],
      ['set textBaseline', 'alphabetic'],
      ['set lineJoin', 'round'],
      ['set lineWidth', layout.strokeWidthPx],
      ['set strokeStyle', '#000000'],
      ['set fillStyle', '#ffffff'],
    ]);
    const drawn = calls.filter((call) => call[0] === 'strokeText' || call[0] === 'fillText');
    expect(drawn).toHaveLength(2 * layout.lines.length);
    layout.lines.forEach((line, index) => {
      const y = layout.top + (index + 0.5) * layout.lineHeightPx + 0.35 * layout.fontSizePx;
      expect(drawn[2 * index]).toEqual(['strokeText', line, 360, y, '#000000']);
      expect(drawn[2 * index + 1]).toEqual(['fillText', line, 360, y, '#ffffff']);
      expect(lines[index]).toEqual({ text: line, x: 360, baselineY: y });
    });
    expect(calls.some((call) => call[0] === 'drawImage' || call[0] === 'fillRect')).toBe(false);
  });

  it('outlines a dark colour in white', () => {
    const { ctx, calls } = recordingContext();
    drawVideoCaption(ctx, { layout, style: { textAlign: 'right', textColor: '#102030' }, width: 720 });
    expect(calls).toContainEqual(['set strokeStyle', '#ffffff']);
    expect(calls.filter((call) => call[0] === 'fillText').every((call) => call.at(-1) === '#102030')).toBe(true);
    expect(calls.filter((call) => call[0] === 'fillText').every((call) => call[2] === 720 - layout.paddingPx)).toBe(
      true,
    );
  });
});

describe('outlineColorFor', () => {
  it('is white around dark text and black around light text', () => {
    for (const dark of ['#000', '#000000', '#123', '#0000ff', '#ff0000', '#800080', '#000000ff', '#333333'])
      expect(outlineColorFor(dark), dark).toBe('#ffffff');
    for (const light of ['#fff', '#ffffff', '#FFFF00', '#00ff00', '#cccccc', '#ffffff80', '#00ffff'])
      expect(outlineColorFor(light), light).toBe('#000000');
  });

  it('treats anything that is not a hex colour as the default white text', () => {
    for (const other of ['', 'black', 'rgb(0,0,0)', '#12', '#12345', '#ggg', '000000']) {
      expect(outlineColorFor(other), other).toBe('#000000');
      expect(parseHexColor(other), other).toBeNull();
    }
  });

  it('parses the three hex forms', () => {
    expect(parseHexColor('#abc')).toEqual({ r: 0xaa, g: 0xbb, b: 0xcc });
    expect(parseHexColor('#A1B2C3')).toEqual({ r: 0xa1, g: 0xb2, b: 0xc3 });
    expect(parseHexColor('#a1b2c300')).toEqual({ r: 0xa1, g: 0xb2, b: 0xc3 });
  });
});

describe('captionLineBoxes', () => {
  it('puts each measured width about the alignment x and the line box around the baseline', () => {
    const lines = [{ text: 'abcd', x: 100, baselineY: 50 }];
    const [left] = captionLineBoxes(lines, 'left', 10, 12, measure);
    const [centre] = captionLineBoxes(lines, 'center', 10, 12, measure);
    const [right] = captionLineBoxes(lines, 'right', 10, 12, measure);
    expect(left).toMatchObject({ width: 20, left: 100, top: 50 - 3.5 - 6, height: 12 });
    expect(centre!.left).toBe(90);
    expect(right!.left).toBe(80);
  });
});

describe('createCanvasMeasure', () => {
  it('measures each string once at 100 px, on the caption stack, and scales', () => {
    const asked: string[] = [];
    const ctx = {
      font: '',
      measureText: (text: string) => {
        asked.push(text);
        return { width: text.length * 50 };
      },
    };
    const measureText = createCanvasMeasure(ctx, { maxEntries: 2 });
    expect(ctx.font).toBe(captionFont(100));
    expect(measureText('ab', 40)).toBe(40);
    expect(measureText('ab', 10)).toBe(10);
    expect(asked).toEqual(['ab']);
    measureText('c', 10);
    measureText('d', 10);
    measureText('ab', 10);
    expect(asked).toEqual(['ab', 'c', 'd', 'ab']);
  });
});
