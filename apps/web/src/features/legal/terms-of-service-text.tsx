import { Link } from 'react-router';
import { PRODUCT_NAME, ROUTES } from '@memeforge/contract';
import { ContactEmailLink } from '../../ui';
import { LegalDocument, type LegalSection } from './legal-document';

const linkClass = 'font-medium text-brand-700 underline-offset-2 hover:underline';

/** The terms' sections, in the order of the table of contents. */
export const TERMS_OF_SERVICE_SECTIONS: readonly LegalSection[] = [
  {
    id: 'agreement',
    title: 'The agreement',
    body: (
      <>
        <p>
          By using {PRODUCT_NAME} you agree to post memes lawfully and to respect the rights of others, and to these
          terms. They are an agreement between you and the people who run {PRODUCT_NAME} (&ldquo;we&rdquo;). Our{' '}
          <Link to={ROUTES.privacyPolicy} className={linkClass}>
            Privacy Policy
          </Link>{' '}
          says what we do with your data.
        </p>
      </>
    ),
  },
  {
    id: 'your-account',
    title: 'Your account',
    body: (
      <ul>
        <li>You must be at least 16 years old to make an account.</li>
        <li>
          Give your real e-mail address and keep your password to yourself. You are responsible for what is done with
          your account; tell us at once if you think someone else has used it.
        </li>
        <li>One account per person. Accounts are personal and cannot be sold or handed on.</li>
      </ul>
    ),
  },
  {
    id: 'plans-and-credits',
    title: 'Plans, credits and payments',
    body: (
      <ul>
        <li>
          The free plan includes 30 free memes on sign-up. Generating a meme uses credits; some features (the template
          library, the AI caption helper) are for paid plans only, as the pricing page says.
        </li>
        <li>
          Paid plans renew each billing cycle (monthly or yearly) until cancelled; credits reset at each renewal, and
          credits left at the end of a cycle do not carry over. Payments are taken by Stripe.
        </li>
        <li>
          You can cancel at any time from your subscription page. The cancellation takes effect at the end of the cycle
          you paid for, and you keep your plan until then. Payments already made are not refunded, except where the law
          gives you that right.
        </li>
        <li>
          If we change a plan&apos;s price we tell you by e-mail before your next renewal; the new price applies only
          from then.
        </li>
        <li>
          A credit spent on something that then fails on our side (an AI caption that could not be written, say) is
          given back.
        </li>
      </ul>
    ),
  },
  {
    id: 'your-content',
    title: 'Your content',
    body: (
      <ul>
        <li>
          What you make and upload stays yours: your topics, your texts, your uploads and the memes made from them.
        </li>
        <li>
          You allow us to store, process, render and show that content to you, as the service needs, and to show a meme
          publicly only when you share it. This permission ends when you delete the content or your account.
        </li>
        <li>
          Upload only what you have the right to use. The images and clips in the template library belong to their
          owners; they are offered for commentary, parody and other fair use, and you are responsible for where and how
          you post your memes.
        </li>
      </ul>
    ),
  },
  {
    id: 'acceptable-use',
    title: 'Acceptable use',
    body: (
      <>
        <p>Do not use {PRODUCT_NAME} to make, upload or share content that:</p>
        <ul>
          <li>is unlawful, or infringes someone else&apos;s copyright, trademark, privacy or other rights;</li>
          <li>harasses, threatens or promotes hatred or violence against people or groups;</li>
          <li>sexualises minors in any way, or shows sexual content of real people without their consent;</li>
          <li>impersonates someone, or misleads people into taking it for real news, advertising or endorsement.</li>
        </ul>
        <p>
          And do not try to get around credits, plan limits or rate limits, to reach other people&apos;s accounts or
          data, to overload or scrape the service, or to resell it without our written agreement.
        </p>
        <p>
          The higher unhinged levels write edgier humour, up to adult themes at level 5: choose them only if you are an
          adult and where you post allows it.
        </p>
      </>
    ),
  },
  {
    id: 'ai-content',
    title: 'AI-written captions',
    body: (
      <p>
        Captions are written by software. They can be wrong, dated, offensive or similar to things others have written,
        and the same caption may be written for someone else. Read each meme before you post it: you decide what you
        publish, and you are responsible for it.
      </p>
    ),
  },
  {
    id: 'service',
    title: 'The service',
    body: (
      <p>
        We work to keep {PRODUCT_NAME} available and your memes safe, but we provide it as it is and cannot promise it
        will never be interrupted or never lose anything: keep copies of memes that matter to you (you can download each
        one, or export all of them from your profile). We may change or end features; if we end the service we tell you
        at least 30 days before, so you can export your data.
      </p>
    ),
  },
  {
    id: 'ending',
    title: 'Ending your account',
    body: (
      <p>
        You can delete your account at any time from your profile page; any subscription is cancelled first. We may
        suspend or close an account that breaks these terms, after telling you why unless the law or safety stops us. If
        we close your account without a breach on your part, we refund the unused part of the cycle you paid for.
      </p>
    ),
  },
  {
    id: 'liability',
    title: 'Liability',
    body: (
      <p>
        As far as the law allows, we are not liable for indirect or consequential losses, for what you publish, or for
        more than what you paid us in the twelve months before the claim. Nothing in these terms limits liability that
        the law does not allow to be limited, or your rights as a consumer.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to these terms',
    body: (
      <p>
        When we change these terms we update the date at the top of this page; for changes that matter to you we tell
        you by e-mail at least 30 days before they apply. If you do not agree, you can delete your account before then.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact',
    body: (
      <p>
        Questions: <ContactEmailLink />, or the{' '}
        <Link to={ROUTES.contactUs} className={linkClass}>
          contact form
        </Link>
        .
      </p>
    ),
  },
];

/**
 * The terms, shown on /terms-of-service (`anchors`: with the date and the table of contents) and in
 * the sign-up form's Terms and Conditions dialog (the sections alone).
 */
export function TermsOfServiceText({ anchors = false }: { anchors?: boolean }) {
  return <LegalDocument anchors={anchors} sections={TERMS_OF_SERVICE_SECTIONS} />;
}
