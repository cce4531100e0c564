/**
 * Level 5, 'NSFW brainrot': skibidi, Ohio, rizz, sigma, fanum tax, aura, cooked; strong profanity
 * allowed. Never sexual: the topic may be a real person, so nothing here sexualizes it ("gyatt" is
 * left out for that reason).
 */
import { capitalize as cap } from '../text';
import { is, verb, withSituation, type MemeFormat } from './types';

export const LEVEL_5: MemeFormat[] = [
  {
    id: 'unspoken-rizz',
    level: 5,
    fits: ['confident', 'flex', 'smug', 'rich', 'deal with it', 'cool'],
    tone: 'praise',
    variants: [
      (v) => `${cap(v.thing)} got that unspoken rizz fr fr 🗿`,
      (v) => `${cap(v.thing)} rizzing up the whole timeline and I'm not even mad, shit 🗿`,
    ],
  },
  {
    id: 'only-in-ohio',
    level: 5,
    fits: ['absurd', 'cursed', 'weird', 'aliens', 'conspiracy', 'random'],
    variants: [
      withSituation((situation) => `Only in Ohio: ${situation} 💀`),
      (v) => `Skibidi ${v.bareThing} in Ohio at 3am 💀💀💀`,
    ],
  },
  {
    id: 'sigma-rule',
    level: 5,
    fits: ['sigma', 'lone wolf', 'grindset', 'laser eyes', 'power up', 'villain', 'locking in'],
    tone: 'praise',
    variants: [
      (v) => `Sigma rule #47: ${v.thing} before everything. No fucking exceptions. 🐺`,
      (v) => `${cap(v.thing)} ${is(v)} so sigma ${v.plural ? 'they' : 'it'} paid the fanum tax twice 🗿`,
    ],
  },
  {
    id: 'holy-shit-cooked',
    level: 5,
    fits: ['shocked', 'mind blown', 'surprised', 'reveal', 'explosion', 'gasp'],
    variants: [
      (v) => `Holy shit, ${v.thing} just cooked everyone 💀🔥`,
      withSituation((situation) => `Holy shit. ${cap(situation)}. I'm deceased 💀`),
    ],
  },
  {
    id: 'whole-personality',
    level: 5,
    fits: ['npc', 'blank', 'autopilot', 'no thoughts', 'deadpan', 'brainrot'],
    variants: [
      (v) => `What the fuck ${is(v)} ${v.thing} and why ${v.plural ? 'are they' : 'is it'} my whole personality now 😭`,
      (v) => `NPC me: *${v.thing}*\nAlso NPC me: *${v.thing} but louder* 🤖`,
    ],
  },
  {
    id: 'fanum-tax',
    level: 5,
    fits: ['food', 'taste test', 'hungry', 'snack', 'eat', 'touches your food'],
    variants: [
      (v) => `Fanum taxed my last brain cell for ${v.thing} 🍟`,
      (v) => `${cap(v.thing)} ${is(v)} bussin no cap, shit slaps 🔥`,
    ],
  },
  {
    id: 'chat-is-this-real',
    level: 5,
    fits: ['reaction', 'side eye', 'suspicious', 'judging', 'zoom', 'stare'],
    variants: [
      withSituation((situation) => `Chat, is this real?? ${cap(situation)} 💀`),
      (v) => `Chat, ${is(v)} ${v.thing} real or am I fucking cooked 💀`,
    ],
  },
  {
    id: 'mogging',
    level: 5,
    fits: ['versus', 'vs', 'comparison', 'strong vs weak', 'showdown', 'winner'],
    tone: 'praise',
    variants: [
      (v) => `${cap(v.thing)} mogging everything else. Fucking undefeated. 🗿`,
      (v) => `${cap(v.thing)} vs literally anything: not even close, shit's over 🗿`,
    ],
  },
  {
    id: 'brainrot-speak',
    level: 5,
    fits: ['spinning', 'vortex', 'deep fried', 'bass boosted', 'cursed', 'brainrot', 'chaos'],
    variants: [
      (v) => `${cap(v.bareThing)} brainrot hit so hard I speak skibidi now 🚽`,
      (v) => `My brain after ${v.thing}: skibidi ohio rizz fanum sigma 🧠💥`,
    ],
  },
  {
    id: 'we-are-cooked',
    level: 5,
    fits: ['dead', 'skull', 'crying', 'panic', 'crash', 'doom', 'storm'],
    tone: 'misfortune',
    variants: [
      (v) => `We are so fucking cooked. ${cap(v.thing)} said so 💀`,
      withSituation((situation) => `${cap(situation)}. Yeah we're cooked, chat 💀`),
    ],
  },
  {
    id: 'its-over',
    level: 5,
    fits: ['dead', 'crying', 'doom', 'panic', 'sad', 'fail'],
    tone: 'misfortune',
    variants: [
      withSituation((situation) => `${cap(situation)}. It's so fucking over 💀`),
      (v) => `${cap(v.thing)} ${is(v)} the reason it's over, chat 💀`,
    ],
  },
  {
    id: 'aura-points',
    level: 5,
    fits: ['aura', 'cool', 'sunglasses', 'deal with it', 'confident', 'lion'],
    tone: 'praise',
    variants: [
      (v) => `+1000 aura for ${v.thing}. Haters lose 1000, that's just science, shit 🗿`,
      (v) =>
        `${cap(v.thing)} ${verb(v, 'has', 'have')} infinite aura and I'm tired of pretending ${v.plural ? "they don't" : "it doesn't"} 🗿`,
    ],
  },
];
