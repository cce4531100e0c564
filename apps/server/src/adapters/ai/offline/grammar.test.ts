import { describe, expect, it } from 'vitest';
import { grammarFindings } from './grammar';

const rules = (caption: string) => grammarFindings(caption).map((finding) => finding.rule);

describe('grammar checks', () => {
  it('finds nothing in captions that read', () => {
    for (const caption of [
      'Me when the WiFi dies at 3am',
      'Expectation: a calm day with my cat\nReality: my cat had other plans',
      'Plan A: stay calm\nPlan B: snacks\nPlan C: an hour-long nap',
      "Therapist: Mondays can't hurt you.\nMondays: 👁️👁️",
      'A user, an hour, a one-off, an MBA, an apple 🍎',
      'ME AFTER ONE (1) MENTION OF PIZZA',
      '"I\'m totally fine" 🤡',
      'Nobody:\nMe at 2am: *thinking about pizza again*',
      'And the award goes to… pizza',
      'Bye bye, Monday',
    ]) {
      expect(grammarFindings(caption), caption).toEqual([]);
    }
  });

  it('finds doubled words and doubled determiners', () => {
    expect(rules('Me when when the WiFi dies')).toContain('doubled word');
    expect(rules('Me explaining the the report')).toContain('doubled word');
    expect(rules('Me watching the my cat')).toContain('doubled determiner');
  });

  it('finds "a" before a vowel sound and "an" before a consonant sound', () => {
    expect(rules('Me eating a apple')).toContain('a/an');
    expect(rules('Me buying an laptop')).toContain('a/an');
    expect(rules('Me after a hour')).not.toContain('a/an');
  });

  it('finds slots left empty or half-filled', () => {
    expect(rules('Step 1: grandma\nStep 2: the')).toContain('dangling word');
    expect(rules('Me trying to explain to')).toContain('dangling word');
    expect(rules('Me when ${clause}')).toContain('slot leftover');
    expect(rules('POV: undefined')).toContain('slot leftover');
    expect(rules('Expectation: pizza\n')).toContain('empty part');
    expect(rules('Expectation: pizza\n…')).toContain('empty part');
  });

  it('finds unbalanced quotes and brackets, stray spaces and doubled punctuation', () => {
    expect(rules('Me: "this is fine')).toContain('unbalanced quotes');
    expect(rules('Me: *thinking about pizza')).toContain('unbalanced quotes');
    expect(rules('ME AFTER ONE (1 MENTION')).toContain('unbalanced brackets');
    expect(rules('Me when  the WiFi dies')).toContain('spacing');
    expect(rules('Me when the WiFi dies .')).toContain('spacing');
    expect(rules('Is this pizza?.')).toContain('doubled punctuation');
    expect(rules('Pizza,. again')).toContain('doubled punctuation');
  });

  it('finds a pronoun that disagrees with its verb', () => {
    expect(rules('They is late again')).toContain('agreement');
    expect(rules('It are Monday')).toContain('agreement');
  });
});
