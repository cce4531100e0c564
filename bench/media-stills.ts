/**
 * media-stills: Skia (@napi-rs/canvas) against sharp (libvips) for each job the media layer does
 * on an image: read its size, decode it, resize it to a 480 px thumbnail, encode that as JPEG, and
 * the whole thumbnail (decode + resize + flatten + encode) as an upload needs it; then the
 * product's own thumbnailOf with its file sizes. The inputs are made before timing: a starter
 * template, a phone-sized photo with an EXIF rotation, and a PNG with transparency. Runs alternate
 * between the two libraries so that machine noise hits both.
 */
import { readFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import path from 'node:path';
import { createCanvas, Image, loadImage } from '@napi-rs/canvas';
import sharp from 'sharp';
import { thumbnailOf } from '@memeforge/render/media';
import { median } from './stats';

const RUNS = Number(process.env.BENCH_RUNS ?? 15);
const WARM_UP = 2;
const THUMBNAIL_WIDTH = 480;
const JPEG_QUALITY = 80;
const SEED_DIR = path.resolve(import.meta.dirname, '../apps/server/seed/templates');

interface Sample {
  name: string;
  bytes: Buffer;
}

interface Decoded {
  data: Buffer;
  width: number;
  height: number;
}

/** One job done by each library; the result is returned so nothing is optimised away. */
interface Job {
  name: string;
  skia: (sample: Sample) => Promise<unknown>;
  sharp: (sample: Sample) => Promise<unknown>;
}

async function samples(): Promise<Sample[]> {
  const manifest = JSON.parse(await readFile(path.join(SEED_DIR, 'manifest.json'), 'utf8')) as {
    templates: { file: string; type: number }[];
  };
  const first = manifest.templates.find((entry) => entry.type === 1)!;
  const starter = await readFile(path.join(SEED_DIR, first.file));
  // A phone photo: 12 megapixels, quality 90, stored sideways with EXIF orientation 6.
  const phone = await sharp(starter)
    .resize(4032, 3024, { fit: 'fill' })
    .modulate({ saturation: 1.2 })
    .sharpen()
    .jpeg({ quality: 90 })
    .withMetadata({ orientation: 6 })
    .toBuffer();
  const png = await sharp(starter).resize(1600, 1200, { fit: 'fill' }).ensureAlpha(0.6).png().toBuffer();
  const { width = 0, height = 0 } = await sharp(starter).metadata();
  return [
    { name: `starter JPEG ${width}x${height} ${(starter.length / 1024).toFixed(0)} KB`, bytes: starter },
    { name: `phone JPEG 4032x3024 EXIF 6 ${(phone.length / 1024 / 1024).toFixed(1)} MB`, bytes: phone },
    { name: `PNG 1600x1200 with alpha ${(png.length / 1024 / 1024).toFixed(1)} MB`, bytes: png },
  ];
}

const skiaDecode = async (bytes: Buffer): Promise<Decoded> => {
  const image = await loadImage(bytes);
  const ctx = createCanvas(image.width, image.height).getContext('2d');
  ctx.drawImage(image, 0, 0);
  const { data } = ctx.getImageData(0, 0, image.width, image.height);
  return { data: Buffer.from(data.buffer, data.byteOffset, data.byteLength), width: image.width, height: image.height };
};

const sharpDecode = async (bytes: Buffer): Promise<Decoded> => {
  const { data, info } = await sharp(bytes).autoOrient().ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
};

const thumbnailHeight = (width: number, height: number) =>
  Math.max(1, Math.round((height * Math.min(THUMBNAIL_WIDTH, width)) / width));

/** Each library's input for the resize and encode jobs, made once per sample outside the timing. */
const decodedCache = new Map<Sample, Decoded>();
const thumbnailCache = new Map<Sample, Decoded>();

async function decodedOf(sample: Sample): Promise<Decoded> {
  let decoded = decodedCache.get(sample);
  if (!decoded) {
    decoded = await sharpDecode(sample.bytes);
    decodedCache.set(sample, decoded);
  }
  return decoded;
}

async function thumbnailPixelsOf(sample: Sample): Promise<Decoded> {
  let small = thumbnailCache.get(sample);
  if (!small) {
    const decoded = await decodedOf(sample);
    const height = thumbnailHeight(decoded.width, decoded.height);
    const width = Math.min(THUMBNAIL_WIDTH, decoded.width);
    const data = await sharp(decoded.data, { raw: { width: decoded.width, height: decoded.height, channels: 4 } })
      .resize(width, height)
      .raw()
      .toBuffer();
    small = { data, width, height };
    thumbnailCache.set(sample, small);
  }
  return small;
}

function skiaImageFromPixels(decoded: Decoded) {
  const canvas = createCanvas(decoded.width, decoded.height);
  const ctx = canvas.getContext('2d');
  const imageData = ctx.createImageData(decoded.width, decoded.height);
  imageData.data.set(decoded.data);
  ctx.putImageData(imageData, 0, 0);
  return canvas;
}

async function skiaThumbnail(bytes: Buffer): Promise<Buffer> {
  const image = await loadImage(bytes);
  const width = Math.min(THUMBNAIL_WIDTH, image.width);
  const height = thumbnailHeight(image.width, image.height);
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, width, height);
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(image, 0, 0, width, height);
  return canvas.encode('jpeg', JPEG_QUALITY);
}

