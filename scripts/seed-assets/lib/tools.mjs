// Shell helpers shared by the seed-asset builders: run external tools, find them, hash, cache.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Debian's ImageMagick 6 binaries (the image may carry a stand-in `convert` earlier on PATH). */
export const CONVERT = existsSync('/usr/bin/convert-im6.q16') ? '/usr/bin/convert-im6.q16' : 'convert';
export const IDENTIFY = existsSync('/usr/bin/identify-im6.q16') ? '/usr/bin/identify-im6.q16' : 'identify';
export const RSVG = 'rsvg-convert';
export const FFMPEG = 'ffmpeg';
export const FFPROBE = 'ffprobe';

export const CLIPART_SVG = '/usr/share/openclipart/svg';
export const MATE_BG = '/usr/share/backgrounds/mate';

export const CACHE = process.env.SEED_CACHE ?? path.join(tmpdir(), 'memeforge-seed-cache');
mkdirSync(CACHE, { recursive: true });

/** Runs a program with arguments (no shell) and returns stdout as a string. */
export function run(cmd, args, opts = {}) {
  try {
    return execFileSync(cmd, args, { maxBuffer: 1 << 28, stdio: ['pipe', 'pipe', 'pipe'], ...opts }).toString();
  } catch (err) {
    const stderr = err.stderr ? err.stderr.toString() : '';
    throw new Error(`${cmd} ${args.join(' ').slice(0, 400)} failed: ${stderr.slice(-2000)}`);
  }
}

export function sha1(s) {
  return createHash('sha1').update(s).digest('hex').slice(0, 16);
}

/** Width and height of an image file. */
export function imageSize(file) {
  const out = run(IDENTIFY, ['-format', '%w %h', file + '[0]']).trim();
  const [w, h] = out.split(' ').map(Number);
  return { w, h };
}

export function checkTools() {
  const missing = [];
  for (const [cmd, args] of [
    [RSVG, ['--version']],
    [CONVERT, ['-version']],
    [FFMPEG, ['-version']],
    [FFPROBE, ['-version']],
  ]) {
    try {
      run(cmd, args);
    } catch {
      missing.push(cmd);
    }
  }
  if (!existsSync(CLIPART_SVG)) missing.push('openclipart-svg (Debian package)');
  if (missing.length) {
    throw new Error(
      `Missing tools: ${missing.join(', ')}.\n` +
        'Install with: apt-get install -y openclipart-svg openclipart-png librsvg2-bin imagemagick ffmpeg ' +
        'fonts-dejavu-core mate-backgrounds',
    );
  }
}

export function readBase64(file) {
  return readFileSync(file).toString('base64');
}
