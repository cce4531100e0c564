import { describe, expect, it } from 'vitest';
import { webmailFor } from './webmail';

describe('webmailFor', () => {
  it("picks the inbox from the address's domain, case-insensitively", () => {
    expect(webmailFor('a@gmail.com')?.name).toBe('Gmail');
    expect(webmailFor('a@GoogleMail.com')?.name).toBe('Gmail');
    expect(webmailFor('a@hotmail.co.uk')?.name).toBe('Outlook');
    expect(webmailFor('a@yahoo.fr')?.name).toBe('Yahoo Mail');
    expect(webmailFor('a@icloud.com')?.name).toBe('iCloud Mail');
    expect(webmailFor('a@proton.me')?.name).toBe('Proton Mail');
  });

  it('knows nothing of company domains or a missing address', () => {
    expect(webmailFor('a@example.com')).toBeNull();
    expect(webmailFor('not-an-address')).toBeNull();
    expect(webmailFor(undefined)).toBeNull();
  });
});
