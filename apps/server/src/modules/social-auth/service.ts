/**
 * Who a Google identity is here: the account already linked to that Google subject; else the
 * account with the same e-mail, which gets linked, but only when Google is the authority for that
 * address (below); else a new free account. Linking to an account whose e-mail was never verified
 * drops its password, so whoever registered the address first without owning it cannot keep a way in.
 */
import { FREE_SIGNUP_CREDITS, MESSAGES } from '@memeforge/contract';
import type { GoogleIdentity } from '../../adapters/oauth/google';
import type { UserRow } from '../../db/schema';
import type { Db } from '../../db/types';
import { Conflict, InvalidInput } from '../../domain-errors';
import { findUserByEmail, findUserById, insertUser, normalizeEmail } from '../users/store';
import { updateUser } from '../users/update-user';
import { findLinkedUserId, linkSocialAccount } from './store';

const PROVIDER = 'google';

/** Addresses Google itself hands out: whoever signs in to Google with one owns it. */
const GOOGLE_MAIL_DOMAINS = new Set(['gmail.com', 'googlemail.com']);

/**
 * Whether Google can vouch for who owns the address. Any Google account may carry any address it
 * once verified, perhaps one its owner has since lost (a former employer's, an expired domain's),
 * so "verified" alone must not open someone else's account here. Google vouches for its own mail
 * domains, and for a Workspace domain when the ID token's `hd` claim names the address's domain.
 */
export function googleIsAuthoritativeFor(identity: Pick<GoogleIdentity, 'email' | 'hostedDomain'>): boolean {
  const domain = identity.email.slice(identity.email.lastIndexOf('@') + 1).toLowerCase();
  if (GOOGLE_MAIL_DOMAINS.has(domain)) return true;
  return identity.hostedDomain !== null && identity.hostedDomain.toLowerCase() === domain;
}

export async function userForGoogleIdentity(db: Db, identity: GoogleIdentity): Promise<UserRow> {
  if (!identity.emailVerified) throw new InvalidInput(MESSAGES.socialEmailNotVerified);
  return db.transaction(async (tx) => {
    const linkedUserId = await findLinkedUserId(tx, PROVIDER, identity.subject);
    if (linkedUserId !== undefined) {
      const user = await findUserById(tx, linkedUserId);
      if (user) return user;
    }

    const now = new Date();
    const existing = await findUserByEmail(tx, identity.email);
    let user: UserRow;
    if (existing) {
      // Google cannot vouch for this address: its owner proves it with the password first.
      if (!googleIsAuthoritativeFor(identity)) throw new Conflict(MESSAGES.socialLinkNeedsPassword);
      user =
        (await updateUser(tx, existing.id, {
          emailVerifiedAt: existing.emailVerifiedAt ?? now,
          ...(existing.emailVerifiedAt ? {} : { passwordHash: null }),
        })) ?? existing;
    } else {
      const name = identity.name || [identity.givenName, identity.familyName].filter(Boolean).join(' ');
      user = await insertUser(tx, {
        email: normalizeEmail(identity.email),
        name: name || identity.email.split('@')[0] || '',
        firstName: identity.givenName || name.split(/\s+/)[0] || '',
        lastName: identity.familyName,
        passwordHash: null,
        emailVerifiedAt: now,
        plan: 'free',
        credits: FREE_SIGNUP_CREDITS,
      });
    }
    await linkSocialAccount(tx, {
      provider: PROVIDER,
      subject: identity.subject,
      userId: user.id,
      email: normalizeEmail(identity.email),
    });
    return user;
  });
}
