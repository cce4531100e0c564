import type { RateLimitRule } from './rate-limiter';

const MINUTE = 60;
const HOUR = 60 * MINUTE;

/**
 * The account rate limits. Failed logins lock an account for the rest of a 15-minute window after
 * 10 in a row (the 11th attempt is refused); per-address limits are looser since many people can
 * share one address (offices, mobile carriers).
 */
export const RATE_LIMITS = {
  loginFailuresPerAccount: { name: 'login-fail-account', limit: 10, windowSeconds: 15 * MINUTE },
  loginFailuresPerAddress: { name: 'login-fail-address', limit: 50, windowSeconds: 15 * MINUTE },
  registrationPerAddress: { name: 'register-address', limit: 10, windowSeconds: HOUR },
  passwordResetPerAddress: { name: 'reset-address', limit: 10, windowSeconds: HOUR },
  passwordResetPerEmail: { name: 'reset-email', limit: 5, windowSeconds: HOUR },
  resendPerAddress: { name: 'resend-address', limit: 10, windowSeconds: HOUR },
  resendPerEmail: { name: 'resend-email', limit: 5, windowSeconds: HOUR },
  newsletterPerAddress: { name: 'newsletter-address', limit: 20, windowSeconds: HOUR },
  socialAuthPerAddress: { name: 'social-address', limit: 30, windowSeconds: 15 * MINUTE },
} as const satisfies Record<string, RateLimitRule>;
