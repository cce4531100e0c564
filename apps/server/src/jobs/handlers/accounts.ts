import { defineJob } from '../registry';
import { passwordResetMailJob, signInLinkMailJob } from '../../modules/users/job-types';
import { sendPasswordResetMail } from '../../modules/users/password-reset-service';
import { sendSignInLinkMail } from '../../modules/users/sign-in-link-service';

/** A mail outage is retried for a few minutes; the link inside is issued only when it is sent. */
export const passwordResetMailDefinition = defineJob({
  type: passwordResetMailJob,
  handler: async ({ email }, context) => {
    await sendPasswordResetMail(context, email);
  },
  retryLimit: 5,
  retryDelaySeconds: 30,
  expireInSeconds: 120,
  pollingIntervalSeconds: 1,
});

/** Like the reset mail: retried through a mail outage, a fresh link issued only when it is sent. */
export const signInLinkMailDefinition = defineJob({
  type: signInLinkMailJob,
  handler: async ({ email }, context) => {
    await sendSignInLinkMail(context, email);
  },
  retryLimit: 5,
  retryDelaySeconds: 30,
  expireInSeconds: 120,
  pollingIntervalSeconds: 1,
});
