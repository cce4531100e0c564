/**
 * Fits one format to one template: tries the topic in full first, then shorter views of it (a
 * clipped clause, then only the core words), so a long description still fits a short template
 * without a caption cut mid-word.
 */
import type { RandomSource } from '../types';
import { clauseOf, type FormatView, type MemeFormat } from './formats';
import type { Topic } from './understand';

/** Long noun phrases give way to the core words in the shorter views. */
const COMPACT_THING = 28;
const COMPACT_ACTION = 40;

export function viewsOf(topic: Topic): FormatView[] {
  const full: FormatView = {
    situation: topic.situation,
    isClause: topic.isClause,
    thing: topic.thing,
    bareThing: topic.bareThing,
    core: topic.core,
    plural: topic.plural,
    action: topic.action,
    clause: topic.clause,
  };
  const thing = topic.thing.length > COMPACT_THING ? topic.coreThing : topic.thing;
  const compact: FormatView = {
    situation: topic.shortSituation ?? thing,
    isClause: topic.shortSituation !== null,
    thing,
    bareThing: topic.bareThing.length > COMPACT_THING ? topic.core : topic.bareThing,
    core: topic.core,
    plural: thing === topic.thing ? topic.plural : topic.corePlural,
    action: topic.action && topic.action.length <= COMPACT_ACTION ? topic.action : null,
    clause: topic.shortClause,
  };
  const minimal: FormatView = {
    situation: topic.coreThing,
    isClause: false,
    thing: topic.coreThing,
    bareThing: topic.core,
    core: topic.core,
    plural: topic.corePlural,
    action: null,
    clause: null,
  };
  const seen = new Set<string>();
  return [full, compact, minimal].filter((view) => {
    const key = JSON.stringify(view);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Punctuation the topic and the format can double up ("long?." → "long?"). */
export function tidy(text: string): string {
  return text
    .replace(/([?!…])\.+/gu, '$1')
    .replace(/\.{2}(?!\.)/gu, '.')
    .replace(/[ \t]+([,.;:!?])/gu, '$1')
    .replace(/[ \t]{2,}/gu, ' ')
    .trim();
}

/**
 * Whether the text quotes the view's situation (or its clause): a situation says more about the
 * topic than a noun.
 */
export function quotesSituation(text: string, view: FormatView): boolean {
  const lower = text.toLowerCase();
  const clause = clauseOf(view);
  if (clause !== null && lower.includes(clause.toLowerCase())) return true;
  const saysMore = clause !== null || view.situation.toLowerCase() !== view.thing.toLowerCase();
  return saysMore && lower.includes(view.situation.toLowerCase());
}

/** Whether the format can quote the topic's whole situation (the writer prefers those for clauses). */
export function usesSituation(format: MemeFormat, view: FormatView): boolean {
  return format.variants.some((variant) => {
    const text = variant(view);
    return text !== null && quotesSituation(text, view);
  });
}

/**
 * The format's caption for the topic within maxChars, or null when no view of it fits. Variants
 * start at a random one; those quoting the situation go first, or last when the batch has enough.
 */
export function fitFormat(
  format: MemeFormat,
  views: FormatView[],
  maxChars: number,
  random: RandomSource,
  preferSituation = true,
): string | null {
  const count = format.variants.length;
  const first = Math.floor(random() * count);
  for (const view of views) {
    const texts: string[] = [];
    for (let offset = 0; offset < count; offset++) {
      const text = format.variants[(first + offset) % count]!(view);
      if (text !== null) texts.push(tidy(text));
    }
    const order = preferSituation ? 1 : -1;
    texts.sort((a, b) => order * (Number(quotesSituation(b, view)) - Number(quotesSituation(a, view))));
    const fitting = texts.find((text) => text.length <= maxChars);
    if (fitting !== undefined) return fitting;
  }
  return null;
}
