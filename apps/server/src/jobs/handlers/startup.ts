import { z } from 'zod';
import { renderShowcase } from '../../modules/showcase/render';
import { loadSeedTemplates } from '../../modules/templates/seed';
import { defineJob, jobType } from '../registry';

/**
 * Start-up work that must not hold the first request: the starter template library (and the card
 * pictures of a stored library made before they existed), then the landing page's showcase memes,
 * drawn from that library (decision 028). `serve` queues it after it starts listening; whichever
 * process works jobs runs it. Stately: however many processes start together, one runs it and at
 * most one more waits (a second run finds nothing to do: both steps are idempotent).
 */
export const prepareLibraryJob = jobType('startup.prepare-library', z.object({}).passthrough());

export const prepareLibraryDefinition = defineJob({
  type: prepareLibraryJob,
  handler: async (_payload, context) => {
    await loadSeedTemplates(context, context.logger, context.settings.starterLibraryDir);
    await renderShowcase(context);
  },
  retryLimit: 2,
  retryDelaySeconds: 10,
  // A first start renders the whole starter library's pictures and the showcase videos.
  expireInSeconds: 1_800,
  // A send from this process wakes its worker at once; a worker elsewhere finds it within 10 s.
  // Seldom: every idle worker's poll is a query the product's own requests wait behind.
  pollingIntervalSeconds: 10,
  policy: 'stately',
});
