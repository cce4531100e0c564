/**
 * More frames for the unhinged end (levels 4 and 5) that say the whole topic, twist included
 * (issue 23): level 5 has at least as many frames as level 3 and no frame writes more than 5% of
 * its captions. Brainrot words season a line about the topic; they are never the whole joke.
 */
import { be, cap, whole, type Frame } from './types';

export const UNHINGED: Frame[] = [
  {
    id: 'un-nobody-warned',
    format: 'one_liner',
    levels: [4, 5],
    needs: ['third-person clause'],
    write: (w) => [`Nobody warned me ${w.clause} 😭`],
  },
  {
    id: 'un-in-this-house',
    format: 'one_liner',
    levels: [5],
    needs: ['clause'],
    write: (w) => [`In this house we do not talk about how ${w.clause} 🗿`],
  },
  {
    id: 'un-lore',
    format: 'one_liner',
    levels: [5],
    needs: ['whole'],
    write: (w) => [`${cap(whole(w))} ${be(w)} lore now and I'm not taking questions 🗿`],
  },
  {
    id: 'un-simulation',
    format: 'one_liner',
    levels: [4, 5],
    needs: ['clause'],
    write: (w) => [`${cap(w.clause!)}. The simulation is glitching again 💀`],
  },
  {
    id: 'un-respectfully',
    format: 'one_liner',
    levels: [5],
    needs: ['clause'],
    write: (w) => [`Respectfully, ${w.clause} and I need to lie down 😭`],
  },
  {
    id: 'un-caught-in-4k',
    format: 'one_liner',
    levels: [5],
    needs: ['third-person clause'],
    write: (w) => [`${cap(w.clause!)}. Caught in 4K 📸`],
  },
  {
    id: 'un-core-memory-damage',
    format: 'one_liner',
    levels: [5],
    needs: ['whole'],
    write: (w) => [`${cap(whole(w))} gave me permanent core memory damage 💀`],
  },
  {
    id: 'un-bestie',
    format: 'one_liner',
    levels: [5],
    needs: ['clause'],
    write: (w) => [`Bestie, ${w.clause}. Be so for real 😭`],
  },
  {
    id: 'un-in-4k',
    format: 'reaction',
    levels: [5],
    needs: ['scene'],
    write: (w) => [`POV: you're watching ${w.scene} in 4K 💀`],
  },
  {
    id: 'un-my-reaction',
    format: 'reaction',
    levels: [4, 5],
    needs: ['third-person clause'],
    write: (w) => [`My reaction when ${w.clause}: 🗿`],
  },
  {
    id: 'un-whole-class',
    format: 'reaction',
    levels: [5],
    needs: ['third-person clause'],
    write: (w) => [`The whole class when ${w.clause} 💀`],
  },
  {
    id: 'un-live-reaction',
    format: 'reaction',
    levels: [4, 5],
    needs: ['whole'],
    write: (w) => [`Live reaction to ${whole(w)} 😭`],
  },
  {
    id: 'un-also-life',
    format: 'setup_punchline',
    levels: [5],
    needs: ['whole'],
    write: (w) => ['Life: relax, nothing will happen today', `Also life: ${whole(w)} 💀`],
  },
  {
    id: 'un-finally-peace',
    format: 'setup_punchline',
    levels: [4, 5],
    needs: ['third-person clause'],
    write: (w) => ['Me: finally, some peace', `${cap(w.clause!)} 🗿`],
  },
  {
    id: 'un-aura-debt',
    format: 'before_after',
    levels: [5],
    needs: ['whole'],
    write: (w) => ['Before: full aura, zero problems', `After ${whole(w)}: aura debt 💀`],
  },
  {
    id: 'un-scream',
    format: 'two_options',
    levels: [4, 5],
    needs: ['whole'],
    write: (w) => ['Scream into a pillow', `Explain ${whole(w)} to the group chat 😭`],
  },
  {
    id: 'un-peak-fiction',
    format: 'escalation',
    levels: [5],
    needs: ['whole'],
    write: (w) => [cap(whole(w)), 'Telling chat about it', 'Chat calling it peak fiction 💀'],
  },
];
