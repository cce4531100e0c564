import { cp, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TextBox } from '@memeforge/contract';
import { templates } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test-support';
import { makeImage } from '../../test-support/media';
import { ManifestError } from './import';
import {
  captionFormatForParts,
  importMemegenTemplates,
  importTemplatesAs,
  layoutOfMemegenText,
  memegenColor,
} from './memegen-import';

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

/** A text box as the import makes it, from memegen's defaults. */
const box = (fields: Partial<TextBox>): TextBox => ({
  label: 'text 1',
  x: 0,
  y: 0,
  width: 1,
  height: 0.2,
  rotation: 0,
  align: 'center',
  valign: 'middle',
  style: 'outlined',
  color: null,
  ...fields,
});

/** A memegen folder of one template: its config.yml and a picture of its own (a distinct content hash). */
async function memegenFolder(name: string, config: string): Promise<string> {
  const root = path.join(work, name);
  await mkdir(path.join(root, 'templates', name), { recursive: true });
  await writeFile(path.join(root, 'templates', name, 'config.yml'), config);
  await writeFile(path.join(root, 'templates', name, 'default.png'), await makeImage(333, 217));
  return root;
}
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
      // memegen's default top and bottom pair, spelled out: our top and bottom text.
      layout: { kind: 'top-bottom' },
    });
    expect(buttons!.description).toContain('2 parts');

    // One text box and a reaction keyword: a reaction; four boxes: escalating steps, blank lines dropped.
    expect(await rowTitled('Fixture Side Eye')).toMatchObject({
      captionFormat: 'reaction',
      exampleCaptions: ['me when the group chat goes quiet after my joke'],
      mimeType: 'image/jpeg',
      layout: { kind: 'boxes', boxes: [box({ label: 'text 1', width: 1, height: 0.2, color: '#ffffff' })] },
    });
    expect(await rowTitled('Fixture Growing Brain')).toMatchObject({
      captionFormat: 'escalation',
      keywords: ['brain', 'levels', 'escalation'],
      exampleCaptions: ['using a calendar\nusing three calendars\nremembering nothing'],
      source: 'memegen template "fixture-brain"',
      layout: {
        kind: 'boxes',
        boxes: [0, 0.25, 0.5, 0.75].map((y, index) => box({ label: `text ${index + 1}`, y, width: 0.5, height: 0.25 })),
      },
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

  it('keeps the text boxes: their place, size, angle, alignment and colour', async () => {
    const root = await memegenFolder(
      'fixture-boxes',
      [
        'name: Fixture Two Signs',
        'text:',
        '  - style: none',
        '    color: black',
        '    font: thin',
        '    anchor_x: 0.085',
        '    anchor_y: 0.085',
        '    angle: 12.5',
        '    scale_x: 0.32',
        '    scale_y: 0.095',
        '    align: left',
        '    start: 0.0',
        '    stop: 0.5',
        "  - color: '#FFF05C'",
        '    anchor_x: -0.0275',
        '    anchor_y: 0.9',
        '    angle: -8',
        '    scale_x: 1.1',
        '    scale_y: 0.2',
        '    align: right',
        'example:',
        '  - the sign on the left',
        '  - the sign below',
        '',
      ].join('\n'),
    );
    expect(await importMemegenTemplates(ctx(), root)).toEqual({ imported: 1, skipped: 0, rejected: [] });
    expect((await rowTitled('Fixture Two Signs'))?.layout).toEqual({
      kind: 'boxes',
      boxes: [
        // Dark text: plain, in its colour; memegen turns counter-clockwise, we turn clockwise.
        box({
          label: 'text 1',
          x: 0.085,
          y: 0.085,
          width: 0.32,
          height: 0.095,
          rotation: -12.5,
          align: 'left',
          style: 'plain',
          color: '#000000',
        }),
        // Kept inside the picture; a light colour keeps its outline.
        box({ label: 'text 2', x: 0, y: 0.9, width: 1, height: 0.1, rotation: 8, align: 'right', color: '#fff05c' }),
      ],
    });
  });

  it("gives a config without text boxes memegen's top and bottom text", async () => {
    const root = await memegenFolder(
      'fixture-no-text',
      ['name: Fixture Plain Top Bottom', 'example:', '  - one does not simply', '  - skip the tests', ''].join('\n'),
    );
    expect(await importMemegenTemplates(ctx(), root)).toEqual({ imported: 1, skipped: 0, rejected: [] });
    expect(await rowTitled('Fixture Plain Top Bottom')).toMatchObject({
      captionFormat: 'setup_punchline',
      layout: { kind: 'top-bottom' },
    });
  });

  it('maps memegen text boxes to a layout', () => {
    expect(layoutOfMemegenText(undefined)).toEqual({ kind: 'top-bottom' });
    expect(layoutOfMemegenText([])).toEqual({ kind: 'top-bottom' });
    // The default pair with its defaults left out is still the default pair; moved, it is boxes.
    expect(layoutOfMemegenText([{}, { anchor_y: 0.8, color: 'white' }])).toEqual({ kind: 'top-bottom' });
    expect(layoutOfMemegenText([{}, { anchor_y: 0.7 }])).toEqual({
      kind: 'boxes',
      boxes: [box({}), box({ label: 'text 2', y: 0.7 })],
    });
    // A turn past half a circle comes back within -180..180; an unreadable entry is all defaults.
    expect(layoutOfMemegenText([{ angle: 270, anchor_x: 'x' }, 'nonsense'])).toEqual({
      kind: 'boxes',
      boxes: [box({ rotation: 90 }), box({ label: 'text 2' })],
    });
    // A box at the very edge keeps the smallest size; at most eight boxes.
    const many = layoutOfMemegenText(
      Array.from({ length: 10 }, (_, index) => ({ anchor_x: 0.995, anchor_y: index / 10, scale_y: 0 })),
    );
    expect(many.kind === 'boxes' && many.boxes).toHaveLength(8);
    expect(many.kind === 'boxes' && many.boxes[0]).toMatchObject({ x: 0.98, width: 0.02, height: 0.02 });
    // Dark colours are plain, light ones outlined; a name we do not know leaves the style's colour.
    const styles = ['#222', '#1a1a2e', 'maroon', '#BBBBBB', 'khaki', 'hotpink'].map((color) => {
      const layout = layoutOfMemegenText([{ color }]);
      return layout.kind === 'boxes' ? [layout.boxes[0]!.style, layout.boxes[0]!.color] : null;
    });
    expect(styles).toEqual([
      ['plain', '#222'],
      ['plain', '#1a1a2e'],
      ['plain', '#800000'],
      ['outlined', '#bbbbbb'],
      ['outlined', '#f0e68c'],
      ['outlined', null],
    ]);
    expect(memegenColor('FFFFFF80')).toBe('#ffffff80');
    expect(memegenColor(null)).toBeNull();
  });

  it('maps the number of text parts to a caption format', () => {
    expect(captionFormatForParts(1)).toBe('one_liner');
    expect(captionFormatForParts(1, 'Me when the alarm rings')).toBe('reaction');
    expect(captionFormatForParts(2)).toBe('setup_punchline');
    expect(captionFormatForParts(3)).toBe('escalation');
    expect(captionFormatForParts(6)).toBe('escalation');
  });
});
