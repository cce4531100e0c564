// Image templates: scenes and situations (waiting, chaos, night, money, space) from clip art and drawings.
import { clip, cover, f, photo, place } from './lib/assets.mjs';
import {
  bgGradient,
  bgRadial,
  bolt,
  burst,
  face,
  flames,
  groundShadow,
  hand,
  heart,
  linear,
  nebula,
  panel,
  radial,
  rain,
  rect,
  rng,
  room,
  smoke,
  sparkle,
  speedLines,
  stars,
  stickFigure,
  sunburst,
  torso,
  vignette,
} from './lib/draw.mjs';
import { scene } from './lib/scene.mjs';

const COMPOSED =
  'This version is an original composition made for MemeForge from public-domain clip art and our own drawing.';
const ORIGINAL = 'This version is an original drawing made for MemeForge and dedicated to the public domain (CC0).';
const PHOTO_NOTE =
  "This version is an original composition made for MemeForge on a GPL-licensed desktop-background photo from Debian's mate-backgrounds package.";

function cobweb(x, y, size, flipX = false, flipY = false) {
  const sx = flipX ? -1 : 1;
  const sy = flipY ? -1 : 1;
  let s = '';
  for (let i = 0; i <= 5; i++) {
    const a = (i / 5) * (Math.PI / 2);
    s += `<line x1="${x}" y1="${y}" x2="${f(x + sx * size * Math.cos(a))}" y2="${f(y + sy * size * Math.sin(a))}" stroke="#e9ecef" stroke-width="2" opacity="0.8"/>`;
  }
  for (let k = 1; k <= 4; k++) {
    const rr = (size * k) / 4.5;
    let d = '';
    for (let i = 0; i <= 5; i++) {
      const a = (i / 5) * (Math.PI / 2);
      const px = x + sx * rr * Math.cos(a);
      const py = y + sy * rr * Math.sin(a);
      d += i
        ? ` Q${f(x + sx * rr * 0.8 * Math.cos(a - 0.16))},${f(y + sy * rr * 0.8 * Math.sin(a - 0.16))} ${f(px)},${f(py)}`
        : `M${f(px)},${f(py)}`;
    }
    s += `<path d="${d}" fill="none" stroke="#e9ecef" stroke-width="2" opacity="0.7"/>`;
  }
  return s;
}

function bill(x, y, w, rot) {
  const h = w * 0.45;
  return `<g transform="rotate(${f(rot)} ${f(x)} ${f(y)})" filter="url(#softshadow)"><rect x="${f(x - w / 2)}" y="${f(y - h / 2)}" width="${f(w)}" height="${f(h)}" rx="4" fill="#8ce99a" stroke="#2b8a3e" stroke-width="3"/><rect x="${f(x - w / 2 + 6)}" y="${f(y - h / 2 + 6)}" width="${f(w - 12)}" height="${f(h - 12)}" rx="3" fill="none" stroke="#2f9e44" stroke-width="2"/><circle cx="${f(x)}" cy="${f(y)}" r="${f(h * 0.28)}" fill="#69db7c" stroke="#2b8a3e" stroke-width="2"/></g>`;
}

function person(ctx, cx, headY, r, faceOpts, shirt, o = {}) {
  const body = torso(cx, headY + r * 0.85, r * 2.1, r * (o.bodyH ?? 1.9), shirt, { collar: o.collar, tie: o.tie });
  const fc = face(ctx, cx, headY, r, { noShadow: true, ...faceOpts });
  return { defs: fc.defs, svg: body + fc.svg };
}

