/**
 * Closing an embedded database hands its folder on only once PGlite has closed: a server starting
 * while another still closes (a restart) must find the folder locked, not open it mid-checkpoint.
 */
import { existsSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import pino from 'pino';
import { createPglite } from './pglite-client';
import { openDatabase, pgliteDatabase } from './open';

describe('closing an embedded database', () => {
  it('stops the outside access first and lets the folder go only after PGlite has closed', async () => {
    const pglite = await createPglite(undefined);
    const seen: string[] = [];
    const database = pgliteDatabase(pglite, {
      before: () => void seen.push(`before, closed: ${pglite.closed}`),
      after: () => void seen.push(`after, closed: ${pglite.closed}`),
    });
    await database.close();
    expect(seen).toEqual(['before, closed: false', 'after, closed: true']);
  });

  it('keeps its folder locked until the close is done, then another process may open it', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'open-'));
    const logger = pino({ level: 'silent' });
    const database = await openDatabase({ dataDir, databaseUrl: undefined, logger, share: true });
    await database.executeSql('create table kept (id int)');
    const lockFile = path.join(dataDir, 'pg.lock');
    expect(existsSync(lockFile)).toBe(true);
    await database.close();
    expect(existsSync(lockFile)).toBe(false);

    const reopened = await openDatabase({ dataDir, databaseUrl: undefined, logger });
    expect((await reopened.executeSql('select count(*)::int as n from kept')).rows).toEqual([{ n: 0 }]);
    await reopened.close();
  });
});
