// Self-drawn SVG pieces (ours, CC0-1.0): backgrounds, effects, props and expressive cartoon faces.
import { f } from './assets.mjs';

export const FONT = "'DejaVu Sans', 'Liberation Sans', sans-serif";

/** Deterministic pseudo-random numbers (mulberry32), so a rebuild gives the same pictures. */
export function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function svgDoc(w, h, body, defs = '') {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" ` +
    `width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs>${defs}${COMMON_DEFS}</defs>${body}</svg>`
  );
}

const COMMON_DEFS = `
<filter id="shadow" x="-20%" y="-20%" width="140%" height="150%">
  <feGaussianBlur in="SourceAlpha" stdDeviation="6"/><feOffset dy="6" result="b"/>
  <feComponentTransfer><feFuncA type="linear" slope="0.35"/></feComponentTransfer>
  <feMerge><feMergeNode/><feMergeNode in="SourceGraphic"/></feMerge>
</filter>
<filter id="softshadow" x="-20%" y="-20%" width="140%" height="150%">
  <feGaussianBlur in="SourceAlpha" stdDeviation="3"/><feOffset dy="3" result="b"/>
  <feComponentTransfer><feFuncA type="linear" slope="0.3"/></feComponentTransfer>
  <feMerge><feMergeNode/><feMergeNode in="SourceGraphic"/></feMerge>
</filter>
<filter id="glow" x="-50%" y="-50%" width="200%" height="200%">
  <feGaussianBlur stdDeviation="10" result="b"/>
  <feMerge><feMergeNode in="b"/><feMergeNode in="b"/><feMergeNode in="SourceGraphic"/></feMerge>
</filter>
<filter id="bigglow" x="-80%" y="-80%" width="260%" height="260%">
  <feGaussianBlur stdDeviation="22" result="b"/>
  <feMerge><feMergeNode in="b"/><feMergeNode in="b"/><feMergeNode in="SourceGraphic"/></feMerge>
</filter>
<filter id="blur4"><feGaussianBlur stdDeviation="4"/></filter>
<filter id="blur12" x="-30%" y="-30%" width="160%" height="160%"><feGaussianBlur stdDeviation="12"/></filter>
<filter id="gray" color-interpolation-filters="sRGB"><feColorMatrix type="saturate" values="0.05"/></filter>
<filter id="silhouette" color-interpolation-filters="sRGB"><feColorMatrix type="matrix" values="0 0 0 0 0.08  0 0 0 0 0.06  0 0 0 0 0.12  0 0 0 1 0"/></filter>
<filter id="warm" color-interpolation-filters="sRGB"><feColorMatrix type="matrix" values="1.1 0 0 0 0.05  0 1 0 0 0.02  0 0 0.85 0 0  0 0 0 1 0"/></filter>
`;

export function rect(x, y, w, h, fill, extra = '') {
  return `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" fill="${fill}" ${extra}/>`;
}

