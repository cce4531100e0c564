import { describe, expect, it } from 'vitest';
import { properNames } from './proper-names';
import { topicShape } from './topic-shape';

describe('topicShape (what kind of topic, said in other shapes)', () => {
  it('reads an actor with what they do, and says it as a sentence with the verb agreeing', () => {
    expect(topicShape('kids asking why the sky is blue for the hundredth time')).toEqual({
      kind: 'actor',
      subject: 'kids',
      plural: true,
      action: 'asking why the sky is blue for the hundredth time',
      asNoun: 'kids asking why the sky is blue for the hundredth time',
      asClause: 'kids ask why the sky is blue for the hundredth time',
    });
    // Each action of the main line changes; those inside a clause of their own stay.
    expect(topicShape('my sister borrowing my hoodie and never giving it back')?.asClause).toBe(
      'my sister borrows my hoodie and never gives it back',
    );
    expect(topicShape('my cat knocking my glass off the table while making eye contact')?.asClause).toBe(
      'my cat knocks my glass off the table while making eye contact',
    );
    expect(topicShape('the cashier saying enjoy your meal and me saying you too')?.asClause).toBe(
      'the cashier says enjoy your meal and I say you too',
    );
  });

  it('reads an event and says it as a noun phrase, every word kept', () => {
    expect(topicShape('the wifi drops right before you hit send')).toMatchObject({
      kind: 'event',
      subject: 'the wifi',
      asNoun: 'the wifi dropping right before you hit send',
      asClause: 'the wifi drops right before you hit send',
    });
    expect(topicShape('the printer jams and the whole team pretends not to notice')?.asNoun).toBe(
      'the printer jamming and the whole team pretending not to notice',
    );
    expect(topicShape('wifi drops during an important video call')?.asClause).toBe(
      'the wifi drops during an important video call',
    );
    expect(topicShape('I hate Mondays')).toMatchObject({ kind: 'event', subject: 'me', asNoun: 'me hating Mondays' });
  });

  it('reads something done as a situation of mine', () => {
    expect(topicShape('taking a nap that accidentally lasts four hours')).toMatchObject({
      kind: 'situation',
      subject: 'me',
      asClause: "I'm taking a nap that accidentally lasts four hours",
    });
    expect(topicShape('me opening my banking app with one eye closed')).toMatchObject({
      kind: 'situation',
      asNoun: 'me opening my banking app with one eye closed',
      asClause: "I'm opening my banking app with one eye closed",
    });
    expect(topicShape('accidentally liking an old photo while scrolling')?.kind).toBe('situation');
  });

  it('reads a thing as a thing, with what is true of it, and never makes it a sentence', () => {
    for (const thing of [
      'the self checkout machine',
      'the shopping cart with one wheel that goes its own way',
      'a toddler who refuses every food except plain pasta',
      'marathon training',
      'software updates',
      'parallel parking while people watch from a cafe',
      'a phone charger with the cable chewed through',
    ]) {
      expect(topicShape(thing), thing).toMatchObject({ kind: 'thing', asNoun: thing, asClause: null });
    }
  });
});

describe('properNames', () => {
  it('spells months, weekdays and holidays as names, and leaves the same words alone as verbs', () => {
    expect(properNames('the gym in january versus the gym in march')).toBe(
      'the gym in January versus the gym in March',
    );
    expect(properNames('black friday sales on a monday')).toBe('Black Friday sales on a Monday');
    expect(properNames('we march on, may the force be with us')).toBe('we march on, may the force be with us');
  });

  it('spells the pronoun I in capitals, and no other i', () => {
    expect(properNames("wondering if i locked the door, i'm sure i did")).toBe(
      "wondering if I locked the door, I'm sure I did",
    );
    expect(properNames('wi-fi in my igloo, part i-95 and pi')).toBe('wi-fi in my igloo, part i-95 and pi');
  });
});
