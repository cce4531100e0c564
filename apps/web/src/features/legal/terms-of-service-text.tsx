import type { ReactNode } from 'react';
import { Link } from 'react-router';
import {
  AI_CAPTION_COST,
  FREE_SIGNUP_CREDITS,
  MEME_CREDIT_COST,
  PREMIUM_UNHINGED_MIN,
  PRODUCT_NAME,
  ROUTES,
  UNHINGED_LEVELS,
  UNHINGED_MAX,
} from '@memeforge/contract';
import { ContactEmailLink } from '../../ui';
import { LegalDocument, type LegalSection } from './legal-document';

const linkClass = 'font-medium text-brand-700 underline-offset-2 hover:underline';

/**
 * The values these terms commit to, chosen and recorded in decision 044. Change them there first:
 * they are promises to customers, not settings.
 */
export const TERMS_VALUES = {
  minimumAge: 16,
  adultAge: 18,
  /** Days after the first payment of a new subscription in which it can be refunded. */
  refundWindowDays: 14,
  /** Notice before a price change or a change to these terms that matters to you. */
  noticeDays: 30,
  /** Notice before the service ends for good. */
  shutdownNoticeDays: 30,
  /** Our liability is capped at what you paid in this many months, or the floor, whichever is more. */
  liabilityMonths: 12,
  liabilityFloorUsd: 50,
  /** How long we take to answer a complaint or a dispute before either side goes further. */
  answerDays: 30,
  governingLaw: 'Ireland',
} as const;

const V = TERMS_VALUES;
/** The paid plans' unhinged levels (4 Unhinged format, 5 NSFW brainrot), named as the slider names them. */
const EDGY_LEVELS = UNHINGED_LEVELS.filter((level) => level.level >= PREMIUM_UNHINGED_MIN)
  .map((level) => `${level.level} (${level.label})`)
  .join(' and ');

function To({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className={linkClass}>
      {children}
    </Link>
  );
}

const privacyPolicy = <To to={ROUTES.privacyPolicy}>Privacy Policy</To>;
const pricingPage = <To to={ROUTES.subscription}>pricing page</To>;
const subscriptionPage = <To to={ROUTES['dashboard.billing.subscription']}>subscription page</To>;
const profilePage = <To to={ROUTES['dashboard.profile']}>profile page</To>;
const contactForm = <To to={ROUTES.contactUs}>contact form</To>;

