// Image templates built around our own cartoon faces (reaction faces and face-driven formats).
import { clip, f, place } from './lib/assets.mjs';
import {
  FONT,
  bgGradient,
  bgRadial,
  burst,
  checkBadge,
  face,
  hand,
  heart,
  label,
  linear,
  panel,
  rect,
  rng,
  smoke,
  sparkle,
  speedLines,
  sunburst,
  vignette,
} from './lib/draw.mjs';
import { scene } from './lib/scene.mjs';

const ORIGINAL = 'This version is an original drawing made for MemeForge and dedicated to the public domain (CC0).';
const COMPOSED =
  'This version is an original composition made for MemeForge from our own drawing and public-domain clip art.';

/** Short motion strokes around a head (shock lines). */
function shockLines(cx, cy, r, color = '#3a2a10', n = 7, spread = 1.1) {
  let s = '';
  for (let i = 0; i < n; i++) {
    const a = -Math.PI / 2 + (i - (n - 1) / 2) * (spread / (n - 1)) * 2;
    const r0 = r * 1.12;
    const r1 = r * 1.32;
    s += `<line x1="${f(cx + r0 * Math.cos(a))}" y1="${f(cy + r0 * Math.sin(a))}" x2="${f(cx + r1 * Math.cos(a))}" y2="${f(cy + r1 * Math.sin(a))}" stroke="${color}" stroke-width="${f(r * 0.045)}" stroke-linecap="round"/>`;
  }
  return s;
}

