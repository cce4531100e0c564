/**
 * escalation: steps that escalate from ordinary to absurd (expanding brain, clown makeup, the
 * plan, taste test). Always three parts.
 */
import { be, cap, loud, type Frame } from './types';

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
    write: (w) => [`Me when ${w.clause}: it's fine`, "Me an hour later: it's fine-ish", "Me now: 🔥 it's fine 🔥"],
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
];
