import { Link } from 'react-router';
import { AUTH_COOKIE_MAX_AGE_S, PRODUCT_NAME, ROUTES } from '@memeforge/contract';
import { ContactEmailLink } from '../../ui';
import { LegalDocument, type LegalSection } from './legal-document';

const linkClass = 'font-medium text-brand-700 underline-offset-2 hover:underline';
const SESSION_DAYS = Math.round(AUTH_COOKIE_MAX_AGE_S / 86_400);

function ProfileLink() {
  return (
    <Link to={ROUTES['dashboard.profile']} className={linkClass}>
      Profile
    </Link>
  );
}

/** The privacy policy's sections, in the order of the table of contents. */
export const PRIVACY_POLICY_SECTIONS: readonly LegalSection[] = [
  {
    id: 'who-we-are',
    title: 'Who we are',
    body: (
      <p>
        {PRODUCT_NAME} is a web application that writes image and video memes with AI, lets you edit them and keeps them
        for you. The people who run {PRODUCT_NAME} decide what personal data it uses and why: in this policy
        &ldquo;we&rdquo; means them. For anything about your data, write to <ContactEmailLink /> or use the{' '}
        <Link to={ROUTES.contactUs} className={linkClass}>
          contact form
        </Link>
        .
      </p>
    ),
  },
  {
    id: 'what-we-collect',
    title: 'What we collect',
    body: (
      <>
        <p>Only what the product needs to work, and nothing about you from data brokers or advertisers:</p>
        <ul>
          <li>
            <strong>Account data</strong>: your name (and first and last name if you set them), your e-mail address,
            whether you verified it, your plan and credit balance, and your password as a one-way Argon2id hash (we
            never store or see the password itself). If you sign in with Google we receive your name, your e-mail
            address and Google&apos;s id for your account, and no password at all.
          </li>
          <li id="memes-and-uploads" className="scroll-mt-24">
            <strong>Memes and uploads</strong>: the topics you describe, the captions written for you or by you, the
            memes we render (images and videos), your edits (text, font size, alignment, alt text), likes and dislikes,
            the images and videos you upload to the editor or as templates, and your Edit With AI conversations. A meme
            you choose to share gets a public page until you stop sharing it.
          </li>
          <li>
            <strong>Payments</strong>, when paid plans are offered: your plan and billing cycle, your
            subscription&apos;s status and dates, and the ids Stripe gives your customer record, subscription and
            payments. Card details go straight to Stripe on Stripe&apos;s own checkout page; we never see or store card
            numbers.
          </li>
          <li>
            <strong>Credits</strong>: each credit added or spent (for example one meme generated or one AI caption),
            with its date and reason.
          </li>
          <li id="contact-messages" className="scroll-mt-24">
            <strong>Contact messages</strong>: the name, e-mail address, subject and message you send through the
            contact form, when you sent it, and your account if you were signed in.
          </li>
          <li>
            <strong>Newsletter</strong>: the e-mail address you subscribe with.
          </li>
          <li>
            <strong>Logs and security counters</strong>: for every request our servers note the time, your IP address,
            the address of the page or call (never its query string, where sign-in links keep their secrets), the
            answer&apos;s status and how long it took. To stop abuse we count recent attempts (sign-ins, sign-ups,
            password resets, contact messages, newsletter sign-ups) per IP address or e-mail address.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'why-we-use-it',
    title: 'Why we use it',
    body: (
      <>
        <ul>
          <li>
            <strong>To provide the service you signed up for</strong> (our contract with you): your account, generating
            and rendering memes, the editor, your library, credits, downloads and sharing.
          </li>
          <li>
            <strong>To take payments</strong> and keep the records tax and accounting law requires (contract and legal
            obligation).
          </li>
          <li>
            <strong>To write to you about your account</strong>: verifying your address, password resets, sign-in links,
            payment receipts and replies to your messages. These e-mails are part of the service; they are not
            marketing.
          </li>
          <li>
            <strong>To send the newsletter</strong>, only if you subscribed (your consent, which you can withdraw at any
            time).
          </li>
          <li>
            <strong>To keep {PRODUCT_NAME} secure and working</strong> (our legitimate interest): stopping password
            guessing, spam and abuse, and finding and fixing faults.
          </li>
        </ul>
        <p>
          We do not sell personal data, we show no advertising, and we do not use your memes, uploads or messages to
          train AI models.
        </p>
      </>
    ),
  },
  {
    id: 'how-long-we-keep-it',
    title: 'How long we keep it',
    body: (
      <ul>
        <li>
          <strong>Your account, memes, uploads and conversations</strong>: for as long as you keep your account. A meme
          you delete is gone at once; deleting your account deletes all of them.
        </li>
        <li>
          <strong>Sign-in sessions</strong>: a session lasts at most {SESSION_DAYS} days and ends when you sign out.
          Links we e-mail (verification, password reset, sign-in) work once and expire within hours.
        </li>
        <li>
          <strong>Credit records</strong>: kept for accounting. When you delete your account they stay without your
          name, e-mail address or anything else that points to you.
        </li>
        <li>
          <strong>Payment records</strong>: invoices and payment records are kept, by us and by Stripe, as long as tax
          and accounting law requires (up to 10 years in many countries), and nothing else about you with them.
        </li>
        <li>
          <strong>Contact messages</strong>: as long as we need them to answer you and follow up on the same question.
          Ask us and we delete them sooner; deleting your account deletes the messages sent from its address or while
          signed in to it.
        </li>
        <li>
          <strong>Newsletter</strong>: until you ask us to remove your address, or delete your account.
        </li>
        <li>
          <strong>Logs</strong>: up to 30 days. <strong>Security counters</strong>: up to a day.
        </li>
      </ul>
    ),
  },
  {
    id: 'who-processes-it',
    title: 'Who else processes it',
    body: (
      <>
        <p>
          A few service providers handle data for us, under contract, only to do their part of the service and never for
          their own purposes:
        </p>
        <ul>
          <li>
            <strong>Our hosting and storage providers</strong> run the servers, the database and the storage that hold
            everything above.
          </li>
          <li>
            <strong>Our e-mail provider</strong> delivers the e-mails we send (to your address) and the contact messages
            you send (to us).
          </li>
          <li>
            <strong>Stripe</strong> takes payments when paid plans are offered: it receives your e-mail address and the
            payment details you enter on its checkout page, and runs its own fraud checks. Stripe&apos;s privacy policy
            covers what it does as a payment provider.
          </li>
          <li>
            <strong>An AI provider, when we use one.</strong> Captions are written by our own offline writer, which runs
            on our servers: your topics never leave them. If we switch on an external AI model, the topic you typed, the
            templates&apos; descriptions and the style you chose are sent to that provider to write the captions, and
            never your name or e-mail address. If it cannot answer, the offline writer does.
          </li>
          <li>
            <strong>Google</strong>, only if you choose &lsquo;Sign up with Google&rsquo;: Google tells us who you are;
            what Google knows about you is covered by Google&apos;s privacy policy.
          </li>
        </ul>
        <p>
          Some of these providers may process data outside your country. Where the law asks for it, they do so under
          safeguards such as the European Commission&apos;s standard contractual clauses. We share data with authorities
          only when the law obliges us to.
        </p>
      </>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies and sessions',
    body: (
      <>
        <p>{PRODUCT_NAME} uses only what signing in needs, so there is no cookie banner to click away:</p>
        <ul>
          <li>
            <strong>
              <code>access_token</code> and <code>refresh_token</code>
            </strong>{' '}
            keep you signed in for up to {SESSION_DAYS} days. They are httpOnly (scripts on the page cannot read them)
            and sent only to {PRODUCT_NAME}; over https their names start with <code>__Host-</code>, which lets no other
            site set or read them.
          </li>
          <li>
            <strong>
              <code>google_oauth</code>
            </strong>{' '}
            lives for ten minutes while you sign in with Google, to check that the answer from Google belongs to your
            sign-in.
          </li>
          <li>
            Your browser&apos;s local storage keeps your name and e-mail address (so the app shows them at once), your
            most recent generated memes and whether you folded the side menu. Signing out clears your details.
          </li>
        </ul>
        <p>We use no advertising, analytics or tracking cookies, and no third-party trackers.</p>
      </>
    ),
  },
  {
    id: 'export-and-delete',
    title: 'Exporting and deleting your data',
    body: (
      <>
        <p>
          You can do both yourself, at any time, from your <ProfileLink /> page:
        </p>
        <ul>
          <li>
            <strong>Export my data</strong> downloads a zip file with your account details, your credit history and
            payments, your newsletter subscription and contact messages, your API keys by name (never the keys
            themselves), your memes with their Edit With AI conversations, and your memes and uploads as files you can
            keep or take elsewhere.
          </li>
          <li>
            <strong>Delete account</strong> asks for your password (or, for an account made with Google, your e-mail
            address) to make sure it is you. Any paid subscription is cancelled first. Then your memes, uploads,
            conversations, sessions, API keys, newsletter subscription, contact messages and personal data are deleted,
            at once and for good (export first if you want to keep anything). Only the credit records remain, with
            nothing that points to you, and the payment records tax law makes us keep, without your name or e-mail
            address.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'your-rights',
    title: 'Your rights',
    body: (
      <>
        <p>
          Wherever you live, you can ask us for a copy of your data, to correct it (you can change your name on your{' '}
          <ProfileLink /> page), to delete it, to restrict or object to how we use it, and to take it elsewhere. Where
          we rely on your consent (the newsletter) you can withdraw it at any time. Write to <ContactEmailLink />; we
          answer within a month. You may also complain to the data protection authority where you live.
        </p>
      </>
    ),
  },
  {
    id: 'security',
    title: 'How we protect it',
    body: (
      <p>
        Connections are encrypted (HTTPS). Passwords are stored only as one-way hashes. Sign-in cookies are out of reach
        of scripts, resetting your password ends every session on every device, and repeated failed sign-ins lock an
        account for a while. Only the few people who run {PRODUCT_NAME} can reach the servers, and only to keep the
        service running or to answer you.
      </p>
    ),
  },
  {
    id: 'children',
    title: 'Children',
    body: (
      <p>
        {PRODUCT_NAME} is not meant for children under 16, and we do not knowingly keep data about them. If you think a
        child has made an account, write to us and we will delete it.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to this policy',
    body: (
      <p>
        When we change this policy we update the date at the top of this page. If a change matters for how we use your
        data, we tell you by e-mail before it takes effect.
      </p>
    ),
  },
];

/** The privacy policy (/privacy-policy). */
export function PrivacyPolicyText() {
  return (
    <LegalDocument
      anchors
      sections={PRIVACY_POLICY_SECTIONS}
      intro={
        <p>
          This policy says what {PRODUCT_NAME} collects about you, why, how long it is kept, who else handles it, and
          how to get a copy of it or have it deleted. The short version: we keep what we need to make and store your
          memes and to run your account, we do not sell it, and you can export or delete it yourself at any time.
        </p>
      }
    />
  );
}
