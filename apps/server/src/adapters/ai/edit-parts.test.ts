import { describe, expect, it } from 'vitest';
import { captionBoxesOf } from './caption-boxes';
import { candidate } from './fixtures';
import { editOffline } from './offline/edit';
import { seededRandom } from './random';
import { targetPart, withPart } from './edit-parts';

const buttons = candidate(5, {
  format: 'two_options',
  title: 'Two Buttons Dilemma',
  boxes: captionBoxesOf({
    type: 1,
    width: 800,
    height: 1067,
    layout: {
      kind: 'boxes',
      boxes: ['left button', 'right button'].map((label, index) => ({
        label,
        x: 0.05 + index * 0.5,
        y: 0.3,
        width: 0.4,
        height: 0.15,
        rotation: 0,
        align: 'center' as const,
        valign: 'middle' as const,
        style: 'outlined' as const,
        color: null,
      })),
    },
  }),
});

describe('Edit With AI on one text', () => {
  it('reads which text a message names, by position or by its box', () => {
    expect(targetPart('make the second one funnier', buttons, 2)).toBe(1);
    expect(targetPart('change the right button', buttons, 2)).toBe(1);
    expect(targetPart('the left one is weak', buttons, 2)).toBe(0);
    expect(targetPart('bottom text shorter please', buttons, 2)).toBe(1);
    expect(targetPart('top line in caps', buttons, 2)).toBe(0);
    expect(targetPart('make it funnier', buttons, 2)).toBeNull();
    expect(targetPart('the third one', buttons, 2)).toBeNull();
    expect(targetPart('the second one', buttons, 1)).toBeNull();
  });

  it('keeps the other lines word for word', () => {
    expect(withPart('Sleep\nScroll', 'Nap\nDoomscroll till 4am', 1)).toBe('Sleep\nDoomscroll till 4am');
    expect(withPart('Sleep\nScroll', 'Nap\nScroll', 1)).toBeNull();
  });

  it('rewrites only the named line offline, and says which', () => {
    const caption = 'Going to bed early\nOne more episode of the cooking show';
    for (const [message, part] of [
      ['make the second one funnier', 1],
      ['left button in caps', 0],
    ] as const) {
      const edit = editOffline(
        {
          description: 'staying up too late watching cooking shows',
          level: 3,
          caption,
          template: buttons,
          alternatives: [],
          chip: null,
          message,
        },
        { random: seededRandom(3) },
      );
      expect(edit.caption, message).not.toBeNull();
      const before = caption.split('\n');
      const after = edit.caption!.split('\n');
      expect(after).toHaveLength(2);
      expect(after[1 - part]).toBe(before[1 - part]);
      expect(after[part]).not.toBe(before[part]);
      expect(edit.reply).toMatch(
        part === 1 ? /second text \(right button\) only\.$/ : /first text \(left button\) only\.$/,
      );
    }
  });
});
