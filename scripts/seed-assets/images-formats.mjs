// Image templates for well-known multi-element meme formats, composed from clip art and our drawings.
import { clip, f, place } from './lib/assets.mjs';
import {
  FONT,
  bgGradient,
  bgRadial,
  face,
  flames,
  groundShadow,
  hand,
  label,
  linear,
  nebula,
  outdoors,
  panel,
  rect,
  rng,
  room,
  smoke,
  sparkle,
  speedLines,
  stars,
  sunburst,
  tint,
  torso,
  tree,
  vignette,
} from './lib/draw.mjs';
import { scene } from './lib/scene.mjs';

const COMPOSED =
  'This version is an original composition made for MemeForge from public-domain clip art and our own drawing.';
const ORIGINAL = 'This version is an original drawing made for MemeForge and dedicated to the public domain (CC0).';

const HEAD = 'people/head4.svg';
const BRAIN = 'people/bodypart/brain_jon_phillips_02.svg';

/** Brain drawing: pink blob behind the line-art brain, tinted. */
function brain(ctx, cx, cy, w, fill, lineColor, glow = false) {
  const b = clip(ctx, BRAIN);
  const t = tint(ctx, lineColor);
  const h = w / b.aspect;
  let s = `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(w * 0.48)}" ry="${f(h * 0.46)}" fill="${fill}" ${glow ? 'filter="url(#bigglow)"' : ''}/>`;
  s += place(b, { cx, cy, w, filter: t.id }).svg;
  return { defs: t.defs, svg: s };
}

/** Zig-zag chart arrow through points, with an arrow head at the end. */
function chartArrow(points, color, width) {
  const d = points.map(([x, y], i) => `${i ? 'L' : 'M'}${f(x)},${f(y)}`).join(' ');
  const [x1, y1] = points[points.length - 2];
  const [x2, y2] = points[points.length - 1];
  const a = Math.atan2(y2 - y1, x2 - x1);
  const L = width * 2.6;
  const head = [
    [x2 + Math.cos(a) * L * 0.6, y2 + Math.sin(a) * L * 0.6],
    [x2 + Math.cos(a + 2.3) * L, y2 + Math.sin(a + 2.3) * L],
    [x2 + Math.cos(a - 2.3) * L, y2 + Math.sin(a - 2.3) * L],
  ];
  return (
    `<path d="${d}" fill="none" stroke="#00000055" stroke-width="${width}" stroke-linejoin="round" stroke-linecap="round" transform="translate(5 7)"/>` +
    `<path d="${d}" fill="none" stroke="${color}" stroke-width="${width}" stroke-linejoin="round" stroke-linecap="round"/>` +
    `<polygon points="${head.map(([x, y]) => `${f(x)},${f(y)}`).join(' ')}" fill="${color}"/>`
  );
}

function chartGrid(w, h, color, step = 50) {
  let s = '';
  for (let x = 0; x <= w; x += step)
    s += `<line x1="${x}" y1="0" x2="${x}" y2="${h}" stroke="${color}" stroke-width="1.5"/>`;
  for (let y = 0; y <= h; y += step)
    s += `<line x1="0" y1="${y}" x2="${w}" y2="${y}" stroke="${color}" stroke-width="1.5"/>`;
  return s;
}

/** A small seated/standing cartoon person made of one of our faces on a torso. */
function person(ctx, cx, headY, r, faceOpts, shirt, o = {}) {
  const body = torso(cx, headY + r * 0.85, r * 2.1, r * (o.bodyH ?? 1.9), shirt, { collar: o.collar, tie: o.tie });
  const fc = face(ctx, cx, headY, r, { noShadow: true, ...faceOpts });
  return { defs: fc.defs, svg: body + (o.hair ? o.hair(cx, headY, r) : '') + fc.svg };
}