export const FACE_TEMPLATES = [
  {
    file: 'images/shocked-face.jpg',
    title: 'Shocked Face',
    description:
      'A wide-eyed cartoon face with raised brows and a dropped jaw on a bright sunburst, for reacting to news nobody saw coming.',
    keywords: ['shocked', 'surprised', 'reaction', 'gasp', 'face'],
    origin:
      'The open-mouthed shocked reaction is one of the oldest reaction-image genres, used since early forum days to answer surprising or obvious-in-hindsight news. It spread as reaction GIFs and emoji-style faces on every social platform. ' +
      ORIGINAL,
    useCases: [
      'Reacting to surprising news',
      'Acting surprised at a predictable outcome',
      'Plot twists',
      'Price reveals',
    ],
    seoKeywords: ['shocked face meme template', 'surprised reaction meme', 'gasp meme', 'shocked emoji meme'],
    levels: [1, 2, 3],
    render(ctx) {
      const s = scene(800, 800);
      s.add(sunburst(800, 800, 400, 440, 18, '#ffd84d', '#ffb830'));
      s.add(bgRadial(ctx, 800, 800, '#fff6c0', '#ffd84d', 0.5, 0.55, 0.45).defs);
      s.add(shockLines(400, 440, 270));
      s.add(face(ctx, 400, 440, 270, { eyes: 'wide', brows: 'raised', mouth: 'o', mouthScale: 1.35, look: [0, 0.1] }));
      return s;
    },
  },
  {
    file: 'images/smug-face.jpg',
    title: 'Smug Face',
    description:
      'A half-lidded cartoon face with one raised eyebrow and a sideways smirk, for when you were right all along.',
    keywords: ['smug', 'smirk', 'told you so', 'confident', 'reaction'],
    origin:
      'Smug faces have been a reaction-image staple since the image-board era, when a knowing smirk became shorthand for "I told you so". The look lives on in emoji and sticker packs. ' +
      ORIGINAL,
    useCases: ['Being proven right', 'Winning an argument', 'Getting away with something', 'Quiet flexing'],
    seoKeywords: ['smug face meme template', 'smirk meme', 'told you so meme', 'smug reaction image'],
    levels: [1, 2, 3],
    render(ctx) {
      const s = scene(800, 800);
      s.add(bgGradient(ctx, 800, 800, '#b388ff', '#ff8fb8'));
      const r = rng(21);
      for (let i = 0; i < 14; i++) s.add(sparkle(40 + r() * 720, 40 + r() * 300, 8 + r() * 14, '#fff', 0.55));
      s.add(
        face(ctx, 400, 450, 270, {
          eyes: 'smug',
          brows: 'oneup',
          mouth: 'smirk',
          look: [0.7, -0.1],
          tilt: -7,
          blush: true,
        }),
      );
      return s;
    },
  },
  {
    file: 'images/crying-face.jpg',
    title: 'Crying Face',
    description:
      'A cartoon face sobbing two rivers of tears into a growing puddle, for dramatic overreactions and real heartbreak alike.',
    keywords: ['crying', 'sad', 'tears', 'sobbing', 'reaction'],
    origin:
      'Over-the-top crying faces became a reaction format in the 2010s, when emoji-style sobbing stood in for everything from heartbreak to a cancelled show. The exaggeration is the joke. ' +
      ORIGINAL,
    useCases: ['Dramatic disappointment', 'Mourning a cancelled plan', 'Monday mornings', 'Sad news in a funny way'],
    seoKeywords: ['crying face meme template', 'sobbing meme', 'sad reaction meme', 'tears meme template'],
    levels: [1, 2, 3],
    render(ctx) {
      const s = scene(800, 800);
      s.add(bgGradient(ctx, 800, 800, '#6fa8dc', '#cfe2f3'));
      s.add(`<ellipse cx="400" cy="745" rx="360" ry="40" fill="#58a8f0" opacity="0.85"/>`);
      s.add(`<ellipse cx="400" cy="738" rx="300" ry="22" fill="#bfe3ff" opacity="0.6"/>`);
      s.add(face(ctx, 400, 420, 270, { eyes: 'sad', brows: 'worried', mouth: 'wail', tears: true, noShadow: true }));
      return s;
    },
  },
  {
    file: 'images/side-eye-face.jpg',
    title: 'Side-Eye Face',
    description: 'A cartoon face with heavy lids and eyes sliding to one side, the universal look of quiet suspicion.',
    keywords: ['side eye', 'suspicious', 'skeptical', 'judging', 'reaction'],
    origin:
      'The side-eye has been a reaction-image favourite for as long as there have been reaction images: a sideways glance says "I saw that" without a word. It moved from TV screenshots into emoji and sticker form. ' +
      ORIGINAL,
    useCases: [
      'Noticing something suspicious',
      'Judging a questionable decision',
      'Awkward group chats',
      'Not buying an excuse',
    ],
    seoKeywords: ['side eye meme template', 'suspicious face meme', 'skeptical reaction meme', 'side eye emoji meme'],
    levels: [1, 2, 3],
    render(ctx) {
      const s = scene(800, 800);
      s.add(bgRadial(ctx, 800, 800, '#c9f2e6', '#4fb59a', 0.5, 0.5, 0.8));
      s.add(face(ctx, 420, 430, 280, { eyes: 'side', brows: 'flat', mouth: 'flat', look: [-1, 0.1], tilt: 5 }));
      return s;
    },
  },
  {
    file: 'images/heart-eyes-face.jpg',
    title: 'Heart Eyes Face',
    description:
      'A blushing cartoon face with heart-shaped eyes and a huge grin, surrounded by floating hearts, for instant love.',
    keywords: ['love', 'heart eyes', 'crush', 'adore', 'reaction'],
    origin:
      'Heart eyes became the shorthand for instant infatuation with the rise of emoji in the early 2010s, and reaction images quickly borrowed the look for food, pets and celebrity crushes. ' +
      ORIGINAL,
    useCases: ['Seeing your favourite food', 'A cute pet photo', 'New gadget announcements', 'Celebrity crushes'],
    seoKeywords: ['heart eyes meme template', 'in love meme', 'crush reaction meme', 'heart eyes emoji meme'],
    levels: [1, 2],
    render(ctx) {
      const s = scene(800, 800);
      s.add(bgRadial(ctx, 800, 800, '#ffe3ee', '#ff8fb3', 0.5, 0.5, 0.8));
      const r = rng(5);
      for (let i = 0; i < 16; i++) {
        const x = 40 + r() * 720;
        const y = 40 + r() * 720;
        if (Math.hypot(x - 400, y - 430) < 330) continue;
        s.add(
          heart(
            x,
            y,
            40 + r() * 50,
            '#ff3b6b',
            `opacity="${f(0.55 + r() * 0.4)}" transform="rotate(${f((r() - 0.5) * 40)} ${f(x)} ${f(y)})"`,
          ),
        );
      }
      s.add(face(ctx, 400, 430, 270, { eyes: 'heart', mouth: 'bigsmile', blush: true }));
      return s;
    },
  },
  {
    file: 'images/nervous-sweat-smile.jpg',
    title: 'Nervous Sweating Smile',
    description:
      'A cartoon face forcing a teeth-clenched smile while a bead of sweat rolls down, for keeping it together when you clearly are not.',
    keywords: ['nervous', 'awkward', 'sweating', 'forced smile', 'anxiety'],
    origin:
      'The forced, sweating smile grew out of reaction images and stock-photo jokes about hiding pain behind a grin. Emoji added the grimace and the sweat drop, and the combination became a go-to for awkward moments. ' +
      ORIGINAL,
    useCases: [
      'Pretending everything is fine',
      'Being asked a question you cannot answer',
      'Awkward silences',
      'Checking your bank balance',
    ],
    seoKeywords: ['nervous smile meme template', 'sweating meme', 'awkward grimace meme', 'hiding the pain meme'],
    levels: [1, 2, 3],
    render(ctx) {
      const s = scene(800, 800);
      s.add(bgRadial(ctx, 800, 800, '#f0f7ff', '#9cc3e6', 0.5, 0.45, 0.8));
      s.add(
        face(ctx, 400, 430, 270, {
          eyes: 'normal',
          brows: 'worried',
          mouth: 'grimace',
          sweat: true,
          look: [0.3, 0],
          mouthScale: 1.1,
        }),
      );
      return s;
    },
  },
  {
    file: 'images/mind-blown-explosion.jpg',
    title: 'Mind Blown Explosion',
    description:
      'A stunned cartoon face whose head is literally exploding into a fiery burst, for revelations too big to handle.',
    keywords: ['mind blown', 'explosion', 'revelation', 'amazed', 'shocked'],
    origin:
      'The "mind blown" gesture and its exploding-head imagery took off as a reaction in the early 2010s, used whenever a fact, trick or theory seems too clever to process. ' +
      ORIGINAL,
    useCases: ['Learning a surprising fact', 'Plot twists', 'Life hacks that actually work', 'Shower thoughts'],
    seoKeywords: ['mind blown meme template', 'head exploding meme', 'mind blown reaction', 'exploding brain meme'],
    levels: [2, 3, 4],
    render(ctx) {
      const s = scene(800, 800);
      s.add(bgGradient(ctx, 800, 800, '#2b1055', '#7597de'));
      s.add(speedLines(800, 800, 400, 300, 60, '#ffffff', 330, 3, 8).replace(/<path/g, '<path opacity="0.12"'));
      const cx = 400;
      const cy = 500;
      const r = 250;
      const fc = face(ctx, cx, cy, r, { eyes: 'wide', brows: 'raised', mouth: 'o', mouthScale: 1.2 });
      const cid = ctx.id('cut');
      s.def(
        `<clipPath id="${cid}"><path d="M0,${cy - r * 0.42} L150,${cy - r * 0.5} L230,${cy - r * 0.38} L300,${cy - r * 0.52} L380,${cy - r * 0.4} L450,${cy - r * 0.55} L520,${cy - r * 0.38} L600,${cy - r * 0.5} L680,${cy - r * 0.4} L800,${cy - r * 0.46} L800,800 L0,800 Z"/></clipPath>`,
      );
      s.add(smoke(120, 40, 560, 260, 12, '#3d3d4f', 0.55));
      s.add(burst(cx, cy - r * 0.75, 300, 14, '#ff5a1f', '#8a1a00', 4, 0.55));
      s.add(burst(cx, cy - r * 0.75, 220, 12, '#ffa61f', 'none', 5, 0.6));
      s.add(burst(cx, cy - r * 0.75, 140, 10, '#fff07a', 'none', 6, 0.62));
      s.def(fc.defs);
      s.add(`<g clip-path="url(#${cid})">${fc.svg}</g>`);
      const rr = rng(8);
      for (let i = 0; i < 12; i++) {
        const a = -Math.PI + rr() * Math.PI;
        const d = 280 + rr() * 90;
        s.add(
          `<rect x="${f(cx + d * Math.cos(a))}" y="${f(cy - r * 0.75 + d * Math.sin(a) * 0.8)}" width="${f(10 + rr() * 16)}" height="${f(8 + rr() * 12)}" fill="${rr() > 0.5 ? '#ffcc33' : '#f0a020'}" transform="rotate(${f(rr() * 90)} ${f(cx + d * Math.cos(a))} ${f(cy - r * 0.75 + d * Math.sin(a) * 0.8)})"/>`,
        );
      }
      return s;
    },
  },
  {
    file: 'images/laser-eyes-power-up.jpg',
    title: 'Laser Eyes Power Up',
    description:
      'A cartoon face with glowing red eyes firing laser beams across a dark, speed-lined background, for maximum determination.',
    keywords: ['laser eyes', 'power up', 'determined', 'intense', 'unhinged'],
    origin:
      'Laser eyes spread across social media around 2021, when people added glowing red beams to their profile pictures to signal extreme conviction. The edit became shorthand for going full villain-mode about anything. ' +
      ORIGINAL,
    useCases: ['Locking in on a goal', 'Going full villain mode', 'Extreme confidence', 'Late-night motivation'],
    seoKeywords: ['laser eyes meme template', 'glowing eyes meme', 'power up meme', 'laser eyes reaction'],
    levels: [3, 4, 5],
    render(ctx) {
      const s = scene(800, 800);
      s.add(bgRadial(ctx, 800, 800, '#5a0a0a', '#0a0205', 0.5, 0.5, 0.8));
      s.add(speedLines(800, 800, 400, 420, 70, '#ff3b3b', 300, 9, 9).replace(/<path/g, '<path opacity="0.22"'));
      const cx = 400;
      const cy = 440;
      const r = 250;
      const eyeY = cy - r * 0.12;
      for (const side of [-1, 1]) {
        const ex = cx + side * r * 0.36;
        const bid = ctx.id('beam');
        s.def(
          linear(
            bid,
            [
              [0, '#fff6d8'],
              [0.15, '#ff3030'],
              [1, '#ff0000', 0],
            ],
            0,
            0,
            side,
            0,
          ),
        );
        const x2 = side > 0 ? 820 : -20;
        const y2 = eyeY - 260;
        s.add(
          `<path d="M${f(ex)},${f(eyeY - 14)} L${f(x2)},${f(y2 - 70)} L${f(x2)},${f(y2 + 70)} L${f(ex)},${f(eyeY + 14)} Z" fill="#ff2a2a" opacity="0.55" filter="url(#glow)"/>`,
        );
        s.add(
          `<path d="M${f(ex)},${f(eyeY - 6)} L${f(x2)},${f(y2 - 22)} L${f(x2)},${f(y2 + 22)} L${f(ex)},${f(eyeY + 6)} Z" fill="#fff0d0" opacity="0.9"/>`,
        );
      }
      s.add(face(ctx, cx, cy, r, { eyes: 'glow', brows: 'angry', mouth: 'sly', skin: 'orange' }));
      return s;
    },
  },
  {
    file: 'images/deep-fried-grin.jpg',
    title: 'Deep Fried Grin',
    description:
      'An over-saturated, over-sharpened grinning face with blown-out colours and lens flares, the deliberately crunchy "deep-fried" look.',
    keywords: ['deep fried', 'cursed', 'brainrot', 'chaotic', 'distorted'],
    origin:
      'Deep-fried memes appeared around 2017: images saved, filtered and recompressed until colours burn and details crunch. The ugliness is the point, and the style became a signature of absurdist internet humour. ' +
      ORIGINAL,
    useCases: [
      'Absurd non-sequiturs',
      'Chaotic group chat energy',
      'Reacting to cursed content',
      'Peak brainrot moments',
    ],
    seoKeywords: ['deep fried meme template', 'deep fried face meme', 'cursed meme template', 'brainrot meme'],
    levels: [4, 5],
    post: [
      '-modulate',
      '108,240,100',
      '-sigmoidal-contrast',
      '5x45%',
      '-unsharp',
      '0x3+2.5+0',
      '-seed',
      '7',
      '-attenuate',
      '0.5',
      '+noise',
      'Gaussian',
      '-quality',
      '20',
      '-sampling-factor',
      '4:2:0',
    ],
    render(ctx) {
      const s = scene(800, 800);
      s.add(sunburst(800, 800, 400, 430, 16, '#ff6a00', '#ffd000', 0.1));
      const cx = 400;
      const cy = 440;
      const r = 280;
      s.add(face(ctx, cx, cy, r, { eyes: 'wide', brows: 'raised', mouth: 'bigsmile', look: [0, 0] }));
      for (const side of [-1, 1]) {
        const ex = cx + side * r * 0.36;
        const ey = cy - r * 0.12;
        s.add(`<circle cx="${f(ex)}" cy="${f(ey)}" r="55" fill="#ff0000" opacity="0.55" filter="url(#glow)"/>`);
        s.add(sparkle(ex, ey, 95, '#fff', 0.95));
        s.add(sparkle(ex, ey, 45, '#ffef9a', 1));
      }
      s.add(`<g opacity="0.85">${burst(655, 140, 90, 12, '#ff1f4b', '#7a0019', 3, 0.6)}</g>`);
      s.add(`<g opacity="0.85">${burst(130, 680, 70, 10, '#00e1ff', '#005a66', 7, 0.6)}</g>`);
      return s;
    },
  },
  {
    file: 'images/npc-blank-face.jpg',
    title: 'NPC Blank Face',
    description:
      'A flat grey face with dot eyes and a straight line for a mouth, the "non-player character" look of someone running on autopilot.',
    keywords: ['npc', 'blank stare', 'autopilot', 'no thoughts', 'deadpan'],
    origin:
      'The NPC meme, named after video-game "non-player characters", took off around 2018 as a grey, expressionless face used to mock scripted, predictable opinions. It later became a general joke about running on autopilot. ' +
      ORIGINAL,
    useCases: [
      'Repeating the same answer all day',
      'Doing a job on autopilot',
      'Predictable opinions',
      'Zero thoughts, head empty',
    ],
    seoKeywords: ['npc meme template', 'npc face meme', 'blank face meme', 'grey face meme'],
    levels: [3, 4, 5],
    render(ctx) {
      const s = scene(800, 800);
      s.add(bgGradient(ctx, 800, 800, '#d7dde4', '#aab4bf'));
      let grid = '';
      for (let i = 0; i <= 800; i += 40) {
        grid += `<line x1="${i}" y1="0" x2="${i}" y2="800" stroke="#fff" stroke-opacity="0.25"/><line x1="0" y1="${i}" x2="800" y2="${i}" stroke="#fff" stroke-opacity="0.25"/>`;
      }
      s.add(grid);
      s.add(face(ctx, 400, 430, 270, { eyes: 'dot', mouth: 'flat', skin: 'grey', mouthScale: 0.9 }));
      return s;
    },
  },
  {
    file: 'images/panik-kalm-panik-faces.jpg',
    title: 'Panic Calm Panic Three Faces',
    description:
      'Three stacked panels: a screaming face on red, a serene face on blue, then a wide-eyed scream again, for situations that flip from bad to fine to worse.',
    keywords: ['panic', 'calm', 'three panel', 'anxiety', 'plot twist'],
    origin:
      'The panic / calm / panic format became popular around 2020: three stacked reactions track a situation that seems scary, then fine, then turns out worse. It works with any three escalating captions. ' +
      ORIGINAL,
    useCases: [
      'Situations that escalate twice',
      'Exams and deadlines',
      'Good news with a catch',
      'Checking your phone after a night out',
    ],
    seoKeywords: [
      'panik kalm panik meme template',
      'panic calm panic meme',
      'three panel panic meme',
      'panic meme template',
    ],
    levels: [1, 2, 3],
    render(ctx) {
      const s = scene(720, 960);
      const rows = [
        {
          bg: ['#ff6b6b', '#c92a2a'],
          o: { eyes: 'tight', brows: 'worried', mouth: 'scream', mouthScale: 1.1 },
          lines: true,
        },
        { bg: ['#a5d8ff', '#4dabf7'], o: { eyes: 'calm', mouth: 'smile', blush: true }, lines: false },
        {
          bg: ['#ff8787', '#a61e1e'],
          o: { eyes: 'wide', brows: 'worried', mouth: 'scream', mouthScale: 1.2, look: [0, 0.2] },
          lines: true,
        },
      ];
      rows.forEach((row, i) => {
        const y = i * 320;
        let content = bgGradient(ctx, 720, 320, row.bg[0], row.bg[1]);
        const g = `<g transform="translate(0 ${y})">${content.svg}${row.lines ? speedLines(720, 320, 360, 165, 50, '#fff', 140, 10 + i, 8).replace(/<path/g, '<path opacity="0.2"') : ''}</g>`;
        const fc = face(ctx, 360, y + 165, 125, row.o);
        const p = panel(ctx, 0, y, 720, 320, g + fc.svg, { borderWidth: 6 });
        s.add({ defs: content.defs + fc.defs + p.defs, svg: p.svg });
      });
      return s;
    },
  },
  {
    file: 'images/clown-makeup-four-stages.jpg',
    title: 'Clown Makeup Four Stages',
    description:
      'A 2x2 grid in which a face gets more clown makeup in every panel: white paint, red nose, painted eyes and finally a full rainbow wig.',
    keywords: ['clown', 'four stages', 'self own', 'bad decisions', 'escalation'],
    origin:
      'The "putting on clown makeup" format spread in 2019: four panels show someone applying more makeup with each increasingly foolish belief, ending as a full clown. It is a self-deprecating way to admit you fooled yourself. ' +
      ORIGINAL,
    useCases: [
      'Admitting you fell for something',
      'Believing a release date',
      'Trusting the weather forecast',
      'Escalating bad decisions',
    ],
    seoKeywords: [
      'clown makeup meme template',
      'putting on clown makeup meme',
      'four stage clown meme',
      'clown meme template',
    ],
    levels: [2, 3, 4],
    render(ctx) {
      const s = scene(800, 800);
      const bgs = ['#e9ecef', '#fff3bf', '#ffd8a8', '#f3d9fa'];
      for (let i = 0; i < 4; i++) {
        const x = (i % 2) * 400;
        const y = Math.floor(i / 2) * 400;
        const cx = x + 200;
        const cy = y + 215;
        let inner = rect(x, y, 400, 400, bgs[i]);
        const stage = i;
        const wig = () => {
          const cols = ['#ff3b3b', '#ff9f1c', '#ffe14d', '#3ad17a', '#3aa0ff', '#a45cff'];
          let w = '';
          for (let k = 0; k < 9; k++) {
            const a = Math.PI + (k / 8) * Math.PI;
            w += `<circle cx="${f(cx + Math.cos(a) * 150)}" cy="${f(cy - 10 + Math.sin(a) * 125)}" r="48" fill="${cols[k % 6]}" stroke="#00000033" stroke-width="3"/>`;
          }
          return w;
        };
        const paint = (fx, fy, r) => {
          let p = '';
          if (stage >= 1) p += `<circle cx="${f(fx)}" cy="${f(fy)}" r="${f(r * 0.985)}" fill="#fbfaf7"/>`;
          if (stage >= 2) {
            for (const sd of [-1, 1]) {
              const ex = fx + sd * r * 0.36;
              const ey = fy - r * 0.12;
              p += `<path d="M${f(ex)},${f(ey - r * 0.36)} L${f(ex + r * 0.15)},${f(ey)} L${f(ex)},${f(ey + r * 0.36)} L${f(ex - r * 0.15)},${f(ey)} Z" fill="#3b82f6" opacity="0.85"/>`;
            }
          }
          if (stage >= 3)
            p += `<ellipse cx="${f(fx)}" cy="${f(fy + r * 0.5)}" rx="${f(r * 0.5)}" ry="${f(r * 0.24)}" fill="#ff3b3b" opacity="0.9"/>`;
          return p;
        };
        const overlay = (fx, fy, r) =>
          stage >= 1
            ? `<circle cx="${f(fx)}" cy="${f(fy + r * 0.1)}" r="${f(r * 0.13)}" fill="#ff2020" stroke="#a00000" stroke-width="3"/><circle cx="${f(fx - r * 0.04)}" cy="${f(fy + r * 0.06)}" r="${f(r * 0.04)}" fill="#fff" opacity="0.7"/>`
            : '';
        if (stage >= 3) inner += wig();
        const fc = face(ctx, cx, cy, 130, {
          skin: 'peach',
          eyes: 'normal',
          brows: stage === 3 ? 'raised' : 'flat',
          mouth: stage === 3 ? 'bigsmile' : stage === 0 ? 'flat' : 'smile',
          paint,
          overlay:
            stage >= 2
              ? overlay
              : stage === 1
                ? (fx, fy, r) => `<circle cx="${f(fx)}" cy="${f(fy + r * 0.1)}" r="${f(r * 0.1)}" fill="#ff9a9a"/>`
                : undefined,
          blush: stage >= 1,
          eyeY: 0.12,
        });
        const p = panel(ctx, x, y, 400, 400, inner + fc.svg, { borderWidth: 6 });
        s.add({ defs: fc.defs + p.defs, svg: p.svg });
      }
      return s;
    },
  },
  {
    file: 'images/two-panel-nope-yes.jpg',
    title: 'Nope Yes Two Panel',
    description:
      'Two stacked panels: a face turning away with a raised palm next to a red cross, then the same face grinning and pointing next to a green tick.',
    keywords: ['approve', 'disapprove', 'choice', 'preference', 'two panel'],
    origin:
      'Two-panel approve/disapprove reactions became a staple of image macros in the 2010s: a figure rejects the first option and happily points at the second. The layout works for any "this, not that" comparison. ' +
      ORIGINAL,
    useCases: [
      'Comparing two options',
      'Showing a preference',
      'Rejecting the obvious choice',
      'Picking the weird option',
    ],
    seoKeywords: ['nope yes meme template', 'two panel meme', 'approve disapprove meme', 'this not that meme'],
    levels: [1, 2, 3],
    render(ctx) {
      const s = scene(750, 1000);
      const top = bgGradient(ctx, 375, 500, '#ffe3e3', '#ffa8a8');
      const bot = bgGradient(ctx, 375, 500, '#d3f9d8', '#8ce99a');
      s.add(top.defs ? { defs: top.defs + bot.defs } : null);
      s.add(top.svg, `<g transform="translate(0 500)">${bot.svg}</g>`);
      s.add(rect(375, 0, 375, 500, '#fff5f5'), rect(375, 500, 375, 500, '#ebfbee'));
      for (let k = 0; k < 3; k++) {
        s.add(
          `<circle cx="562" cy="250" r="${110 + k * 45}" fill="none" stroke="#ffc9c9" stroke-width="6" opacity="${0.8 - k * 0.2}"/>`,
        );
        s.add(
          `<circle cx="562" cy="750" r="${110 + k * 45}" fill="none" stroke="#b2f2bb" stroke-width="6" opacity="${0.8 - k * 0.2}"/>`,
        );
      }
      s.add(face(ctx, 175, 260, 135, { eyes: 'tight', brows: 'angry', mouth: 'frown', tilt: -14, look: [-1, 0] }));
      s.add(hand(300, 300, 150, { kind: 'palm', rotate: 12 }));
      s.add(face(ctx, 180, 760, 135, { eyes: 'happy', brows: 'raised', mouth: 'grin', tilt: 6 }));
      s.add(hand(315, 800, 130, { rotate: 90 }));
      s.add(checkBadge(562, 250, 95, false), checkBadge(562, 750, 95, true));
      s.add(rect(0, 497, 750, 6, '#222'), rect(372, 0, 6, 1000, '#222'));
      return s;
    },
  },
  {
    file: 'images/thinking-hmm-face.jpg',
    title: 'Thinking Hmm Face',
    description:
      'A cartoon face with one eyebrow up and a finger on its chin, pondering something deeply questionable.',
    keywords: ['thinking', 'hmm', 'pondering', 'doubt', 'curious'],
    origin:
      'The hand-on-chin thinking face became a universal "hmm" after the thinking emoji arrived in 2015, and it has been used ever since to question suspicious logic or pretend to consider a terrible idea. ' +
      ORIGINAL,
    useCases: [
      'Questioning suspicious logic',
      'Considering a terrible idea',
      'Wondering who ate the last slice',
      'Shower thoughts',
    ],
    seoKeywords: ['thinking face meme template', 'hmm meme', 'thinking emoji meme', 'pondering meme'],
    levels: [1, 2, 3],
    render(ctx) {
      const s = scene(800, 800);
      s.add(bgRadial(ctx, 800, 800, '#fff9db', '#ffd43b', 0.4, 0.4, 0.9));
      for (let i = 0; i < 3; i++)
        s.add(`<circle cx="${620 + i * 42}" cy="${220 - i * 48}" r="${14 + i * 8}" fill="#fff" opacity="0.9"/>`);
      s.add(
        face(ctx, 390, 430, 260, { eyes: 'normal', brows: 'oneup', mouth: 'wavy', look: [0.8, -0.8], mouthScale: 0.8 }),
      );
      s.add(hand(440, 690, 190, { rotate: -35 }));
      return s;
    },
  },
  {
    file: 'images/deal-with-it-shades.jpg',
    title: 'Deal With It Shades',
    description:
      'A cartoon face smiling calmly behind black sunglasses with motion lines, the picture of unbothered confidence.',
    keywords: ['deal with it', 'sunglasses', 'cool', 'confident', 'unbothered'],
    origin:
      'The "deal with it" sunglasses drop became a popular animated edit in the early 2010s: pixel shades slide onto a face to punctuate a bold move. The still version keeps the cool, unapologetic attitude. ' +
      ORIGINAL,
    useCases: [
      'Owning a controversial opinion',
      'Leaving early on a Friday',
      'Winning with style',
      'Refusing to apologise',
    ],
    seoKeywords: ['deal with it meme template', 'sunglasses meme', 'cool face meme', 'deal with it glasses meme'],
    levels: [1, 2, 3],
    render(ctx) {
      const s = scene(800, 800);
      s.add(bgGradient(ctx, 800, 800, '#1e3c72', '#2a5298'));
      const r = rng(3);
      for (let i = 0; i < 40; i++) {
        const sz = 12 + Math.floor(r() * 3) * 10;
        s.add(
          rect(
            Math.floor(r() * 20) * 40,
            Math.floor(r() * 20) * 40,
            sz,
            sz,
            '#ffffff',
            `opacity="${f(0.05 + r() * 0.1)}"`,
          ),
        );
      }
      for (let i = 0; i < 5; i++)
        s.add(
          `<line x1="${250 + i * 75}" y1="110" x2="${250 + i * 75}" y2="${230 - (i % 2) * 30}" stroke="#fff" stroke-width="8" stroke-linecap="round" opacity="0.7"/>`,
        );
      s.add(face(ctx, 400, 460, 260, { eyes: 'normal', mouth: 'smirk', shades: true }));
      return s;
    },
  },
  {
    file: 'images/taste-test-three-reactions.jpg',
    title: 'Taste Test Three Reactions',
    description:
      'Three side-by-side panels of one face tasting something: curious, then disgusted and green, then slowly intrigued with a raised brow.',
    keywords: ['taste test', 'three panel', 'disgust', 'intrigued', 'reaction'],
    origin:
      'Multi-panel taste-test reactions grew popular in the 2010s after clips of people trying a new drink and changing their mind between sips. The three-beat structure — curious, disgusted, intrigued — fits any acquired taste. ' +
      ORIGINAL,
    useCases: ['Trying a new food or drink', 'A song that grows on you', 'New app updates', 'Changing your mind'],
    seoKeywords: [
      'taste test meme template',
      'three panel reaction meme',
      'disgusted then intrigued meme',
      'acquired taste meme',
    ],
    levels: [1, 2, 3],
    render(ctx) {
      const s = scene(960, 540);
      const cfg = [
        ['#e7f5ff', { eyes: 'normal', brows: 'raised', mouth: 'tinyo', look: [0.2, 0.7] }, 'yellow'],
        ['#ebfbee', { eyes: 'tight', brows: 'angry', mouth: 'tongue' }, 'green'],
        ['#fff4e6', { eyes: 'normal', brows: 'oneup', mouth: 'sly', look: [0.6, 0.1] }, 'yellow'],
      ];
      cfg.forEach(([bg, o, skin], i) => {
        const x = i * 320;
        const cup = `<g transform="translate(${x + 185} 330) scale(1.45)"><path d="M0,0 L70,0 L62,100 Q35,112 8,100 Z" fill="#fff" stroke="#333" stroke-width="5"/><path d="M70,18 Q100,22 92,55 Q86,75 64,72" fill="none" stroke="#333" stroke-width="6"/><rect x="4" y="8" width="62" height="14" fill="${i === 1 ? '#7bc043' : '#8b5a2b'}" opacity="0.8"/></g>`;
        const fc = face(ctx, x + 145, 230, 122, { ...o, skin });
        const p = panel(ctx, x, 0, 320, 540, rect(x, 0, 320, 540, bg) + fc.svg + cup, { borderWidth: 6 });
        s.add({ defs: fc.defs + p.defs, svg: p.svg });
      });
      return s;
    },
  },
  {
    file: 'images/fancy-vs-plain-upgrade.jpg',
    title: 'Plain vs Fancy Upgrade',
    description:
      'Two stacked panels: a plain face on a grey background, then the same face in a top hat, monocle and bow tie on gold, for the classy version of anything.',
    keywords: ['fancy', 'classy', 'upgrade', 'comparison', 'two panel'],
    origin:
      'The plain-versus-fancy comparison became a popular two-panel format in the late 2010s: the same character appears ordinary, then in formal wear, to show the "sophisticated" way of saying the same thing. ' +
      COMPOSED,
    useCases: [
      'Fancy words for simple things',
      'Rebranding something ordinary',
      'Job titles vs actual jobs',
      'Menu descriptions',
    ],
    seoKeywords: ['fancy meme template', 'plain vs fancy meme', 'classy upgrade meme', 'tuxedo meme template'],
    levels: [1, 2, 3],
    render(ctx) {
      const s = scene(720, 960);
      s.add(bgGradient(ctx, 720, 480, '#dee2e6', '#adb5bd'));
      const gold = bgGradient(ctx, 720, 480, '#fff3bf', '#e0a800');
      s.add({ defs: gold.defs }, `<g transform="translate(0 480)">${gold.svg}</g>`);
      s.add(
        sunburst(720, 480, 360, 260, 20, '#00000000', '#ffffff22')
          .replace(/<rect[^>]*\/>/, '')
          .replace(/<path/g, '<path transform="translate(0 480)"'),
      );
      s.add(face(ctx, 360, 250, 150, { eyes: 'normal', mouth: 'flat', look: [0, 0] }));
      const hat = clip(ctx, 'recreation/party/tophat_benji_park_01.svg');
      s.add(face(ctx, 360, 760, 150, { eyes: 'smug', brows: 'raised', mouth: 'smile', look: [0.2, 0] }));
      s.add(place(hat, { cx: 370, bottom: 660, w: 250, rotate: 6 }).svg);
      s.add(
        `<circle cx="414" cy="742" r="40" fill="#ffffff55" stroke="#b8860b" stroke-width="7"/><path d="M452,750 Q470,820 440,880" fill="none" stroke="#b8860b" stroke-width="4"/>`,
      );
      s.add(
        `<path d="M360,925 L300,895 L300,955 Z M360,925 L420,895 L420,955 Z" fill="#111"/><circle cx="360" cy="925" r="14" fill="#222"/>`,
      );
      s.add(rect(0, 477, 720, 6, '#222'));
      return s;
    },
  },
  {
    file: 'images/before-after-sleep-glow-up.jpg',
    title: 'Before After Glow Up',
    description:
      'A side-by-side BEFORE and AFTER: a droopy, exhausted face on dull blue next to the same face beaming in sunglasses on a golden sunburst.',
    keywords: ['before after', 'glow up', 'transformation', 'comparison', 'labels'],
    origin:
      'Before-and-after comparisons come from advertising and makeover shows, and internet culture turned them into the "glow up" format for any dramatic change. Two labelled panels make the contrast instant. ' +
      ORIGINAL,
    useCases: ['Before and after coffee', 'Monday vs Friday', 'Pre and post vacation', 'Dramatic transformations'],
    seoKeywords: [
      'before after meme template',
      'glow up meme',
      'transformation meme',
      'before and after comparison meme',
    ],
    levels: [1, 2, 3],
    render(ctx) {
      const s = scene(800, 600);
      const l = bgGradient(ctx, 400, 600, '#8da2b5', '#5c6f82');
      s.add(l);
      s.add(
        `<g>${sunburst(800, 600, 600, 330, 16, '#ffd43b', '#ffe98a').replace(/<rect[^>]*\/>/, '<rect x="400" y="0" width="400" height="600" fill="#ffd43b"/>')}</g>`,
      );
      s.add(rect(0, 0, 400, 600, `url(#${l.defs.match(/id="([^"]+)"/)[1]})`));
      s.add(
        face(ctx, 200, 340, 140, {
          eyes: 'sleepy',
          brows: 'sad',
          mouth: 'wavy',
          look: [0, 0.5],
          skin: 'yellow',
          tilt: -8,
        }),
      );
      s.add(face(ctx, 600, 340, 140, { eyes: 'normal', mouth: 'grin', shades: true, blush: true }));
      s.add(rect(397, 0, 6, 600, '#222'));
      s.add(label('BEFORE', 200, 70, 34), label('AFTER', 600, 70, 34));
      return s;
    },
  },
  {
    file: 'images/confused-math-face.jpg',
    title: 'Confused Calculations Face',
    description:
      'A puzzled cartoon face with one brow raised while faint geometry, graphs and equations float around it, for trying to make sense of anything.',
    keywords: ['confused', 'math', 'calculating', 'overthinking', 'puzzled'],
    origin:
      'The "confused calculating" format spread in 2016 via edits that overlay floating equations on a bewildered face. It became the standard reaction to anything that does not add up. ' +
      ORIGINAL,
    useCases: [
      'Trying to split the bill',
      'Reading a confusing message',
      'Working out time zones',
      'Overthinking simple things',
    ],
    seoKeywords: [
      'confused math meme template',
      'calculating meme',
      'confused face with equations',
      'math lady style meme',
    ],
    levels: [1, 2, 3],
    render(ctx) {
      const s = scene(800, 800);
      s.add(bgRadial(ctx, 800, 800, '#ffffff', '#d0ebff', 0.5, 0.5, 0.75));
      const ink = 'stroke="#1c4e80" stroke-opacity="0.45" fill="none" stroke-width="4"';
      s.add(
        `<path d="M70,250 L200,90 L240,260 Z" ${ink}/><circle cx="660" cy="160" r="80" ${ink}/><line x1="580" y1="160" x2="740" y2="160" ${ink}/>`,
      );
      s.add(
        `<path d="M560,620 Q640,460 720,620" ${ink}/><line x1="540" y1="620" x2="760" y2="620" ${ink}/><line x1="650" y1="470" x2="650" y2="640" ${ink}/>`,
      );
      s.add(`<path d="M60,560 L60,720 L220,720" ${ink}/><path d="M70,700 L110,640 L150,670 L205,580" ${ink}/>`);
      const sym = `font-family="${FONT}" fill="#1c4e80" fill-opacity="0.45" font-weight="bold"`;
      s.add(
        `<text x="300" y="110" font-size="64" ${sym}>π</text><text x="95" y="430" font-size="70" ${sym}>√x</text><text x="640" y="370" font-size="64" ${sym}>∑</text><text x="470" y="755" font-size="56" ${sym}>x²</text><text x="250" y="760" font-size="60" ${sym}>∞</text><text x="520" y="100" font-size="54" ${sym}>÷</text>`,
      );
      s.add(face(ctx, 400, 420, 230, { eyes: 'normal', brows: 'oneup', mouth: 'wavy', look: [-0.6, -0.8] }));
      return s;
    },
  },
  {
    file: 'images/skull-im-dead.jpg',
    title: 'I Am Dead Skull',
    description:
      'A cartoon face with crossed-out eyes and its tongue out, floating among little skulls, for laughing so hard you have left this world.',
    keywords: ['dead', 'skull', 'laughing', 'i cant', 'reaction'],
    origin:
      'Saying "I\'m dead" or posting a skull became Gen Z shorthand for finding something so funny it killed you, popularised on social platforms around 2020. The crossed-out eyes add a cartoon twist. ' +
      ORIGINAL,
    useCases: [
      'Something is extremely funny',
      'Cringe so strong it hurts',
      'Giving up after a long day',
      'Reacting to a roast',
    ],
    seoKeywords: ['im dead meme template', 'skull emoji meme', 'dead face meme', 'laughing dead meme'],
    levels: [2, 3, 4],
    render(ctx) {
      const s = scene(800, 800);
      s.add(bgGradient(ctx, 800, 800, '#3b0764', '#9d4edd'));
      const r = rng(17);
      const skull = (x, y, sz, rot) =>
        `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(rot)}) scale(${f(sz / 100)})" opacity="0.5"><path d="M-40,10 Q-45,-45 0,-48 Q45,-45 40,10 Q38,25 25,28 L25,45 L-25,45 L-25,28 Q-38,25 -40,10 Z" fill="#f8f0ff"/><circle cx="-16" cy="0" r="12" fill="#3b0764"/><circle cx="16" cy="0" r="12" fill="#3b0764"/><path d="M-4,18 L0,10 L4,18 Z" fill="#3b0764"/><path d="M-15,45 L-15,35 M-5,45 L-5,35 M5,45 L5,35 M15,45 L15,35" stroke="#3b0764" stroke-width="3"/></g>`;
      for (let i = 0; i < 12; i++) {
        const x = 60 + r() * 680;
        const y = 60 + r() * 680;
        if (Math.hypot(x - 400, y - 420) < 330) continue;
        s.add(skull(x, y, 60 + r() * 50, (r() - 0.5) * 50));
      }
      s.add(face(ctx, 400, 420, 260, { eyes: 'dead', mouth: 'tongue', tilt: -10, skin: 'yellow' }));
      return s;
    },
  },
  {
    file: 'images/vignette-stare-face.jpg',
    title: 'Dramatic Stare Face',
    description:
      'A wide-eyed face staring straight at the viewer from a dark spotlight vignette, for moments of silent, intense judgment.',
    keywords: ['stare', 'intense', 'dramatic', 'judgment', 'silence'],
    origin:
      'Dramatic-stare reaction images have been a favourite since early reaction-GIF culture: an unblinking look straight into the camera says more than a reply. The spotlight adds theatrical tension. ' +
      ORIGINAL,
    useCases: [
      'Silent judgment',
      'When someone says something wild',
      'Waiting for an apology',
      'Tension before a reveal',
    ],
    seoKeywords: ['dramatic stare meme template', 'intense stare meme', 'staring face meme', 'judging stare meme'],
    levels: [1, 2, 3],
    render(ctx) {
      const s = scene(800, 800);
      s.add(bgRadial(ctx, 800, 800, '#5c5f66', '#0b0c0e', 0.5, 0.55, 0.6));
      s.add(face(ctx, 400, 440, 250, { eyes: 'wide', brows: 'flat', mouth: 'flat', look: [0, 0], mouthScale: 0.8 }));
      s.add(vignette(ctx, 800, 800, 0.7));
      return s;
    },
  },
];
