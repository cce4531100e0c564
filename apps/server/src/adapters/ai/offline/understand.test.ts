import { describe, expect, it } from 'vitest';
import { understand } from './understand';

describe('understand (reading the description)', () => {
  it('finds the subject, its action and the situation', () => {
    expect(understand('My cat refuses to get off my laptop during Zoom calls', 3)).toMatchObject({
      situation: 'my cat refuses to get off my laptop during Zoom calls',
      isClause: true,
      shortSituation: 'my cat refuses to get off my laptop',
      thing: 'my cat',
      bareThing: 'cat',
      core: 'cat',
      action: 'refuses to get off my laptop during Zoom calls',
    });
  });

  it('keeps names whole and makes a headline a sentence', () => {
    expect(understand('Elon Musk buying Twitter', 3)).toMatchObject({
      situation: 'Elon Musk is buying Twitter',
      clause: 'Elon Musk buys Twitter',
      thing: 'Elon Musk',
      core: 'Elon Musk',
      action: 'buying Twitter',
    });
    expect(understand('developers pushing to production on Friday', 3).clause).toBe(
      'developers push to production on Friday',
    );
    expect(understand('Lord of the Rings marathon', 3).core).toBe('Lord of the Rings');
    expect(understand('Taylor Swift concert tickets are too expensive', 3)).toMatchObject({
      thing: 'Taylor Swift concert tickets',
      core: 'Taylor Swift',
      plural: true,
    });
  });

  it('drops framing the user typed ("when", "POV:") and reads a bare noun phrase as a thing', () => {
    expect(understand('when the WiFi dies at 3am', 3)).toMatchObject({
      situation: 'the WiFi dies at 3am',
      thing: 'the WiFi',
      action: 'dies at 3am',
    });
    expect(understand('POV: you forgot your password again', 3).thing).toBe('your password');
    expect(understand('Monday mornings', 3)).toMatchObject({ isClause: false, thing: 'Monday mornings', plural: true });
  });

  it('reads shouting in lower case and keeps other scripts and emoji as written', () => {
    expect(understand('PIZZA', 3).thing).toBe('pizza');
    expect(understand('I LOVE MY DOG SO MUCH', 3)).toMatchObject({
      situation: 'I love my dog so much',
      thing: 'my dog',
    });
    expect(understand('NASA', 3).thing).toBe('NASA');
    expect(understand('Кот и собака', 3).thing).toBe('Кот и собака');
    expect(understand('🍕🔥', 3).thing).toBe('🍕🔥');
    expect(understand('???', 3).thing).toBe('this');
  });

  it('sanitizes the description for the level before using it', () => {
    // A weekday is a name: written as a caption spells it.
    expect(understand('fuck mondays', 3).thing).toBe('Mondays');
    expect(understand('fuck mondays', 5).situation).toBe('fuck Mondays');
    expect(understand("Hell's Kitchen", 1).thing).toBe('Kitchen');
    expect(understand('my faggot neighbour', 5).situation).toBe('my neighbour');
  });

  it('keeps compounds whole, reads gerunds, events and "X when Y" for what they are', () => {
    expect(understand('group chat drama', 3)).toMatchObject({ thing: 'group chat drama', clause: null });
    expect(understand('running a marathon with zero training', 3)).toMatchObject({
      isClause: false,
      thing: 'running a marathon with zero training',
      core: 'running a marathon',
      clause: "I'm running a marathon with zero training",
      shortClause: "I'm running a marathon",
    });
    // Something done keeps its first phrase as its fewest words, never its first word alone.
    expect(understand('checking my phone every five minutes for a reply', 3)).toMatchObject({
      thing: 'checking my phone every five minutes for a reply',
      core: 'checking my phone',
      shortClause: "I'm checking my phone",
    });
    // A first phrase that would end on its preposition ("scrolling for") is no phrase at all.
    expect(understand('scrolling for 40 minutes to pick a movie', 3).core).not.toMatch(/ for$/u);
    expect(understand('printer jams again', 3)).toMatchObject({
      situation: 'the printer jams again',
      clause: 'the printer jams again',
      misfortune: true,
    });
    expect(understand('Mondays at a startup when the coffee machine breaks', 3)).toMatchObject({
      situation: 'Mondays at a startup when the coffee machine breaks',
      isClause: false,
      clause: null,
      thing: 'Mondays at a startup',
      plural: true,
      misfortune: true,
    });
    expect(understand('remote work', 3).misfortune).toBe(false);
  });
});
