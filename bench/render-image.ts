/**
 * render-image: an image meme (template scaled to 800 px under a white caption band) made by
 * renderImageMeme in-process, versus ImageMagick's `convert` drawing the same band, the same lines
 * in the same font file at the same size, on the same starter template, to a JPEG of the same
 * quality. Runs alternate between the two so that machine noise hits both alike.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { captionFontFiles } from '@memeforge/render/fonts';
import { renderImageMeme } from '@memeforge/render/image';
import { median, timed } from './stats';

const run = promisify(execFile);
const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const WARM_UP = 3;
const OUTPUT_WIDTH = 800;
const TARGET_MS = 30;
const TARGET_RATIO = 3;
const CAPTION = 'When the build passes on the first try and nobody on the team knows why';
/** ImageMagick spaces lines by Anton's ascent + descent (1.51 em); ours by 1.2 em. */
const ANTON_LINE_EM = 1.51;
const SEED_DIR = path.resolve(import.meta.dirname, '../apps/server/seed/templates');

interface ManifestEntry {
  file: string;
  type: number;
  fontSize: number | null;
  textAlign: 'left' | 'center' | 'right';
}

/** The first image of the starter library, with its own font size and alignment. */
async function starterImage(): Promise<ManifestEntry> {
  const manifest = JSON.parse(await readFile(path.join(SEED_DIR, 'manifest.json'), 'utf8')) as {
    templates: ManifestEntry[];
  };
  const image = manifest.templates.find((entry) => entry.type === 1);
  if (!image) throw new Error('the starter library has no image template');
  return image;
}

/** ImageMagick's convert: `convert` on PATH may be a stand-in (it is on the dev machine). */
async function findImageMagick(): Promise<string | null> {
  for (const candidate of ['/usr/bin/convert-im6.q16', '/usr/bin/convert', 'convert', 'magick']) {
    const version = await run(candidate, ['-version']).then(
      (result) => result.stdout,
      () => '',
    );
    if (version.includes('ImageMagick')) return candidate;
  }
  return null;
}

async function ensureImageMagick(): Promise<{ binary: string | null; note: string }> {
  const present = await findImageMagick();
  if (present) return { binary: present, note: '' };
  if (process.getuid?.() !== 0)
    return { binary: null, note: 'ImageMagick is missing and we are not root to install it' };
  console.error('render-image: ImageMagick missing; apt-get install -y imagemagick ...');
  try {
    await run('apt-get', ['update'], { maxBuffer: 64 * 1024 * 1024 });
    await run('apt-get', ['install', '-y', '--no-install-recommends', 'imagemagick'], {
      maxBuffer: 64 * 1024 * 1024,
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  } catch (error) {
    return { binary: null, note: `apt-get install imagemagick failed: ${(error as Error).message.split('\n')[0]}` };
  }
  const installed = await findImageMagick();
  return installed
    ? { binary: installed, note: 'installed with apt-get for this run' }
    : { binary: null, note: 'apt-get ran but no ImageMagick convert was found' };
}

export async function renderImage(): Promise<void> {
  // Other work on the machine moves every figure here; the ratio, measured alongside, moves less.
  const loadAtStart = loadavg()[0]!;
  const entry = await starterImage();
  const templatePath = path.join(SEED_DIR, entry.file);
  const template = await readFile(templatePath);
  const input = {
    template,
    caption: CAPTION,
    fontSizeFraction: entry.fontSize,
    textAlign: entry.textAlign,
    outputWidth: OUTPUT_WIDTH,
  } as const;
  // The peer draws exactly what ours draws: the same lines, size, band and font file.
  const reference = await renderImageMeme(input);
  const padding = (10 * OUTPUT_WIDTH) / 480;
  const anton = captionFontFiles().find((file) => file.family === 'MemeForge Anton')!.path;
  const gravity = { left: 'northwest', center: 'north', right: 'northeast' }[entry.textAlign];

  const { binary, note } = await ensureImageMagick();
  const workDir = await mkdtemp(path.join(tmpdir(), 'bench-render-image-'));
  // prettier-ignore
  const convertArgs = (out: string) => [
    templatePath,
    '-resize', `${OUTPUT_WIDTH}x`,
    '-background', 'white',
    '-gravity', 'north',
    '-splice', `0x${reference.bandHeight}`,
    '-font', anton,
    '-pointsize', reference.fontSizePx.toFixed(1),
    '-interline-spacing', String(Math.round(reference.fontSizePx * (1.2 - ANTON_LINE_EM))),
    '-fill', 'black',
    '-gravity', gravity,
    '-annotate', `+${entry.textAlign === 'center' ? 0 : Math.round(padding)}+${Math.round(padding)}`,
    reference.lines.join('\n'),
    '-quality', '90',
    out,
  ];

  const ours: number[] = [];
  const peer: number[] = [];
  try {
    for (let index = 0; index < WARM_UP + RUNS; index += 1) {
      const runOurs = () =>
        timed(async () => {
          await renderImageMeme(input);
        });
      const runPeer = () =>
        binary
          ? timed(async () => {
              await run(binary, convertArgs(path.join(workDir, `out-${index}.jpg`)));
            })
          : Promise.resolve(Number.NaN);
      // Who goes first alternates too, so neither always runs on a machine the other just warmed.
      let oursMs: number;
      let peerMs: number;
      if (index % 2 === 0) {
        oursMs = await runOurs();
        peerMs = await runPeer();
      } else {
        peerMs = await runPeer();
        oursMs = await runOurs();
      }
      if (index >= WARM_UP) {
        ours.push(oursMs);
        peer.push(peerMs);
      }
    }
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }

  const oursMs = median(ours);
  const peerMs = median(peer);
  console.log(`render-image (median of ${RUNS}, alternating which goes first, after ${WARM_UP} warm-up runs each)`);
  console.log(`  load average (1 min): ${loadAtStart.toFixed(1)} at the start, ${loadavg()[0]!.toFixed(1)} at the end`);
  console.log(`  template: ${entry.file} (${reference.width}x${reference.height - reference.bandHeight} scaled)`);
  console.log(
    `  caption: ${reference.lines.length} lines at ${reference.fontSizePx.toFixed(1)} px, band ${reference.bandHeight} px, JPEG ${(reference.data.length / 1024).toFixed(0)} KB`,
  );
  console.log(`  renderImageMeme (@napi-rs/canvas, in process): ${oursMs.toFixed(1)} ms`);
  if (binary) {
    console.log(`  ImageMagick ${binary} (one process per meme)${note ? ` [${note}]` : ''}: ${peerMs.toFixed(1)} ms`);
    const ratio = peerMs / oursMs;
    console.log(
      `render-image: ${oursMs.toFixed(1)} ms (target < ${TARGET_MS} ms: ${oursMs < TARGET_MS ? 'met' : 'MISSED'}); ImageMagick convert ${peerMs.toFixed(1)} ms; ratio convert/ours ${ratio.toFixed(1)}x (target >= ${TARGET_RATIO}x: ${ratio >= TARGET_RATIO ? 'met' : 'MISSED'})`,
    );
  } else {
    console.log(`  ImageMagick: NOT MEASURED (${note})`);
    console.log(
      `render-image: ${oursMs.toFixed(1)} ms (target < ${TARGET_MS} ms: ${oursMs < TARGET_MS ? 'met' : 'MISSED'}); peer not measured, no ratio`,
    );
  }
}
