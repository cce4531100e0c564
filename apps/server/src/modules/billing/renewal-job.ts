/**
 * The built-in provider's renewals on a pg-boss cron schedule (every five minutes): listed in
 * jobs/definitions.ts. The job runs on the process's one billing context (its services'), so the
 * events its renewals sign are verified with the same secret as every other delivery.
 */
import { z } from 'zod';
import { defineJob, jobType } from '../../jobs/registry';
import { renewDueSubscriptions } from './renewal-service';

export const renewLocalSubscriptionsJob = jobType('billing.renew-local-subscriptions', z.object({}).passthrough());

export const renewLocalSubscriptionsDefinition = defineJob({
  type: renewLocalSubscriptionsJob,
  handler: async (_payload, { billing, logger }) => {
    const counts = await renewDueSubscriptions(billing);
    if (Object.keys(counts).length > 0) logger.info(counts, 'local subscriptions renewed');
  },
  retryLimit: 2,
  retryDelaySeconds: 60,
  expireInSeconds: 600,
  schedule: '*/5 * * * *',
});
