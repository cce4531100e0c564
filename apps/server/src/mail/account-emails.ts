/** The account e-mails: what each says and where its one link goes. */
import { PRODUCT_NAME } from '@memeforge/contract';
import type { MailMessage } from '../adapters/mail';
import { renderEmail } from './layout';

function greeting(name: string): string {
  return name ? `Hi ${name},` : 'Hi,';
}

export function verificationEmail(to: { email: string; name: string }, link: string): MailMessage {
  const body = renderEmail({
    preheader: `Confirm your e-mail to start making memes with ${PRODUCT_NAME}.`,
    heading: 'Confirm your e-mail address',
    paragraphs: [
      greeting(to.name),
      `Thanks for signing up for ${PRODUCT_NAME}. Confirm this is your e-mail address and your 30 free memes are ready.`,
    ],
    action: { label: 'Verify my e-mail', url: link },
    footnote: 'This link works once and expires in 3 days. If you did not sign up, ignore this e-mail.',
  });
  return { to: to.email, subject: `Confirm your e-mail for ${PRODUCT_NAME}`, ...body, links: [link] };
}

export function passwordResetEmail(to: { email: string; name: string }, link: string, validHours: number): MailMessage {
  const body = renderEmail({
    preheader: `Choose a new password for your ${PRODUCT_NAME} account.`,
    heading: 'Reset your password',
    paragraphs: [
      greeting(to.name),
      'Someone (hopefully you) asked to reset the password of your account. Choose a new one with the button below.',
    ],
    action: { label: 'Choose a new password', url: link },
    footnote: `This link works once and expires in ${validHours === 1 ? 'an hour' : `${validHours} hours`}. If you did not ask for it, ignore this e-mail: your password stays the same.`,
  });
  return { to: to.email, subject: `Reset your ${PRODUCT_NAME} password`, ...body, links: [link] };
}

/** To a locked account's owner: a way in that a stranger's guesses cannot block (docs/product.md §4.4). */
export function signInLinkEmail(to: { email: string; name: string }, link: string, validMinutes: number): MailMessage {
  const body = renderEmail({
    preheader: `Someone tried to sign in to your ${PRODUCT_NAME} account.`,
    heading: 'Someone tried to sign in to your account',
    paragraphs: [
      greeting(to.name),
      'There were too many wrong passwords for your account, so password sign-in is paused for a while.',
      'If it was you, use the button below to sign in without your password.',
    ],
    action: { label: 'Sign me in', url: link },
    footnote: `This link works once and expires in ${validMinutes} minutes. If it was not you, ignore this e-mail: nobody got in, and you may want to choose a stronger password.`,
  });
  return { to: to.email, subject: `Sign-in attempts on your ${PRODUCT_NAME} account`, ...body, links: [link] };
}

/** After a signed-in password change: the owner hears of it, and has a way back if it was not them. */
export function passwordChangedEmail(to: { email: string; name: string }, resetLink: string): MailMessage {
  const body = renderEmail({
    preheader: `The password of your ${PRODUCT_NAME} account was changed.`,
    heading: 'Your password was changed',
    paragraphs: [
      greeting(to.name),
      `The password of your ${PRODUCT_NAME} account was just changed, and every other session was signed out.`,
      'If it was not you, reset your password with the button below at once.',
    ],
    action: { label: 'Reset my password', url: resetLink },
    footnote: 'If you changed it yourself, there is nothing to do.',
  });
  return { to: to.email, subject: `Your ${PRODUCT_NAME} password was changed`, ...body, links: [resetLink] };
}
