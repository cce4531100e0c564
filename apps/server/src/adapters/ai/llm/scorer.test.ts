import { describe, expect, it } from 'vitest';
import { candidate } from '../fixtures';
import type { CaptionBatchRequest } from '../types';
import { bandFit, formatProblem, selectCaptions, topicWords } from './scorer';

describe('the LLM candidates scorer', () => {
  it("reads the topic's words without function words, stemmed", () => {
    expect(topicWords('My cats are sitting on the laptops during meetings')).toEqual([
      'cat',
      'sit',
      'laptop',
      'meeting',
    ]);
    expect(topicWords('a')).toEqual([]);
  });

  it('counts the parts a format asks for', () => {
    expect(formatProblem('Tea\nCoffee', 'two_options')).toBeNull();
    expect(formatProblem('Tea or coffee', 'two_options')).toBe('two_options takes 2 parts, got 1');
    expect(formatProblem('Nobody:\nMe: tea', 'one_liner')).toBeNull();
    expect(formatProblem('a\nb\nc', 'reaction')).toBe('reaction takes one line (two for a line format), got 3');
    expect(formatProblem('a\nb\nc', 'escalation')).toBeNull();
  });

  it('lays a caption out as the renderer does: a short one keeps its size, a wall of text does not', () => {
    expect(bandFit('My cat unmuted me', 1)).toEqual({ lines: 1, fontScale: 1 });
    expect(bandFit('My cat unmuted me', 2).fontScale).toBe(1);
    const wall = 'my cat walked across the keyboard and unmuted the whole meeting again '.repeat(4);
    expect(bandFit(wall, 2).fontScale).toBeLessThan(0.75);
    expect(bandFit(wall, 1).lines).toBeGreaterThan(3);
  });

  it('refuses a caption too long to read in a video band, even within maxChars', () => {
    const request: CaptionBatchRequest = {
      description: 'my cat',
      level: 3,
      slots: [{ type: 2, candidates: [candidate(1, { type: 2, maxChars: 500 })] }],
    };
    const wall = 'my cat walked across the keyboard and unmuted the whole meeting again '.repeat(4);
    const { memes, rejected } = selectCaptions(request, [
      { slot: 1, templateId: 1, caption: wall },
      { slot: 1, templateId: 1, caption: 'My cat unmuted the meeting' },
    ]);
    expect(rejected.map((item) => item.reason)).toEqual(['caption is too long to read in its band']);
    expect(memes).toEqual([{ templateId: 1, caption: 'My cat unmuted the meeting' }]);
  });
});
