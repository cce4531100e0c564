import { describe, expect, it } from 'vitest';
import { TOP_BOTTOM_BOXES, type TemplateLayout } from '@memeforge/contract';
import { captionBoxesOf } from '../caption-boxes';
import { candidate } from '../fixtures';
import { seededRandom } from '../random';
import { boxesProblem } from '../llm/scorer';
import { partsFor, splitLine } from './boxes';
import { writeCaption } from './writer';

const FOUR_PANELS: TemplateLayout = {
  kind: 'boxes',
  boxes: [0, 1, 2, 3].map((index) => ({
    label: `stage ${index + 1}`,
    x: 0.02,
    y: 0.02 + index * 0.25,
    width: 0.46,
    height: 0.2,
    rotation: 0,
    align: 'left' as const,
    valign: 'middle' as const,
    style: 'outlined' as const,
    color: null,
  })),
};

const TOPICS = [
  'my cat knocking things off the table',
  'spending more time choosing a movie than watching it',
  'the wifi drops right before you hit send',
  'Monday mornings after a long weekend',
  'kids asking why the sky is blue for the hundredth time',
];

describe('captions in text boxes', () => {
  it('splits one line as a person would for top and bottom text', () => {
    expect(splitLine('Nobody at all: absolutely nobody')).toEqual(['Nobody at all:', 'absolutely nobody']);
    expect(splitLine('Me at 3am, opening the fridge again')).toEqual(['Me at 3am,', 'opening the fridge again']);
    expect(splitLine('My plants dying when I water them every day')).toEqual([
      'My plants dying',
      'when I water them every day',
    ]);
    // A lone word, or a sliver of the line, is not a top text: "Me, / witnessing ..." reads as a typo.
    expect(splitLine('Me, witnessing my cat knocking things off the table')).toBeNull();
    expect(splitLine('Pineapple pizza rules forever')).toBeNull();
    expect(splitLine('Pineapple pizza rules forever', true)).toEqual(['Pineapple pizza', 'rules forever']);
    expect(splitLine('Bruh', true)).toBeNull();
  });

  it('keeps parts only when each fits its box', () => {
    const rule = { count: 2, fits: (part: string) => part.length <= 12 };
    expect(partsFor(['short one', 'short two'], rule)).toEqual(['short one', 'short two']);
    expect(partsFor(['short one', 'a line that is far too long'], rule)).toBeNull();
    expect(partsFor(['a', 'b', 'c'], rule)).toBeNull();
  });

  it('writes a line per box, every box filled and fitting, for top-bottom and four-panel templates', () => {
    const topBottom = candidate(1, {
      format: 'reaction',
      boxes: captionBoxesOf({ type: 1, width: 800, height: 600, layout: { kind: 'top-bottom' } }),
    });
    const panels = candidate(2, {
      format: 'escalation',
      boxes: captionBoxesOf({ type: 1, width: 720, height: 960, layout: FOUR_PANELS }),
    });
    for (const [index, description] of TOPICS.entries()) {
      for (const level of [1, 3, 5] as const) {
        for (const template of [topBottom, panels]) {
          const caption = writeCaption({ description, level, template }, seededRandom(index * 10 + level));
          const lines = caption.split('\n');
          expect(lines, caption).toHaveLength(template.boxes!.length);
          expect(boxesProblem(caption, template), caption).toBeNull();
          for (const line of lines) expect(line.trim(), caption).not.toBe('');
        }
      }
    }
    expect(TOP_BOTTOM_BOXES).toHaveLength(2);
  });

  it('tells the LLM’s caption that misses a box or overflows one why it is thrown away', () => {
    const template = candidate(3, {
      format: 'two_options',
      boxes: captionBoxesOf({
        type: 1,
        width: 800,
        height: 800,
        layout: {
          kind: 'boxes',
          boxes: ['left button', 'right button'].map((label, index) => ({
            label,
            x: 0.05 + index * 0.5,
            y: 0.1,
            width: 0.3,
            height: 0.1,
            rotation: 0,
            align: 'center' as const,
            valign: 'middle' as const,
            style: 'plain' as const,
            color: null,
          })),
        },
      }),
    });
    expect(boxesProblem('Sleep\nDoomscroll', template)).toBeNull();
    expect(boxesProblem('Sleep or doomscroll', template)).toBe('the template has 2 text boxes, got 1 lines');
    expect(boxesProblem(`Sleep\n${'doomscroll until the sun comes up again '.repeat(4)}`, template)).toBe(
      'line 2 does not fit its box ("right button")',
    );
  });
});
