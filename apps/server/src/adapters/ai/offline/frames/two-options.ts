/**
 * two_options: two things set against each other (two buttons, nope/yes, plain vs fancy, two
 * doors). The first option is the sensible or rejected one, the second the one the joke picks.
 */
import { cap, loud, type Frame } from './types';

export const TWO_OPTIONS: Frame[] = [
  {
    id: 'to-team',
    format: 'two_options',
    levels: [1, 2],
    needs: ['pair'],
    write: (w) => [`Team ${w.pair![0]}`, `Team ${w.pair![1]}… wait, can I pick both?`],
  },
  {
    id: 'to-pair-traits',
    format: 'two_options',
    levels: [2, 3, 4],
    needs: ['pair'],
    write: (w) => [`${cap(w.pair![0])}: calm, loyal, reliable`, `${cap(w.pair![1])}: pure chaos, zero apologies`],
  },
  {
    id: 'to-pair-npc',
    format: 'two_options',
    levels: [5],
    needs: ['pair'],
    write: (w) => [`${cap(w.pair![0])}: NPC behavior`, `${cap(w.pair![1])}: sigma grindset 🗿`],
  },
  {
    id: 'to-normal-personality',
    format: 'two_options',
    levels: [1, 2, 3],
    needs: ['thing'],
    write: (w) => [`Enjoying ${w.np} like a normal person`, `Making ${w.np} my entire personality`],
  },
  {
    id: 'to-artisanal',
    format: 'two_options',
    levels: [1, 2],
    write: (w) => [cap(w.np), `${cap(w.np)}, but make it ✨ artisanal ✨`],
  },
  {
    id: 'to-bed',
    format: 'two_options',
    levels: [1, 2, 3],
    write: (w) => ['Go to bed at a reasonable hour', `Stay up until 3am thinking about ${w.np}`],
  },
  {
    id: 'to-fancy-name',
    format: 'two_options',
    levels: [1],
    needs: ['thing'],
    write: (w) => [`Calling it ${w.np}`, 'Calling it a "strategic lifestyle choice"'],
  },
  {
    id: 'to-voice-memos',
    format: 'two_options',
    levels: [1, 2],
    write: (w) => ['Say "I\'m fine"', `Explain my feelings about ${w.np} in 14 voice memos`],
  },
  {
    id: 'to-delulu',
    format: 'two_options',
    levels: [2],
    write: (w) => [`Being normal about ${w.np}`, `Being delulu about ${w.np}, no cap`],
  },
  {
    id: 'to-touch-grass',
    format: 'two_options',
    levels: [2, 3],
    needs: ['plain thing'],
    write: (w) => ['Touch grass', `Research ${w.np} for six more hours`],
  },
  {
    id: 'to-overthink',
    format: 'two_options',
    levels: [2, 3],
    write: (w) => [`Ignore ${w.np}`, `Overthink ${w.np} until sunrise`],
  },
  {
    id: 'to-save-money',
    format: 'two_options',
    levels: [1, 2, 3],
    needs: ['not owned', 'plain thing'],
    write: (w) => ['Save money like an adult', `Spend it all on ${w.np}`],
  },
  {
    id: 'to-petty',
    format: 'two_options',
    levels: [4],
    write: (w) => [`Be mature about ${w.np}`, `Be petty as hell about ${w.np}`],
  },
  {
    id: 'to-flip-table',
    format: 'two_options',
    levels: [4],
    write: (w) => [`Handle ${w.np} calmly`, `SCREAM ABOUT ${loud(w.np)} AND FLIP A TABLE`],
  },
  {
    id: 'to-become-problem',
    format: 'two_options',
    levels: [4],
    write: (w) => [`Ask for help with ${w.np}`, 'Become the problem'],
  },
  {
    id: 'to-fanum',
    format: 'two_options',
    levels: [5],
    write: (w) => [`Deal with ${w.np}`, `Fanum tax ${w.np} and go full sigma 🗿`],
  },
  {
    id: 'to-fuck-it',
    format: 'two_options',
    levels: [5],
    write: (w) => [`Respond to ${w.np} like an adult`, 'Say "fuck it" and eat cereal at 3am'],
  },
];
