/**
 * Change notices: a plan change, an ended session or a library change announced by any process
 * reaches every process's cache as it commits, well inside the caches' own time limits; a change
 * rolled back announces nothing.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, createTestUser } from '../test-support';
import { userAccess } from '../modules/users/access-cache';
import { updateUser } from '../modules/users/update-user';
import { announceChange, listenForChanges } from './change-notices';
import { users } from './schema';
import type { Database } from './types';

let database: Database;
let stopListening: () => Promise<void>;
const heard: string[] = [];
let stopRaw: () => Promise<void>;

beforeAll(async () => {
  database = await createTestDatabase();
  stopListening = await listenForChanges(database);
  stopRaw = await database.listen('memeforge_changes', (payload) => heard.push(payload));
});
afterAll(async () => {
  await stopRaw?.();
  await stopListening?.();
  await database?.close();
});

describe('change notices', () => {
  it('drop a cached plan when another process announces the change, long before the cache expires', async () => {
    const user = await createTestUser(database, { plan: 'free' });
    expect((await userAccess(database.db, user.id))?.plan).toBe('free');
    // Another process changes the row and announces it: this process never forgot anything itself.
    await database.db.transaction(async (tx) => {
      await tx.update(users).set({ plan: 'pro', billingCycle: 'month' }).where(eq(users.id, user.id));
      await announceChange(tx, 'user-access', String(user.id));
    });
    await expect.poll(async () => (await userAccess(database.db, user.id))?.plan, { timeout: 1_000 }).toBe('pro');
  });

  it('are sent by every change to an account, and only when it commits', async () => {
    const user = await createTestUser(database);
    await updateUser(database.db, user.id, { plan: 'basic', billingCycle: 'month' });
    await expect.poll(() => heard, { timeout: 1_000 }).toContain(`user-access ${user.id}`);

    const other = await createTestUser(database);
    await expect(
      database.db.transaction(async (tx) => {
        await updateUser(tx, other.id, { plan: 'pro', billingCycle: 'month' });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(heard).not.toContain(`user-access ${other.id}`);
  });
});

// PGlite lives in the process: its listener cannot lose a connection. PostgreSQL's can.
describe.runIf(process.env.TEST_DATABASE_URL)('a lost listening connection', () => {
  it('is opened again, and the caches drop what they hold, since notices may have been missed', async () => {
    const user = await createTestUser(database, { plan: 'free' });
    expect((await userAccess(database.db, user.id))?.plan).toBe('free');
    // The database ends the listening connections (a restart, a failover), then the plan changes
    // without anyone hearing it.
    await database.executeSql(
      `select pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid() and query ilike 'listen %'`,
    );
    await database.db.update(users).set({ plan: 'pro', billingCycle: 'month' }).where(eq(users.id, user.id));
    // Back within a second or two: the cache was dropped, so the change shows before its 5 s limit…
    await expect.poll(async () => (await userAccess(database.db, user.id))?.plan, { timeout: 3_000 }).toBe('pro');
    // …and notices are heard again.
    await announceChange(database.db, 'user-access', 'after-the-break');
    await expect.poll(() => heard, { timeout: 10_000 }).toContain('user-access after-the-break');
  });
});

describe('a notice that cannot be sent', () => {
  it('does not turn a change that committed into an error, and a transaction that carried it does not commit', async () => {
    const closed = await createTestDatabase();
    await closed.close();
    // After the change, on a connection that is gone: nothing is thrown.
    await expect(announceChange(closed.db, 'user-access', '1')).resolves.toBeUndefined();

    const user = await createTestUser(database, { plan: 'free' });
    await expect(
      database.db.transaction(async (tx) => {
        await tx.update(users).set({ plan: 'pro', billingCycle: 'month' }).where(eq(users.id, user.id));
        // Longer than a notice may be: PostgreSQL refuses it, and the transaction with it.
        await announceChange(tx, 'user-access', 'x'.repeat(9000));
      }),
    ).rejects.toThrow();
    const [row] = await database.db.select({ plan: users.plan }).from(users).where(eq(users.id, user.id));
    expect(row!.plan).toBe('free');
  });
});
