/**
 * Frames that say the whole topic, twist included (issue 23): the topic as a noun phrase ('whole':
 * "kids asking why the sky is blue for the hundredth time") or as a clause ("the wifi drops right
 * before you hit send"), never cut down to its head noun. Every format and every level has some, so
 * a topic whose joke is in its twist still gets a varied batch; the brainrot words of level 5 are
 * seasoning on the topic, not the joke.
 */
import { be, cap, has, whole, type Frame } from './types';

const ONE_LINERS: Frame[] = [
  {
    id: 'wt-mood',
    format: 'one_liner',
    levels: [1, 2, 3],
    needs: ['whole'],
    write: (w) => [`Current mood: ${whole(w)}`],
  },
  {
    id: 'wt-nobody-talks',
    format: 'one_liner',
    levels: [1, 2, 3],
    needs: ['whole'],
    write: (w) => [`Nobody talks about ${whole(w)} enough`],
  },
  {
    id: 'wt-core-memory',
    format: 'one_liner',
    levels: [1, 2],
    needs: ['whole'],
    write: (w) => [`${cap(whole(w))}: a core memory, unlocked`],
  },
  {
    id: 'wt-economy',
    format: 'one_liner',
    levels: [3, 4, 5],
    needs: ['whole'],
    write: (w) => [`${cap(whole(w))}? In this economy? 💀`],
  },
  {
    id: 'wt-whole-brain',
    format: 'one_liner',
    levels: [4, 5],
    needs: ['whole'],
    write: (w) => [`${cap(whole(w))} ${has(w)} taken over my whole brain`],
  },
  {
    id: 'wt-unhinged',
    format: 'one_liner',
    levels: [5],
    needs: ['whole'],
    write: (w) => [`${cap(whole(w))} ${be(w)} genuinely unhinged behavior 💀`],
  },
  {
    id: 'wt-origin-story',
    format: 'one_liner',
    levels: [3, 4, 5],
    needs: ['whole'],
    write: (w) => [`${cap(whole(w))}: my villain origin story`],
  },
  {
    id: 'wt-side-quest',
    format: 'one_liner',
    levels: [4, 5],
    needs: ['whole'],
    write: (w) => [`${cap(whole(w))} ${be(w)} the side quest nobody asked for`],
  },
  {
    id: 'wt-no-thoughts',
    format: 'one_liner',
    levels: [5],
    needs: ['whole'],
    write: (w) => [`No thoughts, just ${whole(w)} 🫠`],
  },
  {
    id: 'wt-plot-twist',
    format: 'one_liner',
    levels: [1, 2, 3],
    needs: ['clause'],
    write: (w) => [`Plot twist: ${w.clause}.`],
  },
  {
    id: 'wt-breaking',
    format: 'one_liner',
    levels: [1, 2],
    needs: ['clause'],
    write: (w) => [`Breaking news: ${w.clause}.`],
  },
  {
    id: 'wt-not-okay',
    format: 'one_liner',
    levels: [4, 5],
    needs: ['clause'],
    write: (w) => [`${cap(w.clause!)} and I'm not okay 💀`],
  },
  {
    id: 'wt-lowkey',
    format: 'one_liner',
    levels: [3, 4],
    needs: ['clause'],
    write: (w) => [`Lowkey, ${w.clause} and nobody is talking about it`],
  },
  {
    id: 'wt-ohio',
    format: 'one_liner',
    levels: [5],
    needs: ['clause'],
    write: (w) => [`Only in Ohio: ${w.clause} 🗿`],
  },
  {
    id: 'wt-aura-clause',
    format: 'one_liner',
    levels: [5],
    needs: ['clause'],
    write: (w) => [`${cap(w.clause!)}. Minus a thousand aura, no cap`],
  },
];

const REACTIONS: Frame[] = [
  {
    id: 'wt-live-footage',
    format: 'reaction',
    levels: [1, 2, 3],
    needs: ['whole', 'thing'],
    write: (w) => [`Live footage of ${whole(w)}`],
  },
  {
    id: 'wt-every-time',
    format: 'reaction',
    levels: [1, 2, 3],
    needs: ['third-person clause'],
    write: (w) => [`Every single time ${w.clause}`],
  },
  {
    id: 'wt-face-when',
    format: 'reaction',
    levels: [2, 3, 4],
    needs: ['third-person clause'],
    write: (w) => [`My face when ${w.clause}`],
  },
  {
    id: 'wt-nah',
    format: 'reaction',
    levels: [4, 5],
    needs: ['clause'],
    write: (w) => [`Nah because ${w.clause} 😭`],
  },
  {
    id: 'wt-chat',
    format: 'reaction',
    levels: [5],
    needs: ['clause'],
    write: (w) => [`Chat, ${w.clause}. I'm done 💀`],
  },
  {
    id: 'wt-last-brain-cell',
    format: 'reaction',
    levels: [4, 5],
    needs: ['whole'],
    write: (w) => [`My last brain cell during ${whole(w)} 🧠`],
  },
  {
    id: 'wt-witness',
    format: 'reaction',
    levels: [2, 3, 4],
    needs: ['whole'],
    write: (w) => [`Me after surviving ${whole(w)}`],
  },
  {
    id: 'wt-npc',
    format: 'reaction',
    levels: [5],
    needs: ['whole'],
    write: (w) => [`Me, an NPC, witnessing ${whole(w)}`],
  },
];

