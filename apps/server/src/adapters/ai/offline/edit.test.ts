/**
 * Edit With AI, offline: every chip and the free-text asks really change the meme the way they say.
 */
import { describe, expect, it } from 'vitest';
import { candidate } from '../fixtures';
import { seededRandom } from '../random';
import { languageProblem } from '../safety';
import type { CaptionCandidate, CaptionEditRequest } from '../types';
import { FRAMES } from './frames';
import { grammarFindings } from './grammar';
import { addEmoji, editOffline, frameOf, isFirstPerson, readInstruction } from './edit';
import { draftCaption } from './writer';

const TOPIC = 'my cat sits on my laptop during meetings';
const reaction = candidate(1, { format: 'reaction', title: 'Side-Eye Face' });
const oneLiner = candidate(2, { format: 'one_liner', title: 'Proud Lion' });
const reaction2 = candidate(3, { format: 'reaction', title: 'Surprised Pikachu' });
const beforeAfter = candidate(4, { format: 'before_after', title: 'Expectation vs Reality' });
const video = candidate(5, { type: 2, format: 'reaction', title: 'Dramatic zoom' });

/** A caption the offline writer wrote for the topic on this template, and its frame. */
function written(template: CaptionCandidate, level: 1 | 2 | 3 | 4 | 5 = 3, seed = 3) {
  return draftCaption({ description: TOPIC, level, template }, seededRandom(seed));
}

function request(overrides: Partial<CaptionEditRequest> = {}): CaptionEditRequest {
  const first = written(reaction);
  return {
    description: TOPIC,
    level: 3,
    caption: first.caption,
    template: reaction,
    alternatives: [oneLiner, reaction2, beforeAfter],
    chip: null,
    message: '',
    ...overrides,
  };
}

function checked(caption: string, template: CaptionCandidate, level: 1 | 2 | 3 | 4 | 5 = 3) {
  expect(caption.length).toBeLessThanOrEqual(template.maxChars);
  expect(grammarFindings(caption)).toEqual([]);
  expect(languageProblem(caption, level)).toBeNull();
}

describe('editOffline, the chips', () => {
  it('funnier: a different frame for the same topic', () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      const first = written(reaction, 3, seed);
      expect(frameOf(first.caption, TOPIC, reaction)).toBe(first.frameId);
      const edit = editOffline(request({ caption: first.caption, chip: 'funnier' }), { random: seededRandom(seed) });
      expect(edit.caption).not.toBeNull();
      expect(edit.caption).not.toBe(first.caption);
      expect(edit.frameId).not.toBe(first.frameId);
      expect(edit.templateId).toBeNull();
      expect(edit.caption!.toLowerCase()).toMatch(/cat|laptop|meeting/);
      checked(edit.caption!, reaction);
    }
  });

  it('unhinged: the next level’s frames and rules, at most level 5', () => {
    const edit = editOffline(request({ chip: 'unhinged', level: 3 }), { random: seededRandom(2) });
    expect(edit.level).toBe(4);
    expect(edit.reply).toContain('level 4');
    const frame = FRAMES.find((entry) => entry.id === edit.frameId);
    expect(frame?.levels).toContain(4);
    checked(edit.caption!, reaction, 4);

    const top = editOffline(request({ chip: 'unhinged', level: 5 }), { random: seededRandom(2) });
    expect(top.level).toBe(5);
    expect(top.caption).not.toBeNull();
    expect(top.reply).toMatch(/already at the top level/);
  });

  it('relatable: first person, in an everyday setting, in the template’s format', () => {
    for (const template of [reaction, oneLiner, beforeAfter]) {
      const edit = editOffline(request({ template, caption: written(template).caption, chip: 'relatable' }), {
        random: seededRandom(4),
      });
      expect(edit.frameId).toMatch(/^relatable-/);
      expect(isFirstPerson(edit.caption!)).toBe(true);
      expect(edit.caption!.toLowerCase()).toContain('my cat');
      expect(edit.caption!.split('\n')).toHaveLength(template.format === 'before_after' ? 2 : 1);
      checked(edit.caption!, template);
    }
  });

  it('emoji: adds fitting emoji once, never one the caption has, within the limit', () => {
    const plain = 'Me when my cat sits on my laptop';
    const edit = editOffline(request({ caption: plain, chip: 'emoji' }));
    expect(edit.caption).toBe(`${plain} 🐱💼`);
    const again = editOffline(request({ caption: edit.caption!, chip: 'emoji' }));
    const emoji = [...again.caption!.matchAll(/\p{Extended_Pictographic}/gu)].map((match) => match[0]);
    expect(new Set(emoji).size).toBe(emoji.length);
    expect(again.caption!.startsWith(edit.caption!)).toBe(true);

    const tight = candidate(9, { maxChars: plain.length + 3 });
    expect(addEmoji(plain, TOPIC, 3, tight.maxChars)?.added).toHaveLength(1);
    const full = editOffline(
      request({ caption: plain, chip: 'emoji', template: { ...reaction, maxChars: plain.length } }),
    );
    expect(full.caption).toBeNull();
    expect(full.reply).toMatch(/no room/);
  });

  it('template: another template of the same type, the same format kept, never the current one', () => {
    const edit = editOffline(request({ chip: 'template' }));
    expect(edit.templateId).toBe(reaction2.id);
    expect(edit.caption).toBeNull();
    expect(edit.reply).toContain('Surprised Pikachu');

    // The template the chat showed already comes last; another format gets a rewritten caption.
    const next = editOffline(request({ chip: 'template', avoidTemplates: [reaction2.id] }), {
      random: seededRandom(1),
    });
    expect(next.templateId).toBe(reaction2.id);
    const other = editOffline(request({ chip: 'template', alternatives: [beforeAfter, reaction] }), {
      random: seededRandom(1),
    });
    expect(other.templateId).toBe(beforeAfter.id);
    expect(other.caption!.split('\n')).toHaveLength(2);
    checked(other.caption!, beforeAfter);

    const none = editOffline(request({ chip: 'template', alternatives: [reaction] }));
    expect(none.templateId).toBeNull();
    expect(none.caption).toBeNull();
  });

  it('template on a video keeps to what the caller offered (videos)', () => {
    const edit = editOffline(request({ template: reaction2, chip: 'template', alternatives: [video] }), {
      random: seededRandom(1),
    });
    expect(edit.templateId).toBe(video.id);
  });
});

