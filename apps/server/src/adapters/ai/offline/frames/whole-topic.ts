/**
 * Frames that say the whole topic, twist included (issue 23): the topic as a noun phrase ('whole':
 * "kids asking why the sky is blue for the hundredth time") or as a clause ("the wifi drops right
 * before you hit send"), never cut down to its head noun. Every format and every level has some, so
 * a topic whose joke is in its twist still gets a varied batch; the brainrot words of level 5 are
 * seasoning on the topic, not the joke.
 */
import { be, cap, has, loud, whole, type Frame } from './types';

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
    write: (w) => [`Nobody talks enough about ${whole(w)}`],
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
    write: (w) => [`${cap(whole(w))} ${be(w)} the side quest nobody wanted`],
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
    // "Plot twist: I'm sitting in traffic" is no twist: something that happens to me, not that I do.
    needs: ['third-person clause'],
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
  {
    id: 'wt-logged-off',
    format: 'one_liner',
    levels: [4, 5],
    // Something said is a sentence: "Bro really said 'the wifi drops right before you hit send'".
    needs: ['third-person clause'],
    write: (w) => [`Bro really said "${w.clause}" and logged off 💀`],
  },
  {
    id: 'wt-therapist-needs',
    format: 'one_liner',
    levels: [5],
    needs: ['whole'],
    write: (w) => [`Told my therapist about ${whole(w)} and now she needs a therapist 💀`],
  },
  {
    id: 'wt-new-fear',
    format: 'one_liner',
    levels: [3, 4, 5],
    needs: ['whole'],
    write: (w) => [`${cap(whole(w))} unlocked a fear I didn't know I had`],
  },
  {
    id: 'wt-peak-fiction',
    format: 'one_liner',
    levels: [5],
    needs: ['whole'],
    write: (w) => [`${cap(whole(w))} ${be(w)} peak fiction and I can't look away 😭`],
  },
  {
    id: 'wt-more-at-11',
    format: 'one_liner',
    levels: [4, 5],
    needs: ['clause'],
    write: (w) => [`Breaking: ${w.clause}. More at 11, if I survive 💀`],
  },
  {
    id: 'wt-skill-issue',
    format: 'one_liner',
    levels: [5],
    needs: ['third-person clause'],
    write: (w) => [`${cap(w.clause!)}, and somehow that's my skill issue 💀`],
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
    // "during trying to fold a fitted sheet" does not read: a thing, not something done.
    needs: ['whole', 'thing'],
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
  {
    id: 'wt-pretend-not-seen',
    format: 'reaction',
    levels: [4, 5],
    needs: ['whole'],
    write: (w) => [`Me pretending I didn't just witness ${whole(w)} 🫣`],
  },
  {
    id: 'wt-two-brain-cells',
    format: 'reaction',
    levels: [5],
    needs: ['third-person clause'],
    write: (w) => [`My last two brain cells when ${w.clause} 🧠`],
  },
  {
    id: 'wt-fbi',
    format: 'reaction',
    levels: [5],
    needs: ['whole'],
    write: (w) => [`My FBI agent watching me deal with ${whole(w)} again`],
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
  {
    id: 'wt-in-2019',
    format: 'setup_punchline',
    levels: [4, 5],
    needs: ['whole'],
    write: (w) => ['Me in 2019: life will get easier', `Me now: ${whole(w)} 💀`],
  },
  {
    id: 'wt-three-minutes',
    format: 'setup_punchline',
    levels: [5],
    needs: ['whole'],
    write: (w) => ['Doctor: you have three minutes left', `Me, still thinking about ${whole(w)}:`],
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
  {
    id: 'wt-nine-am',
    format: 'before_after',
    levels: [4, 5],
    needs: ['whole'],
    write: (w) => ['Me at 9am: calm, hydrated, thriving', `Me after ${whole(w)}: 🧟`],
  },
  {
    id: 'wt-expected-peace',
    format: 'before_after',
    levels: [5],
    needs: ['whole'],
    write: (w) => ['What I expected: peace', `What I got: ${whole(w)} 💀`],
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
  {
    id: 'wt-log-off',
    format: 'two_options',
    levels: [5],
    needs: ['whole'],
    write: (w) => ['Log off and heal', `Think about ${whole(w)} until 4am 💀`],
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
  {
    id: 'wt-seeing-it',
    format: 'escalation',
    levels: [5],
    needs: ['whole'],
    write: (w) => ['Seeing it once: fine', 'Seeing it twice: suspicious', `${loud(whole(w))} 💀`],
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
