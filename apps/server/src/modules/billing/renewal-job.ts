/**
 * The local provider's renewals on a pg-boss cron schedule (every five minutes): listed in
 * jobs/definitions.ts. The job builds its own local provider with a one-off signing secret: the
 * events it signs are verified and applied in this same process, by the webhook handling code.
 */
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { defineJob, jobType } from '../../jobs/registry';
import { renewDueSubscriptions } from './renewal-service';
import { createBillingContext } from './setup';

export const renewLocalSubscriptionsJob = jobType('billing.renew-local-subscriptions', z.object({}).passthrough());

export const renewLocalSubscriptionsDefinition = defineJob({
  type: renewLocalSubscriptionsJob,
  handler: async (_payload, { database, mail, logger }) => {
    const ctx = createBillingContext({
      db: database.db,
      settings: { provider: 'local', webhookSecret: randomBytes(32).toString('base64url') },
      secretKey: '',
      publicUrl: mail.publicUrl,
      mailer: mail.mailer,
      logger,
    });
    const counts = await renewDueSubscriptions(ctx);
    if (Object.keys(counts).length > 0) logger.info(counts, 'local subscriptions renewed');
  },
  retryLimit: 2,
  retryDelaySeconds: 60,
  expireInSeconds: 600,
  schedule: '*/5 * * * *',
});
