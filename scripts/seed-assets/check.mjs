#!/usr/bin/env node
// Validates apps/server/seed/templates: manifest shape and text limits, every file present, image sizes,
// and with ffprobe that every video is H.264 + AAC, 3-15 s, 720 px wide. Exits non-zero on any problem.
//   node scripts/seed-assets/check.mjs
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { FFPROBE, imageSize, run } from './lib/tools.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const DIR = path.resolve(here, '../../apps/server/seed/templates');
const problems = [];
const bad = (file, msg) => problems.push(`${file}: ${msg}`);

const manifest = JSON.parse(readFileSync(path.join(DIR, 'manifest.json'), 'utf8'));
const KEYS = [
  'file',
  'type',
  'title',
  'description',
  'keywords',
  'origin',
  'useCases',
  'seoKeywords',
  'levels',
  'fontSize',
  'textAlign',
  'dragYOffset',
  'source',
  'licence',
];
const titles = new Set();
const files = new Set();
let images = 0;
let videos = 0;
for (const t of manifest.templates) {
  const id = t.file;
  for (const k of KEYS) if (t[k] === undefined) bad(id, `missing ${k}`);
  for (const k of Object.keys(t)) if (!KEYS.includes(k)) bad(id, `unexpected key ${k}`);
  if (![1, 2].includes(t.type)) bad(id, 'type must be 1 or 2');
  if (titles.has(t.title)) bad(id, `duplicate title ${t.title}`);
  titles.add(t.title);
  files.add(t.file);
  const between = (arr, lo, hi, name) => {
    if (!Array.isArray(arr) || arr.length < lo || arr.length > hi) bad(id, `${name} needs ${lo}-${hi} entries`);
    else if (arr.some((s) => typeof s !== 'string' || !s.trim())) bad(id, `${name} has an empty entry`);
  };
  between(t.keywords, 3, 8, 'keywords');
  between(t.useCases, 3, 6, 'useCases');
  between(t.seoKeywords, 3, 6, 'seoKeywords');
  if (!Array.isArray(t.levels) || !t.levels.length || t.levels.some((l) => ![1, 2, 3, 4, 5].includes(l)))
    bad(id, 'levels must be a non-empty subset of 1..5');
  if (!(t.fontSize >= 0.03 && t.fontSize <= 0.15)) bad(id, 'fontSize out of 0.03..0.15');
  if (!['left', 'center', 'right'].includes(t.textAlign)) bad(id, 'bad textAlign');
  if (!(t.dragYOffset >= -0.4 && t.dragYOffset <= 0.4)) bad(id, 'dragYOffset out of -0.4..0.4');
  if (t.description.length < 40 || t.origin.length < 80) bad(id, 'description or origin too short');
  const file = path.join(DIR, t.file);
  let size;
  try {
    size = statSync(file).size;
  } catch {
    bad(id, 'file missing');
    continue;
  }
  if (t.type === 1) {
    images++;
    if (!/^images\/[a-z0-9-]+\.(jpg|png)$/.test(t.file)) bad(id, 'image file name should be images/kebab-case.jpg|png');
    const { w, h } = imageSize(file);
    if (w < 600 || w > 1000) bad(id, `width ${w} outside 600..1000`);
    if (size > 400 * 1024) bad(id, `image ${Math.round(size / 1024)} KB over 400 KB`);
    if (h < 300) bad(id, `height ${h} too small`);
  } else {
    videos++;
    if (!/^videos\/[a-z0-9-]+\.mp4$/.test(t.file)) bad(id, 'video file name should be videos/kebab-case.mp4');
    const info = JSON.parse(
      run(FFPROBE, [
        '-v',
        'error',
        '-show_entries',
        'stream=codec_type,codec_name,width,height,pix_fmt:format=duration',
        '-of',
        'json',
        file,
      ]),
    );
    const v = info.streams.find((s) => s.codec_type === 'video');
    const a = info.streams.find((s) => s.codec_type === 'audio');
    const d = Number(info.format.duration);
    if (!v || v.codec_name !== 'h264') bad(id, 'no h264 video stream');
    if (v && v.pix_fmt !== 'yuv420p') bad(id, `pix_fmt ${v.pix_fmt}`);
    if (v && (v.width !== 720 || v.height % 2)) bad(id, `size ${v.width}x${v.height}`);
    if (!a || a.codec_name !== 'aac') bad(id, 'no aac audio stream');
    if (!(d >= 3 && d <= 15)) bad(id, `duration ${d}`);
    if (size > 2 * 1024 * 1024) bad(id, `video ${Math.round(size / 1024)} KB over 2 MB`);
  }
}
let total = 0;
for (const sub of ['images', 'videos']) {
  for (const name of readdirSync(path.join(DIR, sub))) {
    total += statSync(path.join(DIR, sub, name)).size;
    if (!files.has(`${sub}/${name}`)) bad(`${sub}/${name}`, 'not listed in manifest.json');
  }
}
for (const name of ['manifest.json', 'LICENSE.md', 'README.md']) {
  try {
    total += statSync(path.join(DIR, name)).size;
  } catch {
    bad(name, 'missing');
  }
}
if (images < 64) bad('manifest', `only ${images} images (need 64)`);
if (videos < 12) bad('manifest', `only ${videos} videos (need 12)`);
if (total > 40 * 1024 * 1024) bad('folder', `total ${(total / 1048576).toFixed(1)} MB over 40 MB`);
console.log(`${images} images, ${videos} videos, ${(total / 1048576).toFixed(2)} MB in ${DIR}`);
if (problems.length) {
  console.error(problems.join('\n'));
  process.exit(1);
}
console.log('seed library OK');
