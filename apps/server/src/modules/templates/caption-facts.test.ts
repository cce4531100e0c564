/** Caption formats and example captions through the manifest import and the starter library's seed. */
import { createHash } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readAppState, writeAppState } from '../../db/app-state-store';
import { templates } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test-support';
import { makeImage } from '../../test-support/media';
import { importTemplates } from './import';
import { loadSeedTemplates } from './seed';

let t: TestApp;
let dir: string;
const logger = pino({ level: 'silent' });

beforeAll(async () => {
  t = await buildTestApp();
  dir = await mkdtemp(path.join(tmpdir(), 'caption-facts-'));
  await writeFile(path.join(dir, 'plain.png'), await makeImage(200, 150));
  await writeFile(path.join(dir, 'versus.png'), await makeImage(210, 150));
}, 60_000);
afterAll(async () => {
  await t.close();
  await rm(dir, { recursive: true, force: true });
});

const ctx = () => ({ db: t.database.db, storage: t.storage });
const facts = async (title: string) =>
  (
    await t.database.db
      .select({ captionFormat: templates.captionFormat, exampleCaptions: templates.exampleCaptions })
      .from(templates)
      .where(eq(templates.title, title))
  )[0];

async function writeManifest(folder: string, entries: object[]): Promise<void> {
  await writeFile(path.join(folder, 'manifest.json'), JSON.stringify({ templates: entries }));
}

const PLAIN = { file: 'plain.png', title: 'Plain', description: 'A plain picture' };
const VERSUS = { file: 'versus.png', title: 'Versus', description: 'Two things side by side' };

describe('caption formats in the manifest import', () => {
  it('stores a named format and its examples; without them, a one-liner with none', async () => {
    await writeManifest(dir, [
      PLAIN,
      { ...VERSUS, captionFormat: 'two_options', exampleCaptions: ['  Tea \n\n Coffee  ', 'Stairs\nLift'] },
    ]);
    const report = await importTemplates(ctx(), dir);
    expect(report).toMatchObject({ imported: 2, rejected: [] });
    expect(await facts('Plain')).toEqual({ captionFormat: 'one_liner', exampleCaptions: [] });
    expect(await facts('Versus')).toEqual({
      captionFormat: 'two_options',
      exampleCaptions: ['Tea\nCoffee', 'Stairs\nLift'],
    });
  });

  it('refuses an unknown format and too many or too long examples, saying which', async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'caption-facts-bad-'));
    try {
      await writeFile(path.join(folder, 'a.png'), await makeImage(200, 160));
      await writeManifest(folder, [
        { ...PLAIN, file: 'a.png', captionFormat: 'haiku' },
        { ...PLAIN, file: 'a.png', exampleCaptions: ['1', '2', '3', '4', '5', '6'] },
        { ...PLAIN, file: 'a.png', exampleCaptions: ['x'.repeat(151)] },
        { ...PLAIN, file: 'a.png', exampleCaptions: ['  \n '] },
      ]);
      const report = await importTemplates(ctx(), folder);
      expect(report.imported).toBe(0);
      expect(report.rejected.map((item) => item.reason)).toEqual([
        expect.stringMatching(/^captionFormat: The caption format is one of: one_liner, setup_punchline/),
        'exampleCaptions: At most 5 example captions.',
        'exampleCaptions.0: An example caption is at most 150 characters.',
        'exampleCaptions.0: An example caption must not be empty.',
      ]);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });

  it('importing again updates the format and examples of templates already there, and only those', async () => {
    await writeManifest(dir, [
      { ...PLAIN, captionFormat: 'reaction', exampleCaptions: ['Me when the printer works first time'] },
      VERSUS,
    ]);
    const report = await importTemplates(ctx(), dir);
    expect(report).toMatchObject({ imported: 0, skipped: 2, rejected: [] });
    expect(await facts('Plain')).toEqual({
      captionFormat: 'reaction',
      exampleCaptions: ['Me when the printer works first time'],
    });
    // An entry that does not name them leaves what the template has.
    expect(await facts('Versus')).toEqual({
      captionFormat: 'two_options',
      exampleCaptions: ['Tea\nCoffee', 'Stairs\nLift'],
    });
  });
});

describe('the starter library seed', () => {
  it('loads again for a library remembered by an older loader, bringing the new fields to existing rows', async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'caption-facts-seed-'));
    try {
      await writeFile(path.join(folder, 'seed.png'), await makeImage(230, 170));
      await writeManifest(folder, [{ file: 'seed.png', title: 'Seeded', description: 'From the starter library' }]);
      await loadSeedTemplates(ctx(), logger, folder);
      expect(await facts('Seeded')).toEqual({ captionFormat: 'one_liner', exampleCaptions: [] });

      // The manifest gains the fields and an older server (hashing the bare manifest) loaded it already.
      const manifest = JSON.stringify({
        templates: [
          {
            file: 'seed.png',
            title: 'Seeded',
            description: 'From the starter library',
            captionFormat: 'before_after',
            exampleCaptions: ['The plan\nThe day'],
          },
        ],
      });
      await writeFile(path.join(folder, 'manifest.json'), manifest);
      const oldHash = createHash('sha256').update(manifest).digest('hex');
      await writeAppState(t.database.db, 'seed.templates.manifest-sha256', oldHash);

      await loadSeedTemplates(ctx(), logger, folder);
      expect(await facts('Seeded')).toEqual({ captionFormat: 'before_after', exampleCaptions: ['The plan\nThe day'] });
      expect(await readAppState(t.database.db, 'seed.templates.manifest-sha256')).not.toBe(oldHash);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});
