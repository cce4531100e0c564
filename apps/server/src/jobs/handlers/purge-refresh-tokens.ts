import { z } from 'zod';
import { purgeExpiredRefreshTokens } from '../../auth/refresh-token-store';
import { purgeSpentOneTimeTokens } from '../../auth/one-time-token-store';
import { RateLimiter } from '../../security/rate-limiter';
import { defineJob, jobType } from '../registry';

/**
 * Keeps the auth tables small: expired refresh tokens, spent or expired e-mailed tokens and rate
 * counters whose window closed a day ago can never matter again.
 */
export const purgeRefreshTokensJob = jobType('maintenance.purge-refresh-tokens', z.object({}).passthrough());

export const purgeRefreshTokensDefinition = defineJob({
  type: purgeRefreshTokensJob,
  handler: async (_payload, { database, logger }) => {
    const now = new Date();
    const removed = await purgeExpiredRefreshTokens(database.db, now);
    const oneTimeTokens = await purgeSpentOneTimeTokens(database.db, now);
    const rateCounters = await RateLimiter.purgeStale(database.db, new Date(now.getTime() - 86_400_000));
    logger.info({ removed, oneTimeTokens, rateCounters }, 'purged expired auth records');
  },
  retryLimit: 2,
  retryDelaySeconds: 60,
  expireInSeconds: 300,
  schedule: '17 * * * *',
});