/** The terms' sections, in the order of the table of contents. */
export const TERMS_OF_SERVICE_SECTIONS: readonly LegalSection[] = [
  {
    id: 'agreement',
    title: 'The agreement',
    body: (
      <>
        <p>
          By using {PRODUCT_NAME} you agree to post memes lawfully and to respect the rights of others, and to these
          terms. They are an agreement between you and the operator of {PRODUCT_NAME} (&ldquo;we&rdquo;,
          &ldquo;us&rdquo;). They apply to the website, the dashboard, the editor, the API and every e-mail we send
          about your account. Our {privacyPolicy} says what we do with your data, and the {pricingPage} says what each
          plan costs and includes; both are part of this agreement.
        </p>
        <p>
          If you use {PRODUCT_NAME} for a business, you accept these terms for that business and confirm you may do so.
          If you do not agree with them, do not use {PRODUCT_NAME}.
        </p>
      </>
    ),
  },
  {
    id: 'your-account',
    title: 'Your account',
    body: (
      <ul>
        <li>
          You must be at least {V.minimumAge} years old to make an account, and old enough where you live to agree to
          these terms yourself.
        </li>
        <li>
          Give your real e-mail address, keep it up to date and keep your password to yourself. If you sign in with
          Google, your Google account is the key to yours. You are responsible for what is done with your account; tell
          us at once if you think someone else has used it.
        </li>
        <li>One account per person. Accounts are personal and cannot be sold, shared or handed on.</li>
      </ul>
    ),
  },
  {
    id: 'plans-and-credits',
    title: 'Plans and credits',
    body: (
      <ul>
        <li>
          Every account starts on the free plan, with {FREE_SIGNUP_CREDITS} free memes on sign-up. Generating a meme
          uses {MEME_CREDIT_COST} credit; the AI caption helper uses {AI_CAPTION_COST} credit a caption. Saving your own
          edits in the editor uses none.
        </li>
        <li>
          Some features are for paid plans only: the template library, the AI caption helper and unhinged levels{' '}
          {PREMIUM_UNHINGED_MIN} and above. The {pricingPage} lists what each plan includes and how many credits it
          gives.
        </li>
        <li>
          A paid plan gives its credits at the start of each billing period: a monthly plan each month, a yearly plan
          the whole year&apos;s at once. At each renewal your balance is set to the new period&apos;s credits; credits
          left over from the period before do not carry over.
        </li>
        <li>
          Credits are not money. They have no cash value, cannot be bought on their own, sold, transferred or exchanged,
          and are not refunded when they go unused. A credit spent on something that then fails on our side (a meme that
          could not be made, an AI caption that could not be written) is given back.
        </li>
      </ul>
    ),
  },
  {
    id: 'payments-and-renewal',
    title: 'Subscriptions, payments and renewal',
    body: (
      <ul>
        <li>
          Prices are in US dollars, as the {pricingPage} shows them. Any sales tax or VAT that applies is shown at
          checkout before you pay. Payments are taken by Stripe; your card details go to Stripe, never to us.
        </li>
        <li>
          A subscription renews automatically at the end of each billing period (monthly or yearly, as you chose) and is
          charged to the payment method you gave, until you cancel it. By subscribing you allow us, through Stripe, to
          take each renewal payment.
        </li>
        <li>
          If a renewal payment fails, we tell you by e-mail. Your plan stays, but no new credits are given and plan
          changes wait until the payment goes through. If it stays unpaid, the subscription may end and your account go
          back to the free plan.
        </li>
        <li>
          Moving up (more memes a month, or the same plan paid yearly) takes effect at once: you pay the difference for
          the rest of the period, with the unused part of what you paid counted, and get the difference in credits.
          Moving down takes effect at the end of the period you paid for. The subscription page shows the amount before
          you confirm.
        </li>
        <li>
          If we change a plan&apos;s price we tell you by e-mail at least {V.noticeDays} days before it applies to you;
          the new price applies only from your next renewal after that, and you can cancel before it does.
        </li>
      </ul>
    ),
  },
  {
    id: 'cancellation-and-refunds',
    title: 'Cancellation and refunds',
    body: (
      <ul>
        <li>
          You can cancel at any time on your {subscriptionPage}. The cancellation takes effect at the end of the period
          you paid for: you keep your plan and its credits until then, and can change your mind until then. Afterwards
          your account goes back to the free plan and keeps the credits it has.
        </li>
        <li>
          <strong>{V.refundWindowDays}-day refund of a new subscription.</strong> Within {V.refundWindowDays} days of
          the first payment for a new subscription (not a renewal, and not a plan change), you can ask us for a refund
          by writing to <ContactEmailLink />. We refund that payment, less the share of it that paid for credits you
          have already used, and end the subscription. This also meets the right of withdrawal that consumers have in
          the European Union and the United Kingdom.
        </li>
        <li>
          Otherwise payments already made are not refunded, except where these terms or the law say so: if we close your
          account without a breach on your part, or end the service, we refund the unused part of the period you paid
          for.
        </li>
        <li>
          Deleting your account cancels any subscription at once, without a refund for the rest of the period. If you
          are within the {V.refundWindowDays} days above, ask for your refund before you delete the account.
        </li>
        <li>
          If you think a charge is wrong, write to us first: we answer within {V.answerDays} days. A chargeback on a
          payment you owe lets us suspend the account until it is settled.
        </li>
      </ul>
    ),
  },
  {
    id: 'your-content',
    title: 'Your content and the licence you give us',
    body: (
      <ul>
        <li>
          What you make and upload stays yours: your topics, your texts, your pictures and clips, and the memes made
          from them (&ldquo;your content&rdquo;). You are responsible for it, and you confirm that you have the right to
          upload and use it.
        </li>
        <li>
          So that we can run the service, you give us a worldwide, non-exclusive, royalty-free licence to store, copy,
          process, render, convert (for example to another file format) and show your content to you, and to show a meme
          publicly while you share it. The licence covers nothing else: we do not sell your content, show it in
          advertising or use it to train AI models. It ends when you delete the content or your account.
        </li>
        <li>
          When you share a meme, anyone with its link can see it until you stop sharing it or delete it; its page is not
          listed for search engines. Copies others made while it was shared are beyond our reach.
        </li>
        <li>
          If you send us ideas or feedback, we may use them without owing you anything; your content is not feedback.
        </li>
      </ul>
    ),
  },
  {
    id: 'template-library',
    title: 'The template library',
    body: (
      <p>
        The pictures and clips in the template library belong to their owners. We offer them for commentary, parody,
        criticism and the other uses the law allows without the owner&apos;s permission, and we give you no rights in
        them beyond that. Where and how you post a meme made on a template is your decision and your responsibility. Do
        not copy the library as a collection, resell templates or offer them as your own.
      </p>
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
          <li>harasses, threatens, defames or promotes hatred or violence against people or groups;</li>
          <li>sexualises minors in any way, or shows sexual content of real people without their consent;</li>
          <li>impersonates someone, or misleads people into taking it for real news, advertising or endorsement;</li>
          <li>is spam, malware, or a way to cheat people out of money or data.</li>
        </ul>
        <p>
          And do not try to get around credits, plan limits or rate limits; reach other people&apos;s accounts or data;
          probe, overload or scrape the service; use the API with anything but your own account; or resell{' '}
          {PRODUCT_NAME} without our written agreement. If you find a security weakness, tell us at <ContactEmailLink />{' '}
          instead of using it.
        </p>
        <p>
          The highest unhinged levels, {EDGY_LEVELS}, write edgier humour, up to adult themes at level {UNHINGED_MAX}:
          choose them only if you are at least {V.adultAge} and where you post allows it.
        </p>
      </>
    ),
  },
  {
    id: 'ai-content',
    title: 'AI-written captions',
    body: (
      <ul>
        <li>
          Captions, templates chosen for a topic and Edit With AI answers are made by software: our own caption writer
          and, where we switch one on, an external AI model (our {privacyPolicy} says what it receives).
        </li>
        <li>
          They can be wrong, dated, offensive or similar to things others have written, and the same caption may be
          written for someone else: we cannot promise that a caption is original, accurate or free of other
          people&apos;s rights. Read each meme before you post it: you decide what you publish, and you are responsible
          for it.
        </li>
        <li>
          As between you and us, the captions written for you are yours, and we claim no rights in them. Whether the law
          protects them as anyone&apos;s work depends on where you are.
        </li>
        <li>Nothing written by the software is advice of any kind.</li>
      </ul>
    ),
  },
  {
    id: 'takedown',
    title: 'Copyright and other complaints',
    body: (
      <>
        <p>
          If you believe content on {PRODUCT_NAME} infringes your copyright or other rights, or is unlawful, write to{' '}
          <ContactEmailLink /> (subject &ldquo;Copyright notice&rdquo; or &ldquo;Content report&rdquo;) with:
        </p>
        <ul>
          <li>the work or right concerned, and who holds it;</li>
          <li>the address of the page or meme, so we can find it;</li>
          <li>your name, postal address, e-mail address and telephone number;</li>
          <li>
            a statement that you believe in good faith that the use is not allowed by the owner, its agent or the law,
            and that the notice is accurate and, for a copyright notice, that you are the owner or may act for them;
          </li>
          <li>your signature (typing your full name is enough).</li>
        </ul>
        <p>
          We act on complete notices promptly, usually by removing the content or disabling the link to it, and tell the
          person who posted it, who may send us a counter-notice with the same details if they believe it was removed by
          mistake. We close the accounts of people who infringe again and again. Knowingly false notices may make the
          sender liable for the harm they cause.
        </p>
      </>
    ),
  },
  {
    id: 'our-rights',
    title: 'Our service and our rights',
    body: (
      <ul>
        <li>
          {PRODUCT_NAME}&apos;s software, design, name, logo and texts belong to us or to those who licensed them to us.
          We give you a personal, non-exclusive, non-transferable licence to use the service as these terms allow, for
          as long as you have an account.
        </li>
        <li>
          Do not copy, change, decompile or try to extract the source of the service, except where the law allows it
          whatever these terms say.
        </li>
        <li>
          We keep improving {PRODUCT_NAME} and may change or remove features. If a change takes away something you paid
          for in a way that matters, you can cancel and we refund the unused part of the period. If we end the service,
          we tell you at least {V.shutdownNoticeDays} days before, so you can export your data, and refund the unused
          part of any period you paid for.
        </li>
      </ul>
    ),
  },
  {
    id: 'support',
    title: 'Support',
    body: (
      <p>
        Every plan includes support by e-mail at <ContactEmailLink /> or through the {contactForm}, as the {pricingPage}{' '}
        describes it (the Business plan&apos;s questions are answered first). We answer on working days, usually within
        two; support covers how {PRODUCT_NAME} works and problems with your account, memes and payments, not how a meme
        will be received where you post it.
      </p>
    ),
  },
  {
    id: 'privacy',
    title: 'Privacy',
    body: (
      <p>
        Our {privacyPolicy} says what personal data we collect, why, how long we keep it and who processes it for us.
        You can export everything we hold about you, or delete your account, on your {profilePage}.
      </p>
    ),
  },
  {
    id: 'other-services',
    title: 'Other services',
    body: (
      <p>
        {PRODUCT_NAME} works with other services: Stripe takes payments, Google signs you in if you choose it, and you
        post your memes on sites of your choice. Their own terms apply to what they do, and we are not responsible for
        them.
      </p>
    ),
  },
  {
    id: 'disclaimers',
    title: 'Disclaimers',
    body: (
      <>
        <p>
          We work to keep {PRODUCT_NAME} available and your memes safe, but we provide it as it is and as available. As
          far as the law allows, we make no promise that it will meet your needs, never be interrupted, be free of
          errors or never lose anything, and no promise about what you can do with a meme where you post it. Keep copies
          of memes that matter to you: you can download each one, or export all of them from your {profilePage}.
        </p>
        <p>
          If you are a consumer, you also have legal rights that these terms cannot take away, such as the right to a
          service provided with reasonable care and skill; nothing here limits them.
        </p>
      </>
    ),
  },
  {
    id: 'liability',
    title: 'Liability',
    body: (
      <ul>
        <li>
          As far as the law allows, we are not liable for losses that were not foreseeable, for loss of profit,
          business, goodwill or data you could have kept a copy of, or for what you publish.
        </li>
        <li>
          As far as the law allows, our total liability to you for all claims is limited to the greater of what you paid
          us in the {V.liabilityMonths} months before the claim and {V.liabilityFloorUsd} US dollars.
        </li>
        <li>
          Nothing in these terms limits liability for death or personal injury caused by negligence, for fraud, for harm
          caused on purpose or by gross negligence, or any other liability the law does not allow to be limited.
        </li>
        <li>
          If you use {PRODUCT_NAME} for a business, you will cover our reasonable costs of claims by others that arise
          from your content or your breach of these terms. As a consumer, you answer for such claims only as far as the
          law says.
        </li>
      </ul>
    ),
  },
  {
    id: 'ending',
    title: 'Suspension and ending your account',
    body: (
      <ul>
        <li>
          You can delete your account at any time from your {profilePage}; any subscription is cancelled first (see
          Cancellation and refunds). Export your data before, if you want to keep it.
        </li>
        <li>
          We may suspend or close an account that breaks these terms, that does not pay what it owes, or where the law
          or the safety of others requires it. We tell you why first unless the law or safety stops us, and you can
          answer us. Where a breach can be put right, we give you the chance to do so.
        </li>
        <li>
          The sections on your content&apos;s licence ending, disclaimers, liability, governing law and anything else
          that by its nature should, keep applying after an account ends.
        </li>
      </ul>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to these terms',
    body: (
      <p>
        When we change these terms we update the date at the top of this page. For changes that matter to you, we tell
        you by e-mail at least {V.noticeDays} days before they apply; if you do not agree, you can cancel your
        subscription or delete your account before then, and we refund the unused part of a period you paid for. Changes
        never apply to a dispute that started before them.
      </p>
    ),
  },
  {
    id: 'governing-law',
    title: 'Governing law and disputes',
    body: (
      <>
        <p>
          These terms and any dispute about them or about {PRODUCT_NAME} are governed by the law of {V.governingLaw},
          and the courts of {V.governingLaw} decide such disputes.
        </p>
        <p>
          If you are a consumer living elsewhere, you keep the protection of the mandatory law of the country where you
          live, and you may also bring a claim in its courts.
        </p>
        <p>
          Before going to court, please write to us at <ContactEmailLink />: we answer within {V.answerDays} days and
          try to settle things fairly.
        </p>
      </>
    ),
  },
  {
    id: 'general',
    title: 'General',
    body: (
      <ul>
        <li>
          These terms, the {privacyPolicy} and the {pricingPage} are the whole agreement between you and us about{' '}
          {PRODUCT_NAME}.
        </li>
        <li>
          If a court finds part of them invalid, the rest still applies. If we do not enforce a right at once, we have
          not given it up.
        </li>
        <li>
          You may not transfer your rights under these terms. We may transfer ours to whoever takes over {PRODUCT_NAME},
          and we tell you if we do; your rights under these terms stay the same.
        </li>
        <li>
          We are not responsible for delays or failures caused by events beyond our reasonable control, such as the
          failure of an outside network or provider.
        </li>
        <li>
          We write to you at your account&apos;s e-mail address; you write to us at <ContactEmailLink />. These terms
          are written in English, and the English text is the one that counts.
        </li>
      </ul>
    ),
  },
  {
    id: 'contact',
    title: 'Contact',
    body: (
      <p>
        Questions about these terms: <ContactEmailLink />, or the {contactForm}.
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
