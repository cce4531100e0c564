/** A webmail inbox a person can open in one click. */
export interface Webmail {
  name: string;
  url: string;
}

const GMAIL: Webmail = { name: 'Gmail', url: 'https://mail.google.com/mail/u/0/#inbox' };
const OUTLOOK: Webmail = { name: 'Outlook', url: 'https://outlook.live.com/mail/0/inbox' };
const YAHOO: Webmail = { name: 'Yahoo Mail', url: 'https://mail.yahoo.com/' };
const ICLOUD: Webmail = { name: 'iCloud Mail', url: 'https://www.icloud.com/mail' };
const PROTON: Webmail = { name: 'Proton Mail', url: 'https://mail.proton.me/' };
const AOL: Webmail = { name: 'AOL Mail', url: 'https://mail.aol.com/' };
const ZOHO: Webmail = { name: 'Zoho Mail', url: 'https://mail.zoho.com/' };
const GMX: Webmail = { name: 'GMX', url: 'https://www.gmx.com/' };
const YANDEX: Webmail = { name: 'Yandex Mail', url: 'https://mail.yandex.com/' };

/** Shown when the address's provider is unknown (or no address is known). */
export const COMMON_WEBMAILS: readonly Webmail[] = [GMAIL, OUTLOOK, YAHOO, ICLOUD];

const BY_DOMAIN: [RegExp, Webmail][] = [
  [/^(gmail|googlemail)\.com$/, GMAIL],
  [/^(outlook|hotmail|live|msn)\.[a-z.]+$/, OUTLOOK],
  [/^(yahoo|ymail|rocketmail)\.[a-z.]+$/, YAHOO],
  [/^(icloud|me|mac)\.com$/, ICLOUD],
  [/^(proton\.me|protonmail\.(com|ch)|pm\.me)$/, PROTON],
  [/^(aol|aim)\.com$/, AOL],
  [/^zoho(mail)?\.[a-z.]+$/, ZOHO],
  [/^gmx\.[a-z.]+$/, GMX],
  [/^yandex\.[a-z.]+$/, YANDEX],
];

/** The webmail for an address's domain, or null (a company domain: we cannot know its inbox). */
export function webmailFor(email: string | null | undefined): Webmail | null {
  const domain = email?.trim().toLowerCase().split('@')[1];
  if (!domain) return null;
  return BY_DOMAIN.find(([pattern]) => pattern.test(domain))?.[1] ?? null;
}
