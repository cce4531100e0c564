import type { RateLimitRule } from '../../security/rate-limiter';

const MINUTE = 60;
const HOUR = 60 * MINUTE;

/**
 * Deleting an account checks a password (or the account's e-mail), so it is limited like sign-in
 * (security/rate-limit-rules.ts): every attempt is counted before the check, per account and per
 * address. The export reads every file of the account, so a few an hour are enough for a person
 * and keep a script from turning it into a load test.
 */
export const ACCOUNT_RATE_LIMITS = {
  deleteAttemptsPerAccount: { name: 'account-delete-account', limit: 10, windowSeconds: 15 * MINUTE },
  deleteAttemptsPerAddress: {
    name: 'account-delete-address',
    limit: 50,
    windowSeconds: 15 * MINUTE,
    byAddress: true,
  },
  exportsPerAccount: { name: 'account-export-account', limit: 5, windowSeconds: HOUR },
  /** A password change checks the current password: guesses from a stolen session are counted like sign-in's. */
  passwordChangesPerAccount: { name: 'password-change-account', limit: 10, windowSeconds: 15 * MINUTE },
} as const satisfies Record<string, RateLimitRule>;
