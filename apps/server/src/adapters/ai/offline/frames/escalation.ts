/**
 * escalation: steps that escalate from ordinary to absurd (expanding brain, clown makeup, the
 * plan, taste test). Three steps, or four for a template with four boxes (the four-step frames at
 * the end are offered only to those: boxes.ts counts the lines).
 */
import { be, cap, it, loud, type Frame } from './types';

export const ESCALATION: Frame[] = [
  {
    id: 'es-personality',
    format: 'escalation',
    levels: [1, 2, 3],
    needs: ['thing'],
    write: (w) => [`Liking ${w.np}`, `Talking about ${w.np}`, `Making ${w.np} my entire personality`],
  },
  {
    id: 'es-fan-club',
    format: 'escalation',
    levels: [1, 2],
    tone: 'praise',
    needs: ['short name'],
    write: (w) => [`Enjoying ${w.np}`, `Telling everyone about ${w.np}`, `Founding the ${w.np} fan club`],
  },
  {
    id: 'es-plans',
    format: 'escalation',
    levels: [1, 2],
    write: (w) => [`Plan A: stay calm about ${w.np}`, 'Plan B: snacks', 'Plan C: a nap and a brand-new identity'],
  },
  {
    id: 'es-solving',
    format: 'escalation',
    levels: [1, 2, 3],
    needs: ['thing'],
    write: (w) => [
      `Solving ${w.np} with patience`,
      'Solving it with snacks',
      'Solving it with a color-coded 3am spreadsheet',
    ],
  },
  {
    id: 'es-mid-to-fire',
    format: 'escalation',
    levels: [2],
    write: (w) => [`${cap(w.np)}? Mid.`, `${cap(w.np)}? Lowkey fire.`, `${cap(w.np)}? My whole personality, no cap.`],
  },
  {
    id: 'es-research',
    format: 'escalation',
    levels: [2, 3],
    needs: ['thing'],
    write: (w) => [
      `Googling ${w.np}`,
      'Reading forum threads about it at 2am',
      'Writing a 30-page thesis nobody asked for',
    ],
  },
  {
    id: 'es-clown',
    format: 'escalation',
    levels: [3, 4],
    write: (w) => [`"${cap(w.np)} won't get to me"`, `"I'm totally fine"`, `"Seriously, it's fine" 🤡`],
  },
  {
    id: 'es-fine',
    format: 'escalation',
    levels: [2, 3],
    needs: ['third-person clause'],
    write: (w) => [`Me when ${w.clause}: it's fine`, "Me an hour later: it's mostly fine", "Me now: 🔥 it's fine 🔥"],
  },
  {
    id: 'es-big-brain',
    format: 'escalation',
    levels: [2, 3],
    write: (w) => [
      `Normal brain: ${w.np} ${be(w)} fine`,
      `Big brain: ${w.np} ${be(w)} a lifestyle`,
      `Galaxy brain: ${w.np} ${be(w)} a religion`,
    ],
  },
  {
    id: 'es-duel',
    format: 'escalation',
    levels: [4],
    write: (w) => [`Ignoring ${w.np}`, `Arguing with ${w.np}`, `Challenging ${w.np} to a duel at dawn`],
  },
  {
    id: 'es-caps',
    format: 'escalation',
    levels: [4],
    write: (w) => [cap(w.np), `${loud(w.np)} AGAIN`, `${loud(w.np)} IN MY DREAMS. SEND HELP.`],
  },
  {
    id: 'es-villain-arc',
    format: 'escalation',
    levels: [4],
    write: (w) => [`Mild concern about ${w.np}`, 'Full-blown panic', 'Speedrunning my villain arc, hell yes'],
  },
  {
    id: 'es-sigma-brain',
    format: 'escalation',
    levels: [5],
    write: (w) => [`Normal brain: ignores ${w.np}`, `Sigma brain: monetizes ${w.np}`, `Ohio brain: marries ${w.np} 🗿`],
  },
  {
    id: 'es-ohio',
    format: 'escalation',
    levels: [5],
    write: (w) => [cap(w.np), `${cap(w.np)} in Ohio`, `${cap(w.np)} in Ohio at 3am, fuck it 💀`],
  },
  {
    id: 'es-aura',
    format: 'escalation',
    levels: [5],
    write: (w) => [
      `Mentioning ${w.np}: -100 aura`,
      `Defending ${w.np}: -1000 aura`,
      'Not giving a shit: infinite aura',
    ],
  },
  // Four steps, for four boxes.
  {
    id: 'es4-personality',
    format: 'escalation',
    parts: 4,
    levels: [1, 2, 3],
    needs: ['thing'],
    write: (w) => [
      `Liking ${w.np}`,
      `Talking about ${it(w)}`,
      'Buying the merch',
      `Making ${it(w)} my entire personality`,
    ],
  },
  {
    id: 'es4-plans',
    format: 'escalation',
    parts: 4,
    levels: [1, 2],
    write: (w) => [
      `Plan A: stay calm about ${w.np}`,
      'Plan B: snacks',
      'Plan C: a nap',
      'Plan D: a brand-new identity',
    ],
  },
  {
    id: 'es4-research',
    format: 'escalation',
    parts: 4,
    levels: [2, 3],
    needs: ['thing'],
    write: (w) => [
      `Googling ${w.np}`,
      'Reading forum threads at 2am',
      'Watching a three-hour video essay',
      'Writing a thesis nobody asked for',
    ],
  },
  {
    id: 'es4-brain',
    format: 'escalation',
    parts: 4,
    levels: [2, 3, 4],
    write: (w) => [
      `Small brain: ${w.np} ${be(w)} fine`,
      'Normal brain: a problem',
      'Big brain: a lifestyle',
      'Galaxy brain: a religion',
    ],
  },
  {
    id: 'es4-coping',
    format: 'escalation',
    parts: 4,
    levels: [3, 4],
    write: (w) => [
      `Handling ${w.np} like an adult`,
      'Handling it with snacks',
      'Handling it at 3am',
      'Becoming the problem',
    ],
  },
  {
    id: 'es4-villain',
    format: 'escalation',
    parts: 4,
    levels: [4],
    write: (w) => [`Mild concern about ${w.np}`, 'Loud sighing', 'Full-blown panic', 'Villain arc, hell yes'],
  },
  {
    id: 'es4-rizz',
    format: 'escalation',
    parts: 4,
    levels: [5],
    write: (w) => [`${cap(w.np)}? Mid.`, 'Okay, lowkey valid', 'Wait, my Roman Empire', 'I am the final boss now 💀'],
  },
  {
    id: 'es4-aura',
    format: 'escalation',
    parts: 4,
    levels: [5],
    write: (w) => [
      `Ignoring ${w.np}: +10 aura`,
      `Mentioning ${it(w)}: -100 aura`,
      `Defending ${it(w)}: -1000 aura`,
      'Not giving a damn: infinite aura',
    ],
  },
];
