/**
 * The accounts' jobs as the code that queues them sees them. Their handlers and retry policies are
 * in jobs/handlers/accounts.ts.
 */
import { z } from 'zod';
import { jobType } from '../../jobs/registry';

/**
 * E-mails a password-reset link to the account with that address, if there is one. Queued for
 * every request, known address or not, so the answer cannot tell them apart.
 */
export const passwordResetMailJob = jobType('accounts.password-reset-mail', z.object({ email: z.string() }));

/**
 * E-mails a one-time sign-in link to the account with that address, if there is one. Queued by the
 * sign-in attempt that locks the address, known account or not, so the answer cannot tell them apart.
 */
export const signInLinkMailJob = jobType('accounts.sign-in-link-mail', z.object({ email: z.string() }));
