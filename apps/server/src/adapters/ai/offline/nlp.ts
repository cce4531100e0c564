/**
 * wink-nlp with its bundled English model, loaded once per process and only when first needed:
 * building the model takes a few hundred milliseconds, so the server calls warmUp() at boot and
 * the first generation does not pay for it.
 */
import winkNLP, { type WinkMethods } from 'wink-nlp';
import model from 'wink-eng-lite-web-model';

let nlp: WinkMethods | undefined;

/** Sentence boundaries, parts of speech and the model's entities; sentiment and negation are not used. */
export function englishNlp(): WinkMethods {
  nlp ??= winkNLP(model, ['sbd', 'pos', 'ner']);
  return nlp;
}

/** Loads the language model now (at boot) instead of on the first caption. */
export function warmUp(): void {
  englishNlp().readDoc('warm up').tokens().out();
}