const JOBS: Job[] = [
  {
    name: 'size (header only)',
    skia: async ({ bytes }) => {
      // Image.src reads the header synchronously; it does not apply EXIF orientation.
      const image = new Image();
      image.src = bytes;
      return [image.width, image.height];
    },
    sharp: async ({ bytes }) => {
      const metadata = await sharp(bytes).metadata();
      return [metadata.autoOrient.width, metadata.autoOrient.height];
    },
  },
  {
    name: 'decode to RGBA',
    skia: ({ bytes }) => skiaDecode(bytes),
    sharp: ({ bytes }) => sharpDecode(bytes),
  },
  {
    name: 'resize RGBA to 480 px',
    skia: async (sample) => {
      const decoded = await decodedOf(sample);
      const source = skiaImageFromPixels(decoded);
      const height = thumbnailHeight(decoded.width, decoded.height);
      const ctx = createCanvas(Math.min(THUMBNAIL_WIDTH, decoded.width), height).getContext('2d');
      ctx.imageSmoothingQuality = 'high';
      // Only the draw is the resize; the pixels-to-canvas copy above is timed too, as Skia needs it.
      ctx.drawImage(source, 0, 0, ctx.canvas.width, height);
      return ctx.getImageData(0, 0, 1, 1);
    },
    sharp: async (sample) => {
      const decoded = await decodedOf(sample);
      return sharp(decoded.data, { raw: { width: decoded.width, height: decoded.height, channels: 4 } })
        .resize({ width: THUMBNAIL_WIDTH, withoutEnlargement: true })
        .raw()
        .toBuffer();
    },
  },
  {
    name: 'JPEG encode of the 480 px pixels',
    skia: async (sample) => skiaImageFromPixels(await thumbnailPixelsOf(sample)).encode('jpeg', JPEG_QUALITY),
    sharp: async (sample) => {
      const small = await thumbnailPixelsOf(sample);
      return sharp(small.data, { raw: { width: small.width, height: small.height, channels: 4 } })
        .flatten({ background: '#ffffff' })
        .jpeg({ quality: JPEG_QUALITY })
        .toBuffer();
    },
  },
  {
    name: 'thumbnail: bytes to 480 px JPEG',
    skia: ({ bytes }) => skiaThumbnail(bytes),
    sharp: ({ bytes }) =>
      sharp(bytes, { animated: false })
        .autoOrient()
        .resize({ width: THUMBNAIL_WIDTH, withoutEnlargement: true })
        .flatten({ background: '#ffffff' })
        .jpeg({ quality: JPEG_QUALITY })
        .toBuffer(),
  },
];

async function time(task: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await task();
  return performance.now() - start;
}

const ms = (value: number) => (value < 10 ? value.toFixed(2) : value.toFixed(1));

export async function mediaStills(): Promise<void> {
  const loadAtStart = loadavg()[0]!;
  const inputs = await samples();
  console.log(`media-stills: median of ${RUNS} runs each, load average ${loadAtStart.toFixed(2)} at start`);
  const verdicts: string[] = [];
  for (const job of JOBS) {
    console.log(`  ${job.name}`);
    let skiaWins = 0;
    for (const sample of inputs) {
      const skia: number[] = [];
      const vips: number[] = [];
      for (let index = 0; index < WARM_UP + RUNS; index += 1) {
        // Who goes first alternates too, so neither always runs on a machine the other just warmed.
        let skiaMs: number;
        let sharpMs: number;
        if (index % 2 === 0) {
          skiaMs = await time(() => job.skia(sample));
          sharpMs = await time(() => job.sharp(sample));
        } else {
          sharpMs = await time(() => job.sharp(sample));
          skiaMs = await time(() => job.skia(sample));
        }
        if (index >= WARM_UP) {
          skia.push(skiaMs);
          vips.push(sharpMs);
        }
      }
      const ratio = median(skia) / median(vips);
      if (ratio < 1) skiaWins += 1;
      console.log(
        `    ${sample.name}: Skia ${ms(median(skia))} ms, sharp ${ms(median(vips))} ms, ratio Skia/sharp ${ratio.toFixed(2)}x`,
      );
    }
    verdicts.push(`${job.name} ${skiaWins === inputs.length ? 'Skia' : skiaWins === 0 ? 'sharp' : 'mixed'}`);
  }
  // The product's thumbnailOf adds mozjpeg (trellis quantisation): slower, smaller files, which
  // the library grid downloads many times over.
  console.log('  thumbnailOf as shipped (sharp, mozjpeg), against Skia at the same quality');
  for (const sample of inputs) {
    const shipped: number[] = [];
    for (let index = 0; index < WARM_UP + RUNS; index += 1) {
      const elapsed = await time(() => thumbnailOf(sample.bytes));
      if (index >= WARM_UP) shipped.push(elapsed);
    }
    const [ours, skia] = [await thumbnailOf(sample.bytes), await skiaThumbnail(sample.bytes)];
    console.log(
      `    ${sample.name}: ${ms(median(shipped))} ms, ${(ours.length / 1024).toFixed(1)} KB; Skia's ${(skia.length / 1024).toFixed(1)} KB`,
    );
  }
  console.log(`  load average ${loadavg()[0]!.toFixed(2)} at the end`);
  console.log(`media-stills: faster per job: ${verdicts.join('; ')}`);
}
