import { recoverGenerationJob, renderImageJob, renderVideoJob, writeCaptionsJob } from './handlers/generation';
import { purgeRefreshTokensJob } from './handlers/purge-refresh-tokens';
import { buildJobRegistry } from './registry';

/** Every job the product runs. Add a definition here and the queue creates and works it. */
export const jobRegistry = buildJobRegistry([
  purgeRefreshTokensJob,
  writeCaptionsJob,
  renderImageJob,
  renderVideoJob,
  recoverGenerationJob,
]);
