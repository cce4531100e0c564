import { z } from 'zod';
import { purgeExpiredRefreshTokens } from '../../auth/refresh-token-store';
import { defineJob } from '../registry';

/** Keeps the refresh token table small: expired tokens can never be used again. */
export const purgeRefreshTokensJob = defineJob({
  name: 'maintenance.purge-refresh-tokens',
  payload: z.object({}).passthrough(),
  handler: async (_payload, { database, logger }) => {
    const removed = await purgeExpiredRefreshTokens(database.db, new Date());
    logger.info({ removed }, 'purged expired refresh tokens');
  },
  retryLimit: 2,
  retryDelaySeconds: 60,
  expireInSeconds: 300,
  schedule: '17 * * * *',
});
