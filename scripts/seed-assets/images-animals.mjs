// Image templates: animal reactions, celebrations and a few more classic setups.
import { clip, cover, f, photo, place } from './lib/assets.mjs';
import {
  bgGradient,
  bgRadial,
  bolt,
  burst,
  groundShadow,
  label,
  linear,
  outdoors,
  rect,
  rng,
  sparkle,
  speedLines,
  stars,
  stickFigure,
  sunburst,
  tree,
  vignette,
} from './lib/draw.mjs';
import { scene } from './lib/scene.mjs';

const COMPOSED =
  'This version is an original composition made for MemeForge from public-domain clip art and our own drawing.';
const ORIGINAL = 'This version is an original drawing made for MemeForge and dedicated to the public domain (CC0).';
const PHOTO_NOTE =
  "This version is an original composition made for MemeForge on a GPL-licensed desktop-background photo from Debian's mate-backgrounds package.";

function confetti(w, h, n, seed) {
  const r = rng(seed);
  const cols = ['#ff6b6b', '#ffd43b', '#51cf66', '#339af0', '#cc5de8', '#ff922b'];
  let s = '';
  for (let i = 0; i < n; i++) {
    const x = r() * w;
    const y = r() * h;
    s += `<rect x="${f(x)}" y="${f(y)}" width="${f(8 + r() * 10)}" height="${f(4 + r() * 6)}" fill="${cols[i % cols.length]}" transform="rotate(${f(r() * 180)} ${f(x)} ${f(y)})"/>`;
  }
  return s;
}