export function linear(id, stops, x1 = 0, y1 = 0, x2 = 0, y2 = 1) {
  const s = stops.map(([o, c, a = 1]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${a}"/>`).join('');
  return `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${s}</linearGradient>`;
}

export function radial(id, stops, cx = 0.5, cy = 0.5, r = 0.5, fx = cx, fy = cy) {
  const s = stops.map(([o, c, a = 1]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${a}"/>`).join('');
  return `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}" fx="${fx}" fy="${fy}">${s}</radialGradient>`;
}

/** Full-frame vertical gradient background. */
export function bgGradient(ctx, w, h, top, bottom, dir = 'v') {
  const id = ctx.id('bg');
  const g =
    dir === 'v'
      ? linear(id, [
          [0, top],
          [1, bottom],
        ])
      : linear(
          id,
          [
            [0, top],
            [1, bottom],
          ],
          0,
          0,
          1,
          0,
        );
  return { defs: g, svg: rect(0, 0, w, h, `url(#${id})`) };
}

/** Full-frame radial background, brighter at (cx, cy). */
export function bgRadial(ctx, w, h, inner, outer, cx = 0.5, cy = 0.5, r = 0.75) {
  const id = ctx.id('rb');
  return {
    defs: radial(
      id,
      [
        [0, inner],
        [1, outer],
      ],
      cx,
      cy,
      r,
    ),
    svg: rect(0, 0, w, h, `url(#${id})`),
  };
}

/** Sunburst rays from (cx, cy) alternating two colours. */
export function sunburst(w, h, cx, cy, n, c1, c2, rot = 0) {
  const R = Math.hypot(w, h) * 1.2;
  let s = rect(0, 0, w, h, c1);
  for (let i = 0; i < n; i++) {
    const a0 = ((i * 2) / (n * 2)) * Math.PI * 2 + rot;
    const a1 = ((i * 2 + 1) / (n * 2)) * Math.PI * 2 + rot;
    s += `<path d="M${f(cx)},${f(cy)} L${f(cx + R * Math.cos(a0))},${f(cy + R * Math.sin(a0))} L${f(cx + R * Math.cos(a1))},${f(cy + R * Math.sin(a1))} Z" fill="${c2}"/>`;
  }
  return s;
}

/** Radial speed lines (manga style) around a clear centre. */
export function speedLines(w, h, cx, cy, n, color, inner, seed = 7, width = 10) {
  const r = rng(seed);
  const R = Math.hypot(w, h);
  let s = '';
  for (let i = 0; i < n; i++) {
    const a = (i / n) * Math.PI * 2 + r() * 0.05;
    const r0 = inner * (0.9 + r() * 0.6);
    const wd = (width * (0.4 + r())) / 2;
    const x0 = cx + r0 * Math.cos(a);
    const y0 = cy + r0 * Math.sin(a);
    const px = -Math.sin(a) * wd;
    const py = Math.cos(a) * wd;
    s += `<path d="M${f(x0)},${f(y0)} L${f(cx + R * Math.cos(a) + px)},${f(cy + R * Math.sin(a) + py)} L${f(cx + R * Math.cos(a) - px)},${f(cy + R * Math.sin(a) - py)} Z" fill="${color}"/>`;
  }
  return s;
}

/** A field of stars. */
export function stars(w, h, n, seed = 3, color = '#fff', maxR = 2.2) {
  const r = rng(seed);
  let s = '';
  for (let i = 0; i < n; i++) {
    const rr = 0.4 + r() * maxR;
    s += `<circle cx="${f(r() * w)}" cy="${f(r() * h)}" r="${f(rr)}" fill="${color}" opacity="${f(0.35 + r() * 0.65)}"/>`;
  }
  return s;
}

/** A four-point sparkle. */
export function sparkle(x, y, size, color = '#fff', opacity = 1) {
  const s = size;
  const k = s * 0.18;
  return `<path d="M${f(x)},${f(y - s)} Q${f(x + k)},${f(y - k)} ${f(x + s)},${f(y)} Q${f(x + k)},${f(y + k)} ${f(x)},${f(y + s)} Q${f(x - k)},${f(y + k)} ${f(x - s)},${f(y)} Q${f(x - k)},${f(y - k)} ${f(x)},${f(y - s)} Z" fill="${color}" opacity="${opacity}"/>`;
}

/** Nebula blobs for space scenes. */
export function nebula(ctx, w, h, colors, seed = 11, count = 7) {
  const r = rng(seed);
  let defs = '';
  let s = '';
  for (let i = 0; i < count; i++) {
    const id = ctx.id('neb');
    const c = colors[i % colors.length];
    defs += radial(id, [
      [0, c, 0.55],
      [1, c, 0],
    ]);
    const rx = w * (0.25 + r() * 0.35);
    const ry = h * (0.2 + r() * 0.3);
    s += `<ellipse cx="${f(r() * w)}" cy="${f(r() * h)}" rx="${f(rx)}" ry="${f(ry)}" fill="url(#${id})"/>`;
  }
  return { defs, svg: s };
}

/** Layered cartoon flames with their base on y = baseY, spanning x..x+w, up to height h. */
export function flames(x, baseY, w, h, seed = 5, count = 0) {
  const r = rng(seed);
  const n = count || Math.max(3, Math.round(w / (h * 0.45)));
  const layers = [
    ['#e8380d', 1],
    ['#ff7b1c', 0.78],
    ['#ffc93c', 0.52],
    ['#fff1a8', 0.26],
  ];
  let s = '';
  const tongues = [];
  for (let i = 0; i < n; i++) {
    tongues.push({
      cx: x + ((i + 0.5) / n) * w + (r() - 0.5) * (w / n) * 0.5,
      hw: (w / n) * (0.62 + r() * 0.35),
      ht: h * (0.55 + r() * 0.45),
      lean: (r() - 0.5) * 0.6,
    });
  }
  for (const [color, scale] of layers) {
    for (const t of tongues) {
      const hw = t.hw * (0.35 + scale * 0.65);
      const ht = t.ht * scale;
      const tipX = t.cx + t.lean * hw * 1.4;
      const tipY = baseY - ht;
      s +=
        `<path d="M${f(t.cx - hw)},${f(baseY)} ` +
        `C${f(t.cx - hw * 1.05)},${f(baseY - ht * 0.45)} ${f(tipX - hw * 0.5)},${f(baseY - ht * 0.55)} ${f(tipX)},${f(tipY)} ` +
        `C${f(tipX + hw * 0.35)},${f(baseY - ht * 0.5)} ${f(t.cx + hw * 1.1)},${f(baseY - ht * 0.4)} ${f(t.cx + hw)},${f(baseY)} Z" ` +
        `fill="${color}"/>`;
    }
  }
  return `<g>${s}</g>`;
}

/** Soft smoke clouds. */
export function smoke(x, y, w, h, seed = 9, color = '#4a4a4a', opacity = 0.5) {
  const r = rng(seed);
  let s = '';
  for (let i = 0; i < 14; i++) {
    const cx = x + r() * w;
    const cy = y + r() * h;
    const rr = (Math.min(w, h) / 4) * (0.6 + r());
    s += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(rr)}" fill="${color}" opacity="${f(opacity * (0.5 + r() * 0.5))}"/>`;
  }
  return `<g filter="url(#blur12)">${s}</g>`;
}

/** Simple room: wall, skirting board, floor, optional window. */
export function room(ctx, w, h, o = {}) {
  const floorY = o.floorY ?? h * 0.72;
  const wall = o.wall ?? '#f4e3c3';
  const wall2 = o.wall2 ?? '#e8cfa3';
  const floor = o.floor ?? '#9b6b43';
  const floor2 = o.floor2 ?? '#7a5032';
  const gw = ctx.id('wall');
  const gf = ctx.id('floor');
  const defs =
    linear(gw, [
      [0, wall],
      [1, wall2],
    ]) +
    linear(gf, [
      [0, floor],
      [1, floor2],
    ]);
  let s = rect(0, 0, w, floorY, `url(#${gw})`);
  if (o.stripes) {
    for (let x = 0; x < w; x += o.stripes) s += rect(x, 0, o.stripes / 2, floorY, '#000', 'opacity="0.035"');
  }
  s += rect(0, floorY, w, h - floorY, `url(#${gf})`);
  for (let i = 1; i < 8; i++) {
    const yy = floorY + (h - floorY) * Math.pow(i / 8, 1.4);
    s += `<line x1="0" y1="${f(yy)}" x2="${w}" y2="${f(yy)}" stroke="#000" stroke-opacity="0.08" stroke-width="2"/>`;
  }
  s += rect(0, floorY - h * 0.025, w, h * 0.025, o.skirting ?? '#fff8ec');
  s += rect(0, floorY - 2, w, 3, '#000', 'opacity="0.12"');
  if (o.window) {
    const [wx, wy, ww, wh] = o.window;
    const sky = ctx.id('sky');
    const skyDefs = linear(
      sky,
      o.windowSky ?? [
        [0, '#8fd3ff'],
        [1, '#d9f1ff'],
      ],
    );
    s +=
      rect(wx - 10, wy - 10, ww + 20, wh + 20, o.frame ?? '#fffaf0', 'rx="4"') +
      rect(wx, wy, ww, wh, `url(#${sky})`) +
      (o.windowContent ?? '') +
      rect(wx + ww / 2 - 5, wy, 10, wh, o.frame ?? '#fffaf0') +
      rect(wx, wy + wh / 2 - 5, ww, 10, o.frame ?? '#fffaf0') +
      rect(wx - 18, wy + wh + 6, ww + 36, 12, o.frame ?? '#fffaf0', 'rx="3"');
    return { defs: defs + skyDefs, svg: s, floorY };
  }
  return { defs, svg: s, floorY };
}

/** A framed panel: clips its content to the rectangle and strokes a border. */
export function panel(ctx, x, y, w, h, content, o = {}) {
  const id = ctx.id('clip');
  const defs = `<clipPath id="${id}"><rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}"/></clipPath>`;
  const border =
    o.border === false
      ? ''
      : rect(x, y, w, h, 'none', `stroke="${o.borderColor ?? '#111'}" stroke-width="${o.borderWidth ?? 4}"`);
  return { defs, svg: `<g clip-path="url(#${id})">${content}</g>${border}` };
}

/** A short baked-in panel label (white pill with bold dark text). */
export function label(text, x, y, size = 30, o = {}) {
  const wEst = text.length * size * (o.widthFactor ?? 0.68) + size * 1.1;
  const hh = size * 1.55;
  const anchorX = o.align === 'left' ? x + wEst / 2 : x;
  return (
    `<g filter="url(#softshadow)">` +
    rect(
      anchorX - wEst / 2,
      y - hh / 2,
      wEst,
      hh,
      o.bg ?? '#fff',
      `rx="${f(hh / 2)}" stroke="${o.stroke ?? '#111'}" stroke-width="${o.strokeWidth ?? 3}"`,
    ) +
    `</g><text x="${f(anchorX)}" y="${f(y + size * 0.36)}" font-family="${FONT}" font-weight="bold" font-size="${size}" ` +
    `text-anchor="middle" fill="${o.color ?? '#111'}" letter-spacing="${o.spacing ?? 1}">${text}</text>`
  );
}

/** Big tick or cross badge. */
export function checkBadge(cx, cy, r, ok) {
  const fill = ok ? '#2fb65c' : '#e5383b';
  const mark = ok
    ? `<path d="M${f(cx - r * 0.45)},${f(cy + r * 0.02)} L${f(cx - r * 0.12)},${f(cy + r * 0.36)} L${f(cx + r * 0.5)},${f(cy - r * 0.35)}" fill="none" stroke="#fff" stroke-width="${f(r * 0.2)}" stroke-linecap="round" stroke-linejoin="round"/>`
    : `<path d="M${f(cx - r * 0.38)},${f(cy - r * 0.38)} L${f(cx + r * 0.38)},${f(cy + r * 0.38)} M${f(cx + r * 0.38)},${f(cy - r * 0.38)} L${f(cx - r * 0.38)},${f(cy + r * 0.38)}" stroke="#fff" stroke-width="${f(r * 0.2)}" stroke-linecap="round"/>`;
  return `<g filter="url(#shadow)"><circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="${fill}" stroke="#fff" stroke-width="${f(r * 0.08)}"/>${mark}</g>`;
}

/** Ground shadow ellipse. */
export function groundShadow(cx, cy, rx, ry, opacity = 0.25) {
  return `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}" fill="#000" opacity="${opacity}" filter="url(#blur4)"/>`;
}

/** Vignette overlay. */
export function vignette(ctx, w, h, strength = 0.55, color = '#000') {
  const id = ctx.id('vig');
  return {
    defs: radial(
      id,
      [
        [0.55, color, 0],
        [1, color, strength],
      ],
      0.5,
      0.5,
      0.75,
    ),
    svg: rect(0, 0, w, h, `url(#${id})`),
  };
}

/** A cartoon heart. */
export function heart(cx, cy, s, color = '#ff3b5c', extra = '') {
  return `<path d="M${f(cx)},${f(cy + s * 0.35)} C${f(cx - s * 0.1)},${f(cy + s * 0.25)} ${f(cx - s * 0.5)},${f(cy)} ${f(cx - s * 0.5)},${f(cy - s * 0.18)} C${f(cx - s * 0.5)},${f(cy - s * 0.42)} ${f(cx - s * 0.16)},${f(cy - s * 0.5)} ${f(cx)},${f(cy - s * 0.26)} C${f(cx + s * 0.16)},${f(cy - s * 0.5)} ${f(cx + s * 0.5)},${f(cy - s * 0.42)} ${f(cx + s * 0.5)},${f(cy - s * 0.18)} C${f(cx + s * 0.5)},${f(cy)} ${f(cx + s * 0.1)},${f(cy + s * 0.25)} ${f(cx)},${f(cy + s * 0.35)} Z" fill="${color}" ${extra}/>`;
}

/** Lightning bolt. */
export function bolt(cx, cy, s, color = '#ffe14d') {
  const p = [
    [0.1, -0.5],
    [-0.25, 0.05],
    [0.0, 0.05],
    [-0.12, 0.5],
    [0.28, -0.08],
    [0.03, -0.08],
    [0.18, -0.5],
  ]
    .map(([x, y]) => `${f(cx + x * s)},${f(cy + y * s)}`)
    .join(' ');
  return `<polygon points="${p}" fill="${color}" stroke="#3a2a00" stroke-width="${f(s * 0.025)}" stroke-linejoin="round"/>`;
}

/** Explosion burst (spiky star). */
export function burst(cx, cy, r, points, fill, stroke = 'none', seed = 1, inner = 0.62) {
  const rr = rng(seed);
  const pts = [];
  for (let i = 0; i < points * 2; i++) {
    const a = (i / (points * 2)) * Math.PI * 2 - Math.PI / 2;
    const rad = i % 2 === 0 ? r * (0.85 + rr() * 0.3) : r * inner * (0.85 + rr() * 0.3);
    pts.push(`${f(cx + rad * Math.cos(a))},${f(cy + rad * Math.sin(a))}`);
  }
  return `<polygon points="${pts.join(' ')}" fill="${fill}" stroke="${stroke}" stroke-width="${f(r * 0.03)}" stroke-linejoin="round"/>`;
}

/** Rain streaks. */
export function rain(w, h, n, seed = 4, color = '#cfe6ff', opacity = 0.45, angle = 0.18) {
  const r = rng(seed);
  let s = '';
  for (let i = 0; i < n; i++) {
    const x = r() * (w + 200) - 100;
    const y = r() * h;
    const len = 18 + r() * 30;
    s += `<line x1="${f(x)}" y1="${f(y)}" x2="${f(x - len * angle)}" y2="${f(y + len)}" stroke="${color}" stroke-width="${f(1 + r() * 1.5)}" opacity="${f(opacity * (0.5 + r() * 0.5))}" stroke-linecap="round"/>`;
  }
  return s;
}

/** Simple cartoon body (rounded torso with arms) under a head placed at (cx, headBottom). */
export function torso(cx, top, width, height, color, o = {}) {
  const wTop = width * 0.62;
  const dark = o.dark ?? 'rgba(0,0,0,0.18)';
  let s = `<path d="M${f(cx - wTop / 2)},${f(top)} Q${f(cx - width / 2)},${f(top + height * 0.1)} ${f(cx - width / 2)},${f(top + height)} L${f(cx + width / 2)},${f(top + height)} Q${f(cx + width / 2)},${f(top + height * 0.1)} ${f(cx + wTop / 2)},${f(top)} Z" fill="${color}" stroke="${o.stroke ?? '#2b2b2b'}" stroke-width="${o.strokeWidth ?? 4}"/>`;
  s += `<path d="M${f(cx)},${f(top + 4)} L${f(cx)},${f(top + height)}" stroke="${dark}" stroke-width="3"/>`;
  if (o.collar) {
    s += `<path d="M${f(cx - wTop * 0.3)},${f(top)} L${f(cx)},${f(top + height * 0.22)} L${f(cx + wTop * 0.3)},${f(top)} Z" fill="${o.collar}" stroke="${o.stroke ?? '#2b2b2b'}" stroke-width="3"/>`;
  }
  if (o.tie) {
    s += `<path d="M${f(cx)},${f(top + height * 0.08)} l${f(-width * 0.05)},${f(height * 0.1)} l${f(width * 0.05)},${f(height * 0.5)} l${f(width * 0.05)},${f(-height * 0.5)} Z" fill="${o.tie}" stroke="#2b2b2b" stroke-width="2"/>`;
  }
  return s;
}

const SKINS = {
  yellow: ['#fff0a0', '#ffcc33', '#f0a020', '#b86e00'],
  orange: ['#ffd59a', '#ffad42', '#f08a1c', '#a65400'],
  red: ['#ff9a8a', '#f0443a', '#c62828', '#7a1010'],
  green: ['#d8f7a0', '#9ed45a', '#6aa832', '#3d6b14'],
  blue: ['#c9e6ff', '#7cb9f2', '#4a8fd6', '#1f4f8a'],
  grey: ['#f2f2f2', '#c8c8c8', '#a3a3a3', '#5f5f5f'],
  white: ['#ffffff', '#f6f3ee', '#ded8cc', '#7c7468'],
  purple: ['#e8c8ff', '#b57cf0', '#8a4fd0', '#4a2380'],
  pink: ['#ffd6e6', '#ff9cc2', '#f56a9e', '#a3305e'],
  peach: ['#ffe6d0', '#ffcda8', '#f2ae80', '#a0623a'],
};

/**
 * An expressive cartoon face (our own drawing). r is the radius; options:
 * skin, eyes (normal|wide|side|smug|happy|calm|tight|heart|dead|glow|dot|sad|sleepy|angry|stare),
 * look [dx, dy] in -1..1 for pupils, brows (none|raised|angry|worried|oneup|flat|sad),
 * mouth (smile|grin|o|scream|frown|flat|smirk|wavy|grimace|wail|tongue|bigsmile|tinyo|kiss|sly),
 * tears (streams), tear (single drop), sweat, blush, shades, squash (vertical scale), tilt (deg), mouthScale.
 */
export function face(ctx, cx, cy, r, o = {}) {
  const [hi, base, low, line] = SKINS[o.skin ?? 'yellow'];
  const gid = ctx.id('face');
  let defs =
    `<radialGradient id="${gid}" gradientUnits="userSpaceOnUse" cx="${f(cx - r * 0.16)}" cy="${f(cy - r * 0.28)}" r="${f(r * 1.4)}" fx="${f(cx - r * 0.24)}" fy="${f(cy - r * 0.44)}">` +
    `<stop offset="0" stop-color="${hi}"/><stop offset="0.5" stop-color="${base}"/><stop offset="1" stop-color="${low}"/></radialGradient>`;
  const sw = r * 0.035;
  const lx = o.look?.[0] ?? 0;
  const ly = o.look?.[1] ?? 0;
  const eyeY = cy - r * (o.eyeY ?? 0.12);
  const eyeDX = r * (o.eyeDX ?? 0.36);
  let s = '';
  s += `<ellipse cx="${f(cx)}" cy="${f(cy + r * 0.95)}" rx="${f(r * 0.7)}" ry="${f(r * 0.09)}" fill="#000" opacity="${o.noShadow ? 0 : 0.18}" filter="url(#blur4)"/>`;
  s += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="url(#${gid})" stroke="${line}" stroke-width="${f(sw)}"/>`;
  if (o.paint) s += o.paint(cx, cy, r);
  if (o.blush) {
    const bid = ctx.id('blush');
    defs += radial(bid, [
      [0, '#ff5a7a', 0.55],
      [1, '#ff5a7a', 0],
    ]);
    for (const sx of [-1, 1])
      s += `<ellipse cx="${f(cx + sx * r * 0.55)}" cy="${f(cy + r * 0.22)}" rx="${f(r * 0.2)}" ry="${f(r * 0.12)}" fill="url(#${bid})"/>`;
  }
  const ink = '#2a1a0e';
  // Eyes
  for (const side of [-1, 1]) {
    const ex = cx + side * eyeDX;
    const e = o.eyes ?? 'normal';
    if (e === 'normal' || e === 'stare') {
      const rx = r * 0.085;
      const ry = r * (e === 'stare' ? 0.085 : 0.135);
      s += `<ellipse cx="${f(ex + lx * r * 0.04)}" cy="${f(eyeY + ly * r * 0.04)}" rx="${f(rx)}" ry="${f(ry)}" fill="${ink}"/>`;
      s += `<circle cx="${f(ex + lx * r * 0.04 - rx * 0.3)}" cy="${f(eyeY + ly * r * 0.04 - ry * 0.4)}" r="${f(rx * 0.32)}" fill="#fff"/>`;
    } else if (['wide', 'side', 'smug', 'sad', 'sleepy', 'angry', 'glow'].includes(e)) {
      const er = r * (e === 'wide' ? 0.22 : e === 'glow' ? 0.17 : 0.19);
      const ery = e === 'side' || e === 'smug' || e === 'sleepy' ? er * 0.85 : er * (e === 'wide' ? 1.12 : 1);
      const cid = ctx.id('eye');
      defs += `<clipPath id="${cid}"><ellipse cx="${f(ex)}" cy="${f(eyeY)}" rx="${f(er)}" ry="${f(ery)}"/></clipPath>`;
      if (e === 'glow') {
        s += `<ellipse cx="${f(ex)}" cy="${f(eyeY)}" rx="${f(er)}" ry="${f(ery)}" fill="#ff2a2a" filter="url(#glow)"/>`;
        s += `<ellipse cx="${f(ex)}" cy="${f(eyeY)}" rx="${f(er * 0.55)}" ry="${f(ery * 0.55)}" fill="#fff6d8"/>`;
        continue;
      }
      s += `<ellipse cx="${f(ex)}" cy="${f(eyeY)}" rx="${f(er)}" ry="${f(ery)}" fill="#fff" stroke="${line}" stroke-width="${f(sw * 0.8)}"/>`;
      const pr = er * (e === 'wide' ? 0.36 : 0.5);
      const px = ex + lx * (er - pr) * 0.95;
      const py = eyeY + ly * (ery - pr) * 0.9;
      s += `<g clip-path="url(#${cid})"><circle cx="${f(px)}" cy="${f(py)}" r="${f(pr)}" fill="${ink}"/>`;
      s += `<circle cx="${f(px - pr * 0.35)}" cy="${f(py - pr * 0.35)}" r="${f(pr * 0.3)}" fill="#fff"/>`;
      if (e === 'sad') {
        s += `<circle cx="${f(px + pr * 0.3)}" cy="${f(py + pr * 0.35)}" r="${f(pr * 0.16)}" fill="#fff"/>`;
        s += `<path d="M${f(ex - er)},${f(eyeY + ery * 0.55)} Q${f(ex)},${f(eyeY + ery * 0.2)} ${f(ex + er)},${f(eyeY + ery * 0.55)} L${f(ex + er)},${f(eyeY + ery)} L${f(ex - er)},${f(eyeY + ery)} Z" fill="#9fd3ff" opacity="0.75"/>`;
      }
      // Lids
      let lid = 0;
      if (e === 'side') lid = 0.42;
      if (e === 'smug') lid = 0.52;
      if (e === 'sleepy') lid = 0.62;
      if (lid) {
        const ly0 = eyeY - ery + 2 * ery * lid;
        s += `<rect x="${f(ex - er - 2)}" y="${f(eyeY - ery - 2)}" width="${f(er * 2 + 4)}" height="${f(ly0 - (eyeY - ery) + 2)}" fill="url(#${gid})"/>`;
        s += `<line x1="${f(ex - er)}" y1="${f(ly0)}" x2="${f(ex + er)}" y2="${f(ly0)}" stroke="${line}" stroke-width="${f(sw * 1.3)}" stroke-linecap="round"/>`;
      }
      if (e === 'angry') {
        const a = side;
        s += `<path d="M${f(ex - er - 2)},${f(eyeY - ery - 2)} L${f(ex + er + 2)},${f(eyeY - ery - 2)} L${f(ex + er + 2)},${f(eyeY - ery * (a > 0 ? 0.6 : -0.1))} L${f(ex - er - 2)},${f(eyeY - ery * (a > 0 ? -0.1 : 0.6))} Z" fill="url(#${gid})"/>`;
      }
      s += `</g>`;
      if (lid || e === 'angry')
        s += `<ellipse cx="${f(ex)}" cy="${f(eyeY)}" rx="${f(er)}" ry="${f(ery)}" fill="none" stroke="${line}" stroke-width="${f(sw * 0.8)}"/>`;
    } else if (e === 'happy') {
      s += `<path d="M${f(ex - r * 0.13)},${f(eyeY + r * 0.04)} Q${f(ex)},${f(eyeY - r * 0.16)} ${f(ex + r * 0.13)},${f(eyeY + r * 0.04)}" fill="none" stroke="${ink}" stroke-width="${f(r * 0.055)}" stroke-linecap="round"/>`;
    } else if (e === 'calm') {
      s += `<path d="M${f(ex - r * 0.13)},${f(eyeY - r * 0.02)} Q${f(ex)},${f(eyeY + r * 0.1)} ${f(ex + r * 0.13)},${f(eyeY - r * 0.02)}" fill="none" stroke="${ink}" stroke-width="${f(r * 0.05)}" stroke-linecap="round"/>`;
    } else if (e === 'tight') {
      const d = side;
      s += `<path d="M${f(ex - d * r * 0.12)},${f(eyeY - r * 0.1)} L${f(ex + d * r * 0.1)},${f(eyeY)} L${f(ex - d * r * 0.12)},${f(eyeY + r * 0.1)}" fill="none" stroke="${ink}" stroke-width="${f(r * 0.055)}" stroke-linecap="round" stroke-linejoin="round"/>`;
    } else if (e === 'heart') {
      s += heart(ex, eyeY, r * 0.36, '#ff2d55', `stroke="#b0002a" stroke-width="${f(sw * 0.6)}"`);
      s += `<circle cx="${f(ex - r * 0.08)}" cy="${f(eyeY - r * 0.07)}" r="${f(r * 0.03)}" fill="#fff" opacity="0.8"/>`;
    } else if (e === 'dead') {
      const k = r * 0.1;
      s += `<path d="M${f(ex - k)},${f(eyeY - k)} L${f(ex + k)},${f(eyeY + k)} M${f(ex + k)},${f(eyeY - k)} L${f(ex - k)},${f(eyeY + k)}" stroke="${ink}" stroke-width="${f(r * 0.055)}" stroke-linecap="round"/>`;
    } else if (e === 'dot') {
      s += `<circle cx="${f(ex + lx * r * 0.04)}" cy="${f(eyeY)}" r="${f(r * 0.055)}" fill="${ink}"/>`;
    }
  }
  // Brows
  const b = o.brows ?? 'none';
  if (b !== 'none') {
    for (const side of [-1, 1]) {
      const ex = cx + side * eyeDX;
      const by = eyeY - r * (o.eyes === 'wide' ? 0.38 : 0.3);
      let d = '';
      const w = r * 0.17;
      if (b === 'raised')
        d = `M${f(ex - w)},${f(by + r * 0.02)} Q${f(ex)},${f(by - r * 0.12)} ${f(ex + w)},${f(by + r * 0.02)}`;
      if (b === 'flat') d = `M${f(ex - w)},${f(by)} L${f(ex + w)},${f(by)}`;
      if (b === 'angry') d = `M${f(ex - w)},${f(by + side * r * 0.06)} L${f(ex + w)},${f(by - side * r * 0.06)}`;
      if (b === 'worried' || b === 'sad')
        d = `M${f(ex - w)},${f(by - side * r * 0.07)} Q${f(ex)},${f(by - r * 0.06)} ${f(ex + w)},${f(by + side * r * 0.07)}`;
      if (b === 'oneup') {
        d =
          side < 0
            ? `M${f(ex - w)},${f(by - r * 0.02)} Q${f(ex)},${f(by - r * 0.17)} ${f(ex + w)},${f(by - r * 0.06)}`
            : `M${f(ex - w)},${f(by + r * 0.03)} L${f(ex + w)},${f(by + r * 0.05)}`;
      }
      s += `<path d="${d}" fill="none" stroke="${ink}" stroke-width="${f(r * 0.06)}" stroke-linecap="round"/>`;
    }
  }
  // Mouth
  const my = cy + r * (o.mouthY ?? 0.42);
  const ms = o.mouthScale ?? 1;
  const mw = r * 0.34 * ms;
  const m = o.mouth ?? 'smile';
  const mouthFill = '#5a1a12';
  if (m === 'smile')
    s += `<path d="M${f(cx - mw)},${f(my - r * 0.06)} Q${f(cx)},${f(my + r * 0.2)} ${f(cx + mw)},${f(my - r * 0.06)}" fill="none" stroke="${ink}" stroke-width="${f(r * 0.055)}" stroke-linecap="round"/>`;
  if (m === 'frown')
    s += `<path d="M${f(cx - mw * 0.8)},${f(my + r * 0.08)} Q${f(cx)},${f(my - r * 0.12)} ${f(cx + mw * 0.8)},${f(my + r * 0.08)}" fill="none" stroke="${ink}" stroke-width="${f(r * 0.055)}" stroke-linecap="round"/>`;
  if (m === 'flat')
    s += `<path d="M${f(cx - mw * 0.7)},${f(my)} L${f(cx + mw * 0.7)},${f(my)}" stroke="${ink}" stroke-width="${f(r * 0.055)}" stroke-linecap="round"/>`;
  if (m === 'smirk')
    s += `<path d="M${f(cx - mw * 0.75)},${f(my + r * 0.03)} Q${f(cx + mw * 0.1)},${f(my + r * 0.1)} ${f(cx + mw * 0.85)},${f(my - r * 0.1)}" fill="none" stroke="${ink}" stroke-width="${f(r * 0.055)}" stroke-linecap="round"/>`;
  if (m === 'sly')
    s += `<path d="M${f(cx - mw * 0.9)},${f(my - r * 0.04)} Q${f(cx - mw * 0.1)},${f(my + r * 0.14)} ${f(cx + mw)},${f(my - r * 0.12)}" fill="none" stroke="${ink}" stroke-width="${f(r * 0.055)}" stroke-linecap="round"/>`;
  if (m === 'wavy') {
    let d = `M${f(cx - mw)},${f(my)}`;
    const n = 4;
    for (let i = 0; i < n; i++) {
      const x0 = cx - mw + ((i + 0.5) / n) * 2 * mw;
      const x1 = cx - mw + ((i + 1) / n) * 2 * mw;
      d += ` Q${f(x0)},${f(my + (i % 2 ? 1 : -1) * r * 0.07)} ${f(x1)},${f(my)}`;
    }
    s += `<path d="${d}" fill="none" stroke="${ink}" stroke-width="${f(r * 0.05)}" stroke-linecap="round"/>`;
  }
  if (m === 'o' || m === 'tinyo' || m === 'scream') {
    const rx = r * (m === 'tinyo' ? 0.08 : m === 'scream' ? 0.2 : 0.15) * ms;
    const ry = r * (m === 'tinyo' ? 0.1 : m === 'scream' ? 0.3 : 0.2) * ms;
    const yy = my + (m === 'scream' ? r * 0.08 : 0);
    const cid = ctx.id('mo');
    defs += `<clipPath id="${cid}"><ellipse cx="${f(cx)}" cy="${f(yy)}" rx="${f(rx)}" ry="${f(ry)}"/></clipPath>`;
    s += `<ellipse cx="${f(cx)}" cy="${f(yy)}" rx="${f(rx)}" ry="${f(ry)}" fill="${mouthFill}" stroke="${ink}" stroke-width="${f(sw)}"/>`;
    if (m !== 'tinyo') {
      s += `<g clip-path="url(#${cid})"><ellipse cx="${f(cx)}" cy="${f(yy + ry * 0.85)}" rx="${f(rx * 0.75)}" ry="${f(ry * 0.45)}" fill="#e8566a"/>`;
      if (m === 'scream') s += rect(cx - rx, yy - ry, rx * 2, ry * 0.28, '#fff');
      s += `</g>`;
    }
  }
  if (m === 'grin' || m === 'bigsmile' || m === 'wail' || m === 'tongue' || m === 'grimace') {
    const cid = ctx.id('mo');
    let d;
    const w2 = mw * (m === 'bigsmile' ? 1.25 : m === 'grimace' ? 1.15 : 1.05);
    if (m === 'wail') {
      d = `M${f(cx - w2)},${f(my + r * 0.16)} Q${f(cx)},${f(my - r * 0.22)} ${f(cx + w2)},${f(my + r * 0.16)} Q${f(cx)},${f(my + r * 0.05)} ${f(cx - w2)},${f(my + r * 0.16)} Z`;
      d = `M${f(cx - w2)},${f(my + r * 0.2)} C${f(cx - w2 * 0.8)},${f(my - r * 0.2)} ${f(cx + w2 * 0.8)},${f(my - r * 0.2)} ${f(cx + w2)},${f(my + r * 0.2)} Z`;
    } else if (m === 'grimace') {
      d = `M${f(cx - w2)},${f(my - r * 0.08)} L${f(cx + w2)},${f(my - r * 0.08)} Q${f(cx + w2 + r * 0.04)},${f(my + r * 0.02)} ${f(cx + w2)},${f(my + r * 0.12)} L${f(cx - w2)},${f(my + r * 0.12)} Q${f(cx - w2 - r * 0.04)},${f(my + r * 0.02)} ${f(cx - w2)},${f(my - r * 0.08)} Z`;
    } else {
      const depth = m === 'bigsmile' ? 0.42 : m === 'tongue' ? 0.3 : 0.32;
      d = `M${f(cx - w2)},${f(my - r * 0.08)} Q${f(cx)},${f(my - r * 0.02)} ${f(cx + w2)},${f(my - r * 0.08)} Q${f(cx + w2 * 0.9)},${f(my + r * depth)} ${f(cx)},${f(my + r * depth)} Q${f(cx - w2 * 0.9)},${f(my + r * depth)} ${f(cx - w2)},${f(my - r * 0.08)} Z`;
    }
    defs += `<clipPath id="${cid}"><path d="${d}"/></clipPath>`;
    s += `<path d="${d}" fill="${m === 'grimace' ? '#fff' : mouthFill}"/>`;
    s += `<g clip-path="url(#${cid})">`;
    if (m === 'grimace') {
      s += `<line x1="${f(cx - w2)}" y1="${f(my + r * 0.02)}" x2="${f(cx + w2)}" y2="${f(my + r * 0.02)}" stroke="${line}" stroke-width="${f(sw * 0.8)}"/>`;
      for (let i = -3; i <= 3; i++)
        s += `<line x1="${f(cx + (i * w2) / 4)}" y1="${f(my - r * 0.1)}" x2="${f(cx + (i * w2) / 4)}" y2="${f(my + r * 0.14)}" stroke="${line}" stroke-width="${f(sw * 0.7)}"/>`;
    } else if (m === 'wail') {
      s += `<ellipse cx="${f(cx)}" cy="${f(my + r * 0.22)}" rx="${f(w2 * 0.6)}" ry="${f(r * 0.12)}" fill="#e8566a"/>`;
      s += rect(cx - w2, my - r * 0.2, w2 * 2, r * 0.12, '#fff');
    } else {
      s += rect(cx - w2, my - r * 0.12, w2 * 2, r * 0.11, '#fff');
      const ty = my + r * (m === 'tongue' ? 0.34 : 0.32);
      s += `<ellipse cx="${f(cx + (m === 'tongue' ? r * 0.04 : 0))}" cy="${f(ty)}" rx="${f(w2 * 0.55)}" ry="${f(r * 0.15)}" fill="#ee5a6f"/>`;
    }
    s += `</g><path d="${d}" fill="none" stroke="${ink}" stroke-width="${f(sw)}" stroke-linejoin="round"/>`;
    if (m === 'tongue') {
      s += `<path d="M${f(cx - r * 0.08)},${f(my + r * 0.24)} Q${f(cx - r * 0.1)},${f(my + r * 0.5)} ${f(cx + r * 0.05)},${f(my + r * 0.5)} Q${f(cx + r * 0.18)},${f(my + r * 0.48)} ${f(cx + r * 0.16)},${f(my + r * 0.24)} Z" fill="#ee5a6f" stroke="${ink}" stroke-width="${f(sw * 0.8)}"/>`;
      s += `<line x1="${f(cx + r * 0.04)}" y1="${f(my + r * 0.28)}" x2="${f(cx + r * 0.04)}" y2="${f(my + r * 0.42)}" stroke="#b23a4c" stroke-width="${f(sw * 0.6)}"/>`;
    }
  }
  // Extras
  if (o.tears) {
    for (const side of [-1, 1]) {
      const ex = cx + side * eyeDX;
      const tid = ctx.id('tear');
      defs += linear(tid, [
        [0, '#b5e2ff', 0.95],
        [1, '#3aa0ff', 0.9],
      ]);
      const x0 = ex + side * r * 0.06;
      const y0 = eyeY + r * 0.14;
      const x1 = cx + side * r * 0.72;
      const y1 = cy + r * 1.05;
      s += `<path d="M${f(x0 - r * 0.06)},${f(y0)} C${f(x0 + side * r * 0.02)},${f(cy + r * 0.45)} ${f(x1 - side * r * 0.12)},${f(cy + r * 0.7)} ${f(x1 - side * r * 0.06)},${f(y1)} L${f(x1 + side * r * 0.08)},${f(y1 - r * 0.02)} C${f(x1 + side * r * 0.02)},${f(cy + r * 0.65)} ${f(x0 + side * r * 0.16)},${f(cy + r * 0.4)} ${f(x0 + r * 0.06)},${f(y0)} Z" fill="url(#${tid})" stroke="#2f86d6" stroke-width="${f(sw * 0.6)}"/>`;
    }
  }
  if (o.tear) {
    const tx = cx + eyeDX + r * 0.06;
    const ty = eyeY + r * 0.3;
    s += `<path d="M${f(tx)},${f(ty - r * 0.14)} Q${f(tx + r * 0.1)},${f(ty + r * 0.02)} ${f(tx)},${f(ty + r * 0.08)} Q${f(tx - r * 0.1)},${f(ty + r * 0.02)} ${f(tx)},${f(ty - r * 0.14)} Z" fill="#7cc6ff" stroke="#2f86d6" stroke-width="${f(sw * 0.6)}"/>`;
  }
  if (o.sweat) {
    const tx = cx + r * 0.72;
    const ty = cy - r * 0.5;
    s += `<path d="M${f(tx)},${f(ty - r * 0.22)} Q${f(tx + r * 0.16)},${f(ty + r * 0.05)} ${f(tx)},${f(ty + r * 0.14)} Q${f(tx - r * 0.16)},${f(ty + r * 0.05)} ${f(tx)},${f(ty - r * 0.22)} Z" fill="#a8dcff" stroke="#2f86d6" stroke-width="${f(sw * 0.8)}"/>`;
    s += `<ellipse cx="${f(tx - r * 0.03)}" cy="${f(ty + r * 0.03)}" rx="${f(r * 0.025)}" ry="${f(r * 0.05)}" fill="#fff"/>`;
  }
  if (o.shades) {
    const y0 = eyeY - r * 0.14;
    const lw = r * 0.36;
    const lh = r * 0.26;
    const d = `M${f(cx - r * 0.78)},${f(y0)} L${f(cx + r * 0.78)},${f(y0)} L${f(cx + r * 0.74)},${f(y0 + r * 0.06)} L${f(cx + eyeDX + lw / 2)},${f(y0 + r * 0.06)} Q${f(cx + eyeDX + lw / 2)},${f(y0 + lh)} ${f(cx + eyeDX)},${f(y0 + lh)} Q${f(cx + eyeDX - lw / 2)},${f(y0 + lh)} ${f(cx + r * 0.08)},${f(y0 + r * 0.08)} L${f(cx - r * 0.08)},${f(y0 + r * 0.08)} Q${f(cx - eyeDX + lw / 2)},${f(y0 + lh)} ${f(cx - eyeDX)},${f(y0 + lh)} Q${f(cx - eyeDX - lw / 2)},${f(y0 + lh)} ${f(cx - eyeDX - lw / 2)},${f(y0 + r * 0.06)} L${f(cx - r * 0.74)},${f(y0 + r * 0.06)} Z`;
    s += `<path d="${d}" fill="#111" stroke="#000" stroke-width="${f(sw * 0.6)}"/>`;
    s += `<path d="M${f(cx - eyeDX - lw * 0.3)},${f(y0 + r * 0.1)} L${f(cx - eyeDX + lw * 0.05)},${f(y0 + r * 0.1)} L${f(cx - eyeDX - lw * 0.25)},${f(y0 + lh * 0.75)} Z" fill="#fff" opacity="0.35"/>`;
    s += `<path d="M${f(cx + eyeDX - lw * 0.3)},${f(y0 + r * 0.1)} L${f(cx + eyeDX + lw * 0.05)},${f(y0 + r * 0.1)} L${f(cx + eyeDX - lw * 0.25)},${f(y0 + lh * 0.75)} Z" fill="#fff" opacity="0.35"/>`;
  }
  if (o.overlay) s += o.overlay(cx, cy, r);
  let g = s;
  const tf = [];
  if (o.tilt) tf.push(`rotate(${o.tilt} ${f(cx)} ${f(cy)})`);
  if (o.squash)
    tf.push(
      `translate(${f(cx)} ${f(cy + r)}) scale(${f(1 / Math.sqrt(o.squash))} ${o.squash}) translate(${f(-cx)} ${f(-cy - r)})`,
    );
  if (tf.length) g = `<g transform="${tf.join(' ')}">${s}</g>`;
  return { defs, svg: g };
}

/** A cartoon hand (fist with a raised index finger, or open palm), pointing up by default. */
export function hand(cx, cy, s, o = {}) {
  const skin = o.skin ?? '#ffcc33';
  const line = o.line ?? '#b86e00';
  const sw = s * 0.05;
  let g = '';
  if (o.kind === 'palm') {
    for (let i = 0; i < 4; i++) {
      const fx = cx - s * 0.33 + i * s * 0.22;
      const len = s * [0.55, 0.68, 0.64, 0.5][i];
      g += `<rect x="${f(fx - s * 0.09)}" y="${f(cy - s * 0.1 - len)}" width="${f(s * 0.18)}" height="${f(len + s * 0.2)}" rx="${f(s * 0.09)}" fill="${skin}" stroke="${line}" stroke-width="${f(sw)}"/>`;
    }
    g += `<rect x="${f(cx - s * 0.44)}" y="${f(cy - s * 0.2)}" width="${f(s * 0.88)}" height="${f(s * 0.7)}" rx="${f(s * 0.25)}" fill="${skin}" stroke="${line}" stroke-width="${f(sw)}"/>`;
    g += `<rect x="${f(cx - s * 0.62)}" y="${f(cy - s * 0.05)}" width="${f(s * 0.4)}" height="${f(s * 0.18)}" rx="${f(s * 0.09)}" transform="rotate(-35 ${f(cx - s * 0.42)} ${f(cy + s * 0.04)})" fill="${skin}" stroke="${line}" stroke-width="${f(sw)}"/>`;
  } else {
    g += `<rect x="${f(cx - s * 0.1)}" y="${f(cy - s * 0.75)}" width="${f(s * 0.2)}" height="${f(s * 0.7)}" rx="${f(s * 0.1)}" fill="${skin}" stroke="${line}" stroke-width="${f(sw)}"/>`;
    g += `<rect x="${f(cx - s * 0.32)}" y="${f(cy - s * 0.2)}" width="${f(s * 0.64)}" height="${f(s * 0.6)}" rx="${f(s * 0.22)}" fill="${skin}" stroke="${line}" stroke-width="${f(sw)}"/>`;
    for (let i = 0; i < 3; i++) {
      g += `<path d="M${f(cx - s * 0.05 + i * s * 0.12)},${f(cy - s * 0.12)} l0,${f(s * 0.16)}" stroke="${line}" stroke-width="${f(sw * 0.7)}" stroke-linecap="round"/>`;
    }
  }
  const tf = [];
  if (o.rotate) tf.push(`rotate(${o.rotate} ${f(cx)} ${f(cy)})`);
  if (o.flip) tf.push(`translate(${f(2 * cx)} 0) scale(-1 1)`);
  return tf.length ? `<g transform="${tf.join(' ')}">${g}</g>` : g;
}

/** A filter that paints every opaque pixel in one colour (keeps alpha). */
export function tint(ctx, color, opacity = 1) {
  const id = ctx.id('tint');
  const hex = color.replace('#', '');
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  return {
    id,
    defs: `<filter id="${id}" color-interpolation-filters="sRGB"><feColorMatrix type="matrix" values="0 0 0 0 ${r.toFixed(3)}  0 0 0 0 ${g.toFixed(3)}  0 0 0 0 ${b.toFixed(3)}  0 0 0 ${opacity} 0"/></filter>`,
  };
}

/** A filter that shifts colours towards a hue (multiplies channels) and optionally desaturates. */
export function colorize(ctx, rMul, gMul, bMul, sat = 1) {
  const id = ctx.id('col');
  return {
    id,
    defs: `<filter id="${id}" color-interpolation-filters="sRGB"><feColorMatrix type="saturate" values="${sat}" result="s"/><feColorMatrix in="s" type="matrix" values="${rMul} 0 0 0 0  0 ${gMul} 0 0 0  0 0 ${bMul} 0 0  0 0 0 1 0"/></filter>`,
  };
}

/** Sky-to-ground outdoor backdrop with rolling hills. */
export function outdoors(ctx, w, h, o = {}) {
  const horizon = o.horizon ?? h * 0.62;
  const sky = ctx.id('sky');
  const grass = ctx.id('grass');
  const defs =
    linear(
      sky,
      o.sky ?? [
        [0, '#6ec6ff'],
        [1, '#d7f0ff'],
      ],
    ) +
    linear(
      grass,
      o.grass ?? [
        [0, '#8fd16a'],
        [1, '#4f9a34'],
      ],
    );
  let s = rect(0, 0, w, h, `url(#${sky})`);
  if (o.sun !== false)
    s += `<circle cx="${f(o.sunX ?? w * 0.82)}" cy="${f(o.sunY ?? h * 0.16)}" r="${f(h * 0.08)}" fill="#fff6b0" filter="url(#glow)"/>`;
  const r = rng(o.seed ?? 2);
  for (let i = 0; i < (o.clouds ?? 3); i++) {
    const cx = w * (0.1 + r() * 0.8);
    const cy = h * (0.08 + r() * 0.2);
    const sz = h * (0.05 + r() * 0.04);
    s += `<g fill="#fff" opacity="0.92"><ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(sz * 2.2)}" ry="${f(sz)}"/><circle cx="${f(cx - sz * 0.8)}" cy="${f(cy - sz * 0.4)}" r="${f(sz * 0.9)}"/><circle cx="${f(cx + sz * 0.5)}" cy="${f(cy - sz * 0.6)}" r="${f(sz * 1.1)}"/></g>`;
  }
  s += `<path d="M0,${f(horizon)} Q${f(w * 0.25)},${f(horizon - h * 0.08)} ${f(w * 0.5)},${f(horizon)} T${f(w)},${f(horizon - h * 0.02)} L${f(w)},${f(h)} L0,${f(h)} Z" fill="${o.hill ?? '#a8dd84'}"/>`;
  s += `<path d="M0,${f(horizon + h * 0.06)} Q${f(w * 0.35)},${f(horizon - h * 0.02)} ${f(w * 0.7)},${f(horizon + h * 0.05)} T${f(w)},${f(horizon + h * 0.04)} L${f(w)},${f(h)} L0,${f(h)} Z" fill="url(#${grass})"/>`;
  return { defs, svg: s, horizon };
}

/** A simple cartoon tree. */
export function tree(x, baseY, hgt, seed = 1, leaf = '#3f9b4a') {
  const r = rng(seed);
  let s = `<rect x="${f(x - hgt * 0.05)}" y="${f(baseY - hgt * 0.45)}" width="${f(hgt * 0.1)}" height="${f(hgt * 0.45)}" fill="#7a4e2d"/>`;
  for (let i = 0; i < 5; i++) {
    s += `<circle cx="${f(x + (r() - 0.5) * hgt * 0.4)}" cy="${f(baseY - hgt * (0.55 + r() * 0.3))}" r="${f(hgt * (0.2 + r() * 0.08))}" fill="${leaf}"/>`;
  }
  s += `<circle cx="${f(x - hgt * 0.08)}" cy="${f(baseY - hgt * 0.8)}" r="${f(hgt * 0.12)}" fill="#fff" opacity="0.12"/>`;
  return s;
}

/**
 * Our own stick figure (round head, oval body, thin limbs). pose: 'point' (one arm straight out towards
 * `dir`), 'stand', 'walk', 'arms-up'. h is the full height, (cx, baseY) the feet.
 */
export function stickFigure(cx, baseY, h, color, o = {}) {
  const dir = o.dir ?? 1;
  const dark = o.limb ?? '#1c2a6b';
  const headR = h * 0.12;
  const headY = baseY - h + headR;
  const bodyTop = headY + headR * 1.25;
  const bodyH = h * 0.34;
  const bodyW = h * 0.12;
  const hipY = bodyTop + bodyH * 0.9;
  const sh = bodyTop + bodyH * 0.15;
  const lw = h * 0.018;
  const limb = (x1, y1, x2, y2, x3, y3) =>
    `<path d="M${f(x1)},${f(y1)} L${f(x2)},${f(y2)} L${f(x3)},${f(y3)}" fill="none" stroke="${dark}" stroke-width="${f(lw)}" stroke-linecap="round" stroke-linejoin="round"/>`;
  const hand = (x, y) => `<circle cx="${f(x)}" cy="${f(y)}" r="${f(h * 0.035)}" fill="${color}"/>`;
  const foot = (x, y) =>
    `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(h * 0.055)}" ry="${f(h * 0.022)}" fill="${color}"/>`;
  let s = '';
  const pose = o.pose ?? 'stand';
  const step = pose === 'walk' ? h * 0.14 : h * 0.08;
  s +=
    limb(cx - bodyW * 0.2, hipY, cx - step * 0.6, baseY - h * 0.16, cx - step, baseY - h * 0.02) +
    foot(cx - step - h * 0.02 * dir, baseY - h * 0.01);
  s +=
    limb(cx + bodyW * 0.2, hipY, cx + step * 0.7, baseY - h * 0.17, cx + step, baseY - h * 0.02) +
    foot(cx + step + h * 0.02 * dir, baseY - h * 0.01);
  // back arm
  if (pose === 'arms-up') {
    s +=
      limb(cx - bodyW * 0.4, sh, cx - h * 0.16, sh - h * 0.1, cx - h * 0.2, sh - h * 0.25) +
      hand(cx - h * 0.2, sh - h * 0.25);
    s +=
      limb(cx + bodyW * 0.4, sh, cx + h * 0.16, sh - h * 0.1, cx + h * 0.2, sh - h * 0.25) +
      hand(cx + h * 0.2, sh - h * 0.25);
  } else {
    s +=
      limb(cx - dir * bodyW * 0.4, sh, cx - dir * h * 0.12, sh + h * 0.12, cx - dir * h * 0.1, sh + h * 0.24) +
      hand(cx - dir * h * 0.1, sh + h * 0.24);
  }
  const bg = `<ellipse cx="${f(cx)}" cy="${f(bodyTop + bodyH / 2)}" rx="${f(bodyW / 2)}" ry="${f(bodyH / 2)}" fill="${color}"/>`;
  s += bg;
  if (pose === 'point') {
    const ex = cx + dir * h * 0.38;
    const ey = sh - h * 0.03;
    s += limb(cx + dir * bodyW * 0.4, sh, cx + dir * h * 0.2, sh - h * 0.015, ex, ey);
    s += `<g transform="translate(${f(ex)} ${f(ey)}) scale(${dir} 1)"><ellipse cx="${f(h * 0.01)}" cy="0" rx="${f(h * 0.038)}" ry="${f(h * 0.03)}" fill="${color}"/><rect x="${f(h * 0.02)}" y="${f(-h * 0.024)}" width="${f(h * 0.07)}" height="${f(h * 0.018)}" rx="${f(h * 0.009)}" fill="${color}"/></g>`;
  } else if (pose !== 'arms-up') {
    s +=
      limb(cx + dir * bodyW * 0.4, sh, cx + dir * h * 0.12, sh + h * 0.12, cx + dir * h * 0.12, sh + h * 0.24) +
      hand(cx + dir * h * 0.12, sh + h * 0.24);
  }
  s += `<circle cx="${f(cx + dir * h * 0.01)}" cy="${f(headY)}" r="${f(headR)}" fill="${color}"/>`;
  s += `<circle cx="${f(cx + dir * h * 0.01 - headR * 0.35)}" cy="${f(headY - headR * 0.35)}" r="${f(headR * 0.28)}" fill="#fff" opacity="0.35"/>`;
  if (o.face) {
    const ex = cx + dir * headR * 0.45;
    s += `<circle cx="${f(ex)}" cy="${f(headY - headR * 0.1)}" r="${f(headR * 0.12)}" fill="#111"/><circle cx="${f(ex - dir * headR * 0.45)}" cy="${f(headY - headR * 0.1)}" r="${f(headR * 0.12)}" fill="#111"/>`;
    s +=
      o.face === 'angry'
        ? `<path d="M${f(ex - dir * headR * 0.65)},${f(headY - headR * 0.45)} L${f(ex - dir * headR * 0.15)},${f(headY - headR * 0.3)} M${f(ex + dir * headR * 0.2)},${f(headY - headR * 0.45)} L${f(ex - dir * headR * 0.05)},${f(headY - headR * 0.3)}" stroke="#111" stroke-width="${f(headR * 0.1)}" stroke-linecap="round"/><ellipse cx="${f(ex - dir * headR * 0.2)}" cy="${f(headY + headR * 0.45)}" rx="${f(headR * 0.2)}" ry="${f(headR * 0.15)}" fill="#111"/>`
        : '';
  }
  return s;
}
