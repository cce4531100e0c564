/**
 * Draws the site's default link-preview card, apps/web/public/social-card.png (1200 × 630), the
 * og:image of every indexable page that has no image of its own (features/seo/social-card.ts,
 * decision 025): the brand purple, the logo and name, the landing page's headline, and three
 * templates of the starter library (apps/server/seed/templates) captioned as memes.
 *
 * Run from the repository root: `npx tsx apps/web/scripts/make-social-card.ts`, then commit the PNG.
 * Nothing is fetched: the fonts are the ones the render package draws captions with, resolved in
 * their npm packages (packages/render/src/fonts/files.ts), and the pictures are seed files. The
 * drawing is @napi-rs/canvas; sharp (the render package's) then stores it as a 256-colour PNG with
 * light dithering, about 140 KB instead of 670 KB, with no visible difference.
 */
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { GlobalFonts, createCanvas, loadImage, type SKRSContext2D } from '@napi-rs/canvas';
import { PRODUCT_NAME } from '@memeforge/contract';
import sharp from 'sharp';

const WIDTH = 1200;
const HEIGHT = 630;
/** The landing page's headline (docs/product.md §1.2, pages/LandingPage.tsx). */
const TAGLINE = ['Describe a topic.', 'Get memes people share.'];
const BADGE = 'AI meme generator';
const FOOTNOTE = 'Image and video memes · 1000+ templates';

/** Tailwind `brand` colours of src/styles.css. */
const BRAND = {
  100: '#ede9fe',
  200: '#ddd6fe',
  500: '#8b5cf6',
  600: '#7c3aed',
  700: '#6d28d9',
  900: '#4c1d95',
};

const here = path.dirname(fileURLToPath(import.meta.url));
const OUTPUT = path.resolve(here, '../public/social-card.png');
const SEED_IMAGES = path.resolve(here, '../../server/seed/templates/images');

const require = createRequire(import.meta.url);
const FONTS = {
  'Card Sans ExtraBold': '@expo-google-fonts/noto-sans/800ExtraBold/NotoSans_800ExtraBold.ttf',
  'Card Sans SemiBold': '@expo-google-fonts/noto-sans/600SemiBold/NotoSans_600SemiBold.ttf',
  'Card Anton': '@expo-google-fonts/anton/400Regular/Anton_400Regular.ttf',
} as const;
for (const [family, file] of Object.entries(FONTS)) {
  if (!GlobalFonts.registerFromPath(require.resolve(file), family)) {
    throw new Error(`could not register ${family} from ${file}`);
  }
}

/** A template on the card: its file, the caption drawn on it, and where the card sits. */
interface MemeCard {
  file: string;
  caption: string;
  /** Centre of the card and its width on the social card; the height follows the picture. */
  x: number;
  y: number;
  width: number;
  /** Rotation in degrees. */
  angle: number;
}

const MEMES: MemeCard[] = [
  {
    file: 'this-is-fine-calm-chaos.jpg',
    caption: 'My inbox at 400 unread',
    x: 820,
    y: 200,
    width: 330,
    angle: -8,
  },
  {
    file: 'galaxy-brain-cosmic.jpg',
    caption: 'Leaving my umbrella at home so it won’t rain',
    x: 1050,
    y: 250,
    width: 280,
    angle: 7,
  },
  {
    file: 'deal-with-it-shades.jpg',
    caption: 'Leaving work at exactly 5:00pm',
    x: 930,
    y: 430,
    width: 320,
    angle: -2,
  },
];

function roundedRect(ctx: SKRSContext2D, x: number, y: number, w: number, h: number, r: number): void {
  ctx.beginPath();
  ctx.roundRect(x, y, w, h, r);
}

/** Splits text into lines no wider than maxWidth in the current font. */
function wrap(ctx: SKRSContext2D, text: string, maxWidth: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    const next = line ? `${line} ${word}` : word;
    if (line && ctx.measureText(next).width > maxWidth) {
      lines.push(line);
      line = word;
    } else {
      line = next;
    }
  }
  if (line) lines.push(line);
  return lines;
}

