#!/usr/bin/env node
// Builds MemeForge's starter template library into apps/server/seed/templates/:
// images/*.jpg, videos/*.mp4 and manifest.json. Everything is composed here from public-domain
// clip art (Debian openclipart-svg), a few GPL desktop-background photos (Debian mate-backgrounds),
// shapes we draw ourselves and sound we synthesise with ffmpeg. See the folder's README.md.
//
//   node scripts/seed-assets/build.mjs                 # everything
//   node scripts/seed-assets/build.mjs --only=shocked-face,dramatic-zoom-shocked
//   node scripts/seed-assets/build.mjs --images        # images only (manifest still complete)
//   node scripts/seed-assets/build.mjs --videos        # videos only
//   node scripts/seed-assets/build.mjs --manifest      # manifest only, no rendering
import { mkdirSync, writeFileSync, statSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { newContext, PHOTO_LICENCES } from './lib/assets.mjs';
import { pngToOutput, svgToPng } from './lib/render.mjs';
import { CACHE, checkTools, run } from './lib/tools.mjs';
import { IMAGE_TEMPLATES } from './images.mjs';
import { VIDEO_TEMPLATES } from './videos.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const repo = path.resolve(here, '../..');
const OUT = path.join(repo, 'apps/server/seed/templates');

const args = process.argv.slice(2);
const only = args
  .find((a) => a.startsWith('--only='))
  ?.slice(7)
  .split(',');
const wantImages = !args.includes('--videos') && !args.includes('--manifest');
const wantVideos = !args.includes('--images') && !args.includes('--manifest');

function pkgVersion(pkg, fallback) {
  try {
    return run('dpkg-query', ['-W', '-f=${Version}', pkg]).trim() || fallback;
  } catch {
    return fallback;
  }
}

const OPENCLIPART = `openclipart-svg (Debian ${pkgVersion('openclipart-svg', '1:0.18+dfsg-19')})`;
const MATE = `mate-backgrounds (Debian ${pkgVersion('mate-backgrounds', '1.26.0-1')})`;

function slug(file) {
  return path.basename(file).replace(/\.[a-z0-9]+$/, '');
}

/** The manifest's `source` and `licence` for what a composition used. */
function attribution(ctx, kind) {
  const parts = [];
  const clips = [...ctx.clips].sort();
  const photos = [...ctx.photos].sort();
  if (clips.length)
    parts.push(`Composed from ${OPENCLIPART} public-domain clip art (/usr/share/openclipart/svg): ${clips.join(', ')}`);
  for (const p of photos) {
    const l = PHOTO_LICENCES[p];
    parts.push(`photo /usr/share/backgrounds/mate/${p} from ${MATE}, (c) ${l.author}, ${l.licence}`);
  }
  const own =
    kind === 2 ? 'SVG shapes drawn and sound synthesised with ffmpeg by MemeForge' : 'SVG shapes drawn by MemeForge';
  parts.push(
    clips.length || photos.length ? `with ${own} (CC0-1.0)` : `Original drawing: ${own}; no third-party material`,
  );
  let source = parts.join('; ');
  source = source.charAt(0).toUpperCase() + source.slice(1);
  const licence = photos.length ? PHOTO_LICENCES[photos[0]].licence : 'CC0-1.0';
  return { source, licence };
}

function entry(t, type, ctx) {
  const { source, licence } = attribution(ctx, type);
  return {
    file: t.file,
    type,
    title: t.title,
    description: t.description,
    keywords: t.keywords,
    origin: t.origin,
    useCases: t.useCases,
    seoKeywords: t.seoKeywords,
    levels: t.levels,
    fontSize: t.fontSize ?? (type === 2 ? 0.0833 : 0.05),
    textAlign: t.textAlign ?? 'center',
    dragYOffset: t.dragYOffset ?? -0.3,
    source,
    licence,
  };
}

function selected(t) {
  return !only || only.includes(slug(t.file));
}

function main() {
  checkTools();
  mkdirSync(path.join(OUT, 'images'), { recursive: true });
  mkdirSync(path.join(OUT, 'videos'), { recursive: true });
  const manifest = [];
  const t0 = Date.now();

  for (const t of IMAGE_TEMPLATES) {
    const ctx = newContext();
    const sc = t.render(ctx);
    const svg = typeof sc === 'string' ? sc : sc.svg();
    manifest.push(entry(t, 1, ctx));
    if (!wantImages || !selected(t)) continue;
    const png = svgToPng(svg, `img-${slug(t.file)}`);
    const out = path.join(OUT, t.file);
    pngToOutput(png, out, { post: t.post, quality: t.quality });
    console.log(`image ${t.file} ${(statSync(out).size / 1024).toFixed(0)} KB`);
  }

  for (const t of VIDEO_TEMPLATES) {
    const ctx = newContext();
    const stills = t.stills(ctx);
    manifest.push(entry(t, 2, ctx));
    if (!wantVideos || !selected(t)) continue;
    const pngs = {};
    for (const [name, sc] of Object.entries(stills)) {
      const svg = typeof sc === 'string' ? sc : sc.svg();
      pngs[name] = svgToPng(svg, `vid-${slug(t.file)}-${name}`, t.stillScale ?? 2);
    }
    const out = path.join(OUT, t.file);
    t.encode({ stills: pngs, out, tmp: path.join(CACHE, `vid-${slug(t.file)}`) });
    console.log(`video ${t.file} ${(statSync(out).size / 1024).toFixed(0)} KB`);
  }

  const titles = new Set();
  for (const m of manifest) {
    if (titles.has(m.title)) throw new Error(`duplicate title ${m.title}`);
    titles.add(m.title);
  }
  const manifestFile = path.join(OUT, 'manifest.json');
  writeFileSync(manifestFile, JSON.stringify({ templates: manifest }, null, 2) + '\n');
  try {
    execFileSync('npx', ['--no-install', 'prettier', '--write', manifestFile], { cwd: repo, stdio: 'ignore' });
  } catch {
    // prettier is a dev dependency of the repo; without it the JSON is still valid.
  }
  console.log(
    `manifest: ${manifest.filter((m) => m.type === 1).length} images, ${manifest.filter((m) => m.type === 2).length} videos ` +
      `(${((Date.now() - t0) / 1000).toFixed(0)} s)`,
  );
}

main();