const SETUPS: Frame[] = [
  {
    id: 'wt-friend-asks',
    format: 'setup_punchline',
    levels: [1, 2, 3],
    needs: ['whole'],
    write: (w) => ['Friend: what are you thinking about?', `Me: ${whole(w)}`],
  },
  {
    id: 'wt-normal-day',
    format: 'setup_punchline',
    levels: [1, 2, 3],
    needs: ['third-person clause'],
    write: (w) => ['Me: today will be a normal day', `Then ${w.clause}`],
  },
  {
    id: 'wt-therapist',
    format: 'setup_punchline',
    levels: [3, 4, 5],
    needs: ['whole'],
    write: (w) => ['Therapist: so what keeps you up at night?', `Me: ${whole(w)}`],
  },
  {
    id: 'wt-tell-me-why',
    format: 'setup_punchline',
    levels: [4, 5],
    needs: ['clause'],
    write: (w) => ['Chat, explain to me why', `${w.clause} 💀`],
  },
  {
    id: 'wt-god-said',
    format: 'setup_punchline',
    levels: [5],
    needs: ['whole'],
    write: (w) => ['God: I will give you a normal life', `Also God: ${whole(w)}`],
  },
];

const BEFORE_AFTERS: Frame[] = [
  {
    id: 'wt-the-plan',
    format: 'before_after',
    levels: [1, 2, 3],
    needs: ['clause'],
    write: (w) => ['The plan: a calm, normal day', `Reality: ${w.clause}`],
  },
  {
    id: 'wt-how-its-going',
    format: 'before_after',
    levels: [3, 4, 5],
    needs: ['whole'],
    write: (w) => ['How it started: a normal day', `How it's going: ${whole(w)}`],
  },
  {
    id: 'wt-my-plans',
    format: 'before_after',
    levels: [1, 2],
    needs: ['whole'],
    write: (w) => ['My plans for today', `${cap(whole(w))}`],
  },
  {
    id: 'wt-main-character',
    format: 'before_after',
    levels: [5],
    needs: ['clause'],
    write: (w) => ['Me: main character energy', `The universe: ${w.clause} 💀`],
  },
];

const TWO_OPTIONS: Frame[] = [
  {
    id: 'wt-stay-calm',
    format: 'two_options',
    levels: [1, 2, 3],
    needs: ['whole'],
    write: (w) => ['Stay calm and carry on', `Think about ${whole(w)} all day`],
  },
  {
    id: 'wt-touch-grass',
    format: 'two_options',
    levels: [4, 5],
    needs: ['whole'],
    write: (w) => ['Touch grass', `${cap(whole(w))} 💀`],
  },
  {
    id: 'wt-pretend',
    format: 'two_options',
    levels: [2, 3, 4],
    needs: ['clause'],
    write: (w) => ["Pretend it didn't happen", `Tell everyone: ${w.clause}`],
  },
];

const ESCALATIONS: Frame[] = [
  {
    id: 'wt-stages',
    format: 'escalation',
    levels: [1, 2, 3],
    needs: ['whole'],
    write: (w) => [cap(whole(w)), 'Thinking about it all day', 'Making it my whole personality'],
  },
  {
    id: 'wt-group-chat',
    format: 'escalation',
    levels: [4, 5],
    needs: ['whole'],
    write: (w) => [cap(whole(w)), 'Telling the group chat', 'Becoming the main character 💀'],
  },
  {
    id: 'wt-again',
    format: 'escalation',
    levels: [2, 3, 4, 5],
    needs: ['clause'],
    write: (w) => [cap(w.clause!), 'It happens again', 'I have accepted this as my personality'],
  },
];

export const WHOLE_TOPIC: Frame[] = [
  ...ONE_LINERS,
  ...REACTIONS,
  ...SETUPS,
  ...BEFORE_AFTERS,
  ...TWO_OPTIONS,
  ...ESCALATIONS,
];
