/**
 * An independent grammar check for the evaluation: Harper (harper.js, the Automattic grammar
 * checker, run offline from its WebAssembly build), which the offline writer never uses, so its
 * findings are not the writer's own rules grading themselves. Each line of a caption is checked as
 * its own text (lines are separate texts on the picture). Spelling findings are left out: captions
 * use names, slang, brand words and compounds no dictionary has; everything else Harper says counts.
 */
import { LocalLinter } from 'harper.js';
import { binaryInlined } from 'harper.js/binaryInlined';

export interface GrammarChecker {
  /** Harper's findings for the caption: "Agreement: … [has]", one per problem. */
  check(caption: string): Promise<string[]>;
}

/** Lint kinds about words a dictionary lacks or the letter case of a line, not its grammar. */
const NOT_GRAMMAR = new Set(['Spelling', 'Capitalization', 'Formatting', 'Readability', 'Style', 'Enhancement']);
/** Internet slang Harper reads as typos ("fanum" → "fan um"): the captions' vocabulary, not mistakes. */
const SLANG = new Set([
  'fanum',
  'rizz',
  'skibidi',
  'gyatt',
  'delulu',
  'solulu',
  'mewing',
  'sigma',
  'npc',
  'pov',
  'tfw',
]);
/**
 * A closed compound Harper's dictionary lacks ("shoebox" → "shoe box", "fanum" → "fan um"): a
 * spelling choice, as its other unknown words are, not a grammar mistake. Only when every
 * suggestion is the same letters split by one space.
 */
function onlySplitsAWord(problem: string, replacements: string[]): boolean {
  return (
    replacements.length > 0 && replacements.every((text) => text.includes(' ') && text.replace(' ', '') === problem)
  );
}
/** Profanity is the unhinged levels' business (the level check counts it), not grammar. */
const PROFANITY_MESSAGE = /offensive language/iu;

export async function createGrammarChecker(): Promise<GrammarChecker> {
  const linter = new LocalLinter({ binary: binaryInlined });
  await linter.setup();
  return {
    async check(caption) {
      const findings: string[] = [];
      for (const line of caption.split('\n')) {
        for (const lint of await linter.lint(line)) {
          const kind = lint.lint_kind();
          if (NOT_GRAMMAR.has(kind) || PROFANITY_MESSAGE.test(lint.message())) continue;
          const problem = lint.get_problem_text();
          if (kind === 'Typo' && SLANG.has(problem.toLowerCase())) continue;
          const replacements = lint.suggestions().map((suggestion) => suggestion.get_replacement_text());
          if (kind === 'Typo' && onlySplitsAWord(problem, replacements)) continue;
          findings.push(`${kind}: ${lint.message()} [${problem}]`);
        }
      }
      return findings;
    },
  };
}
