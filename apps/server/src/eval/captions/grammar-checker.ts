/**
 * An independent grammar check for the evaluation: Harper (harper.js, the Automattic grammar
 * checker, run offline from its WebAssembly build), which the offline writer never uses, so its
 * findings are not the writer's own rules grading themselves. Each line of a caption is checked as
 * its own text (lines are separate texts on the picture). Spelling findings are left out: captions
 * use names, slang and brand words no dictionary has; everything else Harper says counts.
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
          if (kind === 'Typo' && SLANG.has(lint.get_problem_text().toLowerCase())) continue;
          findings.push(`${kind}: ${lint.message()} [${lint.get_problem_text()}]`);
        }
      }
      return findings;
    },
  };
}
