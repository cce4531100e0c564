/**
 * render-video: a video meme from a 5 s starter clip made by renderVideoMeme (caption overlay PNG
 * drawn with @napi-rs/canvas, then one ffmpeg run), versus the floor it cannot beat: the same
 * ffmpeg command (same overlay filter and H.264/AAC settings) on a PNG made beforehand, so the
 * ratio is what our layout, drawing, PNG encoding, temp files and process handling add. Runs
 * alternate between the two.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import {
  DEFAULT_FFMPEG_PATH,
  mediaInputOf,
  overlayEncodeArgs,
  probeVideo,
  renderVideoCaptionOverlay,
  renderVideoMeme,
  type VideoProbe,
} from '@memeforge/render/video';
import { median, timed } from './stats';

const run = promisify(execFile);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const TARGET_RATIO = 1.3;
const CLIP_SECONDS = 5;
const CAPTION = 'Me pretending the deploy was the plan all along 😂';
const SEED_DIR = path.resolve(import.meta.dirname, '../apps/server/seed/templates');

interface ManifestEntry {
  file: string;
  type: number;
  fontSize: number | null;
  textAlign: 'left' | 'center' | 'right';
  dragYOffset: number | null;
}

/** The first 5 s video of the starter library, probed. */
async function starterClip(): Promise<{ entry: ManifestEntry; clipPath: string; probe: VideoProbe }> {
  const manifest = JSON.parse(await readFile(path.join(SEED_DIR, 'manifest.json'), 'utf8')) as {
    templates: ManifestEntry[];
  };
  for (const entry of manifest.templates.filter((template) => template.type === 2)) {
    const clipPath = path.join(SEED_DIR, entry.file);
    const probe = await probeVideo(clipPath);
    if (Math.abs(probe.durationSec - CLIP_SECONDS) < 0.5) return { entry, clipPath, probe };
  }
  throw new Error(`the starter library has no ${CLIP_SECONDS} s video`);
}

export async function renderVideo(): Promise<void> {
  // Other work on the machine moves every figure here; the ratio, measured alongside, moves less.
  const loadAtStart = loadavg()[0]!;
  const { entry, clipPath, probe } = await starterClip();
  const workDir = await mkdtemp(path.join(tmpdir(), 'bench-render-video-'));
  const input = {
    inputPath: clipPath,
    width: probe.width,
    height: probe.height,
    caption: CAPTION,
    fontSizeFraction: entry.fontSize,
    textAlign: entry.textAlign,
    dragYOffset: entry.dragYOffset ?? -0.3,
    timeoutMs: 120_000,
  };
  const overlayPath = path.join(workDir, 'premade-caption.png');
  await writeFile(overlayPath, (await renderVideoCaptionOverlay(input)).png);
  const clipInput = await mediaInputOf(clipPath);

  const ours: number[] = [];
  const overlay: number[] = [];
  const encode: number[] = [];
  const peer: number[] = [];
  try {
    // One unmeasured run of each first: page cache, fonts, ffmpeg binary.
    for (let index = -1; index < RUNS; index += 1) {
      const outputPath = path.join(workDir, `ours-${index}.mp4`);
      const peerPath = path.join(workDir, `peer-${index}.mp4`);
      let phases = { overlayMs: 0, encodeMs: 0 };
      const runOurs = () =>
        timed(async () => {
          phases = await renderVideoMeme({ ...input, outputPath });
        });
      const runPeer = () =>
        timed(async () => {
          await run(DEFAULT_FFMPEG_PATH, overlayEncodeArgs(clipInput, overlayPath, peerPath));
        });
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
      await rm(outputPath, { force: true });
      await rm(peerPath, { force: true });
      if (index < 0) continue;
      ours.push(oursMs);
      overlay.push(phases.overlayMs);
      encode.push(phases.encodeMs);
      peer.push(peerMs);
    }
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }

  const oursMs = median(ours);
  const peerMs = median(peer);
  const ratio = oursMs / peerMs;
  console.log(`render-video (median of ${RUNS}, alternating which goes first, after one warm-up run each)`);
  console.log(`  load average (1 min): ${loadAtStart.toFixed(1)} at the start, ${loadavg()[0]!.toFixed(1)} at the end`);
  console.log(
    `  clip: ${entry.file} (${probe.width}x${probe.height}, ${probe.durationSec} s, ${probe.audioCodec ?? 'no'} audio)`,
  );
  console.log(
    `  renderVideoMeme: ${oursMs.toFixed(0)} ms (overlay ${median(overlay).toFixed(0)} ms, ffmpeg ${median(encode).toFixed(0)} ms)`,
  );
  console.log(`  bare ffmpeg with a pre-made overlay PNG: ${peerMs.toFixed(0)} ms`);
  console.log(
    `render-video: ${oursMs.toFixed(0)} ms for a ${CLIP_SECONDS} s clip; bare ffmpeg ${peerMs.toFixed(0)} ms; ratio ours/bare ${ratio.toFixed(2)}x (target <= ${TARGET_RATIO}x: ${ratio <= TARGET_RATIO ? 'met' : 'MISSED'})`,
  );
}
