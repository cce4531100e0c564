import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { templates } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test-support';
import { makeImage, makeVideo } from '../../test-support/media';
import { importTemplates, ManifestError } from './import';

let t: TestApp;
let dir: string;

beforeAll(async () => {
  t = await buildTestApp();
  dir = await mkdtemp(path.join(tmpdir(), 'import-'));
  await writeFile(path.join(dir, 'one.png'), await makeImage(400, 300));
  await writeFile(path.join(dir, 'two.mp4'), await makeVideo(2));
  await writeFile(path.join(dir, 'broken.jpg'), 'not really a jpeg');
  const manifest = [
    'templates:',
    '  - file: one.png',
    '    title: One panel',
    '    description: An image template',
    '    keywords: [one, panel]',
    '    levels: [1, 2]',
    '  - file: two.mp4',
    '    type: 2',
    '    title: Two seconds',
    '    description: A video template',
    '  - file: broken.jpg',
    '    title: Broken',
    '    description: Not an image',
    '  - file: missing.png',
    '    title: Missing',
    '    description: Not there',
    '  - file: one.png',
    '    title: ""',
    '    description: No title',
  ].join('\n');
  await writeFile(path.join(dir, 'manifest.yaml'), manifest);
}, 60_000);
afterAll(async () => {
  await t.close();
  await rm(dir, { recursive: true, force: true });
});

describe('templates import', () => {
  it('loads the good entries and reports each bad one with its reason', async () => {
    const seen: string[] = [];
    const report = await importTemplates({ db: t.database.db, storage: t.storage }, dir, (outcome, index, total) =>
      seen.push(`${index + 1}/${total} ${outcome.status}`),
    );
    expect(report.imported).toBe(2);
    expect(report.rejected.map((item) => item.file)).toEqual(['broken.jpg', 'missing.png', 'one.png']);
    expect(report.rejected[0]?.reason).toMatch(/must be an image/);
    expect(report.rejected[1]?.reason).toBe('file not found or unreadable');
    expect(report.rejected[2]?.reason).toMatch(/^title:/);
    expect(seen).toEqual(['1/5 imported', '2/5 imported', '3/5 rejected', '4/5 rejected', '5/5 rejected']);
  });

  it('adds nothing when run again', async () => {
    const report = await importTemplates({ db: t.database.db, storage: t.storage }, path.join(dir, 'manifest.yaml'));
    expect(report.imported).toBe(0);
    expect(report.skipped).toBe(2);
    const [row] = await t.database.db.select({ n: count() }).from(templates);
    expect(row?.n).toBe(2);
  });

  it('refuses a folder without a manifest in one sentence', async () => {
    await expect(
      importTemplates({ db: t.database.db, storage: t.storage }, tmpdir() + '/nope-' + Date.now()),
    ).rejects.toBeInstanceOf(ManifestError);
  });
});