function drawBackground(ctx: SKRSContext2D): void {
  const base = ctx.createLinearGradient(0, 0, WIDTH, HEIGHT);
  base.addColorStop(0, BRAND[600]);
  base.addColorStop(0.55, BRAND[700]);
  base.addColorStop(1, BRAND[900]);
  ctx.fillStyle = base;
  ctx.fillRect(0, 0, WIDTH, HEIGHT);

  // Soft light behind the memes and in the top-left corner.
  for (const [x, y, r, alpha] of [
    [930, 320, 420, 0.35],
    [60, 20, 380, 0.22],
  ] as const) {
    const glow = ctx.createRadialGradient(x, y, 0, x, y, r);
    glow.addColorStop(0, `rgba(196, 181, 253, ${alpha})`);
    glow.addColorStop(1, 'rgba(196, 181, 253, 0)');
    ctx.fillStyle = glow;
    ctx.fillRect(0, 0, WIDTH, HEIGHT);
  }

  // A faint dot grid.
  ctx.fillStyle = 'rgba(255, 255, 255, 0.07)';
  for (let y = 18; y < HEIGHT; y += 28) {
    for (let x = 18; x < WIDTH; x += 28) {
      ctx.beginPath();
      ctx.arc(x, y, 1.6, 0, Math.PI * 2);
      ctx.fill();
    }
  }
}

/** The favicon's mark (public/favicon.svg): an M on a rounded square, here white on purple inverted. */
function drawLogo(ctx: SKRSContext2D, x: number, y: number, size: number): void {
  const s = size / 64;
  ctx.save();
  ctx.shadowColor = 'rgba(30, 10, 70, 0.35)';
  ctx.shadowBlur = 18;
  ctx.shadowOffsetY = 6;
  ctx.fillStyle = '#ffffff';
  roundedRect(ctx, x, y, size, size, 14 * s);
  ctx.fill();
  ctx.restore();
  ctx.fillStyle = BRAND[600];
  ctx.beginPath();
  const points: [number, number][] = [
    [16, 44],
    [16, 20],
    [22, 20],
    [32, 33],
    [42, 20],
    [48, 20],
    [48, 44],
    [41, 44],
    [41, 31],
    [32, 42],
    [23, 31],
    [23, 44],
  ];
  points.forEach(([px, py], i) => (i ? ctx.lineTo(x + px * s, y + py * s) : ctx.moveTo(x + px * s, y + py * s)));
  ctx.closePath();
  ctx.fill();
}

function drawText(ctx: SKRSContext2D): void {
  const left = 72;
  ctx.textBaseline = 'alphabetic';

  drawLogo(ctx, left, 64, 60);
  ctx.fillStyle = '#ffffff';
  ctx.font = '40px "Card Sans ExtraBold"';
  ctx.fillText(PRODUCT_NAME, left + 78, 108);

  // The badge the landing page's hero wears.
  ctx.font = '20px "Card Sans SemiBold"';
  const badgeWidth = ctx.measureText(BADGE).width + 48 + 26;
  ctx.fillStyle = 'rgba(255, 255, 255, 0.16)';
  roundedRect(ctx, left, 190, badgeWidth, 44, 22);
  ctx.fill();
  ctx.strokeStyle = 'rgba(255, 255, 255, 0.28)';
  ctx.lineWidth = 1.5;
  ctx.stroke();
  drawSparkle(ctx, left + 30, 212, 10);
  ctx.fillStyle = '#ffffff';
  ctx.fillText(BADGE, left + 48, 219);

  ctx.font = '62px "Card Sans ExtraBold"';
  ctx.fillStyle = '#ffffff';
  ctx.shadowColor = 'rgba(30, 10, 70, 0.35)';
  ctx.shadowBlur = 16;
  ctx.shadowOffsetY = 4;
  const [first, second] = TAGLINE;
  ctx.fillText(first!, left - 3, 318);
  // "Get memes people share." runs onto two lines, the second in the light brand colour.
  const words = second!.split(' ');
  ctx.fillText(words.slice(0, 2).join(' '), left - 3, 394);
  ctx.fillStyle = BRAND[200];
  ctx.fillText(words.slice(2).join(' '), left - 3, 470);
  ctx.shadowColor = 'transparent';

  ctx.font = '22px "Card Sans SemiBold"';
  ctx.fillStyle = 'rgba(237, 233, 254, 0.85)';
  ctx.fillText(FOOTNOTE, left, 548);
}

