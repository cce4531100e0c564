import { mkdir, mkdtemp, readdir, rm, symlink, writeFile } from 'node:fs/promises';
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

  it('refuses a symlink that leads out of the folder, and follows one that stays inside', async () => {
    const secret = path.join(tmpdir(), `outside-${Date.now()}.png`);
    await writeFile(secret, await makeImage(200, 150));
    const linked = await mkdtemp(path.join(tmpdir(), 'import-links-'));
    try {
      await mkdir(path.join(linked, 'art'));
      await writeFile(path.join(linked, 'art', 'inside.png'), await makeImage(220, 160));
      await symlink(secret, path.join(linked, 'escape.png'));
      await symlink(path.dirname(secret), path.join(linked, 'up'));
      await symlink(path.join(linked, 'art', 'inside.png'), path.join(linked, 'alias.png'));
      const entry = (file: string) => `  - file: ${file}\n    title: Linked ${file}\n    description: Through a link`;
      await writeFile(
        path.join(linked, 'manifest.yaml'),
        ['templates:', entry('escape.png'), entry(`up/${path.basename(secret)}`), entry('alias.png')].join('\n'),
      );
      const report = await importTemplates({ db: t.database.db, storage: t.storage }, linked);
      expect(report.imported).toBe(1);
      expect(report.rejected).toEqual([
        { file: 'escape.png', status: 'rejected', reason: 'the file must be inside the manifest folder' },
        {
          file: `up/${path.basename(secret)}`,
          status: 'rejected',
          reason: 'the file must be inside the manifest folder',
        },
      ]);
    } finally {
      await rm(linked, { recursive: true, force: true });
      await rm(secret, { force: true });
    }
  });

  it('stores nothing for a clip whose poster frame cannot be made', async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'import-poster-'));
    try {
      // A clip whose container is whole but whose picture data is noise: it probes, it cannot be decoded.
      const clip = await makeVideo(2);
      const mdat = clip.indexOf('mdat') + 4;
      const noise = Buffer.from(clip);
      for (let at = mdat; at < noise.length && noise.subarray(at, at + 4).toString('latin1') !== 'moov'; at += 1) {
        noise[at] = (at * 7919) % 251;
      }
      await writeFile(path.join(folder, 'noise.mp4'), noise);
      await writeFile(
        path.join(folder, 'manifest.yaml'),
        'templates:\n  - file: noise.mp4\n    title: Noise\n    description: Not a picture in it',
      );
      const files = async () => (await readdir(t.storage.root, { recursive: true })).length;
      const [before] = await t.database.db.select({ n: count() }).from(templates);
      const filesBefore = await files();
      const report = await importTemplates({ db: t.database.db, storage: t.storage }, folder);
      expect(report.rejected).toEqual([
        { file: 'noise.mp4', status: 'rejected', reason: expect.stringMatching(/preview picture could not be made/) },
      ]);
      const [after] = await t.database.db.select({ n: count() }).from(templates);
      expect(after?.n).toBe(before?.n);
      expect(await files()).toBe(filesBefore);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  }, 60_000);
});
