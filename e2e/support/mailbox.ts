import { expect } from '@playwright/test';
import { CONTROL_URL } from '../doubles/ports';

interface MailSummary {
  subject: string;
  links: string[];
  count: number;
}

/**
 * Waits for the SMTP double to receive mail for that address and answers the first link of the
 * newest message; `after` skips messages already read (pass the count seen before).
 */
export async function latestMailLink(to: string, after = 0): Promise<{ link: URL; subject: string; count: number }> {
  let summary: MailSummary | undefined;
  await expect
    .poll(
      async () => {
        const response = await fetch(`${CONTROL_URL}/mail?to=${encodeURIComponent(to)}`);
        summary = response.ok ? ((await response.json()) as MailSummary) : undefined;
        return summary?.count ?? 0;
      },
      { message: `an e-mail to ${to}`, timeout: 15_000 },
    )
    .toBeGreaterThan(after);
  const link = summary!.links[0];
  expect(link, 'a link to the app in the e-mail').toBeTruthy();
  return { link: new URL(link!), subject: summary!.subject, count: summary!.count };
}

export async function mailCount(to: string): Promise<number> {
  const response = await fetch(`${CONTROL_URL}/mail?to=${encodeURIComponent(to)}`);
  return response.ok ? ((await response.json()) as MailSummary).count : 0;
}

/** Who "Google" signs in as next. */
export async function setGoogleAccount(account: { sub: string; email: string; name: string }) {
  const [given, ...family] = account.name.split(' ');
  const response = await fetch(`${CONTROL_URL}/oidc/account`, {
    method: 'POST',
    body: JSON.stringify({ ...account, given_name: given, family_name: family.join(' '), email_verified: true }),
  });
  expect(response.ok).toBe(true);
}
