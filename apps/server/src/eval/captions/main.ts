/**
 * `npm run eval:captions`: both caption writers over the evaluation's topics (./topics.ts) with the
 * starter library's templates as candidates, their figures printed, and a non-zero exit when the
 * offline writer (or an LLM at a real endpoint) misses a bar. `--samples N` also prints N captions
 * of each writer, spread over the topics, to read.
 */
import { parseArgs } from 'node:util';
import { warmUp } from '../../adapters/ai';
import { starterTemplates } from './candidates';
import { barFailures, measure, type WrittenCaption } from './measure';
import { report } from './report';
import { EVAL_TOPICS } from './topics';
import { realEndpoint, runLlm, runOffline } from './writers';

function samples(written: readonly WrittenCaption[], count: number): string[] {
  const step = Math.max(1, Math.floor(written.length / Math.max(1, count)));
  return written
    .filter((_, index) => index % step === 0)
    .slice(0, count)
    .map(
      (entry) =>
        `  [L${entry.level} ${entry.format}${entry.frameId ? ` ${entry.frameId}` : ''}] ${entry.caption.replace(/\n/g, ' / ')}`,
    );
}

async function main(): Promise<number> {
  const { values } = parseArgs({ options: { samples: { type: 'string', default: '0' } } });
  const sampleCount = Number(values.samples) || 0;
  const started = performance.now();
  warmUp();
  const templates = starterTemplates();
  const failures: string[] = [];

  const offline = runOffline(EVAL_TOPICS, templates);
  const offlineFigures = measure(offline);
  console.log(report(`offline writer (${EVAL_TOPICS.length} topics, levels 1-5)`, offlineFigures, 'frame'));
  if (sampleCount) console.log(samples(offline, sampleCount).join('\n'));
  failures.push(...barFailures(offlineFigures, true).map((failure) => `offline writer: ${failure}`));

  const endpoint = realEndpoint();
  const llm = await runLlm(EVAL_TOPICS, templates, endpoint);
  const llmFigures = measure(llm.written);
  console.log(`\n${report(`LLM writer against ${llm.endpoint}`, llmFigures, 'opening')}`);
  console.log(
    `batches the offline writer wrote instead (fallbacks): ${llm.fallbacks.length}${llm.fallbacks.length ? ` (${llm.fallbacks[0]})` : ''}`,
  );
  if (sampleCount) console.log(samples(llm.written, sampleCount).join('\n'));
  if (endpoint) {
    failures.push(...barFailures(llmFigures, false).map((failure) => `LLM writer: ${failure}`));
  } else {
    console.log(
      '(the local double answers with fixed captions: its figures are printed, the bars apply to a real endpoint only)',
    );
  }

  console.log(`\ntook ${((performance.now() - started) / 1000).toFixed(1)}s`);
  if (failures.length > 0) {
    console.error(`\nFAILED: the captions miss the bars:\n${failures.map((failure) => `- ${failure}`).join('\n')}`);
    return 1;
  }
  console.log(
    '\nPASSED: no duplicates in a batch, no profanity at levels 1-3, no blocklisted term, on topic ≥ 90%, no frame over 5%.',
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
