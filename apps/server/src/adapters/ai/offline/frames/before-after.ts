/**
 * before_after: what was hoped for, then what happened (expectation vs reality, before/after,
 * glow up, then vs now).
 */
import { cap, it, s, type Frame } from './types';

export const BEFORE_AFTER: Frame[] = [
  {
    id: 'ba-calm-day',
    format: 'before_after',
    levels: [1, 2, 3],
    write: (w) => [`Expectation: a calm day with ${w.np}`, `Reality: ${w.np} had other plans`],
  },
  {
    id: 'ba-what-happened',
    format: 'before_after',
    levels: [1, 2, 3],
    needs: ['third-person clause'],
    write: (w) => ['What I planned: a normal, peaceful day', `What I got: ${w.clause}`],
  },
  {
    id: 'ba-how-started',
    format: 'before_after',
    levels: [1, 2, 3],
    write: (w) => [`How it started: "${cap(w.np)} ${s(w, 'sounds', 'sound')} fun!"`, "How it's going: 🔥🚒🔥"],
  },
  {
    id: 'ba-instagram',
    format: 'before_after',
    levels: [2, 3],
    write: (w) => [`${cap(w.np)} on Instagram: ✨`, `${cap(w.np)} in real life: 🫠`],
  },
  {
    id: 'ba-ordered',
    format: 'before_after',
    levels: [1, 2, 3],
    needs: ['bare noun'],
    write: (w) => [`The ${w.np} I ordered online`, `The ${w.np} that showed up`],
  },
  {
    id: 'ba-monday-friday',
    format: 'before_after',
    levels: [1, 2],
    write: (w) => [
      `Me on Monday: this week I'll finally handle ${w.np}`,
      `Me on Friday: ${w.core}? Never heard of ${it(w)}.`,
    ],
  },
  {
    id: 'ba-coffee',
    format: 'before_after',
    levels: [1, 2],
    write: (w) => [`Me facing ${w.np} before coffee`, `Me facing ${w.np} after coffee`],
  },
  {
    id: 'ba-day-one',
    format: 'before_after',
    levels: [2, 3],
    write: (w) => [`Me on day one of ${w.np}: I've got this`, 'Me on day three: 🧟'],
  },
  {
    id: 'ba-slay',
    format: 'before_after',
    levels: [2],
    write: (w) => [`${cap(w.np)} in my head: slay`, `${cap(w.np)} in real life: not giving 💀`],
  },
  {
    id: 'ba-glow-up',
    format: 'before_after',
    levels: [1, 2],
    tone: 'praise',
    write: (w) => [`Me before ${w.np}: 😐`, `Me after ${w.np}: ✨ main character ✨`],
  },
  {
    id: 'ba-mind-vs',
    format: 'before_after',
    levels: [2, 3],
    write: (w) => [`${cap(w.np)} in my head: easy, fun, under control`, `${cap(w.np)} in real life: a boss fight`],
  },
  {
    id: 'ba-scene',
    format: 'before_after',
    levels: [1, 2, 3, 4],
    needs: ['scene'],
    write: (w) => ['What I pictured: a calm, normal day', `What I got: ${w.scene}`],
  },
  {
    id: 'ba-pair',
    format: 'before_after',
    levels: [1, 2, 3],
    needs: ['pair'],
    write: (w) => [`Me at 9am: team ${w.pair![0]}`, `Me at 9pm: team ${w.pair![1]}, obviously`],
  },
  {
    id: 'ba-feral',
    format: 'before_after',
    levels: [4],
    write: (w) => [`Me before ${w.np}: calm, hydrated, happy`, `Me after ${w.np}: feral raccoon screaming at the sky`],
  },
  {
    id: 'ba-crap',
    format: 'before_after',
    levels: [4],
    write: (w) => [`The plan: handle ${w.np} like an adult`, 'The result: crap everywhere and me under a blanket'],
  },
  {
    id: 'ba-caps',
    format: 'before_after',
    levels: [4],
    write: (w) => ["Me at 9:00: I'm a peaceful person", `Me at 9:05 after ${w.np}: I WILL FLIP THIS TABLE`],
  },
  {
    id: 'ba-hell',
    format: 'before_after',
    levels: [4, 5],
    write: (w) => [
      `What I thought ${w.np} would be: a vibe`,
      `What ${w.plural ? 'they were' : 'it was'}: hell, with extra steps`,
    ],
  },
  {
    id: 'ba-aura',
    format: 'before_after',
    levels: [5],
    write: (w) => [`My aura before ${w.np}: 💯`, `My aura after ${w.np}: -9000, negative rizz`],
  },
  {
    id: 'ba-ohio',
    format: 'before_after',
    levels: [5],
    write: (w) => [`${cap(w.np)} everywhere else: normal`, `${cap(w.np)} in Ohio: 🗿🗿🗿`],
  },
  {
    id: 'ba-surprise',
    format: 'before_after',
    levels: [5],
    write: (w) => [`Me thinking ${w.np} would be chill`, `${cap(w.np)}: surprise, motherfucker 💀`],
  },
  {
    id: 'ba-loud',
    format: 'before_after',
    levels: [4],
    write: (w) => [`Me talking about ${w.np} at 8am: 🙂`, `Me talking about ${w.np} at 2am: UNHINGED 🔥`],
  },
];
