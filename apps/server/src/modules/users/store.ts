import { eq, sql } from 'drizzle-orm';
import { creditLedger, users, type NewUserRow, type UserRow } from '../../db/schema';
import type { Db } from '../../db/types';
import { prepared } from '../../db/prepared';

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Asked on most signed-in requests (the current package, the profile): a prepared statement. */
export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  const statement = prepared(db, 'find_user_by_id', (on, name) =>
    on
      .select()
      .from(users)
      .where(eq(users.id, sql.placeholder('id')))
      .limit(1)
      .prepare(name),
  );
  const [row] = await statement.execute({ id });
  return row;
}

export type UserAccess = Pick<
  UserRow,
  'plan' | 'isSuperuser' | 'disabledAt' | 'passwordChangedAt' | 'sessionsRevokedAt'
>;

/** Only what an access check needs (plan, superuser flag, whether its sessions still hold): cheaper than the whole row. */
export async function findUserAccess(db: Db, id: number): Promise<UserAccess | undefined> {
  const [row] = await db
    .select({
      plan: users.plan,
      isSuperuser: users.isSuperuser,
      disabledAt: users.disabledAt,
      passwordChangedAt: users.passwordChangedAt,
      sessionsRevokedAt: users.sessionsRevokedAt,
    })
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
  return row;
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(users.email, normalizeEmail(email)))
    .limit(1);
  return row;
}

/** Creates the account; the credits it starts with are the ledger's first row (a grant). */
export async function insertUser(db: Db, values: NewUserRow): Promise<UserRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(users)
      .values({ ...values, email: normalizeEmail(values.email) })
      .returning();
    if (!row) throw new Error('insert returned no row');
    if (row.credits !== 0) {
      await tx.insert(creditLedger).values({
        userId: row.id,
        delta: row.credits,
        kind: 'grant',
        reason: 'Sign-up credits',
        balanceAfter: row.credits,
      });
    }
    return row;
  });
}

/** The write alone: callers go through `update-user.ts`, which also forgets the cached access. */
export async function updateUserRow(db: Db, id: number, values: Partial<NewUserRow>): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return row;
}
