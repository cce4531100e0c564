/** Small facts the application remembers about itself (app_state), e.g. which starter library it loaded. */
import { eq } from 'drizzle-orm';
import { appState } from './schema';
import type { Db } from './types';

export async function readAppState(db: Db, key: string): Promise<string | undefined> {
  const [row] = await db.select({ value: appState.value }).from(appState).where(eq(appState.key, key)).limit(1);
  return row?.value;
}

export async function writeAppState(db: Db, key: string, value: string): Promise<void> {
  await db
    .insert(appState)
    .values({ key, value })
    .onConflictDoUpdate({ target: appState.key, set: { value, updatedAt: new Date() } });
}
