// Source material: openclip-art SVGs rendered to trimmed PNGs, and desktop-background photos.
// Every use is recorded on the composition context so the manifest can cite it.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { CACHE, CLIPART_SVG, CONVERT, MATE_BG, RSVG, imageSize, readBase64, run, sha1 } from './tools.mjs';

/** Licence facts of the photo packages we draw from, by path prefix under /usr/share/backgrounds/mate. */
export const PHOTO_LICENCES = {
  'nature/Storm.jpg': { licence: 'GPL-2.0-or-later', author: 'Sergey Nazarov (2008)' },
  'nature/GreenMeadow.jpg': {
    licence: 'GPL-2.0-or-later',
    author: 'Timothy Schellhase (2005), Lapo Calamandrei (2008)',
  },
  'nature/Dune.jpg': { licence: 'GPL-2.0-or-later', author: 'Marco Cogoni (2007), Hylke Bons (2008)' },
  'nature/Aqua.jpg': { licence: 'GPL-2.0-or-later', author: 'Charles Barbin (2008)' },
  'nature/LadyBird.jpg': { licence: 'GPL-2.0-or-later', author: 'Charles Barbin (2008)' },
  'nature/RainDrops.jpg': { licence: 'GPL-2.0-or-later', author: '"blackcombwhistler07" (2008)' },
};

/** A composition context: collects the sources a template uses, and hands out unique SVG ids. */
export function newContext() {
  let n = 0;
  return {
    clips: new Set(),
    photos: new Set(),
    id(prefix = 'i') {
      n += 1;
      return `${prefix}${n}`;
    },
  };
}

const clipCache = new Map();
/** Every loaded bitmap by SVG id; compositions reference them with <use> and get one copy each. */
const registry = new Map();

