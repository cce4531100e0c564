import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { templates } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test-support';
import { ManifestError } from './import';
import { captionFormatForParts, importMemegenTemplates, importTemplatesAs } from './memegen-import';

const FIXTURE = path.join(import.meta.dirname, 'fixtures', 'memegen');

let t: TestApp;
let work: string;

beforeAll(async () => {
  t = await buildTestApp();
  work = await mkdtemp(path.join(tmpdir(), 'memegen-'));
}, 60_000);
afterAll(async () => {
  await t.close();
  await rm(work, { recursive: true, force: true });
});

const ctx = () => ({ db: t.database.db, storage: t.storage });
const rowTitled = async (title: string) =>
  (await t.database.db.select().from(templates).where(eq(templates.title, title)))[0];

describe('templates import --format memegen', () => {
  it('turns each templates/<id>/config.yml and its picture into a template', async () => {
    const seen: string[] = [];
    const report = await importTemplatesAs('memegen', ctx(), FIXTURE, (outcome, index, total) =>
      seen.push(`${index + 1}/${total} ${outcome.status} ${outcome.file}`),
    );
    expect(report).toEqual({ imported: 3, skipped: 0, rejected: [] });
    expect(seen).toEqual([
      '1/3 imported fixture-brain/default.png',
      '2/3 imported fixture-buttons/default.png',
      '3/3 imported fixture-side-eye/default.jpg',
    ]);

    const buttons = await rowTitled('Fixture Top And Bottom');
    expect(buttons).toMatchObject({
      keywords: ['top text', 'bottom text', 'classic'],
      source: 'https://example.com/fixture/top-and-bottom',
      originContent: expect.stringContaining('https://example.com/fixture/top-and-bottom'),
      captionFormat: 'setup_punchline',
      exampleCaptions: ['when the meeting could have been an email\nand it was an email'],
      mimeType: 'image/png',
      isPublic: true,
    });
    expect(buttons!.description).toContain('2 parts');

    // One text box and a reaction keyword: a reaction; four boxes: escalating steps, blank lines dropped.
    expect(await rowTitled('Fixture Side Eye')).toMatchObject({
      captionFormat: 'reaction',
      exampleCaptions: ['me when the group chat goes quiet after my joke'],
      mimeType: 'image/jpeg',
    });
    expect(await rowTitled('Fixture Growing Brain')).toMatchObject({
      captionFormat: 'escalation',
      keywords: ['brain', 'levels', 'escalation'],
      exampleCaptions: ['using a calendar\nusing three calendars\nremembering nothing'],
      source: 'memegen template "fixture-brain"',
    });
  });

  it('adds nothing when run again (the project root or its templates folder alike)', async () => {
    const [before] = await t.database.db.select({ n: count() }).from(templates);
    const again = await importMemegenTemplates(ctx(), path.join(FIXTURE, 'templates'));
    expect(again).toEqual({ imported: 0, skipped: 3, rejected: [] });
    const [after] = await t.database.db.select({ n: count() }).from(templates);
    expect(after?.n).toBe(before?.n);
  });

  it('names the file of a broken config.yml, and still loads the others', async () => {
    const copy = path.join(work, 'broken');
    await cp(FIXTURE, copy, { recursive: true });
    await writeFile(path.join(copy, 'templates', 'fixture-side-eye', 'config.yml'), 'name: [unclosed\nsource: x\n');
    await writeFile(path.join(copy, 'templates', 'fixture-brain', 'config.yml'), 'source: https://example.com\n');
    const report = await importMemegenTemplates(ctx(), copy);
    expect(report.skipped).toBe(1);
    expect(report.rejected).toEqual([
      { file: 'templates/fixture-brain/config.yml', status: 'rejected', reason: expect.stringMatching(/^name: /) },
      {
        file: 'templates/fixture-side-eye/config.yml',
        status: 'rejected',
        reason: expect.stringMatching(/^not valid YAML: /),
      },
    ]);
  });

  it('refuses a config without its picture, and a folder with no templates in it', async () => {
    const copy = path.join(work, 'no-picture');
    await cp(path.join(FIXTURE, 'templates', 'fixture-buttons', 'config.yml'), path.join(copy, 'lonely', 'config.yml'));
    const report = await importMemegenTemplates(ctx(), copy);
    expect(report.rejected).toEqual([
      {
        file: 'no-picture/lonely/config.yml',
        status: 'rejected',
        reason: 'no default.jpg, default.png or default.gif beside it',
      },
    ]);
    await expect(importMemegenTemplates(ctx(), path.join(work, 'missing'))).rejects.toBeInstanceOf(ManifestError);
    await expect(importMemegenTemplates(ctx(), path.join(copy, 'lonely'))).rejects.toThrow(
      /no templates\/<id>\/config\.yml/,
    );
  });

  it('maps the number of text parts to a caption format', () => {
    expect(captionFormatForParts(1)).toBe('one_liner');
    expect(captionFormatForParts(1, 'Me when the alarm rings')).toBe('reaction');
    expect(captionFormatForParts(2)).toBe('setup_punchline');
    expect(captionFormatForParts(3)).toBe('escalation');
    expect(captionFormatForParts(6)).toBe('escalation');
  });
});