export const ANIMAL_TEMPLATES = [
  {
    file: 'images/judging-cat-spotlight.jpg',
    title: 'Judging Cat Spotlight',
    description: 'A fluffy black-and-white kitten sits in a dramatic spotlight, staring at you with quiet disapproval.',
    keywords: ['cat', 'judging', 'disapproval', 'stare', 'pet'],
    origin:
      "Cats have been the internet's favourite meme animals since the early image-macro days, and the judgmental cat stare is a genre of its own. " +
      COMPOSED,
    useCases: ['Silent judgment', 'When your pet watches you eat', 'Reacting to bad decisions', 'Monday morning face'],
    seoKeywords: ['judging cat meme template', 'cat stare meme', 'disapproving cat meme', 'cat reaction meme'],
    levels: [1, 2, 3],
    render(ctx) {
      const s = scene(800, 800);
      s.add(bgRadial(ctx, 800, 800, '#6741d9', '#1a0b3d', 0.5, 0.65, 0.7));
      const lg = ctx.id('spot');
      s.def(
        linear(lg, [
          [0, '#fff', 0.35],
          [1, '#fff', 0],
        ]),
      );
      s.add(`<path d="M330,0 L470,0 L720,760 L80,760 Z" fill="url(#${lg})"/>`);
      s.add(`<ellipse cx="400" cy="700" rx="300" ry="50" fill="#fff" opacity="0.18"/>`);
      const cat = clip(ctx, 'animals/mammals/housecats/kitten_gerald_g._01.svg');
      s.add(groundShadow(400, 700, 230, 18, 0.4), place(cat, { cx: 400, bottom: 710, w: 600 }).svg);
      return s;
    },
  },
  {
    file: 'images/sleepy-unbothered-dog.jpg',
    title: 'Sleepy Unbothered Dog',
    description:
      'A dog rests its head on a cosy cushion with its eyes closed, completely unbothered by whatever chaos is happening.',
    keywords: ['dog', 'unbothered', 'sleepy', 'calm', 'relaxed'],
    origin:
      'Unbothered-pet pictures became a popular reaction genre in the 2010s, capturing animals who simply do not care about the drama around them. ' +
      COMPOSED,
    useCases: ['Ignoring drama', 'Weekend mood', 'Not my problem', 'Peaceful vibes'],
    seoKeywords: ['unbothered dog meme template', 'sleepy dog meme', 'calm dog meme', 'not my problem meme'],
    levels: [1, 2],
    render(ctx) {
      const s = scene(800, 800);
      s.add(bgRadial(ctx, 800, 800, '#fff4e6', '#ffc078', 0.5, 0.4, 0.8));
      s.add(
        `<ellipse cx="400" cy="640" rx="380" ry="150" fill="#e8590c" opacity="0.85"/><ellipse cx="400" cy="615" rx="340" ry="115" fill="#ff922b"/>`,
      );
      for (let i = 0; i < 6; i++)
        s.add(
          `<path d="M${90 + i * 120},560 q20,60 0,120" stroke="#e8590c" stroke-width="5" fill="none" opacity="0.5"/>`,
        );
      const dog = clip(ctx, 'animals/mammals/dogs/bored_dog_01.svg');
      s.add(`<g filter="url(#shadow)">${place(dog, { cx: 400, bottom: 640, w: 560 }).svg}</g>`);
      const z = (x, y, sz) =>
        `<path d="M${x},${y} h${sz} l${-sz},${sz} h${sz}" fill="none" stroke="#5c3d2e" stroke-width="${sz / 6}" stroke-linecap="round" stroke-linejoin="round" opacity="0.7"/>`;
      s.add(z(600, 170, 50), z(670, 110, 36), z(720, 70, 26));
      return s;
    },
  },
  {
    file: 'images/wise-owl-stare.jpg',
    title: 'Wise Owl Stare',
    description:
      'A wide-eyed owl perches under a full moon in a starry night sky, looking straight at you as if it already knows.',
    keywords: ['owl', 'stare', 'wise', 'night', 'really'],
    origin:
      'Owl reaction images have circulated since the mid-2000s, when a wide-eyed owl asking "oh really?" became one of the first widespread image macros. ' +
      COMPOSED,
    useCases: ['Doubting a claim', 'Night owls', 'Knowing looks', 'Late-night thoughts'],
    seoKeywords: ['owl meme template', 'o rly owl meme', 'staring owl meme', 'night owl meme'],
    levels: [1, 2, 3],
    render(ctx) {
      const s = scene(720, 960);
      s.add(bgGradient(ctx, 720, 960, '#0b1d51', '#2b4c9b'));
      s.add(stars(720, 600, 120, 5, '#fff', 2));
      const moon = clip(ctx, 'geography/astronomy/moon-full.svg');
      s.add(
        `<circle cx="520" cy="230" r="150" fill="#fff9db" opacity="0.35" filter="url(#bigglow)"/>`,
        place(moon, { cx: 520, cy: 230, w: 260 }).svg,
      );
      s.add(
        `<path d="M0,860 Q200,820 420,850 T720,830" stroke="#4a2f1b" stroke-width="40" fill="none" stroke-linecap="round"/>`,
      );
      s.add(
        `<g fill="#2f7d32"><ellipse cx="640" cy="840" rx="70" ry="26" transform="rotate(-20 640 840)"/><ellipse cx="70" cy="850" rx="60" ry="22" transform="rotate(15 70 850)"/></g>`,
      );
      const owl = clip(ctx, 'animals/birds/gufo_civetta_architetto__01.svg');
      s.add(place(owl, { cx: 330, bottom: 880, h: 600 }).svg);
      return s;
    },
  },
  {
    file: 'images/awkward-penguin-alone.jpg',
    title: 'Awkward Penguin Alone',
    description:
      'An emperor penguin stands alone on a small ice floe in a cold blue sea, for socially awkward moments and lonely situations.',
    keywords: ['penguin', 'awkward', 'alone', 'socially awkward', 'introvert'],
    origin:
      'The socially awkward penguin became a classic advice-animal meme around 2010, narrating cringe-worthy social moments. A lone penguin on the ice still carries that feeling. ' +
      COMPOSED,
    useCases: [
      'Socially awkward moments',
      'Arriving too early',
      'Introvert problems',
      'Being the only one who showed up',
    ],
    seoKeywords: [
      'socially awkward penguin meme template',
      'penguin meme',
      'awkward meme template',
      'alone penguin meme',
    ],
    levels: [1, 2, 3],
    render(ctx) {
      const s = scene(800, 600);
      s.add(bgGradient(ctx, 800, 600, '#a5d8ff', '#e7f5ff'));
      s.add(
        `<polygon points="560,330 640,210 720,330" fill="#f1f3f5"/><polygon points="640,210 720,330 680,330" fill="#dee2e6"/><polygon points="60,330 120,250 190,330" fill="#f8f9fa"/>`,
      );
      s.add(
        `<rect x="0" y="330" width="800" height="270" fill="#1c7ed6"/><rect x="0" y="330" width="800" height="20" fill="#4dabf7"/>`,
      );
      s.add(
        `<path d="M220,470 L580,470 L620,520 L180,520 Z" fill="#f8f9fa"/><path d="M180,520 L620,520 L600,545 L200,545 Z" fill="#a5d8ff"/>`,
      );
      const r = rng(8);
      for (let i = 0; i < 14; i++)
        s.add(
          `<line x1="${f(r() * 800)}" y1="${f(380 + r() * 200)}" x2="${f(r() * 800 + 60)}" y2="${f(380 + r() * 200)}" stroke="#74c0fc" stroke-width="3" opacity="0.6"/>`,
        );
      const p = clip(ctx, 'animals/birds/emperor_penguin_ralf_ste_01.svg');
      s.add(groundShadow(400, 490, 80, 10), place(p, { cx: 400, bottom: 495, h: 400 }).svg);
      return s;
    },
  },
  {
    file: 'images/pondering-frog-chin.jpg',
    title: 'Pondering Frog',
    description:
      'A green frog rests its chin on its hand and stares into the distance, deep in thought, against a dreamy pastel sky.',
    keywords: ['frog', 'pondering', 'thinking', 'contemplating', 'deep thoughts'],
    origin:
      'Frogs have been meme staples for years, and the contemplative frog pose is a natural fit for "pondering my orb"-style deep-thought posts. ' +
      COMPOSED,
    useCases: ['Deep thoughts about nothing', 'Existential questions', 'Considering life choices', 'Shower thoughts'],
    seoKeywords: ['thinking frog meme template', 'pondering meme', 'contemplating frog meme', 'deep thoughts meme'],
    levels: [1, 2, 3],
    render(ctx) {
      const s = scene(800, 800);
      s.add(bgGradient(ctx, 800, 800, '#d0bfff', '#ffdeeb'));
      const r = rng(9);
      for (let i = 0; i < 10; i++)
        s.add(`<circle cx="${f(r() * 800)}" cy="${f(r() * 500)}" r="${f(20 + r() * 60)}" fill="#fff" opacity="0.25"/>`);
      s.add(
        `<ellipse cx="400" cy="690" rx="330" ry="70" fill="#69db7c" opacity="0.5"/><ellipse cx="400" cy="680" rx="260" ry="45" fill="#2f9e44" opacity="0.6"/>`,
      );
      const frog = clip(ctx, 'animals/rana02_architetto_france_01.svg');
      s.add(place(frog, { cx: 420, bottom: 700, h: 560 }).svg);
      for (let i = 0; i < 3; i++)
        s.add(`<circle cx="${170 - i * 30}" cy="${230 - i * 50}" r="${12 + i * 8}" fill="#fff" opacity="0.9"/>`);
      return s;
    },
  },
  {
    file: 'images/angry-bear-roar.jpg',
    title: 'Angry Bear Roar',
    description:
      'A brown bear rears up and roars straight at the viewer, claws out, in a dark green forest, for explosive rage.',
    keywords: ['angry', 'bear', 'roar', 'rage', 'furious'],
    origin:
      'Roaring-animal reaction images have long stood in for sudden fury, from "when someone touches my food" to "me after five minutes without coffee". ' +
      COMPOSED,
    useCases: ['When someone touches your food', 'Waking up too early', 'Hangry moments', 'Defending your opinion'],
    seoKeywords: ['angry bear meme template', 'roaring bear meme', 'rage meme template', 'furious reaction meme'],
    levels: [2, 3, 4],
    render(ctx) {
      const s = scene(800, 600);
      s.add(bgGradient(ctx, 800, 600, '#2b3d2a', '#0f1a0f'));
      for (let i = 0; i < 7; i++)
        s.add(
          `<g opacity="${0.35 + (i % 3) * 0.15}">${tree(60 + i * 115, 560 - (i % 2) * 30, 300 + (i % 3) * 60, i + 3, '#1e4620')}</g>`,
        );
      s.add(speedLines(800, 600, 420, 330, 50, '#ffffff', 250, 9, 8).replace(/<path/g, '<path opacity="0.12"'));
      const bear = clip(ctx, 'animals/mammals/bears/orso_architetto_francesc_02.svg');
      s.add(`<g filter="url(#shadow)">${place(bear, { cx: 420, cy: 320, w: 720 }).svg}</g>`);
      s.add(vignette(ctx, 800, 600, 0.5));
      return s;
    },
  },
  {
    file: 'images/proud-lion-sunrise.jpg',
    title: 'Proud Lion At Sunrise',
    description:
      'A lion stands tall on a rock in front of a huge rising sun and golden rays, the picture of majestic pride.',
    keywords: ['lion', 'proud', 'majestic', 'king', 'sunrise'],
    origin:
      'Majestic-animal images on dramatic backgrounds have been used ironically since the "majestic" image macros of the 2010s, celebrating tiny accomplishments as if they were epic. ' +
      COMPOSED,
    useCases: ['Celebrating tiny wins', 'Feeling proud', 'Leadership jokes', 'Waking up on time'],
    seoKeywords: ['proud lion meme template', 'majestic meme', 'lion king style meme', 'proud meme template'],
    levels: [1, 2, 3],
    render(ctx) {
      const s = scene(800, 800);
      s.add(sunburst(800, 800, 400, 470, 22, '#ff922b', '#ffa94d'));
      s.add(`<circle cx="400" cy="470" r="230" fill="#ffe066" filter="url(#bigglow)"/>`);
      s.add(`<path d="M0,640 Q200,600 400,630 T800,620 L800,800 L0,800 Z" fill="#7a4a1f"/>`);
      s.add(
        `<path d="M160,800 L230,560 Q330,520 470,540 L560,560 L640,800 Z" fill="#5b3716"/><path d="M230,560 Q330,520 470,540 L560,560 L540,580 Q420,555 250,585 Z" fill="#8a5a2b"/>`,
      );
      const lion = clip(ctx, 'animals/mammals/big_cats/leone_01_architetto_fran_01.svg');
      s.add(place(lion, { cx: 400, bottom: 575, h: 330 }).svg);
      return s;
    },
  },
  {
    file: 'images/party-celebration-balloons.jpg',
    title: 'Party Celebration',
    description:
      'Shiny balloons, a birthday cake with lit candles and a shower of confetti on a bright festive background, for celebrating anything.',
    keywords: ['party', 'celebration', 'birthday', 'congrats', 'confetti'],
    origin:
      'Celebration images with balloons and confetti have been the internet\'s default "congrats" since the e-card era, and they work equally well for sincere and ironic celebrations. ' +
      COMPOSED,
    useCases: ['Birthdays', 'Celebrating small wins', 'Friday finally arriving', 'Ironic celebrations'],
    seoKeywords: ['party meme template', 'celebration meme', 'birthday meme template', 'congrats meme'],
    levels: [1, 2],
    render(ctx) {
      const s = scene(800, 600);
      s.add(bgRadial(ctx, 800, 600, '#fff0f6', '#f783ac', 0.5, 0.6, 0.8));
      s.add(confetti(800, 600, 90, 12));
      const b = clip(ctx, 'recreation/party/balloons-aj.svg');
      s.add(
        place(b, { cx: 140, cy: 250, h: 420, rotate: -8 }).svg,
        place(b, { cx: 670, cy: 240, h: 400, rotate: 8, flip: true }).svg,
      );
      s.add(`<ellipse cx="400" cy="560" rx="300" ry="40" fill="#c2255c" opacity="0.35"/>`);
      const cake = clip(ctx, 'recreation/holiday/birthday_cake.svg');
      s.add(`<g filter="url(#shadow)">${place(cake, { cx: 400, bottom: 570, h: 330 }).svg}</g>`);
      s.add(sparkle(300, 120, 22, '#fff'), sparkle(520, 90, 18, '#fff'), sparkle(420, 170, 14, '#fff'));
      return s;
    },
  },
  {
    file: 'images/trophy-award-winner.jpg',
    title: 'And The Award Goes To',
    description:
      'A shining golden trophy on a stage between red curtains, lit by spotlights, ready to crown the winner of any category.',
    keywords: ['award', 'trophy', 'winner', 'achievement', 'ceremony'],
    origin:
      'Fake award ceremonies have long been a meme format: the internet hands out trophies for the most relatable, petty or absurd achievements. ' +
      ORIGINAL,
    useCases: [
      'Awarding petty achievements',
      'Best excuse of the year',
      'Celebrating a friend',
      'Sarcastic congratulations',
    ],
    seoKeywords: ['award meme template', 'trophy meme', 'and the award goes to meme', 'winner meme template'],
    levels: [1, 2, 3],
    render(ctx) {
      const s = scene(800, 800);
      s.add(rect(0, 0, 800, 800, '#1a0a0a'));
      const cur = ctx.id('cur');
      s.def(
        linear(
          cur,
          [
            [0, '#c92a2a'],
            [0.5, '#8b0000'],
            [1, '#c92a2a'],
          ],
          0,
          0,
          1,
          0,
        ),
      );
      for (const x of [0, 640]) {
        let folds = '';
        for (let i = 0; i < 4; i++)
          folds += `<rect x="${x + i * 40}" y="0" width="40" height="620" fill="url(#${cur})"/>`;
        s.add(folds);
      }
      s.add(`<path d="M0,0 L800,0 L800,70 Q600,110 400,80 Q200,110 0,70 Z" fill="#a61e1e"/>`);
      const lg = ctx.id('spot');
      s.def(
        linear(lg, [
          [0, '#fff', 0.4],
          [1, '#fff', 0],
        ]),
      );
      s.add(
        `<path d="M150,0 L250,0 L470,640 L260,640 Z" fill="url(#${lg})"/><path d="M550,0 L650,0 L540,640 L330,640 Z" fill="url(#${lg})"/>`,
      );
      s.add(
        `<rect x="0" y="620" width="800" height="180" fill="#5c3a1e"/><rect x="0" y="620" width="800" height="14" fill="#7a4e2d"/>`,
      );
      s.add(`<ellipse cx="400" cy="640" rx="230" ry="30" fill="#fff" opacity="0.2"/>`);
      const g = ctx.id('gold');
      s.def(
        linear(
          g,
          [
            [0, '#fff3bf'],
            [0.35, '#fcc419'],
            [0.7, '#e67700'],
            [1, '#fab005'],
          ],
          0,
          0,
          1,
          0,
        ),
      );
      s.add(
        `<g filter="url(#shadow)"><rect x="300" y="560" width="200" height="70" rx="8" fill="#343a40"/><rect x="320" y="575" width="160" height="40" rx="4" fill="#fab005" opacity="0.8"/><rect x="360" y="470" width="80" height="95" fill="url(#${g})"/><path d="M280,200 L520,200 Q520,430 400,470 Q280,430 280,200 Z" fill="url(#${g})" stroke="#b8860b" stroke-width="6"/><path d="M285,230 Q200,230 210,300 Q220,360 300,370" fill="none" stroke="#e6a700" stroke-width="22"/><path d="M515,230 Q600,230 590,300 Q580,360 500,370" fill="none" stroke="#e6a700" stroke-width="22"/></g>`,
      );
      s.add(
        `<path d="M400,250 l18,38 l42,4 l-32,28 l10,41 l-38,-22 l-38,22 l10,-41 l-32,-28 l42,-4 Z" fill="#fff3bf" opacity="0.9"/>`,
      );
      s.add(
        sparkle(330, 230, 20, '#fff'),
        sparkle(480, 300, 14, '#fff'),
        sparkle(250, 160, 18, '#fff'),
        sparkle(560, 150, 16, '#fff'),
      );
      return s;
    },
  },
  {
    file: 'images/lone-wolf-moon.jpg',
    title: 'Lone Wolf Under The Moon',
    description:
      'A grey wolf glares from a dark mountain night under a huge full moon, for ironic lone-wolf and "sigma" energy.',
    keywords: ['lone wolf', 'sigma', 'moon', 'alone', 'edgy'],
    origin:
      'Wolf-and-moon imagery became an ironic meme in the 2010s through over-serious "alpha" and "lone wolf" quote images, later feeding the "sigma" jokes of the 2020s. ' +
      COMPOSED,
    useCases: [
      'Ironic lone-wolf energy',
      'Eating lunch alone proudly',
      'Sigma grindset jokes',
      'Leaving the party early',
    ],
    seoKeywords: ['lone wolf meme template', 'sigma wolf meme', 'wolf moon meme', 'alpha wolf meme'],
    levels: [2, 3, 4, 5],
    render(ctx) {
      const s = scene(720, 960);
      s.add(bgGradient(ctx, 720, 960, '#050816', '#1b2a5c'));
      s.add(stars(720, 600, 160, 15, '#fff', 2));
      const moon = clip(ctx, 'geography/astronomy/moon-full.svg');
      s.add(
        `<circle cx="360" cy="330" r="240" fill="#e7f5ff" opacity="0.25" filter="url(#bigglow)"/>`,
        place(moon, { cx: 360, cy: 330, w: 420 }).svg,
      );
      s.add(
        `<path d="M0,700 L140,560 L230,640 L360,500 L480,620 L580,540 L720,680 L720,960 L0,960 Z" fill="#0d1330"/><path d="M0,800 L160,700 L300,780 L450,690 L600,770 L720,720 L720,960 L0,960 Z" fill="#070b1f"/>`,
      );
      const wolf = clip(ctx, 'animals/mammals/simple_stylized_wolf_he_01.svg');
      s.add(`<g filter="url(#shadow)">${place(wolf, { cx: 360, bottom: 930, h: 420 }).svg}</g>`);
      return s;
    },
  },
  {
    file: 'images/turbo-snail-speed.jpg',
    title: 'Turbo Snail Full Speed',
    description:
      'A snail with a jet engine on its shell races along a road with speed lines and a dust cloud, for being surprisingly fast (or proudly slow).',
    keywords: ['fast', 'slow', 'snail', 'speed', 'productivity'],
    origin:
      "Snails are the internet's symbol of slowness, and giving one a rocket booster is a classic visual joke about sudden, unexpected bursts of speed. " +
      COMPOSED,
    useCases: [
      'Finishing a task at the last minute',
      'Slow internet',
      'Sudden productivity',
      'Weekend speed vs weekday speed',
    ],
    seoKeywords: ['fast snail meme template', 'turbo snail meme', 'speed meme', 'slow but fast meme'],
    levels: [1, 2, 3],
    render(ctx) {
      const s = scene(960, 540);
      s.add(outdoors(ctx, 960, 540, { horizon: 300, seed: 21, sunX: 150 }));
      s.add(
        `<rect x="0" y="380" width="960" height="160" fill="#495057"/><rect x="0" y="374" width="960" height="10" fill="#adb5bd"/>`,
      );
      for (let i = 0; i < 8; i++) s.add(`<rect x="${i * 140}" y="452" width="80" height="10" fill="#fff"/>`);
      for (let i = 0; i < 7; i++)
        s.add(
          `<line x1="${40 + i * 30}" y1="${300 + i * 26}" x2="${280 + i * 20}" y2="${300 + i * 26}" stroke="#fff" stroke-width="6" stroke-linecap="round" opacity="0.8"/>`,
        );
      const sn = clip(ctx, 'animals/bugs/lumaca_turbo_architetto__01.svg');
      s.add(groundShadow(560, 470, 240, 16), place(sn, { cx: 560, bottom: 478, w: 560 }).svg);
      return s;
    },
  },
  {
    file: 'images/cat-vs-dog-showdown.jpg',
    title: 'Cat vs Dog Showdown',
    description:
      'A poised Siamese cat on red faces a loyal sitting dog on blue, with a lightning VS badge between them, for any head-to-head debate.',
    keywords: ['versus', 'vs', 'cat', 'dog', 'debate'],
    origin:
      "Versus-screen layouts borrowed from fighting games became a common meme format for pitting two things against each other, and cats versus dogs is the internet's oldest rivalry. " +
      COMPOSED,
    useCases: ['Comparing two options', 'Cat people vs dog people', 'Friendly rivalries', 'Picking sides'],
    seoKeywords: ['versus meme template', 'cat vs dog meme', 'vs meme template', 'showdown meme'],
    levels: [1, 2, 3],
    render(ctx) {
      const s = scene(960, 540);
      s.add(
        `<polygon points="0,0 540,0 420,540 0,540" fill="#e03131"/><polygon points="540,0 960,0 960,540 420,540" fill="#1971c2"/>`,
      );
      s.add(`<g opacity="0.25">${speedLines(960, 540, 480, 270, 50, '#fff', 120, 4, 10)}</g>`);
      const cat = clip(ctx, 'animals/mammals/housecats/gatto_cat_architetto_fra_04.svg');
      const dog = clip(ctx, 'animals/mammals/dog_01_drawn_with_strai_01.svg');
      s.add(`<g filter="url(#shadow)">${place(cat, { cx: 220, bottom: 520, h: 440 }).svg}</g>`);
      s.add(`<g filter="url(#shadow)">${place(dog, { cx: 745, bottom: 520, h: 440, flip: true }).svg}</g>`);
      s.add(burst(480, 270, 105, 12, '#ffd43b', '#212529', 5, 0.7));
      s.add(bolt(480, 270, 120, '#fff'));
      s.add(label('VS', 480, 270, 44, { bg: '#212529', color: '#ffd43b', stroke: '#ffd43b' }));
      return s;
    },
  },
  {
    file: 'images/two-doors-choice.jpg',
    title: 'Two Doors Choice',
    description:
      "A stick figure stands between a glowing blue door and an ominous red door, arms raised in indecision, for life's big choices.",
    keywords: ['choice', 'two doors', 'decision', 'dilemma', 'options'],
    origin:
      'The choose-a-door dilemma comes from game shows and puzzles, and it became a meme setup for labelling two options that are equally tempting or equally bad. ' +
      ORIGINAL,
    useCases: ['Choosing between two options', 'Career decisions', 'Good idea vs fun idea', 'Picking a snack'],
    seoKeywords: ['two doors meme template', 'choose a door meme', 'decision meme template', 'choice meme'],
    levels: [1, 2, 3],
    render(ctx) {
      const s = scene(800, 600);
      s.add(bgGradient(ctx, 800, 600, '#212529', '#495057'));
      s.add(`<rect x="0" y="470" width="800" height="130" fill="#343a40"/>`);
      for (const [x, c1, c2] of [
        [90, '#74c0fc', '#1971c2'],
        [510, '#ff8787', '#c92a2a'],
      ]) {
        const g = ctx.id('door');
        s.def(
          linear(g, [
            [0, c1],
            [1, c2],
          ]),
        );
        s.add(
          `<rect x="${x - 20}" y="110" width="240" height="380" fill="${c2}" opacity="0.4" filter="url(#bigglow)"/><rect x="${x}" y="130" width="200" height="345" rx="6" fill="url(#${g})" stroke="#111" stroke-width="8"/><rect x="${x + 25}" y="160" width="150" height="120" rx="4" fill="none" stroke="#00000044" stroke-width="6"/><rect x="${x + 25}" y="300" width="150" height="150" rx="4" fill="none" stroke="#00000044" stroke-width="6"/><circle cx="${x + 170}" cy="310" r="10" fill="#ffd43b"/>`,
        );
      }
      s.add(`<ellipse cx="400" cy="545" rx="70" ry="10" fill="#000" opacity="0.4"/>`);
      s.add(stickFigure(400, 550, 250, '#ffd43b', { pose: 'arms-up', limb: '#7a5a00' }));
      s.add(
        `<text x="400" y="270" font-family="DejaVu Sans" font-weight="bold" font-size="54" text-anchor="middle" fill="#ffd43b">?</text>`,
      );
      return s;
    },
  },
  {
    file: 'images/out-of-office-dunes.jpg',
    title: 'Out Of Office Beach Dunes',
    description:
      'A beach umbrella, a striped towel with sunglasses and a cold drink wait in golden dune grass by the sea in a real landscape photo, for holidays and mentally clocking out.',
    keywords: ['vacation', 'out of office', 'beach', 'relax', 'holiday'],
    origin:
      'Out-of-office and vacation-mode images are a perennial meme mood, used to celebrate logging off and to mock anyone who still emails you while you are away. ' +
      PHOTO_NOTE +
      ' The props are public-domain clip art.',
    useCases: ['Vacation mode', 'Logging off for the weekend', 'Ignoring work emails', 'Dreaming of summer'],
    seoKeywords: ['vacation meme template', 'out of office meme', 'beach meme template', 'holiday mode meme'],
    levels: [1, 2],
    render(ctx) {
      const s = scene(800, 600);
      const ph = photo(ctx, 'nature/Dune.jpg');
      s.add(cover(ph, 800, 600, 0.5, 0.5));
      const umb = clip(ctx, 'tools/umbrella.svg');
      s.add(`<g filter="url(#shadow)">${place(umb, { cx: 600, bottom: 500, w: 340, rotate: 4 }).svg}</g>`);
      let towel = '<g filter="url(#shadow)">';
      const cols = ['#1c7ed6', '#fff', '#f76707', '#fff'];
      for (let i = 0; i < 8; i++) {
        const t0 = i / 8;
        const t1 = (i + 1) / 8;
        const L = (t) => [380 + 60 * t, 470 + 100 * t];
        const R = (t) => [700 + 40 * t, 450 + 110 * t];
        const [a1, a2] = L(t0);
        const [b1, b2] = R(t0);
        const [c1, c2] = R(t1);
        const [d1, d2] = L(t1);
        towel += `<polygon points="${a1},${a2} ${b1},${b2} ${c1},${c2} ${d1},${d2}" fill="${cols[i % 4]}"/>`;
      }
      s.add(towel + '</g>');
      const sg = clip(ctx, 'people/clothing/sunglasses_01.svg');
      s.add(place(sg, { cx: 560, cy: 515, w: 120, rotate: -6 }).svg);
      const drink = clip(ctx, 'food/beverages/drinking_glass_with_red_punch_01.svg');
      s.add(`<g filter="url(#softshadow)">${place(drink, { cx: 330, bottom: 570, h: 150 }).svg}</g>`);
      return s;
    },
  },
];