/** <image> definitions for the bitmaps an SVG body references (each embedded once). */
export function imageDefsFor(body) {
  const ids = new Set(body.match(/#img-[0-9a-f]{16}/g) ?? []);
  let defs = '';
  for (const ref of ids) {
    const img = registry.get(ref.slice(1));
    if (img)
      defs += `<image id="${img.id}" x="0" y="0" width="${img.w}" height="${img.h}" preserveAspectRatio="none" href="${img.href}"/>`;
  }
  return defs;
}

/** Renders an openclipart SVG (path relative to /usr/share/openclipart/svg) to a trimmed PNG. */
export function loadClip(rel) {
  if (clipCache.has(rel)) return clipCache.get(rel);
  const src = path.join(CLIPART_SVG, rel);
  if (!existsSync(src)) throw new Error(`clip art not found: ${src}`);
  const key = sha1(rel + readFileSync(src).length);
  const out = path.join(CACHE, `clip-${key}.png`);
  if (!existsSync(out)) {
    let size = 1800;
    for (let attempt = 0; attempt < 3; attempt++) {
      const raw = path.join(CACHE, `clip-${key}-raw.png`);
      run(RSVG, ['-a', '-w', String(size), '-h', String(size), src, '-o', raw]);
      run(CONVERT, [raw, '-trim', '+repage', out]);
      const { w, h } = imageSize(out);
      const longest = Math.max(w, h);
      if (longest >= 1500 || size >= 9000) break;
      size = Math.min(9000, Math.round((size * 1800) / Math.max(1, longest)));
    }
  }
  const { w, h } = imageSize(out);
  const clip = {
    rel,
    file: out,
    w,
    h,
    aspect: w / h,
    id: `img-${key}`,
    href: `data:image/png;base64,${readBase64(out)}`,
  };
  clipCache.set(rel, clip);
  registry.set(clip.id, clip);
  return clip;
}

/** Uses a clip in a context (records it) and returns it. */
export function clip(ctx, rel) {
  const c = loadClip(rel);
  ctx.clips.add(rel);
  return c;
}

const photoCache = new Map();

/** A MATE desktop-background photo, scaled to at most `max` px on its long side, as a data URI. */
export function photo(ctx, rel, max = 2400) {
  if (!PHOTO_LICENCES[rel]) throw new Error(`no licence recorded for photo ${rel}`);
  ctx.photos.add(rel);
  const k = `${rel}@${max}`;
  if (photoCache.has(k)) return photoCache.get(k);
  const src = path.join(MATE_BG, rel);
  const out = path.join(CACHE, `photo-${sha1(k)}.jpg`);
  if (!existsSync(out)) run(CONVERT, [src, '-resize', `${max}x${max}>`, '-quality', '92', out]);
  const { w, h } = imageSize(out);
  const p = {
    rel,
    file: out,
    w,
    h,
    aspect: w / h,
    id: `img-${sha1(k)}`,
    href: `data:image/jpeg;base64,${readBase64(out)}`,
  };
  photoCache.set(k, p);
  registry.set(p.id, p);
  return p;
}

/**
 * Places an image. Give a box (x, y, w, h) to fit inside ("meet"), or one of w/h plus an anchor:
 * `cx` (horizontal centre) or `x`, and `bottom`, `cy` or `y`. Options: flip (mirror), rotate (deg, about
 * the centre), opacity, filter (an SVG filter id), extra (raw attributes).
 */
export function place(img, o) {
  let w = o.w;
  let h = o.h;
  if (w && h && o.fit !== 'stretch') {
    const boxAspect = w / h;
    if (img.aspect > boxAspect) h = w / img.aspect;
    else w = h * img.aspect;
  } else if (w && !h) h = w / img.aspect;
  else if (h && !w) w = h * img.aspect;
  let x = o.x;
  let y = o.y;
  if (o.cx !== undefined) x = o.cx - w / 2;
  if (o.right !== undefined) x = o.right - w;
  if (o.cy !== undefined) y = o.cy - h / 2;
  if (o.bottom !== undefined) y = o.bottom - h;
  if (o.w && o.h && o.fit !== 'stretch' && o.cx === undefined && o.right === undefined) x = o.x + (o.w - w) / 2;
  if (o.w && o.h && o.fit !== 'stretch' && o.cy === undefined && o.bottom === undefined) y = o.y + (o.h - h) / 2;
  const cxm = x + w / 2;
  const cym = y + h / 2;
  const tf = [];
  if (o.rotate) tf.push(`rotate(${o.rotate} ${f(cxm)} ${f(cym)})`);
  if (o.flip) tf.push(`translate(${f(2 * cxm)} 0) scale(-1 1)`);
  if (o.flipY) tf.push(`translate(0 ${f(2 * cym)}) scale(1 -1)`);
  const attrs = [
    `href="#${img.id}"`,
    `transform="translate(${f(x)} ${f(y)}) scale(${(w / img.w).toFixed(5)} ${(h / img.h).toFixed(5)})"`,
  ];
  let el = `<use ${attrs.join(' ')}/>`;
  const wrap = [];
  if (o.opacity !== undefined) wrap.push(`opacity="${o.opacity}"`);
  if (o.filter) wrap.push(`filter="url(#${o.filter})"`);
  if (o.extra) wrap.push(o.extra);
  if (wrap.length) el = `<g ${wrap.join(' ')}>${el}</g>`;
  const svg = tf.length ? `<g transform="${tf.join(' ')}">${el}</g>` : el;
  return { svg, x, y, w, h, cx: cxm, cy: cym, bottom: y + h, right: x + w };
}

/** Covers a w×h area with a photo (centred crop), optional focus point fx, fy in 0..1. */
export function cover(img, w, h, fx = 0.5, fy = 0.5, extra = '') {
  const scale = Math.max(w / img.w, h / img.h);
  const x = -(img.w * scale - w) * fx;
  const y = -(img.h * scale - h) * fy;
  return `<use href="#${img.id}" transform="translate(${f(x)} ${f(y)}) scale(${scale.toFixed(5)})" ${extra}/>`;
}

export function f(n) {
  return Number.isInteger(n) ? String(n) : n.toFixed(2);
}
