/** Prints one writer's figures as a short, readable block. */
import type { UnhingedLevel } from '../../adapters/ai';
import { percent, type Figures } from './measure';

export function report(title: string, figures: Figures, usedLabel: string): string {
  const lines = [
    `== ${title}`,
    `captions: ${figures.captions} in ${figures.batches} batches of 4`,
    `on topic: ${percent(figures.onTopicShare)}${
      figures.offTopic.length
        ? ` (off: ${figures.offTopic
            .slice(0, 3)
            .map((c) => JSON.stringify(c))
            .join(' | ')})`
        : ''
    }`,
    `duplicates within batches: ${figures.duplicates}`,
    `most-used ${usedLabel}: ${figures.mostUsed.name} ${percent(figures.mostUsed.share)} (${figures.distinctFrames} distinct)`,
    `template-format fit: ${percent(figures.formatFitShare)}${figures.misfits.length ? ` (e.g. ${JSON.stringify(figures.misfits[0])})` : ''}`,
    `over the template's limit: ${figures.overLimit}`,
    `grammar findings: ${
      Object.keys(figures.grammar).length === 0
        ? 'none'
        : Object.entries(figures.grammar)
            .map(([rule, n]) => `${rule} ${n}`)
            .join(', ')
    }`,
    ...figures.grammarExamples.slice(0, 3).map((example) => `  ${JSON.stringify(example)}`),
    `profanity per level (mild/strong): ${([1, 2, 3, 4, 5] as UnhingedLevel[])
      .map((level) => `${level}: ${figures.profanity[level].mild}/${figures.profanity[level].strong}`)
      .join(', ')}`,
    `blocklist hits: ${figures.blocklistHits}`,
    `subject kept: ${percent(figures.subjectKeptShare)}; twist kept: ${percent(figures.twistKeptShare)}`,
    ...figures.twistLost.slice(0, 3).map((example) => `  lost: ${JSON.stringify(example)}`),
    `batches opening two captions with the same three words: ${figures.openingRepeats}`,
    ...figures.openingRepeatExamples.slice(0, 2).map((example) => `  ${JSON.stringify(example)}`),
    `most-used ${usedLabel} per level: ${Object.entries(figures.mostUsedByLevel)
      .map(([level, top]) => `${level}: ${top.name} ${percent(top.share)}`)
      .join(', ')}`,
    figures.checkerCleanShare === null
      ? 'grammar checker (Harper): not run'
      : `grammar checker (Harper): ${percent(figures.checkerCleanShare)} of captions clean`,
    ...figures.checkerFindings
      .slice(0, Number(process.env.EVAL_SHOW_FINDINGS ?? 3))
      .map((example) => `  ${JSON.stringify(example)}`),
    `text boxes: ${figures.boxedCaptions} captions for templates with boxes, ${percent(figures.boxesFitShare)} fill every box with a text that fits it; batches repeating an opening among them: ${figures.boxOpeningRepeats}`,
    ...figures.boxMisfits.slice(0, 3).map((example) => `  ${JSON.stringify(example)}`),
  ];
  return lines.join('\n');
}
