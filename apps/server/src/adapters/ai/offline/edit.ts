/**
 * Edit With AI, offline: one chat turn on one meme, no network. The instruction is a chip
 * ('funnier', 'unhinged', 'template', 'relatable', 'emoji') or free text read for a few simple asks
 * (shorter, about another topic, another template, emoji, louder/quieter, one of the chips in other
 * words); anything else gets a fresh frame and says so. What each does:
 *
 * - funnier: a different frame for the same topic (the current caption's frame is recognised and
 *   never reused), frames that say more of the topic first;
 * - unhinged: the next level's frames and language rules (level + 1, at most 5);
 * - relatable: first person in an everyday setting (this file's own frames, per caption format);
 * - emoji: emoji that fit the topic (and the level's tone), none the caption already has, within
 *   the template's limit;
 * - template: another template of the same media type (the caller's alternatives, best for the
 *   topic first, never the current one), of the same caption format when there is one; the caption
 *   is rewritten for the new template's format when the format differs.
 *
 * Every caption written here passes the same checks as a batch's: the template's limit, the grammar
 * checks and the level's language rules.
 */
import { CAPTION_FORMATS, UNHINGED_LEVELS, type CaptionFormat, type ChatChipKey } from '@memeforge/contract';
import type { Metrics } from '../../../metrics';
import { languageProblem } from '../safety';
import type { CaptionCandidate, CaptionEditRequest, CaptionEditResult, RandomSource, UnhingedLevel } from '../types';
import { fitFrame, tidy, viewsOf } from './compose';
import { FRAMES, type Words } from './frames';
import { be, cap } from './frames/types';
import { grammarFindings } from './grammar';
import { sameTextKey } from './text';
import { twistOf } from './twist';
import { understand } from './understand';
import { draftCaption } from './writer';
import { partName, targetPart, withPart } from '../edit-parts';

/** What the offline edit did, for the chat (the result) and for the tests (the frame and level). */
export interface OfflineEdit extends CaptionEditResult {
  /** The frame that wrote the new caption ('relatable-…', 'emoji', 'plain-…'), or null when it did not change. */
  frameId: string | null;
  /** The level the caption was written at. */
  level: UnhingedLevel;
  /** What the instruction was read as. */
  intent: Intent;
}

export type Intent =
  | { kind: ChatChipKey }
  | { kind: 'shorter' }
  | { kind: 'topic'; topic: string }
  | { kind: 'loud' }
  | { kind: 'quiet' }
  | { kind: 'no emoji' }
  | { kind: 'translate'; language: string }
  | { kind: 'fresh' };

const LANGUAGES =
  'spanish|french|german|italian|portuguese|dutch|polish|turkish|russian|ukrainian|japanese|chinese|korean|hindi|arabic|swedish|greek';

/** What a free-text message asks for, in the order the asks are told apart. */
export function readInstruction(message: string): Intent {
  const text = message.toLowerCase().replace(/\s+/gu, ' ').trim();
  const language = new RegExp(`\\b(?:in|into|to) (${LANGUAGES})\\b`, 'u').exec(text) ?? /\btranslate\b/u.exec(text);
  if (language) return { kind: 'translate', language: language[1] ?? 'another language' };
  if (
    /\b(?:template|picture|image|photo|pic|video|clip|background|format)s?\b/u.test(text) &&
    /\b(?:different|another|other|switch|change|new|swap|else)\b/u.test(text)
  )
    return { kind: 'template' };
  if (/\bemojis?\b/u.test(text))
    return /\b(?:no|remove|without|fewer|less|drop|delete|lose)\b/u.test(text)
      ? { kind: 'no emoji' }
      : { kind: 'emoji' };
  const topic = /\b(?:about|topic to|topic is|featuring)\s+(.+)$/u.exec(message.trim());
  if (topic) {
    const subject = topic[1]!
      .replace(/\s+instead\b.*$/iu, '')
      .replace(/[.!?\s]+$/u, '')
      .trim();
    if (subject && !/^(?:it|this|that|me)$/iu.test(subject)) return { kind: 'topic', topic: subject.slice(0, 120) };
  }
  if (/\b(?:shorter|short|shorten|fewer words|less words|too long|concise|brief|trim)\b/u.test(text))
    return { kind: 'shorter' };
  if (
    /\b(?:unhinged|crazier|crazy|wild|wilder|chaos|chaotic|spicier|spicy|edgier|unhinge|extreme|savage)\b/u.test(text)
  )
    return { kind: 'unhinged' };
  if (/\b(?:relatable|first person|everyday|about me|real life)\b/u.test(text)) return { kind: 'relatable' };
  if (/\b(?:caps|uppercase|upper case|louder|shout|yell)\b/u.test(text)) return { kind: 'loud' };
  if (/\b(?:lowercase|lower case|quieter|calmer|softer)\b/u.test(text)) return { kind: 'quiet' };
  if (/\b(?:funn|funny|joke|hilarious|lol|punch|witt|better|stronger|again|another one|new one)/u.test(text))
    return { kind: 'funnier' };
  return { kind: 'fresh' };
}

