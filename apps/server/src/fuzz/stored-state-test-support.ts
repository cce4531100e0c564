/**
 * A fingerprint of what the app has stored: every table's rows (hashed, so a changed row counts
 * as much as a new one) and the media folder's files. Equal before and after a refused call
 * means the refusal left nothing behind, whole or partial.
 */
import { readdir } from 'node:fs/promises';
import { createHash } from 'node:crypto';
import type { Database } from '../db/types';

/**
 * Tables a refusal is meant to write: the rate limits count refused attempts (a 429 exists
 * because of them, and sign-in attempts are counted before the password is checked: decision
 * 016); app_state holds process bookkeeping, not anyone's data.
 */
const WRITTEN_BY_REFUSALS = new Set(['rate_limit_counters', 'app_state']);

export async function storedStateFingerprint(database: Database, mediaRoot: string) {
  const tables = (
    await database.executeSql(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
    )
  ).rows
    .map((row) => String(row.table_name))
    .filter((table) => !WRITTEN_BY_REFUSALS.has(table));
  const query = tables
    .map(
      (table) =>
        `SELECT '${table}' AS name, md5(coalesce(string_agg(t::text, ',' ORDER BY t::text), '')) AS rows FROM "${table}" t`,
    )
    .join(' UNION ALL ');

  /** Table name → hash of its rows, and `media` → hash of the file list. */
  return async function fingerprint(): Promise<Record<string, string>> {
    const rows = (await database.executeSql(query)).rows;
    const files = (await readdir(mediaRoot, { recursive: true, withFileTypes: true }))
      .filter((entry) => entry.isFile())
      .map((entry) => `${entry.parentPath}/${entry.name}`)
      .sort();
    return {
      ...Object.fromEntries(rows.map((row) => [String(row.name), String(row.rows)])),
      media: createHash('sha256').update(files.join('\n')).digest('hex'),
    };
  };
}

/** The names of what differs between two fingerprints. */
export function changedParts(before: Record<string, string>, after: Record<string, string>): string[] {
  return Object.keys({ ...before, ...after }).filter((key) => before[key] !== after[key]);
}

/**
 * Waits until the job queue has nothing waiting or running, nor due within a few seconds (the jobs
 * an accepted call queued, including its meme's card pictures, queued to start a moment after the
 * render: decision 050, have done their writing), so that a fingerprint moves only with the call
 * being checked.
 */
export async function queueSettled(database: Database, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { rows } = await database.executeSql(
      `SELECT count(*)::int AS busy FROM pgboss.job WHERE state IN ('created', 'retry', 'active') AND start_after <= now() + interval '3 seconds'`,
    );
    if (Number(rows[0]?.busy) === 0 || Date.now() > deadline) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
