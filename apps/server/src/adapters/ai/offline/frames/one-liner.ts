/**
 * one_liner: one line that is the whole joke (a label, a hot take, a statement). For pictures that
 * carry no story of their own: a sign, a proud lion, an award, a dumpster fire.
 */
import { be, cap, has, loud, s, type Frame } from './types';

export const ONE_LINER: Frame[] = [
  // 1: wholesome, brand-safe
  {
    id: 'ol-bring-up',
    format: 'one_liner',
    levels: [1, 2, 3],
    write: (w) => [`Me finding a way to bring up ${w.np} in every single conversation`],
  },
  {
    id: 'ol-life-advice',
    format: 'one_liner',
    levels: [1],
    write: (w) => [`Life advice nobody asked for: never underestimate ${w.np}.`],
  },
  {
    id: 'ol-tiny-win',
    format: 'one_liner',
    levels: [1],
    write: (w) => [`Today's tiny win: surviving ${w.np} without a single complaint. ✨`],
  },
  {
    id: 'ol-not-sorry',
    format: 'one_liner',
    levels: [1, 2, 3],
    needs: ['first-person clause'],
    write: (w) => [`${cap(w.clause!)} and honestly? Not even sorry.`],
  },
  {
    id: 'ol-documentary',
    format: 'one_liner',
    levels: [1, 2, 3],
    needs: ['scene'],
    write: (w) => [`Someone please make a documentary about ${w.scene}`],
  },
  {
    id: 'ol-personality',
    format: 'one_liner',
    levels: [1, 2],
    write: (w) => [`${cap(w.np)} ${be(w)} not a phase, it's a personality trait.`],
  },
  {
    id: 'ol-fun-fact',
    format: 'one_liner',
    levels: [1],
    write: (w) => [`Fun fact: 9 out of 10 conversations I start end up being about ${w.np}.`],
  },
  {
    id: 'ol-minutes',
    format: 'one_liner',
    levels: [1, 2],
    write: (w) => [`Meeting minutes: 2 minutes of agenda, 58 minutes of ${w.np}.`],
  },
  {
    id: 'ol-award',
    format: 'one_liner',
    levels: [1, 2, 3],
    write: (w) => [`And the award for the most talked-about topic of the year goes to… ${w.np}`],
  },
  {
    id: 'ol-small-thing',
    format: 'one_liner',
    levels: [1],
    write: (w) => [`${cap(w.np)}: small thing, big mood.`],
  },
  {
    id: 'ol-powered-by',
    format: 'one_liner',
    levels: [1],
    write: (w) => [`This team runs on coffee, good intentions and ${w.np}.`],
  },
  // 2: Gen Z
  {
    id: 'ol-its-giving',
    format: 'one_liner',
    levels: [2],
    needs: ['thing'],
    write: (w) => [`It's giving ${w.np} energy and I'm here for it`],
  },
  {
    id: 'ol-rent-free',
    format: 'one_liner',
    levels: [2],
    write: (w) => [`${cap(w.np)} living rent free in my head, no cap`],
  },
  {
    id: 'ol-ate',
    format: 'one_liner',
    levels: [2],
    tone: 'praise',
    needs: ['thing'],
    write: (w) => [`${cap(w.np)} ate and left no crumbs 💅`],
  },
  {
    id: 'ol-delulu',
    format: 'one_liner',
    levels: [2, 3],
    write: (w) => [`Being delulu about ${w.np} is the solulu, bestie`],
  },
  {
    id: 'ol-lowkey',
    format: 'one_liner',
    levels: [2],
    write: (w) => [`Lowkey ${w.np} ${be(w)} the whole plot of my week, highkey I'm not okay`],
  },
  {
    id: 'ol-era',
    format: 'one_liner',
    levels: [2, 3],
    needs: ['short name'],
    write: (w) => [`Sorry, can't talk. I'm in my ${w.np} era. 💅`],
  },
  // 3: meme formats
  {
    id: 'ol-tell-me',
    format: 'one_liner',
    levels: [3],
    write: (w) => [`Tell me ${w.np} ${be(w)} your whole personality without telling me`],
  },
  {
    id: 'ol-unpopular',
    format: 'one_liner',
    levels: [2, 3],
    write: (w) => [`Unpopular opinion: ${w.np} ${be(w)} actually the best part of the week`],
  },
  {
    id: 'ol-not-x-not-y',
    format: 'one_liner',
    levels: [3, 4],
    write: (w) => [`Not the weather, not the traffic, but ${w.np}. Every single time.`],
  },
  {
    id: 'ol-starter-pack',
    format: 'one_liner',
    levels: [3],
    needs: ['short name'],
    write: (w) => [`The ${w.np} starter pack: snacks, excuses and zero plan`],
  },
  {
    id: 'ol-hot-take',
    format: 'one_liner',
    levels: [3, 4],
    needs: ['plain thing'],
    write: (w) => [`Hot take: ${w.np} ${be(w)} overrated and I will not be taking questions`],
  },
  {
    id: 'ol-history',
    format: 'one_liner',
    levels: [3],
    write: (w) => [`Historians will study ${w.np} and still have no idea what happened`],
  },
  // 4: unhinged, mild profanity
  {
    id: 'ol-roman-empire',
    format: 'one_liner',
    levels: [4],
    write: (w) => [`${loud(w.np)} ${loud(be(w))} MY ROMAN EMPIRE NOW AND I'M NOT OKAY`],
  },
  {
    id: 'ol-brain-cell',
    format: 'one_liner',
    levels: [4],
    write: (w) => [`${cap(w.np)} took my last brain cell and I want it back, dammit`],
  },
  {
    id: 'ol-villain',
    format: 'one_liner',
    levels: [4],
    write: (w) => [`${cap(w.np)} just gave me a villain origin story nobody needed`],
  },
  {
    id: 'ol-scream',
    format: 'one_liner',
    levels: [4],
    write: (w) => [`Me screaming about ${w.np} into a pillow like a totally normal adult`],
  },
  {
    id: 'ol-hell-no',
    format: 'one_liner',
    levels: [4],
    write: (w) => [`${cap(w.np)}? In this economy? Hell no.`],
  },
  {
    id: 'ol-lawyer',
    format: 'one_liner',
    levels: [4],
    write: (w) => [`My lawyer told me to stop talking about ${w.np}. I fired my lawyer.`],
  },
  {
    id: 'ol-not-again',
    format: 'one_liner',
    levels: [4],
    write: (w) => [`NOT ${loud(w.np)} AGAIN. I CAN'T. I WON'T. (I will.)`],
  },
  // 5: brainrot, strong profanity allowed
  {
    id: 'ol-final-boss',
    format: 'one_liner',
    levels: [5],
    write: (w) => [`${cap(w.np)} ${be(w)} the final boss and I'm just an NPC, fuck 💀`],
  },
  {
    id: 'ol-more-rizz',
    format: 'one_liner',
    levels: [5],
    write: (w) => [`${cap(w.np)} ${has(w)} more rizz than me and I'm not okay 💀`],
  },
  {
    id: 'ol-ohio',
    format: 'one_liner',
    levels: [5],
    write: (w) => [`${cap(w.np)} in Ohio ${s(w, 'hits', 'hit')} different 🗿`],
  },
  {
    id: 'ol-cooked',
    format: 'one_liner',
    levels: [5],
    write: (w) => [`${cap(w.np)} ${has(w)} me cooked as shit, chat 💀`],
  },
  {
    id: 'ol-sigma-rule',
    format: 'one_liner',
    levels: [5],
    write: (w) => [`Sigma rule #47: ${w.np} will never see me cry 🐺`],
  },
  {
    id: 'ol-fanum',
    format: 'one_liner',
    levels: [5],
    write: (w) => [`${cap(w.np)} fanum taxed my last brain cell, what the fuck 💀`],
  },
  {
    id: 'ol-aura',
    format: 'one_liner',
    levels: [5],
    write: (w) => [`-1000 aura for mentioning ${w.np}, +2000 aura for not giving a shit`],
  },
  {
    id: 'ol-skibidi',
    format: 'one_liner',
    levels: [5],
    write: (w) => [`${cap(w.np)} ${be(w)} so skibidi it should be illegal 🚽`],
  },
];