/** Lucide's "sparkles" idea, simplified: a four-pointed star. */
function drawSparkle(ctx: SKRSContext2D, cx: number, cy: number, r: number): void {
  ctx.fillStyle = '#ffffff';
  ctx.beginPath();
  ctx.moveTo(cx, cy - r);
  ctx.quadraticCurveTo(cx + r * 0.18, cy - r * 0.18, cx + r, cy);
  ctx.quadraticCurveTo(cx + r * 0.18, cy + r * 0.18, cx, cy + r);
  ctx.quadraticCurveTo(cx - r * 0.18, cy + r * 0.18, cx - r, cy);
  ctx.quadraticCurveTo(cx - r * 0.18, cy - r * 0.18, cx, cy - r);
  ctx.fill();
}

/** A template as a white-framed card, its caption in the meme look (Anton, white, black outline). */
async function drawMeme(ctx: SKRSContext2D, meme: MemeCard): Promise<void> {
  const image = await loadImage(path.join(SEED_IMAGES, meme.file));
  const frame = 10;
  const w = meme.width;
  const h = Math.round((image.height / image.width) * (w - frame * 2)) + frame * 2;

  ctx.save();
  ctx.translate(meme.x, meme.y);
  ctx.rotate((meme.angle * Math.PI) / 180);
  ctx.translate(-w / 2, -h / 2);

  ctx.save();
  ctx.shadowColor = 'rgba(20, 6, 50, 0.45)';
  ctx.shadowBlur = 34;
  ctx.shadowOffsetY = 14;
  ctx.fillStyle = '#ffffff';
  roundedRect(ctx, 0, 0, w, h, 16);
  ctx.fill();
  ctx.restore();

  const iw = w - frame * 2;
  const ih = h - frame * 2;
  ctx.save();
  roundedRect(ctx, frame, frame, iw, ih, 9);
  ctx.clip();
  ctx.drawImage(image, frame, frame, iw, ih);

  const size = Math.round(iw * 0.085);
  ctx.font = `${size}px "Card Anton"`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'top';
  ctx.lineJoin = 'round';
  ctx.lineWidth = size * 0.16;
  ctx.strokeStyle = '#000000';
  ctx.fillStyle = '#ffffff';
  const lines = wrap(ctx, meme.caption.toUpperCase(), iw - 24);
  lines.forEach((line, i) => {
    const y = frame + 10 + i * size * 1.12;
    ctx.strokeText(line, w / 2, y);
    ctx.fillText(line, w / 2, y);
  });
  ctx.restore();
  ctx.restore();
}

const canvas = createCanvas(WIDTH, HEIGHT);
const ctx = canvas.getContext('2d');
drawBackground(ctx);
for (const meme of MEMES) await drawMeme(ctx, meme);
drawText(ctx);

const png = await sharp(await canvas.encode('png'))
  .png({ palette: true, colours: 256, dither: 0.5, compressionLevel: 9, effort: 10 })
  .toBuffer();
writeFileSync(OUTPUT, png);
console.log(`wrote ${path.relative(process.cwd(), OUTPUT)} (${WIDTH}×${HEIGHT}, ${Math.round(png.length / 1024)} KB)`);
