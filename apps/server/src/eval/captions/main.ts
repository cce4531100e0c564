/**
 * `npm run eval:captions`: the caption writers over three topic sets, their figures printed, and a
 * non-zero exit when a bar is missed.
 * - the tuned set (./topics.ts, written beside the writer): the offline writer and the LLM writer;
 * - the dev set (dev-topics.json, topics with twists the writer's authors tune against) and the
 *   held-out set (unseen-topics.json, written by someone who read none of the writer, never edited
 *   to make it pass), each topic at levels 1, 3 and 5, with the independent checks: Harper's
 *   grammar findings, the subject and twist kept (read by compromise, topic-points.ts), repeated
 *   three-word openings in a batch, and the most-used frame per level.
 * `--samples N` prints N captions of each run, spread over the topics; `--read N` prints N random
 * held-out captions for a person to judge. EVAL_SHOW_FINDINGS=N prints up to N of Harper's findings
 * per run instead of 3.
 */
import { parseArgs } from 'node:util';
import { warmUp } from '../../adapters/ai';
import { starterTemplates } from './candidates';
import { createGrammarChecker, type GrammarChecker } from './grammar-checker';
import { barFailures, measure, type Bar, type CheckerFindings, type WrittenCaption } from './measure';
import { report } from './report';
import { EVAL_TOPICS, topicSet } from './topics';
import { realEndpoint, runLlm, runOffline } from './writers';

/**
 * What each set is held to. The held-out set holds no frame over 5% at any level (issue 23); its
 * other target, 98% clean by the checker, is printed with its figure until the writer meets it.
 */
const OFFLINE_BARS: Record<'tuned' | 'dev' | 'unseen', readonly Bar[]> = {
  tuned: ['basics', 'frameShare', 'twist', 'openings', 'boxes', 'checker'],
  dev: ['basics', 'twist', 'openings', 'boxes', 'checker'],
  unseen: ['basics', 'twist', 'openings', 'boxes', 'levelFrameShare', 'checker'],
};
const ALL_BARS: readonly Bar[] = ['basics', 'frameShare', 'levelFrameShare', 'openings', 'checker', 'twist', 'boxes'];

function samples(written: readonly WrittenCaption[], count: number): string[] {
  const step = Math.max(1, Math.floor(written.length / Math.max(1, count)));
  return written
    .filter((_, index) => index % step === 0)
    .slice(0, count)
    .map(describe);
}

function describe(entry: WrittenCaption): string {
  return `  [L${entry.level} ${entry.format}${entry.frameId ? ` ${entry.frameId}` : ''}] ${entry.description} → ${entry.caption.replace(/\n/g, ' / ')}`;
}

async function checkAll(checker: GrammarChecker, written: readonly WrittenCaption[]): Promise<CheckerFindings> {
  const findings = new Map<string, string[]>();
  for (const entry of written) {
    if (!findings.has(entry.caption)) findings.set(entry.caption, await checker.check(entry.caption));
  }
  return findings;
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: { samples: { type: 'string', default: '0' }, read: { type: 'string', default: '0' } },
  });
  const sampleCount = Number(values.samples) || 0;
  const readCount = Number(values.read) || 0;
  const started = performance.now();
  warmUp();
  const templates = await starterTemplates();
  const checker = await createGrammarChecker();
  const failures: string[] = [];
  const targets: string[] = [];

  const sets = [
    { name: 'tuned' as const, title: `tuned set (${EVAL_TOPICS.length} topics, levels 1-5)`, topics: EVAL_TOPICS },
    { name: 'dev' as const, title: 'dev set (dev-topics.json, levels 1, 3, 5)', topics: topicSet('dev-topics.json') },
    {
      name: 'unseen' as const,
      title: 'held-out set (unseen-topics.json, levels 1, 3, 5)',
      topics: topicSet('unseen-topics.json'),
    },
  ];
  let heldOut: WrittenCaption[] = [];
  for (const set of sets) {
    const written = runOffline(set.topics, templates);
    const figures = measure(written, await checkAll(checker, written));
    console.log(`${report(`offline writer, ${set.title}`, figures, 'frame')}\n`);
    if (sampleCount) console.log(`${samples(written, sampleCount).join('\n')}\n`);
    const held = OFFLINE_BARS[set.name];
    failures.push(...barFailures(figures, held).map((failure) => `offline writer, ${set.name} set: ${failure}`));
    const unheld = ALL_BARS.filter((bar) => !held.includes(bar));
    targets.push(...barFailures(figures, unheld).map((failure) => `offline writer, ${set.name} set: ${failure}`));
    if (set.name === 'unseen') heldOut = written;
  }
  if (readCount) {
    const shuffled = [...heldOut].sort(() => Math.random() - 0.5).slice(0, readCount);
    console.log(`${readCount} random held-out captions to read:\n${shuffled.map(describe).join('\n')}\n`);
  }

  const endpoint = realEndpoint();
  const llm = await runLlm(EVAL_TOPICS, templates, endpoint);
  const llmFigures = measure(llm.written, await checkAll(checker, llm.written));
  console.log(report(`LLM writer against ${llm.endpoint}`, llmFigures, 'opening'));
  console.log(
    `batches the offline writer wrote instead (fallbacks): ${llm.fallbacks.length}${llm.fallbacks.length ? ` (${llm.fallbacks[0]})` : ''}`,
  );
  if (sampleCount) console.log(samples(llm.written, sampleCount).join('\n'));
  if (endpoint) {
    failures.push(...barFailures(llmFigures, ['basics']).map((failure) => `LLM writer: ${failure}`));
  } else {
    console.log(
      '(the local double answers with fixed captions: its figures are printed, the bars apply to a real endpoint only)',
    );
  }

  console.log(`\ntook ${((performance.now() - started) / 1000).toFixed(1)}s`);
  if (targets.length > 0) {
    console.log(`\nTargets not met yet (printed, not held):\n${targets.map((target) => `- ${target}`).join('\n')}`);
  }
  if (failures.length > 0) {
    console.error(`\nFAILED: the captions miss the bars:\n${failures.map((failure) => `- ${failure}`).join('\n')}`);
    return 1;
  }
  console.log(
    '\nPASSED: no duplicates in a batch, no profanity at levels 1-3, no blocklisted term, on topic ≥ 90%, the twist kept ≥ 90% and no repeated opening and every text box filled by a text that fits it on every set, no frame over 5% on the tuned set, and none over 5% at any level on the held-out set.',
  );
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
