/**
 * Level 3, 'Popular meme format': the formats everyone knows (Nobody: / Me:, POV:, Me explaining X
 * to Y, X be like, Expectation vs reality, Tell me you're X without telling me, starter packs…).
 */
import { capitalize as cap } from '../text';
import { is, verb, withClause, withSituation, type MemeFormat } from './types';

export const LEVEL_3: MemeFormat[] = [
  {
    id: 'nobody-me',
    level: 3,
    fits: ['reaction', 'absurd', 'random', 'npc', 'no thoughts', 'autopilot'],
    variants: [
      (v) => (v.action ? `Nobody:\n${cap(v.thing)}: *${v.action}*` : null),
      (v) => `Nobody:\nAbsolutely nobody:\nMe: *thinking about ${v.thing} again*`,
    ],
  },
  {
    id: 'pov',
    level: 3,
    fits: ['pov', 'main character', 'cinematic', 'push in', 'stare', 'dramatic zoom'],
    variants: [(v) => `POV: ${v.situation} 👀`, (v) => `POV: you just discovered ${v.thing} 👀`],
  },
  {
    id: 'me-explaining',
    level: 3,
    fits: ['explain', 'presentation', 'boss', 'confused', 'calculating', 'math', 'late report'],
    variants: [
      (v) => `Me explaining ${v.thing} to my mom at 2am`,
      (v) => `Me trying to explain ${v.thing} to the group chat`,
    ],
  },
  {
    id: 'be-like',
    level: 3,
    fits: ['reaction', 'npc', 'face', 'stare', 'blank', 'deadpan'],
    variants: [(v) => `${cap(v.thing)} be like: 👁️👄👁️`, (v) => `${cap(v.thing)} be like "trust me, bro" 🤝`],
  },
  {
    id: 'when-but',
    level: 3,
    fits: ['plot twist', 'panic', 'calm', 'three panel', 'good news', 'catch', 'nervous'],
    variants: [
      withClause((clause) => `When ${clause}… but ${clause.startsWith("I'm ") ? 'I' : 'you'} still have to act normal`),
      (v) => `When you plan the whole day around ${v.thing}… but life has other plans`,
    ],
  },
  {
    id: 'expectation-reality',
    level: 3,
    fits: ['expectation', 'reality', 'comparison', 'before after', 'then vs now', 'disappointment', 'vs'],
    variants: [
      withSituation((situation) => `Expectation: a normal day.\nReality: ${situation}.`),
      withSituation((situation) => `What I planned: a chill day.\nWhat I got: ${situation}.`),
      (v) =>
        `Expectation: ${v.thing} ${verb(v, 'changes', 'change')} my life.\nReality: ${v.thing} ${verb(v, 'changes', 'change')} nothing.`,
    ],
  },
  {
    id: 'tell-me-without',
    level: 3,
    fits: ['smug', 'told you so', 'side eye', 'knowing', 'self-aware', 'judging'],
    tone: 'praise',
    variants: [
      (v) => `Tell me you love ${v.thing} without telling me you love ${v.thing}`,
      (v) => `Tell me you're obsessed with ${v.thing} without telling me you're obsessed with ${v.thing}`,
    ],
  },
  {
    id: 'that-feeling-when',
    level: 3,
    fits: ['feeling', 'happy', 'relief', 'proud', 'lonely', 'sad', 'excited', 'bounce'],
    variants: [
      withClause((clause) => `That feeling when ${clause} 😌`),
      (v) => `That feeling when ${v.thing} ${verb(v, 'hits', 'hit')} just right 😌`,
    ],
  },
  {
    id: 'starter-pack',
    level: 3,
    fits: ['starter pack', 'grid', 'stereotype', 'collection', 'essentials', 'items'],
    variants: [(v) => `The ${v.bareThing} starter pack 📦`, (v) => `${cap(v.bareThing)} starter pack`],
  },
  {
    id: 'not-x-not-y-but-z',
    level: 3,
    fits: ['three panel', 'escalation', 'expanding brain', 'levels', 'four stages', 'ranking'],
    variants: [
      (v) => `Not my job. Not my problem. But ${v.thing}? Personal.`,
      (v) => `Not coffee, not sleep, but ${v.thing} ${is(v)} what keeps me going`,
    ],
  },
  {
    id: 'me-also-me',
    level: 3,
    fits: ['two panel', 'twins', 'hypocrisy', 'inner voice', 'temptation', 'dilemma', 'two buttons'],
    variants: [(v) => `Me: I'm done with ${v.thing}.\nAlso me, 5 minutes later: ${v.thing}`],
  },
  {
    id: 'change-my-mind',
    level: 3,
    fits: ['prove me wrong', 'hot take', 'opinion', 'debate', 'sign', 'unpopular'],
    tone: 'praise',
    variants: [
      (v) => `${cap(v.thing)} ${is(v)} underrated. Change my mind.`,
      withClause((clause) => `Hot take: ${clause}, and that's fine. Change my mind.`),
    ],
  },
  {
    id: 'is-this',
    level: 3,
    fits: ['is this a', 'pointing', 'misidentify', 'butterfly', 'confused', 'guess'],
    variants: [
      (v) => `${v.plural ? 'Are these' : 'Is this'} ${v.thing}? 🦋`,
      (v) => `Me looking at literally anything: ${v.plural ? 'are these' : 'is this'} ${v.thing}? 🦋`,
    ],
  },
  {
    id: 'how-it-started',
    level: 3,
    fits: ['before after', 'then vs now', 'glow up', 'transformation', 'how i got here'],
    variants: [
      (v) =>
        `How it started: "${cap(v.bareThing)}? Just a hobby."\nHow it's going: ${v.bareThing} ${is(v)} my whole personality.`,
      (v) => `How it started: ${v.thing}.\nHow it's going: still ${v.thing}.`,
    ],
  },
  {
    id: 'this-is-fine',
    level: 3,
    fits: ['this is fine', 'dumpster', 'burning', 'disaster'],
    tone: 'misfortune',
    variants: [
      withSituation((situation) => `${cap(situation)}.\nMe: this is fine. 🔥☕`),
      (v) => `${cap(v.thing)}? This is fine. Everything is fine. 🔥`,
    ],
  },
  {
    id: 'nobody-warned-me',
    level: 3,
    fits: ['shocked', 'panic', 'reality check', 'unprepared'],
    tone: 'misfortune',
    variants: [
      withClause((clause) => `Nobody warned me about the day ${clause} 🫠`),
      (v) => `Nobody:\nMe: *emotionally preparing for ${v.thing}* 🫠`,
    ],
  },
];