const EMOJI = /\p{Extended_Pictographic}(?:\uFE0F)?/gu;

/** Emoji for what the topic is about; the first that match win. */
const TOPIC_EMOJI: Array<[RegExp, string]> = [
  [/\b(?:cats?|kitten|kitty)\b/u, '🐱'],
  [/\b(?:dogs?|puppy|puppies|doggo)\b/u, '🐶'],
  [/\b(?:coffee|espresso|latte)\b/u, '☕'],
  [/\b(?:pizza)\b/u, '🍕'],
  [/\b(?:food|lunch|dinner|breakfast|snack|cooking|burger|tacos?)\b/u, '🍔'],
  [/\b(?:work|office|boss|meetings?|job|coworkers?|deadline|email|inbox)\b/u, '💼'],
  [/\b(?:code|coding|bug|deploy|developer|laptop|computer|wifi|tech|ai)\b/u, '💻'],
  [/\b(?:phone|iphone|smartphone|texts?|group chat|notifications?)\b/u, '📱'],
  [/\b(?:money|rent|salary|bills?|budget|price|taxes)\b/u, '💸'],
  [/\b(?:school|exams?|homework|class|teacher|study|studying|university|college)\b/u, '📚'],
  [/\b(?:gym|workout|running|fitness|sports?|football|soccer|basketball)\b/u, '💪'],
  [/\b(?:sleep|tired|nap|bed|alarm|mornings?|monday)\b/u, '😴'],
  [/\b(?:love|dating|crush|date|boyfriend|girlfriend|valentine)\b/u, '💘'],
  [/\b(?:rain|weather|storm)\b/u, '🌧️'],
  [/\b(?:summer|beach|sun|vacation|holiday)\b/u, '☀️'],
  [/\b(?:winter|snow|cold|christmas)\b/u, '❄️'],
  [/\b(?:party|birthday|weekend|friday)\b/u, '🎉'],
  [/\b(?:music|song|concert|playlist)\b/u, '🎵'],
  [/\b(?:games?|gaming|gamer)\b/u, '🎮'],
  [/\b(?:cars?|traffic|driving|commute)\b/u, '🚗'],
  [/\b(?:plants?|garden)\b/u, '🪴'],
];

/** An emoji in the level's tone, tried in order. */
const TONE_EMOJI: Record<UnhingedLevel, string[]> = {
  1: ['✨', '🙌', '😄'],
  2: ['💅', '😭', '✨'],
  3: ['😂', '🙃', '👀'],
  4: ['💀', '🔥', '😵'],
  5: ['🗿', '💀', '🔥'],
};

const emojiIn = (caption: string) => new Set(Array.from(caption.matchAll(EMOJI), (match) => match[0]));
const withoutEmoji = (caption: string) =>
  caption
    .replace(EMOJI, '')
    .split('\n')
    .map((line) => line.replace(/[ \t]{2,}/gu, ' ').trim())
    .join('\n')
    .trim();

/** Up to two emoji that fit (the topic's, then the tone's) and that the caption does not have. */
export function addEmoji(
  caption: string,
  topic: string,
  level: UnhingedLevel,
  maxChars: number,
): { caption: string; added: string[] } | null {
  const have = emojiIn(caption);
  const matching = (text: string) =>
    TOPIC_EMOJI.filter(([pattern]) => pattern.test(text.toLowerCase())).map(([, emoji]) => emoji);
  // The topic says what the meme is about; the caption's words only when the topic names nothing.
  const about = matching(topic);
  const fitting = [...(about.length > 0 ? about : matching(caption)), ...TONE_EMOJI[level]].filter(
    (emoji, index, all) => !have.has(emoji) && all.indexOf(emoji) === index,
  );
  for (const count of [2, 1]) {
    const added = fitting.slice(0, count);
    if (added.length < count) continue;
    const next = `${caption.trimEnd()} ${added.join('')}`;
    if (next.length <= maxChars) return { caption: next, added };
  }
  return null;
}

