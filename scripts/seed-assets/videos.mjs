// Video templates: stills composed like the images (rendered at 2x), animated with ffmpeg filters,
// with sound effects synthesised by ffmpeg. Captions are overlaid by the product at about 30% above
// centre, so the upper part of every frame is kept calm (plain sky, wall or gradient).
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { clip, cover, f, photo, place } from './lib/assets.mjs';
import {
  bgGradient,
  bgRadial,
  face,
  flames,
  linear,
  nebula,
  outdoors,
  radial,
  rain,
  rng,
  room,
  sparkle,
  stars,
  stickFigure,
  sunburst,
  torso,
  tree,
  vignette,
} from './lib/draw.mjs';
import { clamp01, ease, encode, sfx, synth } from './lib/media.mjs';
import { scene } from './lib/scene.mjs';

const ORIGINAL =
  'This version is an original animation made for MemeForge from our own drawing and synthesised sound (CC0).';
const COMPOSED =
  'This version is an original animation made for MemeForge from public-domain clip art, our own drawing and synthesised sound.';
const PHOTO_NOTE =
  "This version is an original animation made for MemeForge on a GPL-licensed desktop-background photo from Debian's mate-backgrounds package, with synthesised sound.";

const FPS = 30;

/** Smooth step from 0 to 1 between t0 and t0 + d (ffmpeg expression of variable v). */
function step(v, t0, d) {
  return ease(clamp01(`(${v}-${t0})/${d}`));
}

/** filter_complex for a zoom (z expression of T, the time in seconds) on one still, focus fx, fy. */
function zoomGraph(W, H, z, fx, fy, extra = '') {
  const T = `(on/${FPS})`;
  const zz = z.replaceAll('T', T);
  return (
    `[0:v]scale=${W * 3}:${H * 3}:flags=lanczos,` +
    `zoompan=z='${zz}':x='(iw-iw/zoom)*${fx}':y='(ih-ih/zoom)*${fy}':d=1:s=${W}x${H}:fps=${FPS}` +
    `${extra ? ',' + extra : ''},format=yuv420p[v]`
  );
}

function stillInput(png, dur) {
  return ['-loop', '1', '-framerate', String(FPS), '-t', String(dur), '-i', png];
}

function wav(tmp, name) {
  mkdirSync(tmp, { recursive: true });
  return path.join(tmp, `${name}.wav`);
}

