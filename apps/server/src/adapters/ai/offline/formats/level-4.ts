/**
 * Level 4, 'Unhinged format': chaotic, absurd escalation, ALL CAPS moments, mild profanity (damn,
 * hell, wtf, ass, crap) and nothing stronger.
 */
import { capitalize as cap } from '../text';
import { is, withClause, withSituation, type MemeFormat } from './types';

const loud = (text: string) => text.toUpperCase();

export const LEVEL_4: MemeFormat[] = [
  {
    id: 'in-this-economy',
    level: 4,
    fits: ['money', 'finance', 'stonks', 'crash', 'economy', 'rich', 'price'],
    variants: [
      (v) => `${loud(v.thing)}?? IN THIS ECONOMY?? 💀`,
      (v) => `${loud(v.bareThing)} AT 3AM?? IN THIS ECONOMY?? 💀`,
    ],
  },
  {
    id: 'screams-into-void',
    level: 4,
    fits: ['yelling', 'angry', 'rage', 'roar', 'furious', 'screaming', 'argument'],
    variants: [
      (v) => `Me: I'm normal about ${v.thing}\nAlso me: *screams into the void for 45 minutes*`,
      (v) => `*sees ${v.thing}*\nMe: AAAAAAAAAA (affectionately) 🔥`,
    ],
  },
  {
    id: 'three-days-to-live',
    level: 4,
    fits: ['dead', 'skull', 'crying', 'dramatic', 'sad', 'tears'],
    variants: [
      (v) => `Doctor: you have 3 days to live.\nMe: hell yeah, more time for ${v.thing}`,
      (v) => `Doctor: you need to stop thinking about ${v.thing}.\nMe: damn, get a new doctor`,
    ],
  },
  {
    id: 'brain-chemistry',
    level: 4,
    fits: ['galaxy brain', 'mind blown', 'big brain', 'expanding brain', 'cosmic', 'genius', 'revelation'],
    tone: 'praise',
    variants: [
      (v) => `${cap(v.thing)} just rewired my brain chemistry and honestly? Good. 🧠🔥`,
      (v) => `My last 3 brain cells at 4am: ${loud(v.core)} ${loud(v.core)} ${loud(v.core)} 🧠`,
    ],
  },
  {
    id: 'wtf-do-you-mean',
    level: 4,
    fits: ['shocked', 'surprised', 'dramatic zoom', 'reveal', 'plot twist', 'gasp'],
    variants: [
      withClause((clause) => `WTF do you mean ${clause}??? 💀`),
      (v) => `WTF ${is(v)} ${v.thing} and why ${is(v)} ${v.plural ? 'they' : 'it'} living in my walls 💀`,
    ],
  },
  {
    id: 'hell-yeah',
    level: 4,
    fits: ['party', 'celebration', 'hype', 'laser eyes', 'power up', 'villain', 'locking in'],
    tone: 'praise',
    variants: [
      (v) => `Hell yeah, ${v.thing}. Hell no, responsibilities. 🔥`,
      (v) => `${loud(v.bareThing)} MODE: ACTIVATED. Responsibilities? Hell no. 🔥`,
    ],
  },
  {
    id: 'cant-hurt-you',
    level: 4,
    fits: ['stare', 'judging', 'side eye', 'creepy', 'intense', 'watching'],
    variants: [(v) => `Therapist: ${v.thing} can't hurt you.\n${cap(v.thing)}: 👁️👄👁️`],
  },
  {
    id: 'well-crap',
    level: 4,
    fits: ['clown', 'self own', 'bad decisions', 'fail', 'dumpster fire', 'disaster', 'this is fine'],
    tone: 'misfortune',
    variants: [
      (v) => `Well, crap. ${cap(v.thing)} again. I'm the clown here 🤡`,
      withSituation((situation) => `${cap(situation)} and my life is a damn dumpster fire 🔥`),
    ],
  },
  {
    id: 'stage-escalation',
    level: 4,
    fits: ['four stages', 'escalation', 'expanding brain', 'levels', 'three panel', 'escalate'],
    variants: [
      (v) => `Stage 1: ${v.thing}? Cute.\nStage 2: ${v.thing} daily.\nStage 3: I AM ${loud(v.core)} NOW`,
      (v) => `Level 1: enjoying ${v.thing}.\nLevel 99: ${loud(v.core)}. THAT'S MY RELIGION NOW 🕯️`,
    ],
  },
  {
    id: 'fight-a-goose',
    level: 4,
    fits: ['chaos', 'smug', 'evil grin', 'mischief', 'villain', 'petty'],
    variants: [
      (v) => `I would fight a goose for ${v.thing}. Don't test me. 🪿`,
      (v) => `Touch my ${v.bareThing} and I'll lose my damn mind 🪿`,
    ],
  },
  {
    id: 'nobody-my-brain',
    level: 4,
    fits: ['absurd', 'random', 'brainrot', 'cursed', 'deep fried', 'spinning'],
    variants: [
      (v) => `Nobody:\nMe at 3am: ${loud(v.core)}. ONLY ${loud(v.core)}. NOTHING ELSE IS REAL 🕯️`,
      (v) => `Nobody:\nMy brain: what if ${v.thing} but LOUDER 📢`,
    ],
  },
  {
    id: 'hauling-ass',
    level: 4,
    fits: ['running away', 'chased', 'escape', 'run', 'fast', 'speed'],
    variants: [
      (v) => `Me hauling ass toward ${v.thing} like rent isn't due 🏃`,
      (v) => `Responsibilities: *exist*\nMe, sprinting to ${v.thing}: WTF is a responsibility 🏃`,
    ],
  },
  {
    id: 'emotional-damage',
    level: 4,
    fits: ['shocked', 'crying', 'dramatic zoom', 'panic', 'fail', 'explosion'],
    tone: 'misfortune',
    variants: [
      withSituation((situation) => `${cap(situation)}. EMOTIONAL DAMAGE. 💥`),
      (v) => `${loud(v.thing)}?? Oh hell no. Not today. 💥`,
    ],
  },
];