/** Everyday settings a person is in: where a relatable caption happens. */
const SETTINGS = [
  'on a Monday morning',
  'at 2am',
  'in the group chat',
  'on my lunch break',
  'before my first coffee',
  'in the grocery store line',
  'on the bus home',
  'during a video call',
];

interface RelatableFrame {
  id: string;
  format: CaptionFormat;
  write: (w: Words, setting: string) => string[];
}

/** First person, an everyday setting, the topic by its whole noun phrase: one or two per format. */
const RELATABLE: RelatableFrame[] = [
  {
    id: 'relatable-ol-still-thinking',
    format: 'one_liner',
    write: (w, at) => [`Me ${at}, still thinking about ${w.np}`],
  },
  {
    id: 'relatable-ol-pretending',
    format: 'one_liner',
    write: (w, at) => [`Me pretending ${w.np} ${w.plural ? "aren't" : "isn't"} on my mind ${at}`],
  },
  {
    id: 'relatable-re-comes-up',
    format: 'reaction',
    write: (w, at) => [`Me when someone brings up ${w.np} ${at}`],
  },
  {
    id: 'relatable-re-remember',
    format: 'reaction',
    write: (w, at) => [`Me ${at} remembering ${w.np}`],
  },
  {
    id: 'relatable-sp-tomorrow',
    format: 'setup_punchline',
    write: (w, at) => [`Me: I'll deal with ${w.np} tomorrow`, `Also me ${at}: still dealing with ${w.np}`],
  },
  {
    id: 'relatable-sp-fine',
    format: 'setup_punchline',
    write: (w, at) => [`My plan: stay calm about ${w.np}`, `Me ${at}: not calm`],
  },
  {
    id: 'relatable-ba-plans',
    format: 'before_after',
    write: (w, at) => [`Me planning my whole week around ${w.np}`, `Me ${at}, defeated by ${w.np}`],
  },
  {
    id: 'relatable-to-choice',
    format: 'two_options',
    write: (w, at) => [`Getting my life together ${at}`, `Thinking about ${w.np} instead`],
  },
  {
    id: 'relatable-es-me',
    format: 'escalation',
    write: (w, at) => [
      `Me: ${cap(w.np)} ${be(w)} fine`,
      `Me ${at}: ${w.np} ${be(w)} a lot`,
      `Me at 3am: ${w.np} ${be(w)} my whole personality`,
    ],
  },
];