export const VIDEO_TEMPLATES = [
  {
    file: 'videos/dramatic-zoom-shocked.mp4',
    title: 'Dramatic Zoom Shocked Face',
    description:
      'A shocked cartoon face hit by three dramatic zoom punches timed to a brassy "dun dun dunnn", for revealing anything with maximum suspense.',
    keywords: ['dramatic zoom', 'dun dun dun', 'shocked', 'reveal', 'suspense'],
    origin:
      'The dramatic zoom became a meme in 2007 with a short clip of a small animal turning to the camera as the view zooms in to a three-note sting. Quick zoom-punches with a "dun dun dunnn" have been the go-to way to add fake suspense ever since. ' +
      ORIGINAL,
    useCases: ['Revealing a plot twist', 'Dramatic announcements', 'Realising you forgot something', 'Fake suspense'],
    seoKeywords: [
      'dramatic zoom meme template',
      'dun dun dun meme video',
      'shocked zoom meme',
      'dramatic reveal video meme',
    ],
    levels: [1, 2, 3],
    stills(ctx) {
      const s = scene(720, 1280);
      s.add(bgRadial(ctx, 720, 1280, '#6a3fb5', '#1a0b3d', 0.5, 0.62, 0.75));
      s.add(face(ctx, 360, 820, 270, { eyes: 'wide', brows: 'raised', mouth: 'o', mouthScale: 1.3, look: [0, 0.05] }));
      return { main: s };
    },
    encode({ stills, out, tmp }) {
      const dur = 5;
      const z = `1+0.3*${step('T', 0.4, 0.1)}+0.4*${step('T', 0.95, 0.1)}+0.6*${step('T', 1.5, 0.12)}+0.03*T`;
      const graph = zoomGraph(720, 1280, z, 0.5, 0.66, `vignette=angle='PI/5+0.25*${step('t', 1.5, 0.2)}':eval=frame`);
      const audio = synth(wav(tmp, 'a'), dur, [...sfx.dunDunDunn(0.4)]);
      return encode(out, { inputs: stillInput(stills.main, dur), graph, audio, dur });
    },
  },
  {
    file: 'videos/slow-push-in-side-eye.mp4',
    title: 'Slow Push In Side Eye',
    description:
      'A slow, tense camera push-in on a suspicious side-eyeing face over a low suspense drone, for quietly judging someone.',
    keywords: ['side eye', 'push in', 'suspicious', 'tension', 'judging'],
    origin:
      'Slow push-ins borrowed from film and TV drama became a meme editing trick in the 2010s: the camera creeps toward a face while tension music builds, turning a small moment into a thriller. ' +
      ORIGINAL,
    useCases: ['Noticing something suspicious', 'Someone lying badly', 'Awkward silences', 'Judging a decision'],
    seoKeywords: ['slow zoom meme template', 'side eye video meme', 'suspicious zoom meme', 'push in meme video'],
    levels: [1, 2, 3],
    stills(ctx) {
      const s = scene(720, 720);
      s.add(bgRadial(ctx, 720, 720, '#b2f2e5', '#1f6f5c', 0.5, 0.62, 0.75));
      s.add(face(ctx, 370, 460, 230, { eyes: 'side', brows: 'flat', mouth: 'flat', look: [-1, 0.1], tilt: 4 }));
      s.add(vignette(ctx, 720, 720, 0.35));
      return { main: s };
    },
    encode({ stills, out, tmp }) {
      const dur = 8;
      const z = `1+0.7*${step('T', 0.3, 7.5)}`;
      const graph = zoomGraph(720, 720, z, 0.51, 0.6);
      const audio = synth(wav(tmp, 'a'), dur, [
        ...sfx.drone(0, dur, 55, 0.55),
        { expr: 'sin(2*PI*1760*t)*exp(-40*t)', dur: 0.1, at: 2, gain: 0.15 },
        { expr: 'sin(2*PI*1760*t)*exp(-40*t)', dur: 0.1, at: 4, gain: 0.18 },
        { expr: 'sin(2*PI*1760*t)*exp(-40*t)', dur: 0.1, at: 6, gain: 0.22 },
        ...sfx.chime(7, [220, 207.65], 0.25, 0.35),
      ]);
      return encode(out, { inputs: stillInput(stills.main, dur), graph, audio, dur });
    },
  },
  {
    file: 'videos/camera-shake-panic-fire.mp4',
    title: 'Camera Shake Panic Room',
    description:
      'A screaming face in a room as flames rise from the floor, with the camera shaking harder and harder over a deep rumble, for total panic.',
    keywords: ['camera shake', 'panic', 'earthquake', 'fire', 'chaos'],
    origin:
      'Camera-shake edits have been a meme staple since early YouTube Poop and reaction videos, used to exaggerate panic, rage or a bass drop. Rising shake plus rumble sells the idea that everything is falling apart. ' +
      ORIGINAL,
    useCases: [
      'Deadline panic',
      'When the Wi-Fi goes down',
      'Hearing your name in a meeting',
      'Everything going wrong at once',
    ],
    seoKeywords: ['camera shake meme template', 'panic video meme', 'earthquake meme video', 'screaming meme video'],
    levels: [2, 3, 4],
    stills(ctx) {
      const s = scene(720, 406);
      s.add(
        room(ctx, 720, 406, { floorY: 330, wall: '#ffd8a8', wall2: '#ffa94d', floor: '#8b5e3c', floor2: '#5e3b22' }),
      );
      s.add(`<rect width="720" height="406" fill="#ff6a00" opacity="0.12"/>`);
      s.add(flames(-20, 420, 200, 190, 4, 3), flames(560, 420, 190, 200, 9, 3));
      s.add(
        face(ctx, 360, 270, 105, { eyes: 'tight', brows: 'worried', mouth: 'scream', mouthScale: 1.1, sweat: true }),
      );
      return { main: s };
    },
    encode({ stills, out, tmp }) {
      const dur = 6;
      const A = `(4+22*${clamp01('t/5')})`;
      const graph =
        `[0:v]scale=${Math.round((720 * 1.15) / 2) * 2}:${Math.round((406 * 1.15) / 2) * 2}:flags=lanczos,` +
        `crop=720:406:x='(iw-720)/2+${A}*sin(t*47)*cos(t*13)':y='(ih-406)/2+${A}*0.7*sin(t*41+1)',` +
        `eq=brightness='0.05*sin(t*20)*${clamp01('t/5')}':eval=frame,format=yuv420p[v]`;
      const audio = synth(wav(tmp, 'a'), dur, [...sfx.rumble(0, dur, 1.1), ...sfx.siren(0.5, 5.3, 0.18)]);
      return encode(out, { inputs: stillInput(stills.main, dur), graph, audio, dur });
    },
  },
  {
    file: 'videos/ken-burns-city-sunset.mp4',
    title: 'Ken Burns City Sunset Pan',
    description:
      'A slow cinematic pan across a sunset city skyline that ends on a lone figure sitting on a rooftop, with a whoosh and a warm ambient pad, for main-character moments.',
    keywords: ['ken burns', 'pan', 'cinematic', 'main character', 'sunset'],
    origin:
      'The Ken Burns effect, slow pans and zooms across still images, comes from documentary film-making and became a staple of slideshow and meme edits. Pairing it with a lone figure at sunset makes any mundane moment feel like a movie ending. ' +
      ORIGINAL,
    useCases: ['Main character energy', 'Reflecting on the week', 'Dramatic endings', 'Leaving work on Friday'],
    seoKeywords: [
      'ken burns meme template',
      'cinematic pan meme video',
      'main character meme video',
      'sunset city meme',
    ],
    levels: [1, 2, 3],
    stills(ctx) {
      const W = 1800;
      const H = 406;
      const s = scene(W, H);
      s.add(bgGradient(ctx, W, H, '#2b1055', '#ff8c42'));
      s.add(`<circle cx="1380" cy="290" r="90" fill="#ffd166" filter="url(#bigglow)"/>`);
      const r = rng(44);
      let x = 0;
      let b = '';
      while (x < W) {
        const w = 60 + r() * 90;
        const h = 90 + r() * 170;
        b += `<rect x="${f(x)}" y="${f(H - h)}" width="${f(w)}" height="${f(h)}" fill="#1b1035"/>`;
        for (let wy = H - h + 14; wy < H - 10; wy += 22)
          for (let wx = x + 10; wx < x + w - 12; wx += 18)
            if (r() > 0.55)
              b += `<rect x="${f(wx)}" y="${f(wy)}" width="8" height="10" fill="#ffd166" opacity="${f(0.5 + r() * 0.5)}"/>`;
        x += w + 4;
      }
      s.add(b);
      s.add(`<rect x="1500" y="300" width="300" height="106" fill="#120a26"/>`);
      s.add(stickFigure(1600, 300, 90, '#120a26', { pose: 'stand', limb: '#120a26' }));
      for (let i = 0; i < 5; i++)
        s.add(
          `<path d="M${300 + i * 70},${90 + (i % 2) * 20} q8,-8 16,0 q8,-8 16,0" stroke="#2b1055" stroke-width="3" fill="none"/>`,
        );
      return { main: s };
    },
    encode({ stills, out, tmp }) {
      const dur = 10;
      const graph =
        `[0:v]scale=-2:${Math.round(406 * 1.12)}:flags=lanczos,` +
        `crop=720:406:x='(iw-720)*${ease(clamp01('t/9.5'))}':y='(ih-406)*(1-0.8*${ease(clamp01('t/9.5'))})',format=yuv420p[v]`;
      const audio = synth(wav(tmp, 'a'), dur, [
        ...sfx.whoosh(0, 1.4, 2.4, 700),
        ...sfx.drone(0.3, dur - 0.3, 110, 0.25),
        ...sfx.chime(7.8, [392, 493.88, 587.33, 783.99], 0.22, 0.3),
      ]);
      return encode(out, { inputs: stillInput(stills.main, dur), graph, audio, dur });
    },
  },
  {
    file: 'videos/quick-cuts-panic-calm-panic.mp4',
    title: 'Quick Cuts Panic Calm Panic',
    description:
      'Three hard cuts: a screaming face on red, a serene face on blue, then an even bigger scream, each with its own punch-in and drum hit.',
    keywords: ['quick cuts', 'panic', 'calm', 'three beats', 'plot twist'],
    origin:
      'The panic / calm / panic format became popular around 2020 and works naturally as a video: three hard cuts, each reaction landing on a beat, for situations that flip twice. ' +
      ORIGINAL,
    useCases: [
      'Situations that escalate twice',
      'Good news with a catch',
      'Checking your bank account',
      'Exam results',
    ],
    seoKeywords: [
      'panik kalm panik video meme',
      'quick cut meme template',
      'panic calm panic video',
      'three panel video meme',
    ],
    levels: [1, 2, 3],
    stills(ctx) {
      const mk = (bg1, bg2, o) => {
        const s = scene(720, 720);
        s.add(bgRadial(ctx, 720, 720, bg1, bg2, 0.5, 0.62, 0.8));
        s.add(face(ctx, 360, 460, 220, o));
        return s;
      };
      return {
        a: mk('#ff8787', '#a61e1e', { eyes: 'tight', brows: 'worried', mouth: 'scream', mouthScale: 1.1 }),
        b: mk('#a5d8ff', '#1c7ed6', { eyes: 'calm', mouth: 'smile', blush: true }),
        c: mk('#ff6b6b', '#700d0d', { eyes: 'wide', brows: 'worried', mouth: 'scream', mouthScale: 1.25, sweat: true }),
      };
    },
    encode({ stills, out, tmp }) {
      const dur = 6;
      const seg = 2;
      const T = `(on/${FPS})`;
      const part = (i, zoomTo, shake) =>
        `[${i}:v]scale=2160:2160:flags=lanczos,zoompan=z='1+${zoomTo}*${ease(clamp01(`${T}/1.8`))}':x='(iw-iw/zoom)*0.5':y='(ih-ih/zoom)*0.62':d=1:s=720x720:fps=${FPS}` +
        (shake ? `,crop=700:700:x='10+8*sin(t*50)':y='10+8*cos(t*43)',scale=720:720` : '') +
        `,setsar=1[p${i}]`;
      const graph = `${part(0, 0.25, true)};${part(1, 0.08, false)};${part(2, 0.4, true)};[p0][p1][p2]concat=n=3:v=1:a=0,format=yuv420p[v]`;
      const inputs = [...stillInput(stills.a, seg), ...stillInput(stills.b, seg), ...stillInput(stills.c, seg)];
      const audio = synth(wav(tmp, 'a'), dur, [
        ...sfx.thump(0, 1.2),
        ...sfx.siren(0.05, 1.9, 0.2),
        ...sfx.thump(2, 0.9),
        ...sfx.chime(2.1, [523.25, 659.25, 783.99], 0.15, 0.3),
        ...sfx.thump(4, 1.3),
        ...sfx.siren(4.05, 1.9, 0.28),
      ]);
      return encode(out, { inputs, graph, audio, dur });
    },
  },
  {
    file: 'videos/freeze-frame-record-scratch.mp4',
    title: 'Freeze Frame Record Scratch',
    description:
      'A stick figure strolls happily through a park to a cheerful tune until a record scratch freezes the frame, drains the colour and zooms in: "yep, that\'s me".',
    keywords: ['freeze frame', 'record scratch', 'yep thats me', 'flashback', 'narration'],
    origin:
      'The record-scratch freeze frame comes from film and TV narration ("Yep, that\'s me. You\'re probably wondering how I got here") and became a meme format in the 2010s for introducing the disaster that is about to unfold. ' +
      ORIGINAL,
    useCases: ['Introducing a disaster story', 'How I got here', 'Before everything went wrong', 'Self-roast intros'],
    seoKeywords: [
      'record scratch freeze frame meme',
      'yep thats me meme template',
      'freeze frame meme video',
      'how i got here meme',
    ],
    levels: [1, 2, 3],
    stills(ctx) {
      const bg = scene(720, 406);
      bg.add(outdoors(ctx, 720, 406, { horizon: 250, seed: 33, sunX: 620, sunY: 60 }));
      bg.add(tree(90, 270, 150, 5), tree(650, 265, 130, 9, '#2f8a3e'));
      bg.add(`<path d="M0,350 Q360,320 720,345 L720,406 L0,406 Z" fill="#e3c88f"/>`);
      const fig = scene(140, 200);
      fig.add(stickFigure(70, 196, 190, '#f76707', { pose: 'walk', limb: '#7a3300', dir: 1 }));
      return { bg, fig };
    },
    encode({ stills, out, tmp }) {
      const dur = 7;
      const tf = 3.4;
      const T = `(on/${FPS})`;
      const graph =
        `[0:v]scale=1440:812,setsar=1[bg];[1:v]format=rgba,scale=280:400[fg];` +
        `[bg][fg]overlay=x='-200+min(t,${tf})*220':y='306-abs(sin(min(t,${tf})*9))*18':eval=frame,` +
        `scale=2160:1218:flags=lanczos,zoompan=z='1+0.9*${step(T, tf, 0.5)}':x='(iw-iw/zoom)*0.48':y='(ih-ih/zoom)*0.63':d=1:s=720x406:fps=${FPS},` +
        `hue=s='if(gte(t,${tf}),0.15,1)',eq=contrast='if(gte(t,${tf}),1.15,1)':eval=frame,format=yuv420p[v]`;
      const inputs = [...stillInput(stills.bg, dur), ...stillInput(stills.fig, dur)];
      const tune = [
        [523.25, 1],
        [659.25, 1],
        [783.99, 1],
        [659.25, 1],
        [698.46, 1],
        [880, 1],
        [783.99, 2],
        [659.25, 1],
        [587.33, 1],
        [523.25, 2],
      ];
      const audio = synth(wav(tmp, 'a'), dur, [
        ...sfx.melody(0, tune, 0.26, 0.28).filter((l) => l.at < tf - 0.05),
        ...sfx
          .melody(
            0,
            tune.map(([n, l]) => [n / 2, l]),
            0.26,
            0.15,
          )
          .filter((l) => l.at < tf - 0.05),
        ...sfx.scratch(tf, 1.2),
        ...sfx.drone(tf + 0.5, dur - tf - 0.5, 65.4, 0.3),
      ]);
      return encode(out, { inputs, graph, audio, dur });
    },
  },
  {
    file: 'videos/spinning-cat-vortex.mp4',
    title: 'Spinning Cat Vortex',
    description:
      'A Siamese cat spins endlessly in the middle of a slowly turning hypnotic vortex, with wobbly whooshes, for pure absurd chaos.',
    keywords: ['spinning', 'cat', 'vortex', 'absurd', 'brainrot'],
    origin:
      'Spinning-animal loops have been viral since the GIF era and returned in the 2020s as short absurdist clips set to looping music. The endless spin is the joke. ' +
      COMPOSED,
    useCases: ['Brain after a long day', 'Absurd reactions', 'When the weekend hits', 'Chaotic energy'],
    seoKeywords: ['spinning cat meme template', 'spinning cat video', 'cat spin meme', 'absurd cat meme video'],
    levels: [3, 4, 5],
    stills(ctx) {
      const bg = scene(1020, 1020);
      bg.add(bgRadial(ctx, 1020, 1020, '#e599f7', '#5f3dc4', 0.5, 0.5, 0.7));
      bg.add(
        `<g opacity="0.18">${sunburst(1020, 1020, 510, 510, 16, '#ffffff00', '#ffffff').replace(/<rect[^>]*\/>/, '')}</g>`,
      );
      const cat = scene(400, 400);
      const c = clip(ctx, 'animals/mammals/housecats/gatto_cat_architetto_fra_04.svg');
      cat.add(place(c, { cx: 200, cy: 200, h: 380 }).svg);
      return { bg, cat };
    },
    encode({ stills, out, tmp }) {
      const dur = 6;
      const graph =
        `[0:v]scale=1020:1020,rotate=a='t*0.5':c=0x5f3dc4,crop=720:720,setsar=1[bg];` +
        `[1:v]format=rgba,scale=440:440,rotate=a='t*5':c=none:ow=560:oh=560[cat];` +
        `[bg][cat]overlay=x='(W-w)/2':y='H*0.64-h/2',format=yuv420p[v]`;
      const inputs = [...stillInput(stills.bg, dur), ...stillInput(stills.cat, dur)];
      const layers = [];
      for (let i = 0; i < 7; i++) layers.push(...sfx.whoosh(i * 0.8, 0.8, 1.8, 600 + (i % 2) * 400));
      layers.push({
        expr: `0.3*sin(2*PI*(300*t+40*sin(2*PI*0.8*t)))*min(1,t/0.3)*min(1,(6-t)/0.5)`,
        dur: 6,
        at: 0,
        gain: 0.5,
      });
      const audio = synth(wav(tmp, 'a'), dur, layers);
      return encode(out, { inputs, graph, audio, dur });
    },
  },
  {
    file: 'videos/bounce-happy-face.mp4',
    title: 'Bouncing Happy Face',
    description:
      'A grinning cartoon face bounces up and down on a sunny floor, squashing on every landing with a springy boing.',
    keywords: ['bounce', 'happy', 'excited', 'boing', 'hype'],
    origin:
      'Bouncing characters are one of the oldest animation gags, and short bounce loops with a boing sound became popular meme clips for pure excitement. ' +
      ORIGINAL,
    useCases: ['Excitement', 'Friday feeling', 'Good news', 'Payday'],
    seoKeywords: ['bouncing meme template', 'happy bounce video meme', 'excited meme video', 'boing meme'],
    levels: [1, 2],
    stills(ctx) {
      const bg = scene(720, 720);
      bg.add(bgGradient(ctx, 720, 720, '#a5d8ff', '#e7f5ff'));
      bg.add(
        `<rect x="0" y="600" width="720" height="120" fill="#ffd43b"/><rect x="0" y="596" width="720" height="8" fill="#fab005"/>`,
      );
      bg.add(`<ellipse cx="360" cy="606" rx="110" ry="16" fill="#000" opacity="0.18"/>`);
      const fc = scene(300, 300);
      fc.add(face(ctx, 150, 150, 140, { eyes: 'happy', mouth: 'bigsmile', blush: true, noShadow: true }));
      return { bg, fc };
    },
    encode({ stills, out, tmp }) {
      const dur = 5;
      const P = 0.8;
      const k = `max(0,1-abs(sin(PI*t/${P}))*5)`;
      const graph =
        `[0:v]scale=720:720,setsar=1[bg];` +
        `[1:v]format=rgba,scale=w='260*(1+0.18*${k})':h='260*(1-0.2*${k})':eval=frame[fc];` +
        `[bg][fc]overlay=x='(W-w)/2':y='604-h-110*abs(sin(PI*t/${P}))':eval=frame,format=yuv420p[v]`;
      const inputs = [...stillInput(stills.bg, dur), ...stillInput(stills.fc, dur)];
      const layers = [];
      for (let t = 0; t < dur - 0.3; t += P) layers.push(...sfx.boing(t, 0.6));
      layers.push(
        ...sfx.melody(
          0,
          [
            [523.25, 1],
            [659.25, 1],
            [783.99, 1],
            [1046.5, 1],
          ]
            .flatMap((n) => [n, n])
            .concat([[1046.5, 4]]),
          0.4,
          0.12,
        ),
      );
      const audio = synth(wav(tmp, 'a'), dur, layers);
      return encode(out, { inputs, graph, audio, dur });
    },
  },
  {
    file: 'videos/galaxy-brain-reveal.mp4',
    title: 'Galaxy Brain Reveal',
    description:
      'The camera pulls back from a blinding brain to reveal a head silhouette floating in a glittering galaxy, over a rising shimmer of chimes.',
    keywords: ['galaxy brain', 'reveal', 'genius', 'cosmic', 'big brain'],
    origin:
      'Galaxy brain grew out of the expanding-brain format around 2017, when the final glowing-cosmos panel became a reaction of its own for "genius" takes that are really absurd. As a video, the zoom-out is the reveal. ' +
      COMPOSED,
    useCases: [
      'Sarcastic praise for a wild idea',
      '3 am revelations',
      'Overcomplicated solutions',
      'Peak overthinking',
    ],
    seoKeywords: ['galaxy brain video meme', 'big brain meme template', 'galaxy brain zoom meme', 'genius meme video'],
    levels: [2, 3, 4, 5],
    stills(ctx) {
      const s = scene(720, 1280);
      s.add(bgRadial(ctx, 720, 1280, '#2c1a5e', '#05030f', 0.5, 0.6, 0.8));
      s.add(nebula(ctx, 720, 1280, ['#7b2ff7', '#f107a3', '#00c2ff', '#3a0ca3'], 17, 9));
      s.add(stars(720, 1280, 300, 21, '#fff', 2.2));
      const head = clip(ctx, 'people/head4.svg');
      const hp = place(head, { cx: 360, bottom: 1280, h: 620, flip: true, filter: 'silhouette' });
      s.add(hp.svg);
      s.add(
        `<ellipse cx="${f(hp.cx + 30)}" cy="800" rx="200" ry="150" fill="#e0c3fc" opacity="0.55" filter="url(#bigglow)"/>`,
      );
      const b = clip(ctx, 'people/bodypart/brain_jon_phillips_02.svg');
      s.add(`<ellipse cx="${f(hp.cx + 30)}" cy="790" rx="150" ry="105" fill="#f8f0ff" filter="url(#bigglow)"/>`);
      s.add(place(b, { cx: hp.cx + 30, cy: 790, w: 310 }).svg);
      for (const [x, y, z] of [
        [120, 300, 26],
        [600, 220, 20],
        [560, 520, 16],
        [160, 640, 14],
      ])
        s.add(sparkle(x, y, z, '#fff', 0.95));
      return { main: s };
    },
    encode({ stills, out, tmp }) {
      const dur = 8;
      const z = `2.2-1.2*${step('T', 0.5, 6)}`;
      const graph = zoomGraph(720, 1280, z, 0.54, 0.62, `eq=brightness='0.25*(1-${clamp01('t/2.5')})':eval=frame`);
      const audio = synth(wav(tmp, 'a'), dur, [
        ...sfx.drone(0, dur, 73.42, 0.35),
        ...sfx.chime(0.5, [293.66, 369.99, 440, 587.33, 739.99, 880, 1174.66], 0.45, 0.3),
        ...sfx.chime(4.2, [1174.66, 1479.98, 1760], 0.3, 0.22),
        ...sfx.whoosh(0.2, 2, 1.4, 2500),
      ]);
      return encode(out, { inputs: stillInput(stills.main, dur), graph, audio, dur });
    },
  },
  {
    file: 'videos/deep-fried-zoom-bass.mp4',
    title: 'Deep Fried Bass Boosted Zoom',
    description:
      'A crunchy, over-saturated grinning face gets hammered by jump zooms, colour flicker and screen shake on every distorted bass hit.',
    keywords: ['deep fried', 'bass boosted', 'earrape', 'brainrot', 'chaotic'],
    origin:
      'Deep-fried images and "bass boosted" audio grew up together in absurdist meme culture around 2017: crunchy visuals, blown-out colours and distorted bass for maximum chaos. ' +
      ORIGINAL,
    useCases: ['Peak brainrot', 'Hype moments', 'Chaotic group chat energy', 'Ironic intensity'],
    seoKeywords: ['deep fried meme video', 'bass boosted meme template', 'earrape meme video', 'deep fried zoom meme'],
    levels: [4, 5],
    stills(ctx) {
      const s = scene(720, 720);
      s.add(bgGradient(ctx, 720, 720, '#ff9500', '#ff2d00'));
      s.add(
        `<g opacity="0.5">${sunburst(720, 720, 360, 470, 16, '#ffffff00', '#ffe100').replace(/<rect[^>]*\/>/, '')}</g>`,
      );
      const calm = ctx.id('calm');
      s.def(
        linear(calm, [
          [0, '#ff9500'],
          [0.75, '#ff9500'],
          [1, '#ff9500', 0],
        ]),
      );
      s.add(`<rect width="720" height="330" fill="url(#${calm})"/>`);
      s.add(face(ctx, 360, 480, 210, { eyes: 'wide', brows: 'raised', mouth: 'bigsmile' }));
      for (const side of [-1, 1]) {
        const ex = 360 + side * 210 * 0.36;
        const ey = 480 - 210 * 0.12;
        s.add(
          `<circle cx="${ex}" cy="${ey}" r="44" fill="#ff0000" opacity="0.6" filter="url(#glow)"/>`,
          sparkle(ex, ey, 80, '#fff'),
          sparkle(ex, ey, 36, '#ffef9a'),
        );
      }
      return { main: s };
    },
    encode({ stills, out, tmp }) {
      const dur = 5;
      const beat = 0.5;
      const T = `(on/${FPS})`;
      const z = `1+0.12*mod(floor(${T}/${beat}),4)+0.25*exp(-8*mod(${T},${beat}))`;
      const fx = `0.5+0.08*sin(floor(${T}/${beat})*2.1)`;
      const graph =
        `[0:v]eq=saturation=2.2:contrast=1.35,unsharp=7:7:2.5,noise=alls=18:allf=t,scale=2160:2160:flags=neighbor,` +
        `zoompan=z='${z}':x='(iw-iw/zoom)*(${fx})':y='(ih-ih/zoom)*0.64':d=1:s=720x720:fps=${FPS},` +
        `crop=700:700:x='10+10*sin(t*60)':y='10+10*cos(t*53)',scale=720:720,` +
        `eq=saturation='1.4+0.6*sin(t*25)':gamma='1+0.15*exp(-8*mod(t,${beat}))':eval=frame,format=yuv420p[v]`;
      const layers = [];
      for (let t = 0; t < dur - 0.2; t += beat) layers.push(...sfx.bassDrop(t, 0.5, 0.9));
      layers.push(...sfx.siren(0, dur, 0.12));
      const audio = synth(wav(tmp, 'a'), dur, layers);
      return encode(out, { inputs: stillInput(stills.main, dur), graph, audio, dur });
    },
  },
  {
    file: 'videos/storm-approaching-pan.mp4',
    title: 'Storm Approaching Slow Pan',
    description:
      'A slow pan along a real photo of a vast storm front over an empty road, with rain, rumbling and a thunder flash, toward one tiny figure holding a little red umbrella.',
    keywords: ['storm', 'incoming', 'doom', 'thunder', 'unprepared'],
    origin:
      'Slow pans across menacing storm clouds are a classic "something is coming" shot, and memes use them for Mondays, exams and deadlines. The tiny umbrella shows just how prepared you are. ' +
      PHOTO_NOTE,
    useCases: ['Monday approaching', 'Exam season', 'Deadlines on the horizon', 'Bad news incoming'],
    seoKeywords: [
      'storm coming meme video',
      'incoming storm meme template',
      'thunder meme video',
      'doom approaching meme',
    ],
    levels: [1, 2, 3],
    stills(ctx) {
      const W = 1100;
      const H = 406;
      const s = scene(W, H);
      const ph = photo(ctx, 'nature/Storm.jpg');
      s.add(cover(ph, W, H, 0.5, 0.62));
      const cx = 930;
      const by = 352;
      s.add(
        `<rect x="${cx - 7}" y="${by - 30}" width="14" height="30" rx="5" fill="#ffd43b" stroke="#333" stroke-width="2"/><circle cx="${cx}" cy="${by - 39}" r="10" fill="#ffcc33" stroke="#b86e00" stroke-width="2"/>`,
      );
      s.add(
        `<line x1="${cx + 5}" y1="${by - 22}" x2="${cx + 5}" y2="${by - 70}" stroke="#222" stroke-width="2.5"/><path d="M${cx - 22},${by - 66} Q${cx + 5},${by - 96} ${cx + 32},${by - 66} Z" fill="#e03131" stroke="#7a1010" stroke-width="2"/>`,
      );
      return { main: s };
    },
    encode({ stills, out, tmp }) {
      const dur = 9;
      const graph =
        `[0:v]scale=-2:${Math.round(406 * 1.08)}:flags=lanczos,` +
        `crop=720:406:x='(iw-720)*${ease(clamp01('t/8.5'))}':y='(ih-406)*0.5',` +
        `eq=brightness='0.45*exp(-10*abs(t-5.2))+0.25*exp(-14*abs(t-5.5))':eval=frame,format=yuv420p[v]`;
      const audio = synth(wav(tmp, 'a'), dur, [
        ...sfx.rain(dur, 0.35),
        ...sfx.rumble(0, dur, 0.7),
        ...sfx.thunder(5.25, 3.4, 1.3),
      ]);
      return encode(out, { inputs: stillInput(stills.main, dur), graph, audio, dur });
    },
  },
  {
    file: 'videos/laser-eyes-power-up.mp4',
    title: 'Laser Eyes Flash Power Up',
    description:
      'A determined face slowly leans in under a rising siren, then a white flash and a bass drop ignite red laser beams from its eyes while the screen shakes.',
    keywords: ['laser eyes', 'power up', 'determined', 'villain mode', 'intense'],
    origin:
      'Laser eyes spread across social media around 2021, when people added glowing red beams to their profile pictures to signal extreme conviction. As a video, the flash-and-bass-drop power-up became its own edit. ' +
      ORIGINAL,
    useCases: ['Locking in', 'Villain mode', 'Extreme confidence', 'Late-night motivation'],
    seoKeywords: ['laser eyes meme video', 'power up meme template', 'glowing eyes video meme', 'villain mode meme'],
    levels: [3, 4, 5],
    stills(ctx) {
      const mk = (laser) => {
        const s = scene(720, 1280);
        s.add(bgRadial(ctx, 720, 1280, laser ? '#4a0808' : '#3b3f5c', laser ? '#0a0205' : '#101223', 0.5, 0.62, 0.75));
        const cx = 360;
        const cy = 800;
        const r = 240;
        const ey = cy - r * 0.12;
        if (laser) {
          for (const side of [-1, 1]) {
            const ex = cx + side * r * 0.36;
            const x2 = side > 0 ? 760 : -40;
            s.add(
              `<path d="M${ex},${ey - 14} L${x2},${ey - 200} L${x2},${ey - 40} L${ex},${ey + 14} Z" fill="#ff2a2a" opacity="0.6" filter="url(#glow)"/>`,
            );
            s.add(
              `<path d="M${ex},${ey - 6} L${x2},${ey - 150} L${x2},${ey - 90} L${ex},${ey + 6} Z" fill="#fff0d0"/>`,
            );
          }
        }
        s.add(
          face(
            ctx,
            cx,
            cy,
            r,
            laser
              ? { eyes: 'glow', brows: 'angry', mouth: 'sly', skin: 'orange' }
              : { eyes: 'normal', brows: 'angry', mouth: 'flat', skin: 'orange' },
          ),
        );
        return s;
      };
      return { a: mk(false), b: mk(true) };
    },
    encode({ stills, out, tmp }) {
      const dur = 6;
      const T = `(on/${FPS})`;
      const graph =
        `[0:v]scale=2160:3840:flags=lanczos,zoompan=z='1+0.25*${ease(clamp01(`${T}/2`))}':x='(iw-iw/zoom)*0.5':y='(ih-ih/zoom)*0.6':d=1:s=720x1280:fps=${FPS},setsar=1[a];` +
        `[1:v]scale=2160:3840:flags=lanczos,zoompan=z='1.25+0.2*${ease(clamp01(`${T}/4`))}':x='(iw-iw/zoom)*0.5':y='(ih-ih/zoom)*0.6':d=1:s=720x1280:fps=${FPS},` +
        `crop=700:1244:x='10+9*sin(t*55)':y='18+9*cos(t*47)',scale=720:1280,setsar=1[b];` +
        `[a][b]concat=n=2:v=1:a=0,eq=brightness='0.9*exp(-9*abs(t-2))':eval=frame,format=yuv420p[v]`;
      const inputs = [...stillInput(stills.a, 2), ...stillInput(stills.b, 4)];
      const audio = synth(wav(tmp, 'a'), dur, [
        { expr: `sin(2*PI*(200*t+150*t*t))*min(1,t/0.2)`, dur: 2, at: 0, gain: 0.22 },
        ...sfx.drone(0, 2, 55, 0.4),
        ...sfx.bassDrop(2, 3.5, 1),
        ...sfx.siren(2.1, 3.8, 0.15),
        ...sfx.whoosh(1.6, 0.5, 2.5, 3000),
      ]);
      return encode(out, { inputs, graph, audio, dur });
    },
  },
  {
    file: 'videos/lonely-bench-rain-zoom-out.mp4',
    title: 'Lonely Bench Rain Zoom Out',
    description:
      'A slow zoom out from a sad figure alone on a park bench at night, with falling rain, a glowing streetlamp and a melancholy melody.',
    keywords: ['lonely', 'sad', 'rain', 'zoom out', 'alone'],
    origin:
      'Sad zoom-outs set to melancholy music have been a meme editing trope since the 2010s, turning small disappointments into dramatic film endings. ' +
      ORIGINAL,
    useCases: ['Being left on read', 'Everyone else has plans', 'Rainy Monday mood', 'Dramatic sadness'],
    seoKeywords: ['sad zoom out meme', 'lonely meme video', 'sad violin meme template', 'rain sad meme video'],
    levels: [1, 2, 3],
    stills(ctx) {
      const s = scene(720, 406);
      s.add(bgGradient(ctx, 720, 406, '#0b132b', '#1c2541'));
      s.add(
        `<rect x="0" y="320" width="720" height="86" fill="#111827"/><rect x="0" y="315" width="720" height="6" fill="#374151"/>`,
      );
      const lg = ctx.id('lamp');
      s.def(
        radial(lg, [
          [0, '#ffe8a3', 0.55],
          [1, '#ffe8a3', 0],
        ]),
      );
      s.add(`<ellipse cx="470" cy="250" rx="230" ry="200" fill="url(#${lg})"/>`);
      s.add(
        `<rect x="464" y="90" width="12" height="230" fill="#1f2937"/><path d="M440,90 L500,90 L489,68 L451,68 Z" fill="#1f2937"/><ellipse cx="470" cy="93" rx="20" ry="6" fill="#fff3bf" filter="url(#glow)"/>`,
      );
      s.add(
        `<g fill="#8b5a2b" stroke="#3b2412" stroke-width="3"><rect x="250" y="230" width="250" height="16" rx="5"/><rect x="250" y="254" width="250" height="16" rx="5"/><rect x="240" y="290" width="270" height="15" rx="5"/></g><rect x="260" y="305" width="10" height="30" fill="#1f2937"/><rect x="482" y="305" width="10" height="30" fill="#1f2937"/>`,
      );
      s.add(torso(370, 266, 100, 60, '#4c6ef5'));
      s.add(
        face(ctx, 370, 230, 46, { eyes: 'sad', brows: 'sad', mouth: 'frown', look: [0, 0.6], tilt: 8, noShadow: true }),
      );
      // Rain tile repeated twice so the scrolling overlay wraps seamlessly.
      const rainLayer = scene(720, 812);
      const drops = rain(720, 406, 140, 4, '#cfe6ff', 0.55);
      rainLayer.add(drops, `<g transform="translate(0 406)">${drops}</g>`);
      return { main: s, rain: rainLayer };
    },
    encode({ stills, out, tmp }) {
      const dur = 10;
      const T = `(on/${FPS})`;
      const graph =
        `[0:v]scale=2160:1218:flags=lanczos,zoompan=z='1.6-0.6*${ease(clamp01(`${T}/9.5`))}':x='(iw-iw/zoom)*0.5':y='(ih-ih/zoom)*0.62':d=1:s=720x406:fps=${FPS},setsar=1[bg];` +
        `[1:v]format=rgba,scale=720:812,setsar=1[r];` +
        `[bg][r]overlay=x=0:y='mod(t*600,406)-406':eval=frame:shortest=1,format=yuv420p[v]`;
      const inputs = [...stillInput(stills.main, dur), ...stillInput(stills.rain, dur)];
      const tune = [
        [440, 2],
        [523.25, 1],
        [493.88, 1],
        [440, 2],
        [392, 2],
        [349.23, 2],
        [329.63, 4],
        [0, 1],
        [440, 2],
        [392, 3],
      ];
      const audio = synth(wav(tmp, 'a'), dur, [
        ...sfx.rain(dur, 0.3),
        ...sfx.melody(0.3, tune, 0.45, 0.3),
        ...sfx.drone(0, dur, 110, 0.12),
      ]);
      return encode(out, { inputs, graph, audio, dur });
    },
  },
];