export const FORMAT_TEMPLATES = [
  {
    file: 'images/expanding-brain-four-stages.jpg',
    title: 'Expanding Brain Four Stages',
    description:
      'Four stacked panels of the same head whose brain grows from a dim grey lump to a blazing cosmic light, for ranking ideas from basic to "enlightened".',
    keywords: ['expanding brain', 'galaxy brain', 'four panel', 'levels', 'enlightenment'],
    origin:
      'The expanding-brain format appeared around 2017: a vertical series of panels pairs ever "smarter" ideas with an ever more radiant brain, usually to mock the last idea as absurdly overthought. ' +
      COMPOSED,
    useCases: [
      'Ranking ideas from normal to absurd',
      'Escalating hot takes',
      'Overthinking a simple task',
      'Ironic enlightenment',
    ],
    seoKeywords: ['expanding brain meme template', 'galaxy brain meme', 'brain levels meme', 'four panel brain meme'],
    levels: [2, 3, 4],
    render(ctx) {
      const s = scene(720, 960);
      const head = clip(ctx, HEAD);
      const stages = [
        { bg: ['#868e96', '#495057'], brain: ['#adb5bd', '#495057'], bw: 80, rays: 0 },
        { bg: ['#74c0fc', '#1971c2'], brain: ['#ffc9de', '#c2255c'], bw: 115, rays: 0 },
        { bg: ['#9775fa', '#3b1f8f'], brain: ['#a5f3fc', '#0b7285'], bw: 125, rays: 14, glow: true },
        { bg: ['#fff3bf', '#f76707'], brain: ['#ffffff', '#fab005'], bw: 135, rays: 22, glow: true, white: true },
      ];
      stages.forEach((st, i) => {
        const y = i * 240;
        const g = ctx.id('eb');
        let inner = linear(g, [
          [0, st.bg[0]],
          [1, st.bg[1]],
        ]);
        s.def(inner);
        let c = rect(0, y, 720, 240, `url(#${g})`);
        if (st.rays) {
          c += `<g opacity="${st.white ? 0.55 : 0.35}">${sunburst(
            720,
            240,
            335,
            95,
            st.rays,
            '#ffffff00',
            st.white ? '#ffffff' : '#e5dbff',
          )
            .replace(/<rect[^>]*\/>/, '')
            .replace(/<path/g, `<path transform="translate(0 ${y})"`)}</g>`;
        }
        if (i === 3) c += `<g transform="translate(0 ${y})">${stars(720, 240, 40, 9, '#fff', 3)}</g>`;
        const hp = place(head, {
          cx: 360,
          bottom: y + 240,
          h: 228,
          flip: true,
          filter: st.white ? 'warm' : undefined,
          opacity: st.white ? 0.95 : 1,
        });
        c += hp.svg;
        if (st.white)
          c += `<ellipse cx="${f(hp.cx + 10)}" cy="${f(y + 95)}" rx="120" ry="85" fill="#fff" opacity="0.55" filter="url(#bigglow)"/>`;
        const b = brain(ctx, hp.cx - 12, y + 72, st.bw * 0.92, st.brain[0], st.brain[1], st.glow);
        c += b.svg;
        if (st.white) {
          for (let k = 0; k < 6; k++) c += sparkle(80 + k * 120, y + 40 + (k % 2) * 150, 18, '#fff', 0.9);
        }
        const p = panel(ctx, 0, y, 720, 240, c, { borderWidth: 6 });
        s.add({ defs: b.defs + p.defs, svg: p.svg });
      });
      return s;
    },
  },
  {
    file: 'images/galaxy-brain-cosmic.jpg',
    title: 'Galaxy Brain Cosmic',
    description:
      'A dark head silhouette in deep space with a brain shining like a star, for ideas so big they left the solar system.',
    keywords: ['galaxy brain', 'genius', 'big brain', 'cosmic', 'overthinking'],
    origin:
      'Galaxy brain grew out of the expanding-brain format around 2017, when the final glowing-cosmos panel became a reaction of its own for "genius" takes that are really absurd. ' +
      COMPOSED,
    useCases: [
      'Sarcastic praise for a wild idea',
      '3 am revelations',
      'Overcomplicated solutions',
      'Conspiracy-level reasoning',
    ],
    seoKeywords: ['galaxy brain meme template', 'big brain meme', 'cosmic brain meme', 'genius brain meme'],
    levels: [2, 3, 4, 5],
    render(ctx) {
      const s = scene(800, 800);
      s.add(bgRadial(ctx, 800, 800, '#2c1a5e', '#05030f', 0.55, 0.35, 0.8));
      s.add(nebula(ctx, 800, 800, ['#7b2ff7', '#f107a3', '#00c2ff', '#3a0ca3'], 41, 8));
      s.add(stars(800, 800, 220, 13, '#fff', 2.4));
      const head = clip(ctx, HEAD);
      s.add(
        `<g opacity="0.5">${sunburst(800, 800, 430, 260, 26, '#ffffff00', '#b197fc').replace(/<rect[^>]*\/>/, '')}</g>`,
      );
      const hp = place(head, { cx: 400, bottom: 800, h: 620, flip: true, filter: 'silhouette' });
      s.add(hp.svg);
      s.add(
        `<ellipse cx="${f(hp.cx + 30)}" cy="310" rx="190" ry="140" fill="#e0c3fc" opacity="0.5" filter="url(#bigglow)"/>`,
      );
      s.add(brain(ctx, hp.cx + 30, 300, 310, '#f8f0ff', '#7048e8', true));
      for (const [x, y, z] of [
        [150, 150, 26],
        [680, 120, 20],
        [640, 520, 16],
        [120, 600, 14],
        [520, 60, 12],
      ])
        s.add(sparkle(x, y, z, '#fff', 0.95));
      return s;
    },
  },
  {
    file: 'images/distracted-by-something-new.jpg',
    title: 'Distracted By Something New',
    description:
      'A dog on a leash strains toward a glowing slice of pizza while its forgotten tennis ball lies behind it, the picture of being distracted by something new.',
    keywords: ['distracted', 'temptation', 'new thing', 'priorities', 'dog'],
    origin:
      'The "distracted by something new" idea was popularised by a stock photo that became a meme in 2017, in which someone turns away from what they have to stare at something shinier. This dog-and-pizza scene keeps the three roles: you, the new temptation and the thing you abandon. ' +
      COMPOSED,
    useCases: ['New hobby vs old hobby', 'Procrastination', 'Shiny new tech', 'Ignoring responsibilities'],
    seoKeywords: ['distracted meme template', 'distracted dog meme', 'temptation meme', 'something new meme'],
    levels: [1, 2, 3],
    render(ctx) {
      const s = scene(800, 600);
      const bg = outdoors(ctx, 800, 600, { horizon: 360, seed: 4, clouds: 3, sunX: 120 });
      s.add(bg);
      s.add(tree(700, 390, 200, 3), tree(80, 380, 170, 8, '#2f8a3e'));
      s.add(`<path d="M0,520 Q400,470 800,500 L800,600 L0,600 Z" fill="#d9c08c"/>`);
      const dog = clip(ctx, 'animals/mammals/dog_on_leash_gerald_g._01.svg');
      const dp = place(dog, { x: -40, bottom: 560, w: 520 });
      s.add(groundShadow(dp.cx + 40, 560, 170, 14), dp.svg);
      s.add(`<circle cx="640" cy="260" r="120" fill="#fff7b0" opacity="0.7" filter="url(#bigglow)"/>`);
      const pizza = clip(ctx, 'food/pizza_slice_fco._andrade_01.svg');
      s.add(place(pizza, { cx: 640, cy: 260, w: 190, rotate: -15 }).svg);
      for (const [x, y, z] of [
        [540, 170, 22],
        [745, 200, 18],
        [720, 360, 16],
        [560, 360, 12],
      ])
        s.add(sparkle(x, y, z, '#fff', 1));
      s.add(
        `<g filter="url(#softshadow)"><circle cx="95" cy="540" r="34" fill="#d4f542" stroke="#8aa11b" stroke-width="3"/><path d="M68,520 Q95,545 80,572 M122,518 Q100,540 118,570" fill="none" stroke="#fff" stroke-width="5"/></g>`,
      );
      return s;
    },
  },
  {
    file: 'images/is-this-a-pointing.jpg',
    title: 'Is This A Pointing Stick Figure',
    description:
      'A blue stick figure points at a glowing butterfly in wonder, ready for you to label the butterfly as something it obviously is not.',
    keywords: ['is this a', 'pointing', 'misidentify', 'butterfly', 'confused'],
    origin:
      'The "Is this a…?" format comes from a 1990s anime screenshot that became a meme in 2018: a character points at a butterfly and confidently names it wrongly. This stick-figure version keeps the pose and the butterfly. ' +
      COMPOSED,
    useCases: [
      'Misidentifying things on purpose',
      'Beginners confusing concepts',
      'Calling everything a "feature"',
      'Overconfident guesses',
    ],
    seoKeywords: [
      'is this a pigeon meme template',
      'pointing at butterfly meme',
      'is this a meme',
      'butterfly meme template',
    ],
    levels: [1, 2, 3],
    render(ctx) {
      const s = scene(800, 600);
      const rm = room(ctx, 800, 600, {
        floorY: 470,
        wall: '#e3f2fd',
        wall2: '#bbdefb',
        floor: '#b08968',
        floor2: '#7f5539',
        window: [70, 80, 220, 170],
        windowSky: [
          [0, '#ffd6a5'],
          [1, '#ffadad'],
        ],
      });
      s.add(rm);
      const man = clip(ctx, 'people/stickmen/blueman_203_01.svg');
      const mp = place(man, { cx: 560, bottom: 545, h: 400 });
      s.add(groundShadow(mp.cx, 545, 110, 12), mp.svg);
      s.add(`<circle cx="290" cy="230" r="90" fill="#fff" opacity="0.8" filter="url(#bigglow)"/>`);
      const bf = clip(ctx, 'animals/bugs/farfalla_butterfly_fra1.svg');
      s.add(place(bf, { cx: 290, cy: 230, w: 150, rotate: -12 }).svg);
      for (const [x, y, z] of [
        [200, 160, 16],
        [380, 170, 14],
        [360, 320, 12],
        [215, 310, 10],
      ])
        s.add(sparkle(x, y, z, '#fffbe6', 1));
      return s;
    },
  },
  {
    file: 'images/this-is-fine-calm-chaos.jpg',
    title: 'Calm In The Chaos Room On Fire',
    description:
      'A frog sits with its coffee, perfectly calm, while flames climb the walls and smoke fills the room, for pretending everything is under control.',
    keywords: ['this is fine', 'fire', 'denial', 'calm', 'chaos'],
    origin:
      "The calm-in-chaos format is best known from a 2013 webcomic in which a character sips coffee in a burning room and insists everything is fine. It became the internet's shorthand for denial during disasters; here a frog keeps its cool instead. " +
      COMPOSED,
    useCases: [
      'Pretending a project is on track',
      'Ignoring obvious problems',
      'Monday morning inbox',
      'Staying calm in a crisis',
    ],
    seoKeywords: ['this is fine meme template', 'room on fire meme', 'everything is fine meme', 'calm in chaos meme'],
    levels: [1, 2, 3, 4],
    render(ctx) {
      const s = scene(800, 600);
      const rm = room(ctx, 800, 600, {
        floorY: 455,
        wall: '#f7d9a8',
        wall2: '#e9b46c',
        floor: '#8b5e3c',
        floor2: '#5e3b22',
        window: [530, 90, 170, 130],
        windowSky: [
          [0, '#ff6b00'],
          [1, '#ffd43b'],
        ],
      });
      s.add(rm);
      s.add(`<rect x="0" y="0" width="800" height="600" fill="#ff7a00" opacity="0.12"/>`);
      s.add(smoke(-40, -60, 880, 200, 21, '#3a3030', 0.55));
      s.add(flames(-20, 460, 330, 300, 3, 5), flames(560, 460, 270, 330, 8, 4));
      s.add(flames(380, 460, 150, 130, 12, 3));
      const tbl = clip(ctx, 'buildings/furniture/tavolo_in_legno_architet_01.svg');
      const tp = place(tbl, { cx: 560, bottom: 560, w: 250 });
      s.add(groundShadow(tp.cx, 560, 130, 12), tp.svg);
      const mug = clip(ctx, 'food/beverages/coffee_ganson.svg');
      s.add(place(mug, { cx: 520, bottom: tp.y + 22, w: 70 }).svg);
      const frog = clip(ctx, 'animals/rana03_architetto_france_01.svg');
      const fp = place(frog, { cx: 300, bottom: 575, h: 300 });
      s.add(groundShadow(fp.cx, 570, 140, 14), fp.svg);
      s.add(vignette(ctx, 800, 600, 0.35, '#3a0a00'));
      return s;
    },
  },
  {
    file: 'images/two-buttons-dilemma.jpg',
    title: 'Two Buttons Dilemma',
    description:
      'Two big red buttons on a control panel with a hesitant finger above them, and below, a sweating face that cannot decide which one to press.',
    keywords: ['two buttons', 'dilemma', 'choice', 'sweating', 'decision'],
    origin:
      'The two-buttons dilemma comes from a 2014 webcomic panel of a sweating man torn between two buttons, and it became a widespread meme format around 2017 for impossible or contradictory choices. ' +
      COMPOSED,
    useCases: ['Impossible choices', 'Contradictory wishes', 'Diet vs dessert', 'Sleep vs one more episode'],
    seoKeywords: [
      'two buttons meme template',
      'daily struggle meme',
      'button dilemma meme',
      'sweating over choice meme',
    ],
    levels: [1, 2, 3],
    render(ctx) {
      const s = scene(720, 960);
      const top = bgGradient(ctx, 720, 520, '#dee2e6', '#868e96');
      s.add(top);
      s.add(
        `<rect x="40" y="210" width="640" height="250" rx="26" fill="#495057" stroke="#212529" stroke-width="6"/><rect x="58" y="226" width="604" height="218" rx="18" fill="#6c757d"/>`,
      );
      for (const [x, y] of [
        [75, 245],
        [645, 245],
        [75, 425],
        [645, 425],
      ])
        s.add(`<circle cx="${x}" cy="${y}" r="9" fill="#ced4da" stroke="#343a40" stroke-width="3"/>`);
      const btn = clip(ctx, 'shapes/button-red_benji_park_01.svg');
      s.add(
        `<ellipse cx="210" cy="345" rx="110" ry="100" fill="#212529"/><ellipse cx="510" cy="345" rx="110" ry="100" fill="#212529"/>`,
      );
      s.add(place(btn, { cx: 210, cy: 340, w: 190 }).svg, place(btn, { cx: 510, cy: 340, w: 190 }).svg);
      s.add(hand(360, 170, 150, { rotate: 180, skin: '#ffcc33' }));
      const bot = bgGradient(ctx, 720, 440, '#ffe8cc', '#ffa94d');
      s.add({ defs: bot.defs }, `<g transform="translate(0 520)">${bot.svg}</g>`);
      s.add(
        speedLines(720, 440, 360, 240, 40, '#fff', 170, 5, 10).replace(
          /<path/g,
          '<path opacity="0.25" transform="translate(0 520)"',
        ),
      );
      s.add(
        face(ctx, 360, 750, 175, { eyes: 'wide', brows: 'worried', mouth: 'grimace', sweat: true, look: [0, -0.9] }),
      );
      const r = rng(12);
      for (let i = 0; i < 5; i++) {
        const x = 150 + r() * 420;
        const y = 580 + r() * 60;
        s.add(
          `<path d="M${f(x)},${f(y - 20)} Q${f(x + 14)},${f(y + 4)} ${f(x)},${f(y + 12)} Q${f(x - 14)},${f(y + 4)} ${f(x)},${f(y - 20)} Z" fill="#a8dcff" stroke="#2f86d6" stroke-width="3"/>`,
        );
      }
      s.add(rect(0, 517, 720, 6, '#222'));
      return s;
    },
  },
  {
    file: 'images/prove-me-wrong-table-sign.jpg',
    title: 'Prove Me Wrong Table Sign',
    description:
      'A confident character sits behind a folding table on a sunny lawn with a mug and a sign reading PROVE ME WRONG, inviting debate on any hot take.',
    keywords: ['prove me wrong', 'hot take', 'debate', 'opinion', 'sign'],
    origin:
      'The "change my mind" table format comes from a 2018 photo of a commentator sitting at a campus table with a sign inviting debate. It became a template for stating any strong opinion; this scene uses its own sign wording. ' +
      COMPOSED,
    useCases: ['Stating a hot take', 'Unpopular opinions', 'Defending a food preference', 'Starting a friendly debate'],
    seoKeywords: ['change my mind meme template', 'prove me wrong meme', 'hot take meme template', 'debate table meme'],
    levels: [1, 2, 3],
    render(ctx) {
      const s = scene(800, 600);
      s.add(outdoors(ctx, 800, 600, { horizon: 330, seed: 9, sunX: 700 }));
      s.add(tree(90, 350, 230, 2), tree(690, 340, 200, 6, '#2f8a3e'), tree(770, 360, 150, 11));
      const p = person(ctx, 400, 250, 95, { eyes: 'smug', brows: 'oneup', mouth: 'smirk', look: [0.3, 0] }, '#3b5bdb', {
        collar: '#fff',
        bodyH: 2.2,
      });
      s.add(p);
      s.add(
        `<rect x="170" y="400" width="460" height="26" rx="6" fill="#c9a36b" stroke="#6b4f2a" stroke-width="4"/><rect x="190" y="426" width="16" height="150" fill="#6b4f2a"/><rect x="594" y="426" width="16" height="150" fill="#6b4f2a"/>`,
      );
      const mug = clip(ctx, 'food/beverages/coffee_ganson.svg');
      s.add(place(mug, { cx: 545, bottom: 404, w: 64 }).svg);
      s.add(
        `<g transform="rotate(-2 400 485)" filter="url(#softshadow)"><rect x="250" y="428" width="300" height="118" fill="#fffdf5" stroke="#555" stroke-width="3"/>` +
          `<rect x="240" y="424" width="40" height="16" fill="#e9ecef" opacity="0.85" transform="rotate(-20 260 432)"/><rect x="520" y="424" width="40" height="16" fill="#e9ecef" opacity="0.85" transform="rotate(20 540 432)"/>` +
          `<text x="400" y="478" font-family="${FONT}" font-size="34" font-weight="bold" text-anchor="middle" fill="#1c1c1c">PROVE ME</text>` +
          `<text x="400" y="522" font-family="${FONT}" font-size="34" font-weight="bold" text-anchor="middle" fill="#1c1c1c">WRONG</text></g>`,
      );
      return s;
    },
  },
  {
    file: 'images/boss-employee-office.jpg',
    title: 'Boss And Employee Office',
    description:
      'An angry boss in a tie points at a sweating employee hiding behind a laptop and a stack of papers, for every workplace standoff.',
    keywords: ['boss', 'employee', 'office', 'work', 'deadline'],
    origin:
      'Boss-versus-employee scenes have been a meme staple since office comic strips moved online, and countless templates show a furious manager and a worker caught red-handed. The setup fits any deadline, meeting or excuse. ' +
      COMPOSED,
    useCases: ['Missed deadlines', 'Explaining a late report', 'Reply-all disasters', 'Working from home excuses'],
    seoKeywords: ['boss meme template', 'office meme template', 'boss and employee meme', 'work meme template'],
    levels: [1, 2, 3],
    render(ctx) {
      const s = scene(800, 600);
      s.add(
        room(ctx, 800, 600, {
          floorY: 430,
          wall: '#e9ecef',
          wall2: '#ced4da',
          floor: '#868e96',
          floor2: '#495057',
          window: [520, 60, 220, 150],
          windowSky: [
            [0, '#a5d8ff'],
            [1, '#e7f5ff'],
          ],
        }),
      );
      s.add(
        `<circle cx="110" cy="100" r="50" fill="#fff" stroke="#343a40" stroke-width="7"/><line x1="110" y1="100" x2="110" y2="68" stroke="#343a40" stroke-width="6" stroke-linecap="round"/><line x1="110" y1="100" x2="134" y2="112" stroke="#343a40" stroke-width="5" stroke-linecap="round"/>`,
      );
      const boss = person(
        ctx,
        215,
        215,
        100,
        { eyes: 'angry', brows: 'angry', mouth: 'scream', skin: 'red', mouthScale: 0.9 },
        '#343a40',
        { collar: '#fff', tie: '#c92a2a', bodyH: 3.4 },
      );
      s.add(boss);
      s.add(hand(345, 330, 110, { rotate: 90, skin: '#f0443a', line: '#7a1010' }));
      const emp = person(
        ctx,
        530,
        318,
        78,
        { eyes: 'wide', brows: 'worried', mouth: 'grimace', sweat: true, look: [-0.8, 0] },
        '#4dabf7',
        { collar: '#fff', bodyH: 1.4 },
      );
      s.add(emp);
      s.add(
        `<rect x="400" y="440" width="390" height="24" fill="#8b5e3c" stroke="#5e3b22" stroke-width="3"/><rect x="420" y="464" width="350" height="136" fill="#a47148"/>`,
      );
      const lap = clip(ctx, 'computer/etiquette_laptop_01.svg');
      s.add(place(lap, { cx: 655, bottom: 446, w: 150, flip: true }).svg);
      const papers = clip(ctx, 'office/papers_francesco_rolland_.svg');
      s.add(place(papers, { cx: 752, bottom: 446, w: 80 }).svg);
      return s;
    },
  },
  {
    file: 'images/expectation-vs-reality-pizza.jpg',
    title: 'Expectation vs Reality Pizza',
    description:
      'Side-by-side EXPECTATION and REALITY panels: a perfect sparkling pizza on a warm background versus one lonely grey slice on a paper plate.',
    keywords: ['expectation', 'reality', 'comparison', 'disappointment', 'food'],
    origin:
      'Expectation-versus-reality comparisons spread in the early 2010s, often contrasting advertised food with what actually arrived. The labelled split makes any letdown instantly readable. ' +
      COMPOSED,
    useCases: [
      'Online orders vs what arrived',
      'Plans vs what happened',
      'Recipes vs your attempt',
      'Holiday photos vs real life',
    ],
    seoKeywords: [
      'expectation vs reality meme template',
      'expectation reality meme',
      'food fail meme',
      'disappointment meme',
    ],
    levels: [1, 2, 3],
    render(ctx) {
      const s = scene(800, 600);
      s.add(bgRadial(ctx, 800, 600, '#fff4e6', '#ffa94d', 0.25, 0.55, 0.6));
      s.add(rect(400, 0, 400, 600, '#adb5bd'));
      s.add(`<circle cx="200" cy="340" r="175" fill="#c68b59" stroke="#8b5a2b" stroke-width="6"/>`);
      const pz = clip(ctx, 'food/pizza_pepperoni.svg');
      s.add(place(pz, { cx: 200, cy: 340, w: 320 }).svg);
      for (const [x, y, z] of [
        [70, 170, 22],
        [330, 190, 18],
        [345, 480, 14],
        [60, 470, 12],
      ])
        s.add(sparkle(x, y, z, '#fff', 1));
      s.add(
        `<ellipse cx="600" cy="380" rx="150" ry="60" fill="#f8f9fa" stroke="#ced4da" stroke-width="5"/><ellipse cx="600" cy="376" rx="110" ry="40" fill="#e9ecef"/>`,
      );
      const sl = clip(ctx, 'food/pizza_slice_fco._andrade_01.svg');
      s.def('<filter id="dull"><feColorMatrix type="saturate" values="0.35"/></filter>');
      s.add(place(sl, { cx: 600, cy: 345, w: 190, rotate: 75, filter: 'dull' }).svg);
      s.add(
        `<g opacity="0.7"><circle cx="690" cy="250" r="6" fill="#222"/><path d="M684,246 q-10,-12 -2,-16 M696,246 q10,-12 2,-16" stroke="#555" stroke-width="2" fill="none"/></g>`,
      );
      s.add(rect(397, 0, 6, 600, '#222'));
      s.add(label('EXPECTATION', 200, 70, 30), label('REALITY', 600, 70, 30));
      return s;
    },
  },
  {
    file: 'images/bus-window-optimist-pessimist.jpg',
    title: 'Bus Window Optimist and Pessimist',
    description:
      'Two passengers on a bus: one smiles at a sunny beach through the window, the other stares sadly at a dark rock wall through the window on the other side.',
    keywords: ['optimist', 'pessimist', 'two guys on a bus', 'perspective', 'comparison'],
    origin:
      'The two-guys-on-a-bus format spread in 2021: one passenger enjoys a beautiful view while the other faces a bare rock wall, contrasting two outlooks on the same trip. ' +
      COMPOSED,
    useCases: [
      'Optimists vs pessimists',
      'Two reactions to the same news',
      'Weekend vs weekday mood',
      'Introverts vs extroverts',
    ],
    seoKeywords: ['two guys on a bus meme template', 'bus window meme', 'optimist pessimist meme', 'bus meme template'],
    levels: [1, 2, 3],
    render(ctx) {
      const s = scene(960, 540);
      s.add(bgGradient(ctx, 960, 540, '#5c677d', '#33415c'));
      // windows
      const wl = panel(ctx, 40, 60, 380, 220, '', { border: false });
      const sky = ctx.id('sky');
      s.def(
        linear(sky, [
          [0, '#4dabf7'],
          [1, '#d0ebff'],
        ]),
      );
      const palm = clip(ctx, 'plants/island_palm_and_the_sun_01.svg');
      const beach =
        rect(40, 60, 380, 220, `url(#${sky})`) +
        `<rect x="40" y="190" width="380" height="50" fill="#1c7ed6"/><rect x="40" y="232" width="380" height="48" fill="#ffe066"/>` +
        place(palm, { cx: 300, bottom: 250, h: 170 }).svg +
        `<circle cx="110" cy="110" r="30" fill="#fff3bf" filter="url(#glow)"/>`;
      const wr = panel(ctx, 540, 60, 380, 220, '', { border: false });
      const r = rng(31);
      let rock = rect(540, 60, 380, 220, '#495057');
      for (let i = 0; i < 26; i++)
        rock += `<ellipse cx="${f(540 + r() * 380)}" cy="${f(60 + r() * 220)}" rx="${f(30 + r() * 40)}" ry="${f(20 + r() * 26)}" fill="${['#343a40', '#5c636a', '#3d434a'][i % 3]}" stroke="#212529" stroke-width="3"/>`;
      s.add({ defs: wl.defs + wr.defs });
      s.add(`<g clip-path="url(#${wl.defs.match(/id="([^"]+)"/)[1]})">${beach}</g>`);
      s.add(`<g clip-path="url(#${wr.defs.match(/id="([^"]+)"/)[1]})">${rock}</g>`);
      for (const x of [40, 540])
        s.add(
          `<rect x="${x}" y="60" width="380" height="220" rx="18" fill="none" stroke="#ced4da" stroke-width="14"/>`,
        );
      // seats
      s.add(`<rect x="0" y="470" width="960" height="70" fill="#212529"/>`);
      s.add(
        `<rect x="120" y="300" width="230" height="200" rx="30" fill="#364fc7"/><rect x="610" y="300" width="230" height="200" rx="30" fill="#364fc7"/>`,
      );
      s.add(
        person(ctx, 235, 350, 70, { eyes: 'happy', mouth: 'bigsmile', blush: true, tilt: -8 }, '#fab005', {
          bodyH: 1.4,
        }),
      );
      s.add(
        person(ctx, 725, 355, 70, { eyes: 'sad', brows: 'sad', mouth: 'frown', look: [0.3, 0.4], tilt: 6 }, '#868e96', {
          bodyH: 1.4,
        }),
      );
      s.add(
        `<rect x="105" y="430" width="260" height="80" rx="20" fill="#4263eb"/><rect x="595" y="430" width="260" height="80" rx="20" fill="#4263eb"/>`,
      );
      s.add(
        `<rect x="470" y="0" width="20" height="540" fill="#adb5bd"/><rect x="0" y="18" width="960" height="10" fill="#adb5bd"/>`,
      );
      return s;
    },
  },
  {
    file: 'images/yelling-vs-unbothered-cat.jpg',
    title: 'Yelling Face vs Unbothered Cat',
    description:
      'Two panels: a furious red face yelling and pointing, and a calm Siamese cat sitting at a dinner table behind a plate of salad, completely unbothered.',
    keywords: ['yelling', 'cat', 'argument', 'unbothered', 'two panel'],
    origin:
      'The yelling-at-a-cat format arrived in 2019 when a reality-TV screenshot of a shouting woman was paired with a photo of a confused cat at a dinner table. The format keeps two roles: someone furious, and someone who could not care less. ' +
      COMPOSED,
    useCases: [
      'Arguments with no effect',
      'Accusations vs excuses',
      'Parents vs teenagers',
      'Customers vs support bots',
    ],
    seoKeywords: [
      'woman yelling at cat meme template',
      'yelling at cat meme',
      'angry vs unbothered meme',
      'cat at table meme',
    ],
    levels: [1, 2, 3],
    render(ctx) {
      const s = scene(960, 540);
      s.add(bgRadial(ctx, 480, 540, '#ffc9c9', '#e03131', 0.5, 0.4, 0.8));
      s.add(speedLines(480, 540, 230, 250, 36, '#fff', 180, 8, 12).replace(/<path/g, '<path opacity="0.25"'));
      s.add(face(ctx, 220, 260, 170, { eyes: 'angry', brows: 'angry', mouth: 'scream', skin: 'red', mouthScale: 1.1 }));
      s.add(hand(400, 360, 140, { rotate: 70, skin: '#f0443a', line: '#7a1010' }));
      const right = room(ctx, 960, 540, { floorY: 540, wall: '#f1f3f5', wall2: '#dee2e6' });
      s.add({ defs: right.defs }, `<g clip-path="url(#halfR)">${right.svg}</g>`);
      s.def(`<clipPath id="halfR"><rect x="480" y="0" width="480" height="540"/></clipPath>`);
      s.add(
        `<rect x="560" y="80" width="140" height="180" fill="#fff" stroke="#adb5bd" stroke-width="8"/><rect x="575" y="95" width="110" height="150" fill="#b2f2bb"/>`,
      );
      const cat = clip(ctx, 'animals/mammals/housecats/gatto_cat_architetto_fra_04.svg');
      s.add(place(cat, { cx: 760, bottom: 430, h: 320 }).svg);
      s.add(
        `<rect x="480" y="410" width="480" height="130" fill="#c9a36b"/><rect x="480" y="405" width="480" height="14" fill="#a47148"/>`,
      );
      s.add(
        `<ellipse cx="720" cy="440" rx="120" ry="30" fill="#fff" stroke="#ced4da" stroke-width="4"/><ellipse cx="720" cy="436" rx="85" ry="18" fill="#f1f3f5"/>`,
      );
      const r = rng(4);
      for (let i = 0; i < 12; i++)
        s.add(
          `<ellipse cx="${f(660 + r() * 120)}" cy="${f(426 + r() * 16)}" rx="${f(14 + r() * 10)}" ry="${f(7 + r() * 5)}" fill="${['#69db7c', '#40c057', '#ff6b6b', '#ffd43b'][i % 4]}" transform="rotate(${f(r() * 60 - 30)} ${f(700)} ${f(430)})"/>`,
        );
      s.add(rect(477, 0, 6, 540, '#222'));
      return s;
    },
  },
  {
    file: 'images/running-from-problems-dino.jpg',
    title: 'Running From Problems',
    description:
      'A stick figure sprints across a grassy field with a roaring green dinosaur right behind it, for fleeing your responsibilities.',
    keywords: ['running away', 'chased', 'problems', 'panic', 'escape'],
    origin:
      "Running-away scenes have been a reaction staple for years, pairing a fleeing figure with whatever is chasing it: deadlines, bills or the consequences of one's actions. " +
      COMPOSED,
    useCases: [
      'Avoiding responsibilities',
      'Deadlines catching up',
      'Escaping awkward conversations',
      'Procrastination consequences',
    ],
    seoKeywords: [
      'running away meme template',
      'being chased meme',
      'running from problems meme',
      'escape meme template',
    ],
    levels: [1, 2, 3],
    render(ctx) {
      const s = scene(960, 540);
      s.add(outdoors(ctx, 960, 540, { horizon: 330, seed: 12, sunX: 820 }));
      s.add(tree(120, 350, 180, 4), tree(880, 345, 160, 7, '#2f8a3e'));
      const dino = clip(ctx, 'animals/dinosaurs/dinosauro_architetto_fra_02.svg');
      const dp = place(dino, { x: 20, bottom: 515, h: 420 });
      s.add(groundShadow(dp.cx, 512, 180, 16), dp.svg);
      const run = clip(ctx, 'people/stickmen/sm_008.svg');
      const rp = place(run, { cx: 720, bottom: 500, h: 250 });
      s.add(groundShadow(rp.cx, 500, 80, 10), rp.svg);
      for (let i = 0; i < 4; i++)
        s.add(
          `<line x1="${560 - i * 20}" y1="${330 + i * 40}" x2="${620 - i * 10}" y2="${330 + i * 40}" stroke="#fff" stroke-width="7" stroke-linecap="round" opacity="0.8"/>`,
        );
      s.add(smoke(560, 440, 140, 70, 6, '#d9c7a0', 0.7));
      return s;
    },
  },
  {
    file: 'images/awkward-monkey-look-away.jpg',
    title: 'Awkward Monkey Look Away',
    description:
      'Two panels of a cartoon monkey: first looking straight at you, then eyes sliding nervously to the side, for those moments you pretend you saw nothing.',
    keywords: ['awkward', 'look away', 'monkey', 'side eye', 'two panel'],
    origin:
      'The awkward look-away format became popular around 2019 through a two-frame puppet clip: a glance at the camera, then a nervous look to the side. The same two beats work with any awkward moment. ' +
      COMPOSED,
    useCases: [
      'Getting caught',
      'Pretending you did not hear',
      'Awkward silence in a meeting',
      'When the bill arrives',
    ],
    seoKeywords: [
      'monkey puppet meme template',
      'awkward look away meme',
      'monkey side eye meme',
      'awkward monkey meme',
    ],
    levels: [1, 2, 3],
    render(ctx) {
      const s = scene(960, 540);
      const m = clip(ctx, 'animals/mammals/monkey_head_nicu_buculei_01.svg');
      for (const i of [0, 1]) {
        const x = i * 480;
        const g = bgRadial(ctx, 960, 540, '#d8f5a2', '#74b816', i ? 0.75 : 0.25, 0.5, 0.55);
        s.def(g.defs);
        const mp = place(m, { cx: x + 240, cy: 285, h: 400 });
        // Cover the clip's own eyes with ours (eye centres measured on the trimmed drawing).
        let eyes = '';
        for (const [ex, ey] of [
          [0.345, 0.535],
          [0.61, 0.535],
        ]) {
          const cx = mp.x + ex * mp.w;
          const cy = mp.y + ey * mp.h;
          eyes += `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(mp.w * 0.085)}" ry="${f(mp.h * 0.1)}" fill="#fff" stroke="#111" stroke-width="4"/>`;
          const dx = i ? mp.w * 0.05 : 0;
          eyes += `<circle cx="${f(cx + dx)}" cy="${f(cy + (i ? -4 : 6))}" r="${f(mp.w * 0.038)}" fill="#111"/><circle cx="${f(cx + dx - 6)}" cy="${f(cy + (i ? -10 : 0))}" r="5" fill="#fff"/>`;
        }
        const p = panel(
          ctx,
          x,
          0,
          480,
          540,
          rect(x, 0, 480, 540, `url(#${g.defs.match(/id="([^"]+)"/)[1]})`) + mp.svg + eyes,
          { borderWidth: 6 },
        );
        s.add(p);
      }
      return s;
    },
  },
  {
    file: 'images/stonks-line-goes-up.jpg',
    title: 'Line Goes Up Stonks',
    description:
      'A cool face in shades and a suit stands in front of a glowing chart whose green arrow shoots up and to the right, next to a stack of gold coins.',
    keywords: ['stonks', 'line goes up', 'profit', 'success', 'finance'],
    origin:
      'The "stonks" meme appeared in 2017 as a deliberately misspelled joke about questionable financial genius: a suited figure in front of a rising chart. It is used ironically for any tiny or dubious win. ' +
      COMPOSED,
    useCases: ['Tiny financial wins', 'Questionable life hacks', 'Buying snacks on sale', 'Ironic success'],
    seoKeywords: ['stonks meme template', 'line goes up meme', 'stocks meme template', 'profit meme'],
    levels: [2, 3, 4],
    render(ctx) {
      const s = scene(800, 600);
      s.add(bgGradient(ctx, 800, 600, '#0b1d3a', '#123b6d'));
      s.add(chartGrid(800, 600, '#2a5a9a'));
      s.add(
        chartArrow(
          [
            [330, 520],
            [420, 430],
            [480, 470],
            [580, 300],
            [630, 340],
            [740, 110],
          ],
          '#2fe07a',
          22,
        ),
      );
      s.add(
        `<g opacity="0.7">${chartArrow(
          [
            [330, 520],
            [420, 430],
            [480, 470],
            [580, 300],
            [630, 340],
            [740, 110],
          ],
          '#b8ffcf',
          6,
        )}</g>`,
      );
      const coins = clip(ctx, 'signs_and_symbols/money/gold_coins_in_a_stack_jo_01.svg');
      s.add(place(coins, { cx: 690, bottom: 585, h: 150 }).svg);
      s.add(
        person(ctx, 190, 300, 110, { eyes: 'normal', mouth: 'smirk', shades: true }, '#1b1b2f', {
          collar: '#fff',
          tie: '#2fe07a',
          bodyH: 2.6,
        }),
      );
      return s;
    },
  },
  {
    file: 'images/line-goes-down-crash.jpg',
    title: 'Line Goes Down Crash',
    description:
      'A sweating face in a suit watches a red chart arrow plunge to the floor on a flashing red screen, for financial and personal disasters.',
    keywords: ['crash', 'line goes down', 'loss', 'panic', 'finance'],
    origin:
      'The falling red chart became the natural sequel to "stonks" memes around 2020, used for market crashes, failed plans and any situation that went south fast. ' +
      ORIGINAL,
    useCases: ['Losing money', 'Plans falling apart', 'Motivation after lunch', 'Battery percentage'],
    seoKeywords: ['stocks down meme template', 'line goes down meme', 'market crash meme', 'red chart meme'],
    levels: [2, 3, 4],
    render(ctx) {
      const s = scene(800, 600);
      s.add(bgGradient(ctx, 800, 600, '#3a0b0b', '#6d1212'));
      s.add(chartGrid(800, 600, '#8a2a2a'));
      s.add(
        chartArrow(
          [
            [300, 100],
            [400, 170],
            [460, 140],
            [560, 330],
            [610, 300],
            [740, 540],
          ],
          '#ff3b3b',
          22,
        ),
      );
      s.add(
        person(
          ctx,
          180,
          300,
          110,
          { eyes: 'wide', brows: 'worried', mouth: 'grimace', sweat: true, look: [0.9, 0.5] },
          '#1b1b2f',
          { collar: '#fff', tie: '#ff3b3b', bodyH: 2.6 },
        ),
      );
      s.add(vignette(ctx, 800, 600, 0.5));
      return s;
    },
  },
  {
    file: 'images/epic-handshake-agreement.jpg',
    title: 'Epic Handshake Agreement',
    description:
      'Two hands meet in a firm handshake in front of a dramatic burst of light, with one side orange and the other blue, for two groups that agree on one thing.',
    keywords: ['handshake', 'agreement', 'common ground', 'unity', 'deal'],
    origin:
      'The epic-handshake format became popular in 2018 from a film still of two arms clasping; people label each arm with a group and the handshake with what they unexpectedly share. ' +
      COMPOSED,
    useCases: [
      'Two groups agreeing on something',
      'Unexpected common ground',
      'Rivals with a shared enemy',
      'Deals and partnerships',
    ],
    seoKeywords: ['epic handshake meme template', 'handshake meme', 'agreement meme template', 'common ground meme'],
    levels: [1, 2, 3],
    render(ctx) {
      const s = scene(800, 600);
      s.add(rect(0, 0, 400, 600, '#ff922b'), rect(400, 0, 400, 600, '#339af0'));
      s.add(
        `<g opacity="0.35">${sunburst(800, 600, 400, 300, 18, '#ffffff00', '#ffffff').replace(/<rect[^>]*\/>/, '')}</g>`,
      );
      s.add(`<circle cx="400" cy="300" r="170" fill="#fff" opacity="0.85" filter="url(#bigglow)"/>`);
      const hs = clip(ctx, 'office/handshake_01.svg');
      s.add(`<g filter="url(#shadow)">${place(hs, { cx: 400, cy: 300, w: 700 }).svg}</g>`);
      return s;
    },
  },
  {
    file: 'images/highway-exit-swerve.jpg',
    title: 'Highway Exit Last Second Swerve',
    description:
      'A red sports car swerves hard onto an exit ramp under two green road signs, one pointing straight ahead and one to the exit, leaving skid marks behind.',
    keywords: ['exit ramp', 'swerve', 'choice', 'sudden change', 'car'],
    origin:
      'The last-second exit swerve became a popular format around 2017: a car veers off the highway at the final moment, labelled with the sensible option and the tempting one. ' +
      COMPOSED,
    useCases: [
      'Choosing the chaotic option',
      'Abandoning plans last minute',
      'Changing topics suddenly',
      'Impulse decisions',
    ],
    seoKeywords: [
      'left exit 12 off ramp meme template',
      'car swerving meme',
      'exit ramp meme',
      'highway meme template',
    ],
    levels: [1, 2, 3],
    render(ctx) {
      const s = scene(800, 600);
      const sky = bgGradient(ctx, 800, 330, '#74c0fc', '#e7f5ff');
      s.add(sky);
      s.add(
        `<path d="M0,330 L800,330 L800,600 L0,600 Z" fill="#69db7c"/><path d="M0,330 Q200,300 400,325 T800,320 L800,340 L0,340 Z" fill="#8ce99a"/>`,
      );
      s.add(
        `<path d="M260,330 L380,330 L520,600 L-60,600 Z" fill="#495057"/><path d="M380,330 L430,330 L820,520 L820,600 L560,600 Z" fill="#5c636a"/>`,
      );
      for (let i = 0; i < 6; i++) {
        const t0 = i / 6;
        const t1 = t0 + 0.08;
        const y0 = 330 + 270 * t0 * t0;
        const y1 = 330 + 270 * t1 * t1;
        s.add(
          `<path d="M${f(320 - 90 * t0 * t0 * 0.9)},${f(y0)} L${f(320 - 90 * t1 * t1 * 0.9)},${f(y1)}" stroke="#fff" stroke-width="${f(3 + 8 * t0)}"/>`,
        );
      }
      s.add(
        `<rect x="120" y="80" width="14" height="260" fill="#868e96"/><rect x="660" y="80" width="14" height="260" fill="#868e96"/><rect x="120" y="90" width="554" height="12" fill="#868e96"/>`,
      );
      for (const [x, dir] of [
        [200, 0],
        [470, 1],
      ]) {
        s.add(
          `<rect x="${x}" y="110" width="170" height="120" rx="10" fill="#2b8a3e" stroke="#fff" stroke-width="5" filter="url(#softshadow)"/>`,
        );
        s.add(
          dir
            ? `<path d="M${x + 60},205 L${x + 60},170 Q${x + 60},150 ${x + 85},150 L${x + 100},150 L${x + 100},132 L${x + 130},160 L${x + 100},188 L${x + 100},170 L${x + 88},170 Q${x + 80},170 ${x + 80},180 L${x + 80},205 Z" fill="#fff"/>`
            : `<path d="M${x + 75},205 L${x + 75},158 L${x + 58},158 L${x + 85},126 L${x + 112},158 L${x + 95},158 L${x + 95},205 Z" fill="#fff"/>`,
        );
      }
      s.add(
        `<path d="M300,590 Q420,520 560,470" stroke="#212529" stroke-width="9" fill="none" opacity="0.55"/><path d="M350,598 Q470,530 600,482" stroke="#212529" stroke-width="9" fill="none" opacity="0.55"/>`,
      );
      const car = clip(ctx, 'recreation/holiday/sportcar_sergio_luiz_ara_01.svg');
      s.add(`<g filter="url(#shadow)">${place(car, { cx: 600, cy: 470, w: 330, rotate: -14 }).svg}</g>`);
      s.add(smoke(360, 500, 200, 90, 3, '#dee2e6', 0.7));
      return s;
    },
  },
  {
    file: 'images/bell-curve-three-faces.jpg',
    title: 'Bell Curve Three Faces',
    description:
      'A bell curve with a simple happy face at the left tail, a stressed, crying face at the peak and a calm hooded sage at the right tail, who all reach the same conclusion.',
    keywords: ['bell curve', 'iq', 'midwit', 'overthinking', 'simple answer'],
    origin:
      'The bell-curve format spread around 2020: the low and high ends of a distribution calmly agree on a simple answer while the anxious middle overcomplicates it. ' +
      ORIGINAL,
    useCases: ['Simple answers that are actually right', 'Overthinking', 'Debates about basics', 'Self-aware takes'],
    seoKeywords: [
      'bell curve meme template',
      'iq bell curve meme',
      'midwit meme template',
      'three faces bell curve meme',
    ],
    levels: [2, 3, 4],
    render(ctx) {
      const s = scene(960, 540);
      s.add(bgGradient(ctx, 960, 540, '#fff9db', '#fff3bf'));
      const pts = [];
      for (let i = 0; i <= 100; i++) {
        const x = 40 + (i / 100) * 880;
        const z = (i / 100 - 0.5) * 6;
        pts.push(`${f(x)},${f(500 - 330 * Math.exp((-z * z) / 2))}`);
      }
      s.add(`<path d="M40,500 L${pts.join(' L')} L920,500 Z" fill="#a5d8ff" stroke="#1971c2" stroke-width="6"/>`);
      for (const x of [260, 700])
        s.add(
          `<line x1="${x}" y1="500" x2="${x}" y2="${x < 480 ? 380 : 380}" stroke="#1971c2" stroke-width="3" stroke-dasharray="10 8"/>`,
        );
      s.add(`<line x1="20" y1="500" x2="940" y2="500" stroke="#343a40" stroke-width="5"/>`);
      s.add(face(ctx, 140, 390, 80, { eyes: 'normal', mouth: 'bigsmile', look: [0.4, -0.3], blush: true }));
      s.add(face(ctx, 480, 150, 95, { eyes: 'sad', brows: 'worried', mouth: 'wail', tears: true }));
      s.add(`<path d="M700,470 Q700,260 820,250 Q940,260 940,470 Z" fill="#343a40"/>`);
      s.add(`<circle cx="820" cy="380" r="92" fill="#212529"/>`);
      s.add(face(ctx, 820, 385, 75, { eyes: 'calm', mouth: 'smile', noShadow: true }));
      s.add(
        `<path d="M730,360 Q735,270 820,265 Q905,270 910,360 Q880,300 820,298 Q760,300 730,360 Z" fill="#343a40"/>`,
      );
      return s;
    },
  },
  {
    file: 'images/strong-dog-vs-small-dog.jpg',
    title: 'Tough Dog vs Tiny Dog',
    description:
      'A tough bulldog glowing in front of golden rays on the left, and a small, sad dachshund under a grey rain cloud on the right, for "then vs now" comparisons.',
    keywords: ['strong vs weak', 'then vs now', 'comparison', 'dogs', 'two panel'],
    origin:
      'The buff-dog-versus-small-dog comparison took off in 2020: a mighty dog represents the glorious past or the strong option, a small sad one the weak present. ' +
      COMPOSED,
    useCases: ['Then vs now', 'Past generations vs today', 'Expectations vs reality', 'Original vs sequel'],
    seoKeywords: [
      'swole doge vs cheems meme template',
      'strong dog weak dog meme',
      'then vs now meme',
      'dog comparison meme',
    ],
    levels: [1, 2, 3],
    render(ctx) {
      const s = scene(800, 600);
      s.add(`<g>${sunburst(400, 600, 200, 300, 16, '#ffd43b', '#fab005')}</g>`);
      s.add(rect(400, 0, 400, 600, '#868e96'));
      s.add(
        `<g fill="#495057"><ellipse cx="600" cy="110" rx="150" ry="50"/><circle cx="540" cy="90" r="50"/><circle cx="630" cy="75" r="60"/></g>`,
      );
      s.add(
        `<g opacity="0.6">${Array.from({ length: 30 }, (_, i) => `<line x1="${470 + ((i * 53) % 280)}" y1="${150 + ((i * 97) % 380)}" x2="${462 + ((i * 53) % 280)}" y2="${178 + ((i * 97) % 380)}" stroke="#d0ebff" stroke-width="3"/>`).join('')}</g>`,
      );
      const bull = clip(ctx, 'animals/mammals/dogs/bobi_architetto_francesc_01.svg');
      s.add(`<g filter="url(#shadow)">${place(bull, { cx: 200, cy: 320, h: 420 }).svg}</g>`);
      const dach = clip(ctx, 'animals/mammals/dog_04_drawn_with_strai_01.svg');
      s.add(
        groundShadow(600, 500, 110, 10),
        place(dach, { cx: 600, bottom: 505, w: 250, flip: true, filter: 'gray' }).svg,
      );
      s.add(rect(397, 0, 6, 600, '#222'));
      return s;
    },
  },
  {
    file: 'images/hard-to-swallow-pills.jpg',
    title: 'Hard To Swallow Pills',
    description:
      'A prescription bottle tipped over with colourful capsules spilling across a teal surface, for uncomfortable truths.',
    keywords: ['hard truths', 'pills', 'reality check', 'uncomfortable', 'advice'],
    origin:
      'The "hard to swallow pills" format spread in 2017: a bottle of pills is labelled as an uncomfortable truth that people do not want to accept. ' +
      COMPOSED,
    useCases: ['Uncomfortable truths', 'Reality checks', 'Unpopular advice', 'Self-roasts'],
    seoKeywords: ['hard to swallow pills meme template', 'pills meme', 'hard truth meme', 'reality check meme'],
    levels: [1, 2, 3],
    render(ctx) {
      const s = scene(800, 800);
      s.add(bgRadial(ctx, 800, 800, '#c3fae8', '#0ca678', 0.45, 0.45, 0.8));
      s.add(`<ellipse cx="400" cy="640" rx="380" ry="120" fill="#087f5b" opacity="0.35"/>`);
      const bottle = clip(ctx, 'science/medicine/barattolo_di_pillole_arc_01.svg');
      s.add(`<g filter="url(#shadow)">${place(bottle, { cx: 330, cy: 400, h: 470, rotate: -18 }).svg}</g>`);
      const r = rng(14);
      const cols = [
        ['#ff6b6b', '#fff'],
        ['#4dabf7', '#ffe066'],
        ['#ffd43b', '#ff922b'],
        ['#b197fc', '#fff'],
      ];
      for (let i = 0; i < 9; i++) {
        const x = 470 + r() * 280;
        const y = 520 + r() * 180;
        const a = r() * 180;
        const [c1, c2] = cols[i % 4];
        s.add(
          `<g transform="rotate(${f(a)} ${f(x)} ${f(y)})" filter="url(#softshadow)"><rect x="${f(x - 48)}" y="${f(y - 20)}" width="48" height="40" rx="20" fill="${c1}"/><rect x="${f(x - 20)}" y="${f(y - 20)}" width="68" height="40" rx="20" fill="${c2}"/><rect x="${f(x - 48)}" y="${f(y - 20)}" width="96" height="40" rx="20" fill="none" stroke="#00000044" stroke-width="3"/><rect x="${f(x - 36)}" y="${f(y - 12)}" width="28" height="8" rx="4" fill="#fff" opacity="0.6"/></g>`,
        );
      }
      return s;
    },
  },
];
