/** Level 2, 'Gen Z humor': no cap, it's giving, lowkey/highkey, main character, rent free, delulu, the ick. */
import { capitalize as cap } from '../text';
import { is, verb, withClause, withSituation, type MemeFormat } from './types';

export const LEVEL_2: MemeFormat[] = [
  {
    id: 'main-character',
    level: 2,
    fits: ['main character', 'cinematic', 'sunset', 'confident', 'proud', 'glow up', 'majestic'],
    tone: 'praise',
    variants: [
      (v) => `${cap(v.thing)} ${is(v)} giving main character energy ✨`,
      withSituation((situation) => `${cap(situation)} and honestly? Main character behavior ✨`),
    ],
  },
  {
    id: 'rent-free',
    level: 2,
    fits: ['thinking', 'overthinking', '3am', '3 am', 'insomnia', 'pondering', 'shower thoughts'],
    variants: [
      (v) => `${cap(v.thing)} living in my head rent free 🧠`,
      (v) => `Me at 3am thinking about ${v.thing}, rent free 🧠`,
    ],
  },
  {
    id: 'ate-no-crumbs',
    level: 2,
    fits: ['smug', 'deal with it', 'confident', 'flex', 'success', 'award', 'winning'],
    tone: 'praise',
    variants: [
      (v) => `${cap(v.thing)} ate and left no crumbs 💅`,
      (v) => `No cap, ${v.thing} understood the assignment 💅`,
    ],
  },
  {
    id: 'lowkey-highkey',
    level: 2,
    fits: ['love', 'heart eyes', 'crush', 'adore', 'excited', 'favourite', 'bounce'],
    tone: 'praise',
    variants: [
      (v) => `Lowkey obsessed with ${v.thing}, highkey not okay 😭`,
      (v) => `Highkey can't stop thinking about ${v.thing} and lowkey that's fine 😭`,
    ],
  },
  {
    id: 'the-ick',
    level: 2,
    fits: ['disgust', 'side eye', 'judging', 'disapprov', 'nope', 'suspicious', 'skeptical'],
    tone: 'misfortune',
    variants: [
      withSituation((situation) => `${cap(situation)}? The ick. Instantly. 🚩`),
      (v) => `${cap(v.thing)} giving me the ick fr 🚩`,
    ],
  },
  {
    id: 'delulu',
    level: 2,
    fits: ['dream', 'galaxy brain', 'conspiracy', 'plan', 'clown', 'believing', 'hope'],
    variants: [
      (v) => `Being delulu about ${v.thing} is the solulu 🫶`,
      (v) => `Me, delulu, thinking ${v.thing} will fix my life 🫶`,
    ],
  },
  {
    id: 'its-giving',
    level: 2,
    fits: ['chaos', 'vibes', 'mood', 'drama', 'reaction', 'dramatic'],
    variants: [
      withSituation((situation) => `${cap(situation)}. It's giving chaos 💀`),
      (v) => `${cap(v.thing)}? It's giving ✨iconic✨ 💀`,
      (v) => `${cap(v.thing)}? It's giving unhinged side quest 💀`,
    ],
  },
  {
    id: 'no-cap',
    level: 2,
    fits: ['hot take', 'opinion', 'prove me wrong', 'truth', 'debate', 'sign'],
    tone: 'praise',
    variants: [
      (v) => `No cap, ${v.thing} ${is(v)} the whole vibe 💯`,
      (v) => `${cap(v.thing)} ${verb(v, 'slaps', 'slap')} and I will not be taking questions 💯`,
    ],
  },
  {
    id: 'era',
    level: 2,
    fits: ['before after', 'glow up', 'transformation', 'then vs now', 'upgrade', 'new hobby'],
    variants: [(v) => `Entering my ${v.bareThing} era ✨`, (v) => `Not me starting my ${v.bareThing} era at 2am 😭`],
  },
  {
    id: 'bestie',
    level: 2,
    fits: ['friends', 'twins', 'agreement', 'handshake', 'group chat', 'same'],
    variants: [
      (v) => `Bestie, ${v.thing} ${is(v)} a whole personality now 💅`,
      (v) => `POV: your bestie won't stop talking about ${v.thing} 🙄`,
    ],
  },
  {
    id: 'touch-grass',
    level: 2,
    fits: ['touch grass', 'go outside', 'offline', 'nature', 'screen', 'log off'],
    variants: [
      (v) => `Me after 6 hours of ${v.bareThing}: who needs to touch grass 🌱`,
      (v) => `Touch grass? Sorry, ${v.thing} said no 🌱`,
    ],
  },
  {
    id: 'not-the-vibe',
    level: 2,
    fits: ['disappointment', 'sad', 'nope', 'deadpan'],
    tone: 'misfortune',
    variants: [
      withSituation((situation) => `${cap(situation)}? Not the vibe. Not the vibe at all 😐`),
      (v) => `${cap(v.thing)} ${is(v)} so not the vibe rn 😐`,
    ],
  },
  {
    id: 'crashing-out',
    level: 2,
    fits: ['panic', 'crying', 'chaos', 'screaming', 'dramatic', 'tears'],
    tone: 'misfortune',
    variants: [
      withClause((clause) => `${cap(clause)} and I'm crashing out, respectfully 😭`),
      (v) => `${cap(v.thing)} got me crashing out fr 😭`,
    ],
  },
];