describe('editOffline, free text', () => {
  it('reads simple asks', () => {
    expect(readInstruction('make it shorter please')).toEqual({ kind: 'shorter' });
    expect(readInstruction('about my dog instead')).toEqual({ kind: 'topic', topic: 'my dog' });
    expect(readInstruction('Make it about Mondays at the office!')).toEqual({
      kind: 'topic',
      topic: 'Mondays at the office',
    });
    expect(readInstruction('can you try a different picture?')).toEqual({ kind: 'template' });
    expect(readInstruction('in Spanish')).toEqual({ kind: 'translate', language: 'spanish' });
    expect(readInstruction('more emoji')).toEqual({ kind: 'emoji' });
    expect(readInstruction('remove the emoji')).toEqual({ kind: 'no emoji' });
    expect(readInstruction('go wild')).toEqual({ kind: 'unhinged' });
    expect(readInstruction('say it in caps')).toEqual({ kind: 'loud' });
    expect(readInstruction('make it funnier')).toEqual({ kind: 'funnier' });
    expect(readInstruction('purple')).toEqual({ kind: 'fresh' });
  });

  it('"about my dog instead" writes about the dog', () => {
    const edit = editOffline(request({ message: 'about my dog instead' }), { random: seededRandom(1) });
    expect(edit.caption!.toLowerCase()).toContain('dog');
    expect(edit.reply).toBe("Now it's about my dog.");
    checked(edit.caption!, reaction);
  });

  it('"shorter" writes a shorter caption, or says it cannot', () => {
    const long = 'Me when my cat sits on my laptop during meetings and everyone can see it, again, for the third time';
    const edit = editOffline(request({ caption: long, message: 'shorter' }), { random: seededRandom(1) });
    expect(edit.caption!.length).toBeLessThan(long.length);
    const tiny = editOffline(request({ caption: 'Cat', message: 'shorter' }), { random: seededRandom(1) });
    expect(tiny.caption).toBeNull();
  });

  it('asks it cannot do get a fresh frame, and say so', () => {
    const first = written(reaction);
    const spanish = editOffline(request({ caption: first.caption, message: 'in Spanish' }), {
      random: seededRandom(1),
    });
    expect(spanish.reply).toMatch(/can't write in spanish/i);
    expect(spanish.frameId).not.toBe(first.frameId);
    const odd = editOffline(request({ caption: first.caption, message: 'purple' }), { random: seededRandom(1) });
    expect(odd.reply).toMatch(/fresh take/);
    expect(odd.caption).not.toBe(first.caption);
  });

  it('free text asking for another template switches it; emoji, caps and no emoji work', () => {
    expect(editOffline(request({ message: 'switch the template' })).templateId).toBe(reaction2.id);
    expect(editOffline(request({ caption: 'Me when cats', message: 'add an emoji' })).caption).toMatch(/🐱/);
    expect(editOffline(request({ caption: 'Me when cats', message: 'all caps' })).caption).toBe('ME WHEN CATS');
    expect(editOffline(request({ caption: 'Me when cats 🐱', message: 'no emoji' })).caption).toBe('Me when cats');
  });

  it('a meme without a topic works from its caption', () => {
    const edit = editOffline(request({ description: '', caption: 'Pizza on a Friday night', chip: 'funnier' }), {
      random: seededRandom(1),
    });
    expect(edit.caption!.toLowerCase()).toContain('pizza');
  });
});