export const SCENE_TEMPLATES = [
  {
    file: 'images/waiting-forever-hourglass.jpg',
    title: 'Waiting Forever Cobwebs',
    description:
      'An hourglass running out beside a phone with no new messages, in a dusty corner full of cobwebs, for waiting an eternity for anything.',
    keywords: ['waiting', 'forever', 'cobwebs', 'slow', 'no reply'],
    origin:
      'Waiting-skeleton and cobweb images have long been used to exaggerate how long something takes, from replies to loading screens. The dusty hourglass keeps the joke without the skeleton. ' +
      COMPOSED,
    useCases: ['Waiting for a reply', 'Slow deliveries', 'Loading screens', 'Waiting for a sequel'],
    seoKeywords: ['waiting meme template', 'waiting forever meme', 'still waiting meme', 'cobwebs meme'],
    levels: [1, 2, 3],
    render(ctx) {
      const s = scene(720, 960);
      s.add(bgRadial(ctx, 720, 960, '#6b5b4b', '#1e1812', 0.5, 0.45, 0.8));
      s.add(
        `<rect x="0" y="700" width="720" height="260" fill="#4a3526"/><rect x="0" y="690" width="720" height="20" fill="#6d4c35"/>`,
      );
      const hg = clip(ctx, 'office/clessidra_architetto_fra_01.svg');
      s.add(groundShadow(300, 700, 150, 16), place(hg, { cx: 300, bottom: 705, h: 500 }).svg);
      const phone = clip(ctx, 'office/telephone/slim_cell_phone_israel_c_01.svg');
      s.add(
        groundShadow(560, 705, 80, 10),
        `<g transform="rotate(-8 560 620)">${place(phone, { cx: 560, bottom: 705, h: 220 }).svg}</g>`,
      );
      s.add(cobweb(0, 0, 260), cobweb(720, 0, 230, true), cobweb(0, 960, 200, false, true));
      s.add(
        `<line x1="600" y1="0" x2="600" y2="250" stroke="#e9ecef" stroke-width="1.5" opacity="0.7"/><circle cx="600" cy="258" r="12" fill="#111"/><path d="M588,252 l-12,-8 M588,258 l-14,0 M588,264 l-12,8 M612,252 l12,-8 M612,258 l14,0 M612,264 l12,8" stroke="#111" stroke-width="3"/>`,
      );
      const r = rng(6);
      let dust = '';
      for (let i = 0; i < 60; i++)
        dust += `<circle cx="${f(r() * 720)}" cy="${f(r() * 700)}" r="${f(1 + r() * 2)}" fill="#fff" opacity="${f(0.1 + r() * 0.25)}"/>`;
      s.add(dust);
      return s;
    },
  },
  {
    file: 'images/one-card-or-the-pile.jpg',
    title: 'One Card Or The Whole Pile',
    description:
      'A single ace of hearts in a spotlight on one side of a green card table and a towering, messy pile of face-down cards on the other, for choosing the harder path out of stubbornness.',
    keywords: ['dilemma', 'cards', 'stubborn', 'draw the pile', 'choice'],
    origin:
      'The "do the simple thing or draw 25 cards" format became popular in 2020, showing someone who would rather take an enormous penalty than do something easy. ' +
      COMPOSED,
    useCases: ['Refusing the easy option', 'Stubbornness', 'Avoiding a small task', 'Pride over common sense'],
    seoKeywords: ['draw 25 meme template', 'uno draw 25 meme', 'card dilemma meme', 'or draw 25 meme'],
    levels: [1, 2, 3],
    render(ctx) {
      const s = scene(800, 600);
      s.add(bgRadial(ctx, 800, 600, '#40c057', '#1b5e20', 0.5, 0.5, 0.8));
      s.add(`<ellipse cx="220" cy="320" rx="170" ry="200" fill="#fff8c4" opacity="0.35" filter="url(#bigglow)"/>`);
      const ace = clip(ctx, 'recreation/games/cards/ornamental/ornamental_h_a.svg');
      s.add(`<g filter="url(#shadow)">${place(ace, { cx: 220, cy: 320, h: 300, rotate: -6 }).svg}</g>`);
      const back = clip(ctx, 'recreation/games/cards/cardbacks/back03.svg');
      const r = rng(22);
      for (let i = 0; i < 34; i++) {
        const x = 590 + (r() - 0.5) * 90;
        const y = 520 - i * 11 + (r() - 0.5) * 10;
        s.add(
          `<g filter="url(#softshadow)">${place(back, { cx: x, cy: y, h: 150, rotate: 90 + (r() - 0.5) * 50 }).svg}</g>`,
        );
      }
      return s;
    },
  },
  {
    file: 'images/four-d-chess-galaxy.jpg',
    title: '4D Chess In Space',
    description:
      'Two chess kings stand on a glowing chessboard floating through a purple galaxy, for plans so clever they happen in another dimension.',
    keywords: ['4d chess', 'genius', 'strategy', 'mastermind', 'galaxy'],
    origin:
      '"Playing 4D chess" became an ironic phrase in the mid-2010s for crediting someone with an impossibly deep strategy, often when they simply made a mistake. ' +
      COMPOSED,
    useCases: ['Overestimating a plan', 'Accidental success', 'Mastermind moves', 'Sarcastic praise'],
    seoKeywords: ['4d chess meme template', 'playing 4d chess meme', 'chess galaxy meme', 'mastermind meme'],
    levels: [2, 3, 4],
    render(ctx) {
      const s = scene(960, 540);
      s.add(bgRadial(ctx, 960, 540, '#3b1c7a', '#07041a', 0.5, 0.4, 0.8));
      s.add(nebula(ctx, 960, 540, ['#9d4edd', '#4361ee', '#f72585'], 5, 7));
      s.add(stars(960, 540, 200, 8, '#fff', 2.2));
      const X = (u, v) => 480 + (u - 0.5) * (420 + v * 380);
      const Y = (v) => 300 + v * 200;
      let board = '';
      for (let i = 0; i < 8; i++)
        for (let j = 0; j < 8; j++) {
          const u0 = i / 8;
          const u1 = (i + 1) / 8;
          const v0 = j / 8;
          const v1 = (j + 1) / 8;
          board += `<polygon points="${f(X(u0, v0))},${f(Y(v0))} ${f(X(u1, v0))},${f(Y(v0))} ${f(X(u1, v1))},${f(Y(v1))} ${f(X(u0, v1))},${f(Y(v1))}" fill="${(i + j) % 2 ? '#1e1b4b' : '#c7d2fe'}" opacity="0.92"/>`;
        }
      s.add(
        `<polygon points="${f(X(0, 0))},${f(Y(0))} ${f(X(1, 0))},${f(Y(0))} ${f(X(1, 1))},${f(Y(1))} ${f(X(0, 1))},${f(Y(1))}" fill="#818cf8" filter="url(#bigglow)" opacity="0.8"/>`,
      );
      s.add(board);
      const kings = clip(ctx, 'recreation/games/chess/black_and_white_kings_d_r.svg');
      s.add(`<g filter="url(#shadow)">${place(kings, { cx: 480, bottom: 420, h: 300 }).svg}</g>`);
      s.add(sparkle(180, 110, 22, '#fff'), sparkle(800, 90, 18, '#fff'), sparkle(860, 300, 12, '#fff'));
      return s;
    },
  },
  {
    file: 'images/money-printer-go-brrr.jpg',
    title: 'Money Printer Go Brrr',
    description:
      'A cartoon office printer shaking and spitting out a storm of green banknotes, for printing your way out of any problem.',
    keywords: ['money printer', 'brrr', 'inflation', 'money', 'economy'],
    origin:
      'The "money printer go brrr" meme spread in 2020 as a joke about central banks creating money to solve every problem. It is now used for anything produced in endless, careless quantities. ' +
      ORIGINAL,
    useCases: ['Endless spending', 'Printing solutions to problems', 'Mass-producing content', 'Economy jokes'],
    seoKeywords: ['money printer go brrr meme template', 'money printer meme', 'brrr meme', 'printing money meme'],
    levels: [2, 3, 4],
    render(ctx) {
      const s = scene(800, 800);
      s.add(bgRadial(ctx, 800, 800, '#ebfbee', '#51cf66', 0.5, 0.6, 0.8));
      s.add(speedLines(800, 800, 400, 560, 50, '#fff', 260, 3, 10).replace(/<path/g, '<path opacity="0.3"'));
      const r = rng(19);
      for (let i = 0; i < 16; i++) {
        const x = 80 + r() * 640;
        const y = 60 + r() * 330;
        s.add(bill(x, y, 110 + r() * 40, (r() - 0.5) * 80));
      }
      s.add(
        `<g filter="url(#shadow)"><rect x="180" y="470" width="440" height="210" rx="24" fill="#dee2e6" stroke="#343a40" stroke-width="6"/><rect x="220" y="430" width="360" height="70" rx="14" fill="#ced4da" stroke="#343a40" stroke-width="6"/><rect x="240" y="560" width="320" height="18" rx="9" fill="#343a40"/><circle cx="560" cy="520" r="12" fill="#40c057"/><circle cx="525" cy="520" r="12" fill="#fab005"/><rect x="220" y="690" width="360" height="30" fill="#adb5bd"/></g>`,
      );
      s.add(bill(400, 600, 170, 0));
      for (const [x1, y1, x2, y2] of [
        [150, 500, 110, 480],
        [150, 560, 100, 560],
        [150, 620, 110, 640],
        [650, 500, 690, 480],
        [650, 560, 700, 560],
        [650, 620, 690, 640],
      ])
        s.add(
          `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="#2b8a3e" stroke-width="8" stroke-linecap="round"/>`,
        );
      return s;
    },
  },
  {
    file: 'images/smug-kid-house-on-fire.jpg',
    title: 'Smug Grin In Front Of The Fire',
    description:
      'A smug face grins knowingly at the viewer while a house burns behind it under an orange night sky, for causing chaos and enjoying it.',
    keywords: ['chaos', 'smug', 'fire', 'mischief', 'evil grin'],
    origin:
      'The smirking-in-front-of-a-fire format comes from a mid-2000s photo of a child smiling at the camera while a house burns in the background, which became a meme for gleeful mischief. ' +
      COMPOSED,
    useCases: ['Causing chaos on purpose', 'Watching drama unfold', 'Leaving a group chat in flames', 'Petty revenge'],
    seoKeywords: ['disaster girl meme template', 'smug fire meme', 'house on fire meme', 'evil grin meme'],
    levels: [2, 3, 4],
    render(ctx) {
      const s = scene(800, 600);
      s.add(bgGradient(ctx, 800, 600, '#2b0f3a', '#ff7b00'));
      s.add(`<rect x="0" y="450" width="800" height="150" fill="#2f3b1f"/>`);
      const house = clip(ctx, 'buildings/homes/house_christoph_brill_01.svg');
      s.add(smoke(150, -40, 500, 220, 4, '#1a1a1a', 0.6));
      s.add(place(house, { cx: 330, bottom: 470, h: 330, filter: 'warm' }).svg);
      s.add(`<rect x="0" y="0" width="800" height="600" fill="#ff5500" opacity="0.15"/>`);
      s.add(flames(150, 470, 380, 330, 21, 6), flames(190, 300, 280, 160, 5, 4));
      s.add(vignette(ctx, 800, 600, 0.45));
      s.add(
        person(
          ctx,
          620,
          380,
          120,
          { eyes: 'smug', brows: 'oneup', mouth: 'smirk', skin: 'peach', look: [-0.6, 0], blush: true },
          '#e64980',
          { bodyH: 2 },
        ),
      );
      return s;
    },
  },
  {
    file: 'images/lonely-bench-rain.jpg',
    title: 'Lonely Bench In The Rain',
    description:
      'A small sad figure sits alone on a park bench under a streetlamp in the night rain, for moments of dramatic solitude.',
    keywords: ['lonely', 'sad', 'rain', 'alone', 'night'],
    origin:
      'Lonely-bench images have been a meme mood for years, from photos of celebrities eating alone on benches to rainy "main character" edits. The setup turns any small disappointment into a melancholy film scene. ' +
      ORIGINAL,
    useCases: ['Being left on read', 'Everyone else has plans', 'Sad-but-funny moments', 'Rainy Monday vibes'],
    seoKeywords: ['lonely meme template', 'sad bench meme', 'alone in the rain meme', 'sad night meme'],
    levels: [1, 2, 3],
    render(ctx) {
      const s = scene(960, 540);
      s.add(bgGradient(ctx, 960, 540, '#0b132b', '#1c2541'));
      s.add(
        `<rect x="0" y="420" width="960" height="120" fill="#111827"/><rect x="0" y="415" width="960" height="8" fill="#374151"/>`,
      );
      const lg = ctx.id('lamp');
      s.def(
        radial(lg, [
          [0, '#ffe8a3', 0.55],
          [1, '#ffe8a3', 0],
        ]),
      );
      s.add(`<ellipse cx="640" cy="330" rx="300" ry="260" fill="url(#${lg})"/>`);
      s.add(
        `<rect x="632" y="120" width="16" height="300" fill="#1f2937"/><path d="M600,120 L680,120 L665,90 L615,90 Z" fill="#1f2937"/><ellipse cx="640" cy="124" rx="26" ry="8" fill="#fff3bf" filter="url(#glow)"/>`,
      );
      s.add(`<ellipse cx="520" cy="470" rx="200" ry="20" fill="#ffe8a3" opacity="0.15"/>`);
      s.add(
        `<g fill="#8b5a2b" stroke="#3b2412" stroke-width="4"><rect x="360" y="300" width="330" height="22" rx="6"/><rect x="360" y="332" width="330" height="22" rx="6"/><rect x="345" y="380" width="360" height="20" rx="6"/></g><rect x="375" y="400" width="14" height="40" fill="#1f2937"/><rect x="662" y="400" width="14" height="40" fill="#1f2937"/>`,
      );
      s.add(
        person(ctx, 520, 300, 62, { eyes: 'sad', brows: 'sad', mouth: 'frown', look: [0, 0.6], tilt: 8 }, '#4c6ef5', {
          bodyH: 1.3,
        }),
      );
      s.add(rain(960, 540, 220, 4, '#cfe6ff', 0.5));
      return s;
    },
  },
  {
    file: 'images/heading-out-door.jpg',
    title: 'Heading Out The Door',
    description:
      'A stick figure strides toward an open door glowing with daylight, leaving the room behind, for quietly exiting any situation.',
    keywords: ['leaving', 'heading out', 'exit', 'nope', 'goodbye'],
    origin:
      'The "ight imma head out" format spread in 2019 from a cartoon character calmly getting up to leave. It became the standard reaction for bowing out of conversations that got weird. ' +
      COMPOSED,
    useCases: ['Leaving a weird conversation', 'Logging off early', 'Escaping chores', 'Exiting a group chat'],
    seoKeywords: ['ight imma head out meme template', 'leaving meme', 'heading out meme', 'exit meme template'],
    levels: [1, 2, 3],
    render(ctx) {
      const s = scene(720, 960);
      s.add(
        room(ctx, 720, 960, {
          floorY: 760,
          wall: '#e7dcff',
          wall2: '#c5b3f0',
          floor: '#8d6e63',
          floor2: '#5d4037',
          stripes: 60,
        }),
      );
      const lg = ctx.id('door');
      s.def(
        linear(lg, [
          [0, '#ffffff'],
          [1, '#fff3bf'],
        ]),
      );
      s.add(
        `<rect x="430" y="260" width="230" height="500" fill="url(#${lg})" filter="url(#glow)"/><rect x="420" y="250" width="250" height="510" fill="none" stroke="#6d4c41" stroke-width="16"/>`,
      );
      s.add(
        `<path d="M430,260 L350,300 L350,800 L430,760 Z" fill="#a1887f" stroke="#5d4037" stroke-width="6"/><circle cx="365" cy="540" r="9" fill="#ffd43b"/>`,
      );
      s.add(`<path d="M430,760 L660,760 L720,960 L330,960 Z" fill="#fff3bf" opacity="0.4"/>`);
      const walker = clip(ctx, 'people/stickmen/sm_019.svg');
      const wp = place(walker, { cx: 215, bottom: 860, h: 400 });
      s.add(groundShadow(wp.cx, 860, 110, 14), wp.svg);
      return s;
    },
  },
  {
    file: 'images/pointing-at-each-other.jpg',
    title: 'Twins Pointing At Each Other',
    description:
      'Two identical stick figures, one blue and one red, point accusingly at each other across a split background, for when two people are exactly the same.',
    keywords: ['pointing', 'same', 'twins', 'accusation', 'identical'],
    origin:
      'The pointing-at-each-other format comes from a 1960s cartoon frame of two identical heroes pointing at one another, which became a meme in the 2010s for two sides being exactly alike. ' +
      ORIGINAL,
    useCases: ['Two people doing the same thing', 'Blaming each other', 'Meeting your twin', 'Hypocrisy'],
    seoKeywords: [
      'spiderman pointing meme template',
      'pointing at each other meme',
      'same meme template',
      'twins pointing meme',
    ],
    levels: [1, 2, 3],
    render() {
      const s = scene(960, 540);
      s.add(rect(0, 0, 480, 540, '#e7f5ff'), rect(480, 0, 480, 540, '#fff0f6'));
      s.add(
        `<rect x="0" y="440" width="960" height="100" fill="#ced4da"/><rect x="0" y="436" width="960" height="8" fill="#adb5bd"/>`,
      );
      for (let i = 0; i < 8; i++)
        s.add(`<rect x="${40 + i * 120}" y="60" width="70" height="110" fill="#fff" opacity="0.5"/>`);
      s.add(groundShadow(300, 482, 90, 10), groundShadow(660, 482, 90, 10));
      s.add(stickFigure(300, 485, 380, '#1c7ed6', { pose: 'point', dir: 1, limb: '#0b3d91', face: 'angry' }));
      s.add(stickFigure(660, 485, 380, '#e03131', { pose: 'point', dir: -1, limb: '#7a1010', face: 'angry' }));
      return s;
    },
  },
  {
    file: 'images/inner-voice-shadow-frog.jpg',
    title: 'Inner Voice Shadow Frog',
    description:
      'A green frog faces its own dark, red-eyed shadow twin across a dusky split background, for arguing with the worst voice in your head.',
    keywords: ['inner voice', 'temptation', 'dark side', 'frog', 'bad idea'],
    origin:
      'The "inner dark self" format became popular around 2016 with images of a character confronted by a hooded double who whispers bad ideas. ' +
      COMPOSED,
    useCases: ['Temptation to do something bad', 'Late-night snack decisions', 'Skipping the gym', 'Impulse purchases'],
    seoKeywords: ['evil kermit meme template', 'inner voice meme', 'dark side meme', 'do it meme template'],
    levels: [2, 3, 4],
    render(ctx) {
      const s = scene(960, 540);
      s.add(bgGradient(ctx, 480, 540, '#ffe8cc', '#ffa94d'));
      const dark = bgGradient(ctx, 480, 540, '#3b1f4a', '#0d0714');
      s.add({ defs: dark.defs }, `<g transform="translate(480 0)">${dark.svg}</g>`);
      s.add(
        `<rect x="0" y="430" width="480" height="110" fill="#c77d3a"/><rect x="480" y="430" width="480" height="110" fill="#1a1022"/>`,
      );
      const frog = clip(ctx, 'animals/rana03_architetto_france_01.svg');
      const fp = place(frog, { cx: 250, bottom: 500, h: 360 });
      s.add(groundShadow(250, 495, 140, 12), fp.svg);
      const sp = place(frog, { cx: 720, bottom: 500, h: 360, flip: true, filter: 'silhouette' });
      s.add(`<g opacity="0.95">${sp.svg}</g>`);
      s.add(`<path d="M600,330 Q600,120 720,110 Q860,120 860,330 L860,500 L600,500 Z" fill="#120a18" opacity="0.75"/>`);
      for (const [x, y] of [
        [735, 210],
        [790, 214],
      ])
        s.add(`<ellipse cx="${x}" cy="${y}" rx="14" ry="9" fill="#ff1f3d" filter="url(#glow)"/>`);
      return s;
    },
  },
  {
    file: 'images/its-aliens-conspiracy.jpg',
    title: 'It Was Aliens Conspiracy',
    description:
      'A wild-haired face grins with total certainty in front of desert pyramids while a flying saucer beams down from the dusk sky, for explaining anything with aliens.',
    keywords: ['aliens', 'conspiracy', 'ufo', 'theory', 'explanation'],
    origin:
      'The "it was aliens" format spread around 2011 from a TV documentary host with wild hair who attributed historical mysteries to extraterrestrials. It is now used for confidently absurd explanations. ' +
      ORIGINAL,
    useCases: ['Absurd explanations', 'Unsolved office mysteries', 'Missing socks', 'Conspiracy theories about pets'],
    seoKeywords: ['ancient aliens meme template', 'aliens meme', 'conspiracy meme template', 'ufo meme'],
    levels: [2, 3, 4, 5],
    render(ctx) {
      const s = scene(800, 600);
      s.add(bgGradient(ctx, 800, 600, '#3d1a6e', '#ff9a3c'));
      s.add(stars(800, 250, 50, 3, '#fff', 1.8));
      s.add(`<path d="M0,470 L800,450 L800,600 L0,600 Z" fill="#d9a05b"/>`);
      s.add(
        `<polygon points="40,470 170,300 300,470" fill="#c98a45"/><polygon points="170,300 300,470 230,470" fill="#a86d32"/><polygon points="250,465 330,360 410,465" fill="#c98a45"/><polygon points="330,360 410,465 370,465" fill="#a86d32"/>`,
      );
      s.add(`<path d="M520,130 L420,470 L720,470 L620,130 Z" fill="#b2f2bb" opacity="0.35"/>`);
      s.add(
        `<ellipse cx="570" cy="120" rx="120" ry="34" fill="#adb5bd" stroke="#343a40" stroke-width="5"/><path d="M510,110 Q570,40 630,110 Z" fill="#99e9f2" stroke="#343a40" stroke-width="5"/><g fill="#ffe066">${[0, 1, 2, 3, 4].map((i) => `<circle cx="${500 + i * 35}" cy="${128}" r="7"/>`).join('')}</g>`,
      );
      const hair = (cx, cy, r) => {
        let h = '';
        for (let i = 0; i < 11; i++) {
          const a = Math.PI + (i / 10) * Math.PI;
          h += `<path d="M${f(cx + Math.cos(a) * r * 0.8)},${f(cy + Math.sin(a) * r * 0.8)} L${f(cx + Math.cos(a - 0.12) * r * 1.5)},${f(cy + Math.sin(a - 0.12) * r * 1.45)} L${f(cx + Math.cos(a + 0.15) * r * 0.9)},${f(cy + Math.sin(a + 0.15) * r * 0.9)} Z" fill="#e9ecef" stroke="#868e96" stroke-width="3"/>`;
        }
        return h;
      };
      s.add(torso(240, 410, 260, 200, '#495057', { collar: '#fff' }));
      s.add(hair(240, 330, 130));
      s.add(
        face(ctx, 240, 330, 120, {
          eyes: 'wide',
          brows: 'raised',
          mouth: 'grin',
          skin: 'peach',
          look: [0.5, -0.3],
          noShadow: true,
        }),
      );
      s.add(hand(400, 470, 110, { rotate: 25, skin: '#ffcda8', line: '#a0623a', kind: 'palm' }));
      return s;
    },
  },
  {
    file: 'images/touch-grass-meadow.jpg',
    title: 'Touch Grass Meadow',
    description:
      'A cartoon hand reaches down from the top of the frame to touch a lush, sunlit meadow, the literal answer to anyone who has been online for far too long.',
    keywords: ['touch grass', 'go outside', 'offline', 'nature', 'relax'],
    origin:
      '"Touch grass" became a popular online retort around 2020, telling someone who is too deep in internet arguments to go outside. The meadow makes the advice literal. ' +
      PHOTO_NOTE,
    useCases: ['Telling someone to log off', 'Weekend plans', 'Screen-time reminders', 'Digital detox'],
    seoKeywords: ['touch grass meme template', 'go outside meme', 'touch grass meme', 'log off meme'],
    levels: [2, 3, 4],
    render(ctx) {
      const s = scene(800, 600);
      const ph = photo(ctx, 'nature/GreenMeadow.jpg');
      s.add(cover(ph, 800, 600, 0.5, 0.5));
      const lg = ctx.id('sun');
      s.def(
        radial(lg, [
          [0, '#fffbe6', 0.85],
          [1, '#fffbe6', 0],
        ]),
      );
      s.add(`<circle cx="680" cy="40" r="330" fill="url(#${lg})"/>`);
      s.add(
        `<path d="M470,-20 L560,-20 L500,300 L420,290 Z" fill="#4263eb" stroke="#1c2a6b" stroke-width="6"/><rect x="405" y="270" width="105" height="40" rx="12" fill="#364fc7" stroke="#1c2a6b" stroke-width="5" transform="rotate(8 457 290)"/>`,
      );
      s.add(
        `<g filter="url(#shadow)">${hand(450, 370, 170, { kind: 'palm', rotate: 188, skin: '#ffcda8', line: '#a0623a' })}</g>`,
      );
      s.add(sparkle(380, 470, 26, '#fff'), sparkle(520, 480, 20, '#fff'), sparkle(455, 500, 16, '#fffbe6'));
      const r = rng(5);
      let blades = '';
      for (let i = 0; i < 90; i++) {
        const x = r() * 800;
        const h = 60 + r() * 90;
        const lean = (r() - 0.5) * 40;
        blades += `<path d="M${f(x - 5)},600 Q${f(x + lean * 0.4)},${f(600 - h * 0.6)} ${f(x + lean)},${f(600 - h)} Q${f(x + lean * 0.3 + 4)},${f(600 - h * 0.55)} ${f(x + 7)},600 Z" fill="${r() > 0.5 ? '#4f9a1e' : '#77c43a'}"/>`;
      }
      s.add(blades);
      return s;
    },
  },
  {
    file: 'images/storm-incoming-umbrella.jpg',
    title: 'Storm Incoming Tiny Umbrella',
    description:
      'A vast, dark storm front rolls over an empty road in a real landscape photo while one tiny figure waits with a little umbrella, for facing something much bigger than you.',
    keywords: ['storm', 'incoming', 'doom', 'unprepared', 'monday'],
    origin:
      'Photos of an enormous storm approaching a tiny person have long been used as "what\'s coming" memes for exams, deadlines and Mondays. The scale gap is the joke. ' +
      PHOTO_NOTE,
    useCases: ['Monday approaching', 'Exam season', 'Deadlines on the horizon', 'Being underprepared'],
    seoKeywords: [
      'storm coming meme template',
      'incoming storm meme',
      'winter is coming style meme',
      'unprepared meme',
    ],
    levels: [1, 2, 3],
    render(ctx) {
      const s = scene(960, 540);
      const ph = photo(ctx, 'nature/Storm.jpg');
      s.add(cover(ph, 960, 540, 0.5, 0.6));
      const cx = 760;
      const by = 468;
      s.add(groundShadow(cx, by, 26, 4, 0.4));
      s.add(
        `<rect x="${cx - 9}" y="${by - 40}" width="18" height="40" rx="6" fill="#ffd43b" stroke="#333" stroke-width="2"/><circle cx="${cx}" cy="${by - 52}" r="13" fill="#ffcc33" stroke="#b86e00" stroke-width="2"/>`,
      );
      s.add(
        `<line x1="${cx + 6}" y1="${by - 30}" x2="${cx + 6}" y2="${by - 92}" stroke="#222" stroke-width="3"/><path d="M${cx - 30},${by - 88} Q${cx + 6},${by - 128} ${cx + 42},${by - 88} Z" fill="#e03131" stroke="#7a1010" stroke-width="2"/>`,
      );
      return s;
    },
  },
  {
    file: 'images/starter-pack-grid.jpg',
    title: 'Starter Pack Grid',
    description:
      "A clean six-cell grid of everyday items (coffee mug, laptop, headset, sunglasses, sneakers and a lightbulb) ready to be labelled as somebody's starter pack.",
    keywords: ['starter pack', 'grid', 'stereotype', 'collection', 'items'],
    origin:
      'Starter packs took off in 2014: a collage of items that sums up a type of person or situation, usually with a wry caption above. ' +
      COMPOSED,
    useCases: ['Describing a type of person', 'New job starter pack', 'Remote work essentials', 'Hobby stereotypes'],
    seoKeywords: ['starter pack meme template', 'starter pack grid', 'starter pack meme', 'collage meme template'],
    levels: [1, 2, 3],
    render(ctx) {
      const s = scene(900, 600);
      s.add(rect(0, 0, 900, 600, '#ffffff'));
      const items = [
        'food/beverages/coffee_ganson.svg',
        'computer/etiquette_laptop_01.svg',
        'electronics/casco_con_microfono_arch_01.svg',
        'people/clothing/sunglasses_01.svg',
        'recreation/sports/tennis_shoes_jarno_vasam_.svg',
        'electronics/bulb/lightbulb_lit_benji_park_.svg',
      ];
      items.forEach((rel, i) => {
        const x = (i % 3) * 300;
        const y = Math.floor(i / 3) * 300;
        const c = clip(ctx, rel);
        s.add(place(c, { x: x + 40, y: y + 40, w: 220, h: 220 }).svg);
      });
      s.add(
        `<g stroke="#212529" stroke-width="5"><line x1="300" y1="0" x2="300" y2="600"/><line x1="600" y1="0" x2="600" y2="600"/><line x1="0" y1="300" x2="900" y2="300"/></g><rect x="2.5" y="2.5" width="895" height="595" fill="none" stroke="#212529" stroke-width="5"/>`,
      );
      return s;
    },
  },
  {
    file: 'images/venn-diagram-overlap.jpg',
    title: 'Venn Diagram Perfect Overlap',
    description:
      'Two translucent circles, one with a pizza slice and one with a laptop, overlap around a heart-eyed face, for the sweet spot where two things meet.',
    keywords: ['venn diagram', 'overlap', 'both', 'combination', 'sweet spot'],
    origin:
      'Venn-diagram jokes have been a meme staple since the 2000s, placing something absurd or perfect in the overlap of two unrelated sets. ' +
      COMPOSED,
    useCases: ['Things that are both A and B', 'Perfect combinations', 'Job requirements', 'Describing yourself'],
    seoKeywords: ['venn diagram meme template', 'overlap meme', 'venn meme', 'sweet spot meme'],
    levels: [1, 2, 3],
    render(ctx) {
      const s = scene(800, 600);
      s.add(bgGradient(ctx, 800, 600, '#f8f9fa', '#e9ecef'));
      s.add(
        `<circle cx="300" cy="300" r="230" fill="#ff6b6b" opacity="0.45" stroke="#c92a2a" stroke-width="5"/><circle cx="500" cy="300" r="230" fill="#4dabf7" opacity="0.45" stroke="#1864ab" stroke-width="5"/>`,
      );
      const pz = clip(ctx, 'food/pizza_slice_fco._andrade_01.svg');
      s.add(place(pz, { cx: 190, cy: 300, w: 140, rotate: -10 }).svg);
      const lap = clip(ctx, 'computer/etiquette_laptop_01.svg');
      s.add(place(lap, { cx: 615, cy: 300, w: 160 }).svg);
      s.add(face(ctx, 400, 300, 70, { eyes: 'heart', mouth: 'bigsmile', blush: true, noShadow: true }));
      return s;
    },
  },
  {
    file: 'images/awake-at-3am-brain.jpg',
    title: 'Awake At 3 AM',
    description:
      'A wide-eyed face peeks over the blanket in a dark bedroom lit by the moon, with a thought bubble rising toward the ceiling, for the brain that will not let you sleep.',
    keywords: ['3am', 'insomnia', 'overthinking', 'night', 'cannot sleep'],
    origin:
      'Jokes about the brain bringing up embarrassing memories at 3 am have circulated for over a decade, usually as a comic of someone lying awake in bed. ' +
      COMPOSED,
    useCases: ['Overthinking at night', 'Remembering something embarrassing', 'Late-night ideas', 'Insomnia'],
    seoKeywords: ['3am meme template', 'cant sleep meme', 'brain at night meme', 'insomnia meme template'],
    levels: [1, 2, 3],
    render(ctx) {
      const s = scene(800, 600);
      s.add(rect(0, 0, 800, 600, '#1b1f3b'));
      s.add(
        `<rect x="520" y="60" width="220" height="180" fill="#0b0f2a" stroke="#3b4068" stroke-width="12"/><line x1="630" y1="60" x2="630" y2="240" stroke="#3b4068" stroke-width="8"/>`,
      );
      s.add(
        stars(220, 180, 25, 2, '#fff', 1.5).replace(
          /<circle cx="([\d.]+)" cy="([\d.]+)"/g,
          (m, x, y) => `<circle cx="${f(520 + Number(x))}" cy="${f(60 + Number(y))}"`,
        ),
      );
      const moon = clip(ctx, 'geography/astronomy/moon-full.svg');
      s.add(place(moon, { cx: 580, cy: 120, w: 70 }).svg);
      s.add(`<path d="M520,240 L740,240 L800,600 L380,600 Z" fill="#c5cae9" opacity="0.08"/>`);
      s.add(
        `<rect x="60" y="330" width="620" height="200" rx="30" fill="#5c6bc0"/><rect x="60" y="300" width="170" height="90" rx="30" fill="#e8eaf6"/>`,
      );
      s.add(
        face(ctx, 300, 330, 85, { eyes: 'wide', brows: 'worried', mouth: 'flat', look: [0.6, -0.8], noShadow: true }),
      );
      s.add(
        `<path d="M180,360 Q400,320 690,360 L690,520 L180,520 Z" fill="#3f51b5"/><path d="M180,360 Q400,320 690,360" fill="none" stroke="#7986cb" stroke-width="6"/>`,
      );
      s.add(`<rect x="40" y="500" width="680" height="100" fill="#283593"/>`);
      const cloud = clip(ctx, 'signs_and_symbols/thought_cloud_jon_philli_01.svg');
      s.add(place(cloud, { cx: 330, cy: 140, w: 300, flip: true }).svg);
      s.add(face(ctx, 345, 120, 45, { eyes: 'tight', mouth: 'scream', skin: 'red', noShadow: true }));
      return s;
    },
  },
  {
    file: 'images/the-plan-four-panels.jpg',
    title: 'The Plan Four Panels',
    description:
      'Four panels of a stick figure presenting a plan on an easel board (idea, gears, rocket) until the last board is on fire and the presenter recoils.',
    keywords: ['plan', 'presentation', 'four panel', 'backfire', 'steps'],
    origin:
      'The four-step plan format became popular around 2017 from an animated film scene where a villain presents a plan whose final step reveals the flaw. ' +
      COMPOSED,
    useCases: ['Plans with a fatal flaw', 'Step-by-step failures', 'Business ideas', 'New Year resolutions'],
    seoKeywords: ['gru plan meme template', 'four panel plan meme', 'presentation meme template', 'plan backfire meme'],
    levels: [1, 2, 3],
    render(ctx) {
      const s = scene(800, 800);
      const icons = [
        'electronics/bulb/lightbulb_lit_benji_park_.svg',
        'tools/ruota_dentata_2_architet_01.svg',
        'transportation/vehicles/rocket.svg',
        null,
      ];
      const pointer = clip(ctx, 'people/stickmen/blueman_203_01.svg');
      const shocked = clip(ctx, 'people/stickmen/blueman_209_01.svg');
      icons.forEach((rel, i) => {
        const x = (i % 2) * 400;
        const y = Math.floor(i / 2) * 400;
        let c =
          rect(x, y, 400, 400, i === 3 ? '#ffe3e3' : '#e7f5ff') +
          `<rect x="${x}" y="${y + 330}" width="400" height="70" fill="${i === 3 ? '#ffc9c9' : '#d0ebff'}"/>`;
        c += `<line x1="${x + 60}" y1="${y + 370}" x2="${x + 120}" y2="${y + 60}" stroke="#8b5a2b" stroke-width="10"/><line x1="${x + 240}" y1="${y + 370}" x2="${x + 180}" y2="${y + 60}" stroke="#8b5a2b" stroke-width="10"/>`;
        c += `<rect x="${x + 40}" y="${y + 50}" width="220" height="200" rx="8" fill="#fff" stroke="#495057" stroke-width="6"/>`;
        if (rel) c += place(clip(ctx, rel), { x: x + 65, y: y + 70, w: 170, h: 160 }).svg;
        else c += flames(x + 60, y + 240, 180, 170, 7, 4) + smoke(x + 50, y + 40, 200, 80, 3, '#555', 0.4);
        c += place(i === 3 ? shocked : pointer, {
          cx: x + (i === 3 ? 305 : 320),
          bottom: y + 385,
          h: 260,
          flip: i === 3,
        }).svg;
        const p = panel(ctx, x, y, 400, 400, c, { borderWidth: 6 });
        s.add(p);
      });
      return s;
    },
  },
  {
    file: 'images/rich-flex-gold-chain.jpg',
    title: 'Rich Flex Gold Chain',
    description:
      'A face in dark shades and a gold chain grins under a rain of banknotes on a purple-and-gold burst, for flexing even the smallest win.',
    keywords: ['rich', 'flex', 'money', 'bling', 'ballin'],
    origin:
      'Money-rain and gold-chain edits have been used to exaggerate wealth since the early days of image macros, and they remain a favourite way to celebrate tiny victories. ' +
      COMPOSED,
    useCases: ['Payday', 'Finding money in an old jacket', 'Winning a small bet', 'Flexing a cheap purchase'],
    seoKeywords: ['rich meme template', 'money rain meme', 'flex meme template', 'gold chain meme'],
    levels: [2, 3, 4],
    render(ctx) {
      const s = scene(800, 800);
      s.add(sunburst(800, 800, 400, 430, 20, '#5f3dc4', '#7950f2'));
      s.add(`<circle cx="400" cy="430" r="300" fill="#ffd43b" opacity="0.35" filter="url(#bigglow)"/>`);
      const r = rng(77);
      for (let i = 0; i < 14; i++) s.add(bill(60 + r() * 680, 40 + r() * 720, 100 + r() * 30, (r() - 0.5) * 90));
      s.add(face(ctx, 400, 400, 230, { eyes: 'normal', mouth: 'grin', shades: true }));
      const chain = clip(ctx, 'signs_and_symbols/money/gold_chain_curved_as_a__01.svg');
      s.add(`<g filter="url(#softshadow)">${place(chain, { cx: 400, cy: 660, w: 420 }).svg}</g>`);
      s.add(
        `<circle cx="400" cy="700" r="46" fill="#ffd43b" stroke="#b8860b" stroke-width="6"/><circle cx="400" cy="700" r="28" fill="none" stroke="#b8860b" stroke-width="4"/>`,
      );
      s.add(sparkle(600, 200, 30, '#fff'), sparkle(200, 230, 24, '#fff'), sparkle(640, 560, 20, '#fff'));
      return s;
    },
  },
  {
    file: 'images/dumpster-fire-alley.jpg',
    title: 'Dumpster Fire',
    description:
      'An overflowing office bin blazes in a dark brick alley, smoke rising into the night, for any situation that is a complete disaster.',
    keywords: ['dumpster fire', 'disaster', 'chaos', 'mess', 'fail'],
    origin:
      '"Dumpster fire" became popular slang for a chaotic, hopeless mess in the 2010s and was even named a word of the year in 2016. Pictures of a burning bin illustrate it literally. ' +
      COMPOSED,
    useCases: ['Describing a failed project', 'Chaotic weeks', 'Bad group projects', 'Messy news cycles'],
    seoKeywords: ['dumpster fire meme template', 'trash fire meme', 'disaster meme', 'everything is a mess meme'],
    levels: [2, 3, 4],
    render(ctx) {
      const s = scene(800, 600);
      s.add(rect(0, 0, 800, 600, '#3b1d14'));
      let bricks = '';
      for (let y = 0; y < 470; y += 34)
        for (let x = (y / 34) % 2 ? -40 : 0; x < 800; x += 80)
          bricks += `<rect x="${x + 2}" y="${y + 2}" width="76" height="30" fill="#6b2f22" stroke="#2a120c" stroke-width="3"/>`;
      s.add(bricks);
      s.add(`<rect x="0" y="470" width="800" height="130" fill="#2b2b2b"/>`);
      const lg = ctx.id('fireglow');
      s.def(
        radial(lg, [
          [0, '#ff9a3c', 0.7],
          [1, '#ff9a3c', 0],
        ]),
      );
      s.add(`<ellipse cx="400" cy="330" rx="380" ry="300" fill="url(#${lg})"/>`);
      s.add(smoke(220, -40, 360, 200, 8, '#111', 0.7));
      const bin = clip(ctx, 'office/cestino_pieno_architetto_01.svg');
      const bp = place(bin, { cx: 400, bottom: 540, h: 300 });
      s.add(
        groundShadow(400, 540, 160, 14),
        flames(260, 330, 280, 260, 17, 5),
        bp.svg,
        flames(300, 300, 200, 140, 9, 4),
      );
      s.add(vignette(ctx, 800, 600, 0.5));
      return s;
    },
  },
  {
    file: 'images/brainrot-chaos-collage.jpg',
    title: 'Brainrot Chaos Collage',
    description:
      'A deep-fried collage of a screaming face, lightning, flames, a frog, lasers and sparkles crammed into one frame, for pure unfiltered brainrot.',
    keywords: ['brainrot', 'chaos', 'deep fried', 'cursed', 'random'],
    origin:
      'Chaotic, over-saturated collages grew out of deep-fried and surreal meme culture in the late 2010s and became the visual language of "brainrot" humour in the 2020s. ' +
      COMPOSED,
    useCases: ['Describing your brain at 2 am', 'Group chat chaos', 'Sensory overload', 'Absurdist humour'],
    seoKeywords: ['brainrot meme template', 'chaotic meme template', 'deep fried collage meme', 'cursed collage meme'],
    levels: [4, 5],
    post: [
      '-modulate',
      '110,220,100',
      '-sigmoidal-contrast',
      '4x50%',
      '-unsharp',
      '0x2+2+0',
      '-seed',
      '7',
      '-attenuate',
      '0.4',
      '+noise',
      'Gaussian',
      '-quality',
      '25',
    ],
    render(ctx) {
      const s = scene(800, 800);
      s.add(sunburst(800, 800, 400, 400, 24, '#ff006e', '#ffbe0b', 0.2));
      s.add(`<g opacity="0.8">${burst(400, 400, 380, 16, '#8338ec', 'none', 3, 0.7)}</g>`);
      const frog = clip(ctx, 'animals/rana01_architetto_france_01.svg');
      s.add(place(frog, { cx: 620, cy: 610, w: 300, rotate: 20 }).svg);
      s.add(flames(0, 800, 800, 200, 3, 9));
      s.add(bolt(130, 170, 220, '#3a86ff'), bolt(690, 150, 200, '#fffb00'));
      s.add(face(ctx, 370, 380, 190, { eyes: 'wide', brows: 'raised', mouth: 'scream', tilt: -12 }));
      for (const [x, y] of [
        [302, 332],
        [439, 318],
      ])
        s.add(
          `<circle cx="${x}" cy="${y}" r="36" fill="#ff0000" opacity="0.6" filter="url(#glow)"/>`,
          sparkle(x, y, 80, '#fff'),
        );
      const r = rng(66);
      for (let i = 0; i < 10; i++)
        s.add(heart(60 + r() * 680, 60 + r() * 680, 40 + r() * 30, ['#06d6a0', '#ffd166', '#ef476f'][i % 3]));
      return s;
    },
  },
];
