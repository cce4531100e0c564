import { defineJob } from '../registry';
import { passwordResetMailJob } from '../../modules/users/job-types';
import { sendPasswordResetMail } from '../../modules/users/password-reset-service';

/** A mail outage is retried for a few minutes; the link inside is issued only when it is sent. */
export const passwordResetMailDefinition = defineJob({
  type: passwordResetMailJob,
  handler: async ({ email }, { database, mail, logger }) => {
    if (!mail) throw new Error('This process was started without a mailer; account e-mails cannot be sent from it');
    await sendPasswordResetMail({ db: database.db, ...mail, logger }, email);
  },
  retryLimit: 5,
  retryDelaySeconds: 30,
  expireInSeconds: 120,
  pollingIntervalSeconds: 1,
});
