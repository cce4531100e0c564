/**
 * Migration 0006 moves each meme's caption columns into its document. A database migrated to 0005
 * gets rows written the old way, then the rest of the migrations run, and the memes must read the
 * same through the API's presenter as they did before.
 */
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MemeDocumentSchema } from '@memeforge/contract';
import { LocalMediaStorage } from '../adapters/storage';
import { toMeme } from '../modules/memes/presenters';
import { findUserMeme } from '../modules/memes/store';
import { MIGRATIONS_FOLDER, migrateDatabase } from './migrate';
import { dropTestDatabase } from '../test-support/database';
import { adminUrl } from '../test-support/postgres-urls';
import { pgliteDatabase, postgresDatabase } from './open';
import { createPglite } from './pglite-client';
import type { Database } from './types';

const BEFORE_DOCUMENTS = '0005_generation';
const USER_ID = 7;
const TEMPLATE_ID = 11;
const WRITTEN = '0b6c1d1e-0000-4000-8000-000000000001';
const WAITING = '0b6c1d1e-0000-4000-8000-000000000002';
const BATCH = '0b6c1d1e-0000-4000-8000-0000000000b1';

let scratch: string;
let database: Database;

/** A copy of the migrations folder whose journal stops at `lastTag`. */
async function migrationsUpTo(lastTag: string): Promise<string> {
  const folder = path.join(scratch, 'drizzle');
  await cp(MIGRATIONS_FOLDER, folder, { recursive: true });
  const journalPath = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const last = journal.entries.findIndex((entry) => entry.tag === lastTag);
  expect(last).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, last + 1);
  await writeFile(journalPath, JSON.stringify(journal));
  return folder;
}

/**
 * An empty database of the engine the tests run on: a fresh PGlite, or with TEST_DATABASE_URL a new
 * PostgreSQL database (dropped at the end), migrated up to `lastTag` only.
 */
async function databaseMigratedUpTo(lastTag: string): Promise<Database> {
  const migrationsFolder = await migrationsUpTo(lastTag);
  const testUrl = process.env.TEST_DATABASE_URL;
  if (!testUrl) {
    const embedded = pgliteDatabase(await createPglite(undefined));
    await migratePglite(embedded.db as unknown as PgliteDatabase, { migrationsFolder });
    return embedded;
  }
  const name = `memeforge_mig_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl(testUrl) });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const server = postgresDatabase(new pg.Pool({ connectionString: adminUrl(testUrl, name), max: 2 }), 'postgres');
  await migratePg(server.db as unknown as NodePgDatabase, { migrationsFolder });
  return {
    ...server,
    async close() {
      await server.close();
      await dropTestDatabase(testUrl, name);
    },
  };
}

beforeAll(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), 'migration-'));
  database = await databaseMigratedUpTo(BEFORE_DOCUMENTS);
  await database.executeSql(
    `insert into users (id, email, plan, credits) values ($1, 'before@example.com', 'pro', 5)`,
    [USER_ID],
  );
  await database.executeSql(
    `insert into templates (id, slug, type, title, file_key, mime_type, file_size, width, height, content_hash,
       font_size, text_align, drag_y_offset)
     values ($1, 'portrait-clip', 2, 'Portrait clip', 'templates/aa/clip.mp4', 'video/mp4', 1000, 180, 320, 'hash',
       0.1, 'right', -0.25)`,
    [TEMPLATE_ID],
  );
  await database.executeSql(
    `insert into generation_batches (id, user_id, description, media_type, unhinged_level, request_hash, status)
     values ($1, $2, 'mondays', 'videos', 3, 'h', 'written')`,
    [BATCH, USER_ID],
  );
  await database.executeSql(
    `insert into memes (id, user_id, batch_id, position, type, description, unhinged_level, template_id, tagline,
       font_size, text_align, text_color, drag_y_offset, status, job_id, file_key, canvas_width, canvas_height)
     values ($1, $2, $3, 0, 2, 'mondays', 3, $4, 'When Monday hits 😩', 0.07, 'left', '#ffcc00', -0.2,
       'finished', gen_random_uuid(), 'memes/x/when-monday-hits.mp4', 180, 320)`,
    [WRITTEN, USER_ID, BATCH, TEMPLATE_ID],
  );
  await database.executeSql(
    `insert into memes (id, user_id, batch_id, position, type, description, unhinged_level, status, job_id)
     values ($1, $2, $3, 1, 2, 'mondays', 3, 'queued', gen_random_uuid())`,
    [WAITING, USER_ID, BATCH],
  );
  await migrateDatabase(database);
}, 60_000);

afterAll(async () => {
  await database?.close();
  await rm(scratch, { recursive: true, force: true });
});

describe('migration 0006: memes keep their captions in a document', () => {
  const storage = new LocalMediaStorage(tmpdir(), 'migration-test-media-secret');

  it('reads a meme written before it with the same caption, style and template', async () => {
    const found = await findUserMeme(database.db, USER_ID, WRITTEN);
    const meme = await toMeme(found!, storage);
    expect(meme).toMatchObject({
      tagline: 'When Monday hits 😩',
      fontSize: 0.07,
      textAlign: 'left',
      dragYOffset: -0.2,
      templateId: TEMPLATE_ID,
      type: 2,
      status: 'finished',
    });
    expect(MemeDocumentSchema.parse(meme.document)).toEqual({
      version: 1,
      media: { source: 'template', templateId: TEMPLATE_ID, type: 2, width: 180, height: 320 },
      layers: [{ text: 'When Monday hits 😩', fontSize: 0.07, align: 'left', color: '#ffcc00', offsetY: -0.2 }],
    });
    expect(found!.meme.caption).toBe('When Monday hits 😩');
  });

  it('leaves a meme still waiting for its template without a document, as new ones are', async () => {
    const found = await findUserMeme(database.db, USER_ID, WAITING);
    expect(found!.meme.document).toBeNull();
    expect(await toMeme(found!, storage)).toMatchObject({
      tagline: '',
      templateId: null,
      status: 'queued',
      document: null,
    });
  });
});
