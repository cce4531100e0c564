// Video and audio with ffmpeg: synthesised sound effects (ours, CC0-1.0) and the final H.264/AAC encode.
import { mkdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { FFMPEG, run } from './tools.mjs';

export const RATE = 44100;

/**
 * Sound layers, each placed at `at` seconds:
 *  { expr, dur, at, gain, filters }         aevalsrc expression of t (mono)
 *  { noise: 'pink'|'brown'|'white', dur, at, gain, filters }
 * `filters` is an ffmpeg audio filter chain applied to that layer (e.g. envelopes, band-pass).
 */
export function synth(file, total, layers) {
  const args = ['-y', '-hide_banner', '-loglevel', 'error'];
  const chains = [];
  layers.forEach((l, i) => {
    if (l.noise) {
      args.push(
        '-f',
        'lavfi',
        '-i',
        `anoisesrc=color=${l.noise}:sample_rate=${RATE}:duration=${l.dur}:seed=${l.seed ?? 7 + i}:amplitude=${l.amp ?? 0.8}`,
      );
    } else {
      args.push('-f', 'lavfi', '-i', `aevalsrc='${l.expr}':s=${RATE}:d=${l.dur}`);
    }
    const delay = Math.round((l.at ?? 0) * 1000);
    const f = [l.filters, `volume=${l.gain ?? 1}`, `adelay=${delay}|${delay}`, 'aformat=channel_layouts=mono'].filter(
      Boolean,
    );
    chains.push(`[${i}:a]${f.join(',')}[a${i}]`);
  });
  const mix = layers.map((_, i) => `[a${i}]`).join('');
  const graph =
    chains.join(';') +
    `;${mix}amix=inputs=${layers.length}:normalize=0:duration=longest,apad=whole_dur=${total},atrim=0:${total},` +
    `highpass=f=25,alimiter=limit=0.89:level=false,aformat=sample_rates=${RATE}:channel_layouts=stereo[out]`;
  args.push('-filter_complex', graph, '-map', '[out]', '-c:a', 'pcm_s16le', file);
  run(FFMPEG, args);
  return file;
}

/** Envelope helpers for aevalsrc expressions. */
export const env = {
  /** attack a (s), exponential decay d (per second) */
  hit: (a, d) => `min(1,t/${a})*exp(-${d}*t)`,
  /** fade in a, hold, fade out over the last r seconds of dur */
  pad: (a, r, dur) => `min(1,t/${a})*min(1,(${dur}-t)/${r})`,
};

/** A brass-like note (sawtooth-ish harmonics) at frequency f Hz, with envelope e. */
export function brass(fHz, e, harmonics = 7) {
  const terms = [];
  for (let k = 1; k <= harmonics; k++) terms.push(`${(1 / k).toFixed(3)}*sin(2*PI*${fHz * k}*t)`);
  return `0.35*(${terms.join('+')})*${e}`;
}

/** A soft sine/triangle-ish note with vibrato. */
export function soft(fHz, e, vib = 5) {
  return `0.5*(sin(2*PI*${fHz}*t+0.02*${fHz}/${vib}*sin(2*PI*${vib}*t))+0.25*sin(4*PI*${fHz}*t))*${e}`;
}

/** Common sound effects as layer lists. */
export const sfx = {
  dunDunDunn(at = 0.4, root = 146.83) {
    const low = root * 0.5;
    return [
      { expr: brass(root, env.hit(0.01, 3.2)), dur: 0.6, at, gain: 0.55 },
      { expr: brass(root * 0.944, env.hit(0.01, 3.2)), dur: 0.6, at: at + 0.55, gain: 0.55 },
      {
        expr: brass(root * 0.79, `min(1,t/0.02)*exp(-0.7*t)`),
        dur: 3.2,
        at: at + 1.1,
        gain: 0.65,
        filters: 'aecho=0.8:0.7:60:0.3',
      },
      { expr: `sin(2*PI*${low}*t)*min(1,t/0.01)*exp(-1.2*t)`, dur: 3, at: at + 1.1, gain: 0.7 },
      { noise: 'brown', dur: 1.5, at: at + 1.1, gain: 0.35, filters: 'lowpass=f=200,afade=t=out:st=0.2:d=1.3' },
    ];
  },
  whoosh(at, dur = 1.1, gain = 2.2, freq = 900) {
    return [
      {
        noise: 'pink',
        dur,
        at,
        gain,
        filters: `bandpass=f=${freq}:width_type=o:w=1.6,volume='sin(PI*t/${dur})*sin(PI*t/${dur})':eval=frame`,
      },
    ];
  },
  rumble(at, dur, gain = 0.9) {
    return [
      {
        noise: 'brown',
        dur,
        at,
        gain,
        filters: `lowpass=f=140,tremolo=f=7:d=0.5,afade=t=in:d=0.6,afade=t=out:st=${dur - 0.8}:d=0.8`,
      },
      { expr: `sin(2*PI*42*t)*0.5*${env.pad(0.5, 0.8, dur)}`, dur, at, gain: 0.8 },
    ];
  },
  scratch(at, gain = 0.9) {
    return [
      {
        expr: `(0.6*sin(2*PI*(520*t+140*sin(2*PI*9*t)))+0.5*(random(0)*2-1))*min(1,t/0.01)*exp(-5*t)`,
        dur: 0.6,
        at,
        gain,
        filters: 'bandpass=f=1400:width_type=o:w=2.5',
      },
    ];
  },
  thump(at, gain = 1) {
    return [
      { expr: `sin(2*PI*(55*t+2.4*(1-exp(-25*t))))*exp(-9*t)`, dur: 0.5, at, gain },
      { noise: 'white', dur: 0.06, at, gain: 0.25, filters: 'highpass=f=2000,afade=t=out:d=0.06' },
    ];
  },
  boing(at, gain = 0.7) {
    return [
      { expr: `sin(2*PI*(190*t+0.8*sin(2*PI*13*t)*exp(-3*t)*6))*exp(-4.5*t)*min(1,t/0.005)`, dur: 0.8, at, gain },
    ];
  },
  chime(at, notes, step = 0.18, gain = 0.45) {
    return notes.map((n, i) => ({
      expr: `(sin(2*PI*${n}*t)+0.3*sin(2*PI*${n * 2.01}*t))*exp(-3*t)*min(1,t/0.005)`,
      dur: 1.6,
      at: at + i * step,
      gain,
    }));
  },
  drone(at, dur, root = 55, gain = 0.5) {
    return [
      {
        expr: `(sin(2*PI*${root}*t)+0.6*sin(2*PI*${root * 1.5 + 0.7}*t)+0.25*sin(2*PI*${root * 4}*t)*(0.5+0.5*sin(2*PI*0.5*t)))*${env.pad(1.5, 1, dur)}`,
        dur,
        at,
        gain,
      },
    ];
  },
  siren(at, dur, gain = 0.4) {
    return [{ expr: `sin(2*PI*(700*t-300/(2*PI*1.5)*cos(2*PI*1.5*t)))*${env.pad(0.05, 0.3, dur)}`, dur, at, gain }];
  },
  bassDrop(at, dur, gain = 0.8) {
    return [
      { expr: `tanh(5*sin(2*PI*48*t))*exp(-0.8*t)*min(1,t/0.01)`, dur, at, gain },
      { noise: 'white', dur: 0.3, at, gain: 0.3, filters: 'lowpass=f=3000,afade=t=out:d=0.3' },
    ];
  },
  thunder(at, dur = 3, gain = 1) {
    return [
      { noise: 'brown', dur, at, gain, filters: `lowpass=f=400,afade=t=in:d=0.05,afade=t=out:st=0.3:d=${dur - 0.3}` },
    ];
  },
  rain(dur, gain = 0.25) {
    return [
      {
        noise: 'pink',
        dur,
        at: 0,
        gain,
        filters: `highpass=f=1200,lowpass=f=7000,afade=t=in:d=1,afade=t=out:st=${dur - 1}:d=1`,
      },
    ];
  },
  melody(at, notes, beat, gain = 0.4, voice = soft) {
    return notes
      .map(([n, len], i, arr) => {
        const start = arr.slice(0, i).reduce((a, [, l]) => a + l, 0);
        return n
          ? {
              expr: voice(n, `min(1,t/0.06)*min(1,(${len * beat}-t)/0.12)`),
              dur: len * beat,
              at: at + start * beat,
              gain,
            }
          : null;
      })
      .filter(Boolean);
  },
};

/**
 * Encodes a video. `inputs` are ffmpeg input args (e.g. ['-loop','1','-i',png]); `graph` a filter_complex
 * producing [v]; audio is a wav file. Output: H.264 yuv420p + AAC, faststart, capped bitrate.
 */
export function encode(out, { inputs, graph, audio, dur, fps = 30 }) {
  mkdirSync(path.dirname(out), { recursive: true });
  const audioIndex = inputs.filter((a) => a === '-i').length;
  const maxKbps = Math.min(2400, Math.floor((1.75 * 8 * 1024) / dur - 140));
  const args = [
    '-y',
    '-hide_banner',
    '-loglevel',
    'error',
    ...inputs,
    '-i',
    audio,
    '-filter_complex',
    graph,
    '-map',
    '[v]',
    '-map',
    `${audioIndex}:a`,
    '-t',
    String(dur),
    '-r',
    String(fps),
    '-c:v',
    'libx264',
    '-preset',
    'slow',
    '-crf',
    '23',
    '-maxrate',
    `${maxKbps}k`,
    '-bufsize',
    `${maxKbps * 2}k`,
    '-pix_fmt',
    'yuv420p',
    '-profile:v',
    'high',
    '-c:a',
    'aac',
    '-b:a',
    '128k',
    '-ar',
    String(RATE),
    '-movflags',
    '+faststart',
    out,
  ];
  run(FFMPEG, args);
  return statSync(out).size;
}

/** Smoothstep easing expression of a 0..1 ffmpeg expression. */
export function ease(x) {
  return `(3*pow(${x},2)-2*pow(${x},3))`;
}

/** Clamp an ffmpeg expression to 0..1. */
export function clamp01(x) {
  return `max(0,min(1,${x}))`;
}
