import type { Config } from '../../config';
import type { Logger } from '../../logger';
import type { Metrics } from '../../metrics';
import { createLlmCaptionWriter } from './llm/writer';
import { createOfflineCaptionWriter } from './offline/writer';
import { createOfflineMemeEditor } from './offline/edit';
import { createLlmMemeEditor } from './llm/edit';
import type { CaptionWriter, RandomSource } from './types';

export type {
  CaptionBox,
  CaptionBatchRequest,
  CaptionBatchResult,
  CaptionCandidate,
  CaptionEditRequest,
  CaptionEditResult,
  CaptionSlot,
  CaptionWriter,
  RandomSource,
  UnhingedLevel,
  WrittenMeme,
} from './types';
export {
  createOfflineCaptionWriter,
  writeCaption,
  type OfflineCaptionWriter,
  type SingleCaptionRequest,
} from './offline/writer';
export { createLlmCaptionWriter } from './llm/writer';
export { createOfflineMemeEditor, editOffline, readInstruction } from './offline/edit';
export { createLlmMemeEditor, type MemeEditor } from './llm/edit';
export { warmUp } from './offline/nlp';
export { captionBoxesOf } from './caption-boxes';
export { partsWanted } from './parts';
export { seededRandom } from './random';
export { languageProblem } from './safety';

export interface CaptionWriterDeps {
  logger: Logger;
  metrics: Metrics;
  /** Defaults to Math.random; tests pass seededRandom(n) for stable captions. */
  random?: RandomSource;
}

/**
 * The offline writer by default; with AI_PROVIDER=openai-compatible, the LLM writer, which falls
 * back to the offline one for any batch it cannot write.
 */
export function createCaptionWriter(config: Config['ai'], deps: CaptionWriterDeps): CaptionWriter {
  const offlineEdit = createOfflineMemeEditor({ metrics: deps.metrics, random: deps.random });
  const offline: CaptionWriter = Object.assign(
    createOfflineCaptionWriter({ metrics: deps.metrics, random: deps.random }),
    {
      editMeme: offlineEdit,
    },
  );
  if (config.provider === 'offline') return offline;
  return Object.assign(
    createLlmCaptionWriter({ config, fallback: offline, logger: deps.logger, metrics: deps.metrics }),
    { editMeme: createLlmMemeEditor({ config, fallback: offlineEdit, logger: deps.logger, metrics: deps.metrics }) },
  );
}
