/**
 * Who a Google identity is here: the account already linked to that Google subject; else the
 * account with the same (Google-verified) e-mail, which gets linked; else a new free account.
 * Linking to an account whose e-mail was never verified drops its password, so whoever registered
 * the address first without owning it cannot keep a way in.
 */
import { FREE_SIGNUP_CREDITS, MESSAGES } from '@memeforge/contract';
import type { GoogleIdentity } from '../../adapters/oauth/google';
import type { UserRow } from '../../db/schema';
import type { Db } from '../../db/types';
import { InvalidInput } from '../../domain-errors';
import { findUserByEmail, findUserById, insertUser, normalizeEmail, updateUser } from '../users/store';
import { findLinkedUserId, linkSocialAccount } from './store';

const PROVIDER = 'google';

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
