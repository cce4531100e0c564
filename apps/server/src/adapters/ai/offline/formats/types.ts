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
}

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
}

/** "is" or "are" for the view's thing. */
export const is = (view: FormatView) => (view.plural ? 'are' : 'is');

/** A verb agreeing with the view's thing: verb(view, 'changes', 'change'). */
export const verb = (view: FormatView, singular: string, plural: string) => (view.plural ? plural : singular);
