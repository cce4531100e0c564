import type { RateLimitRule } from './rate-limiter';

const MINUTE = 60;
const HOUR = 60 * MINUTE;

/**
 * The account rate limits. Sign-in attempts are counted before the password is checked (so a
 * burst of concurrent guesses cannot all slip through before any is counted): an account takes 10
 * failed attempts in a 15-minute window, the 11th is refused, and a success clears the account's
 * count. Per-address limits are looser since many people can share one address (offices, mobile
 * carriers), and count IPv6 clients per /64 network.
 */
export const RATE_LIMITS = {
  loginFailuresPerAccount: { name: 'login-fail-account', limit: 10, windowSeconds: 15 * MINUTE },
  loginFailuresPerAddress: { name: 'login-fail-address', limit: 50, windowSeconds: 15 * MINUTE, byAddress: true },
  registrationPerAddress: { name: 'register-address', limit: 10, windowSeconds: HOUR, byAddress: true },
  passwordResetPerAddress: { name: 'reset-address', limit: 10, windowSeconds: HOUR, byAddress: true },
  passwordResetPerEmail: { name: 'reset-email', limit: 5, windowSeconds: HOUR },
  resendPerAddress: { name: 'resend-address', limit: 10, windowSeconds: HOUR, byAddress: true },
  resendPerEmail: { name: 'resend-email', limit: 5, windowSeconds: HOUR },
  newsletterPerAddress: { name: 'newsletter-address', limit: 20, windowSeconds: HOUR, byAddress: true },
  socialAuthPerAddress: { name: 'social-address', limit: 30, windowSeconds: 15 * MINUTE, byAddress: true },
  /** Our choice: a person writing captions by hand never needs more; a script looping on credits does. */
  aiCaptionPerUser: { name: 'ai-caption-user', limit: 20, windowSeconds: MINUTE },
} as const satisfies Record<string, RateLimitRule>;
