import type { UnhingedLevel } from '../../types';

/**
 * The topic as one format sees it. The writer offers a full view first and then shorter ones (a
 * clipped clause, only the core words), so a format can fit a template's character limit without
 * cutting a word.
 */
export interface FormatView {
  /** A clause ("my cat refuses to get off my laptop") or, when isClause is false, a noun phrase. */
  situation: string;
  isClause: boolean;
  /** "my cat", "Elon Musk". */
  thing: string;
  /** Without determiners: "cat", "Elon Musk". */
  bareThing: string;
  /** The fewest words that name the topic. */
  core: string;
  /** Whether thing and bareThing are plural (core is always used as a name, singular). */
  plural: boolean;
  /** What the thing does, when the description says: "refuses to get off my laptop". */
  action: string | null;
  /**
   * The topic as a finite clause ("the wifi drops", "I'm learning to code"), or null when it cannot
   * be one. Absent in older callers: then the situation when isClause.
   */
  clause?: string | null;
}

/**
 * The slot a variant fills: a noun phrase (thing, bareThing, core), a whole situation said on its
 * own ("POV: …", "… ? Nailed it": a clause, a gerund or a noun phrase all read), or a finite clause
 * ("When …", "Living proof that …", only when the topic is or can be made one).
 */
export type Slot = 'noun' | 'situation' | 'clause';

/** One way to say it; null when the view lacks what it needs (a clause, an action). */
export type Variant = (view: FormatView) => string | null;

/** A real meme format ("POV:", "Nobody: / Me:", "X starter pack", …) for one unhinged level. */
export interface MemeFormat {
  id: string;
  level: UnhingedLevel;
  /**
   * Words that, found in a template's title, keywords or use cases, mean the template suits this
   * format (a "starter pack grid" template for the starter-pack format).
   */
  fits: string[];
  variants: Variant[];
  /**
   * Praise ("ate and left no crumbs") does not suit a misfortune ("the wifi drops"); misfortune
   * formats ("this is fine") do. Untagged formats suit both.
   */
  tone?: 'praise' | 'misfortune';
}

/** The view's finite clause, or null when the topic cannot be said as one. */
export function clauseOf(view: FormatView): string | null {
  return view.clause !== undefined ? view.clause : view.isClause ? view.situation : null;
}

/** A variant that needs a finite clause: skipped (null) for a topic that is not one. */
export const withClause =
  (write: (clause: string, view: FormatView) => string): Variant =>
  (view) => {
    const clause = clauseOf(view);
    return clause === null ? null : write(clause, view);
  };

/**
 * A variant that says the situation on its own: any topic reads there, but only when the situation
 * says more than the thing (else the noun variants say it better).
 */
export const withSituation =
  (write: (situation: string, view: FormatView) => string): Variant =>
  (view) =>
    view.situation.toLowerCase() === view.thing.toLowerCase() && clauseOf(view) === null
      ? null
      : write(view.situation, view);

/** "is" or "are" for the view's thing. */
export const is = (view: FormatView) => (view.plural ? 'are' : 'is');

/** A verb agreeing with the view's thing: verb(view, 'changes', 'change'). */
export const verb = (view: FormatView, singular: string, plural: string) => (view.plural ? plural : singular);
