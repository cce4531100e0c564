/** The billing e-mails: a renewal payment that failed. */
import { PLANS, PRODUCT_NAME, ROUTES, type PlanKey } from '@memeforge/contract';
import type { MailMessage } from '../../adapters/mail';
import { renderEmail } from '../../mail/layout';

export function paymentFailedEmail(
  to: { email: string; name: string },
  details: { plan: PlanKey; amount: number; currency: string },
  publicUrl: string,
): MailMessage {
  const link = `${publicUrl}${ROUTES['dashboard.billing.subscription']}`;
  const amount = `${(details.amount / 100).toFixed(2)} ${details.currency.toUpperCase()}`;
  const body = renderEmail({
    preheader: `Your ${PRODUCT_NAME} payment did not go through.`,
    heading: 'Your payment failed',
    paragraphs: [
      to.name ? `Hi ${to.name},` : 'Hi,',
      `We could not charge ${amount} for your ${PLANS[details.plan].title} plan. Your plan stays on for now, but your credits will not renew until the payment goes through.`,
      'Please check your payment method on the subscription page.',
    ],
    action: { label: 'Review my subscription', url: link },
    footnote: 'We will try the payment again. If you did not expect this e-mail, contact support.',
  });
  return { to: to.email, subject: `Your ${PRODUCT_NAME} payment failed`, ...body, links: [link] };
}