const FIRST_PERSON = /\b(?:I|I'm|me|my|mine|myself)\b/u;

function relatableCaption(
  views: readonly Words[],
  template: CaptionCandidate,
  level: UnhingedLevel,
  taken: ReadonlySet<string>,
  random: RandomSource,
): { caption: string; frameId: string } | null {
  const frames = RELATABLE.filter((frame) => frame.format === template.format);
  const settings = [...SETTINGS].sort(() => random() - 0.5);
  for (const frame of [...frames].sort(() => random() - 0.5)) {
    for (const words of views) {
      for (const setting of settings) {
        const caption = frame.write(words, setting).map(tidy).join('\n');
        if (caption.length > template.maxChars || taken.has(sameTextKey(caption))) continue;
        if (grammarFindings(caption).length > 0 || languageProblem(caption, level) !== null) continue;
        return { caption, frameId: frame.id };
      }
    }
  }
  return null;
}

/** The frame that wrote this caption for this topic and template, if one of ours did. */
export function frameOf(caption: string, description: string, template: CaptionCandidate): string | null {
  const key = sameTextKey(caption);
  const levels: UnhingedLevel[] = [1, 2, 3, 4, 5];
  for (const level of levels) {
    const views = viewsOf(understand(description, level), twistOf(description) !== null);
    for (const frame of FRAMES) {
      if (frame.format !== template.format || !frame.levels.includes(level)) continue;
      const written = fitFrame(frame, views, {
        maxChars: Number.MAX_SAFE_INTEGER,
        level: 5,
        taken: new Set(),
        key: sameTextKey,
        twist: null,
        openings: new Set(),
      });
      if (written !== null && sameTextKey(written) === key) return frame.id;
    }
  }
  return null;
}

export interface OfflineEditOptions {
  random?: RandomSource;
}

const labelOf = (level: UnhingedLevel) => UNHINGED_LEVELS.find((entry) => entry.level === level)?.label ?? '';

/** The topic the writers work from: the meme's description, else its caption's words. */
function topicOf(request: CaptionEditRequest): string {
  const description = request.description.trim();
  if (description) return description;
  return withoutEmoji(request.caption).replace(/\n/gu, ' ').trim() || request.template.title;
}

/** Another template: the same caption format first, those the chat already showed last. */
function pickTemplate(request: CaptionEditRequest): CaptionCandidate | null {
  const avoid = new Set(request.avoidTemplates ?? []);
  const options = request.alternatives.filter((candidate) => candidate.id !== request.template.id);
  const ordered = [
    ...options.filter((candidate) => !avoid.has(candidate.id)),
    ...options.filter((candidate) => avoid.has(candidate.id)),
  ];
  return ordered.find((candidate) => candidate.format === request.template.format) ?? ordered[0] ?? null;
}

/**
 * One Edit With AI turn, offline. When the message names one text of a meme with boxes ("make the
 * second one funnier", "the bottom text"), only that line changes (edit-parts.ts): the edit is
 * written for the whole meme and its line for that box taken, trying again while it is the same.
 */
export function editOffline(request: CaptionEditRequest, options: OfflineEditOptions = {}): OfflineEdit {
  const part = targetPart(request.message, request.template, request.caption.split('\n').length);
  if (part === null) return editWhole(request, options);
  let attempt = request;
  for (let tries = 0; tries < PART_TRIES; tries++) {
    const edit = editWhole(attempt, options);
    // Another template, or nothing changed: the edit is the whole meme's, as asked.
    if (edit.caption === null || edit.templateId !== null) return edit;
    const caption = withPart(request.caption, edit.caption, part);
    if (caption !== null) {
      return {
        ...edit,
        caption,
        reply: `${edit.reply.replace(/[.!]+$/u, '')}, on ${partName(part, request.template)} only.`,
      };
    }
    attempt = { ...attempt, avoid: [...(attempt.avoid ?? []), edit.caption] };
  }
  return {
    writer: 'offline',
    fallback: null,
    intent: readInstruction(request.message),
    reply: `I couldn't find a better line for ${partName(part, request.template)}. Try asking another way.`,
    caption: null,
    templateId: null,
    frameId: null,
    level: request.level,
  };
}

/** How many whole-meme edits a one-line edit tries before it says it found nothing new. */
const PART_TRIES = 6;

function editWhole(request: CaptionEditRequest, options: OfflineEditOptions): OfflineEdit {
  const random = options.random ?? Math.random;
  const intent: Intent = request.chip ? { kind: request.chip } : readInstruction(request.message);
  const topic = topicOf(request);
  const avoid = [request.caption, ...(request.avoid ?? [])].filter(Boolean);
  const taken = new Set(avoid.map(sameTextKey));
  const base = { writer: 'offline' as const, fallback: null, intent };

  const unchanged = (reply: string, level = request.level): OfflineEdit => ({
    ...base,
    reply,
    caption: null,
    templateId: null,
    frameId: null,
    level,
  });

  let current: string | null | undefined;
  /** A caption with a frame other than the current caption's (and those asked to avoid). */
  const rewrite = (about: string, level: UnhingedLevel, template = request.template, extraAvoid: string[] = []) => {
    if (current === undefined) current = frameOf(request.caption, topic, request.template);
    const draft = draftCaption(
      {
        description: about,
        level,
        template,
        avoid,
        avoidFrames: [...(current ? [current] : []), ...extraAvoid],
      },
      random,
    );
    return { caption: draft.caption, frameId: draft.frameId };
  };

  switch (intent.kind) {
    case 'funnier': {
      const { caption, frameId } = rewrite(topic, request.level);
      return { ...base, reply: "Here's a punchier take.", caption, templateId: null, frameId, level: request.level };
    }
    case 'unhinged': {
      const level = Math.min(5, request.level + 1) as UnhingedLevel;
      const { caption, frameId } = rewrite(topic, level);
      const reply =
        level > request.level
          ? `Turned it up to level ${level} (${labelOf(level)}).`
          : `It's already at the top level (${labelOf(level)}), so here's another wild take.`;
      return { ...base, reply, caption, templateId: null, frameId, level };
    }
    case 'relatable': {
      const views = viewsOf(understand(topic, request.level));
      const written = relatableCaption(views, request.template, request.level, taken, random);
      if (written) {
        return {
          ...base,
          reply: 'Made it more relatable: first person, everyday life.',
          caption: written.caption,
          templateId: null,
          frameId: written.frameId,
          level: request.level,
        };
      }
      const { caption, frameId } = rewrite(topic, request.level);
      return {
        ...base,
        reply: "This template is tight on room, so here's a fresh take instead.",
        caption,
        templateId: null,
        frameId,
        level: request.level,
      };
    }
    case 'emoji': {
      const added = addEmoji(request.caption, topic, request.level, request.template.maxChars);
      if (!added) return unchanged("There's no room for more emoji in this caption.");
      return {
        ...base,
        reply: `Added ${added.added.join(' ')}.`,
        caption: added.caption,
        templateId: null,
        frameId: 'emoji',
        level: request.level,
      };
    }
    case 'template': {
      const next = pickTemplate(request);
      if (!next) return unchanged("I couldn't find another template for this meme, so I left it as it is.");
      const fits = next.format === request.template.format && request.caption.length <= next.maxChars;
      if (fits && request.caption.trim()) {
        return {
          ...base,
          reply: `Switched to '${next.title}'; the caption fits it as it is.`,
          caption: null,
          templateId: next.id,
          frameId: null,
          level: request.level,
        };
      }
      const { caption, frameId } = rewrite(topic, request.level, next);
      return {
        ...base,
        reply: `Switched to '${next.title}' and rewrote the caption for it (${CAPTION_FORMATS[next.format].summary.toLowerCase()}).`,
        caption,
        templateId: next.id,
        frameId,
        level: request.level,
      };
    }
    case 'shorter': {
      const tried: string[] = [];
      let best: { caption: string; frameId: string } | null = null;
      // The shortest a frame writes, never the last-resort caption (the topic's bare words).
      for (let attempt = 0; attempt < 12; attempt++) {
        const written = rewrite(topic, request.level, request.template, tried);
        if (written.frameId.startsWith('plain-')) break;
        tried.push(written.frameId);
        if (written.caption.length < request.caption.length && (!best || written.caption.length < best.caption.length))
          best = written;
      }
      if (!best) return unchanged("It's already about as short as I can make it.");
      return { ...base, reply: 'Trimmed it down.', ...best, templateId: null, level: request.level };
    }
    case 'topic': {
      const { caption, frameId } = rewrite(intent.topic, request.level);
      return {
        ...base,
        reply: `Now it's about ${intent.topic}.`,
        caption,
        templateId: null,
        frameId,
        level: request.level,
      };
    }
    case 'loud':
    case 'quiet': {
      const caption = intent.kind === 'loud' ? request.caption.toUpperCase() : request.caption.toLowerCase();
      if (caption === request.caption || languageProblem(caption, request.level) !== null)
        return unchanged(intent.kind === 'loud' ? "It's already shouting." : "It's already lower-case.");
      return {
        ...base,
        reply: intent.kind === 'loud' ? 'Turned up the volume.' : 'Toned it down.',
        caption,
        templateId: null,
        frameId: intent.kind,
        level: request.level,
      };
    }
    case 'no emoji': {
      const caption = withoutEmoji(request.caption);
      if (caption === request.caption || !caption) return unchanged('There are no emoji to take out.');
      return {
        ...base,
        reply: 'Took the emoji out.',
        caption,
        templateId: null,
        frameId: 'no-emoji',
        level: request.level,
      };
    }
    case 'translate': {
      const { caption, frameId } = rewrite(topic, request.level);
      return {
        ...base,
        reply: `I can't write in ${intent.language} here, so here's a fresh take in English instead.`,
        caption,
        templateId: null,
        frameId,
        level: request.level,
      };
    }
    case 'fresh': {
      const { caption, frameId } = rewrite(topic, request.level);
      return {
        ...base,
        reply: "I wasn't sure how to do that, so here's a fresh take instead.",
        caption,
        templateId: null,
        frameId,
        level: request.level,
      };
    }
  }
}

/** Whether the caption speaks in the first person (for the tests and the LLM's check). */
export const isFirstPerson = (caption: string) => FIRST_PERSON.test(caption);

/** The offline edit as the writers' `editMeme`: the result only (not how it was made). */
export function createOfflineMemeEditor(options: OfflineEditOptions & { metrics?: Metrics } = {}) {
  return async (request: CaptionEditRequest, signal?: AbortSignal): Promise<CaptionEditResult> => {
    signal?.throwIfAborted();
    const { reply, caption, templateId, writer, fallback } = editOffline(request, options);
    if (caption !== null) options.metrics?.captionsWritten.inc({ writer: 'offline' });
    return { reply, caption, templateId, writer, fallback };
  };
}
