/**
 * A meme's `caption` column (search, the writer's avoid list) is its whole text: a band meme's one
 * text, or every box's text, a line each, as the contract's documentText says (migration 0016).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentText, memeDocumentOnTemplate, MemeDocumentSchema, type TemplateLayout } from '@memeforge/contract';
import { createTestDatabase, createTestUser } from '../../test-support';
import type { Database } from '../../db/types';
import { findMemeById, insertMemes } from './store';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const template = (layout?: TemplateLayout) => ({
  id: 1,
  type: 1 as const,
  width: 600,
  height: 400,
  fontSize: 0.05,
  textAlign: 'center' as const,
  dragYOffset: -0.3,
  ...(layout ? { layout } : {}),
});

async function storedCaption(userId: number, text: string, layout?: TemplateLayout) {
  const id = randomUUID();
  const document = MemeDocumentSchema.parse(memeDocumentOnTemplate(template(layout), text));
  await insertMemes(database.db, [
    { id, userId, type: 1, unhingedLevel: 1, jobId: randomUUID(), status: 'finished', document },
  ]);
  return { stored: (await findMemeById(database.db, id))!.caption, expected: documentText(document) };
}

describe("a meme's whole text", () => {
  it('is the band text as written, or the boxes’ texts a line each, empty boxes left out', async () => {
    const { id: userId } = await createTestUser(database);
    const band = await storedCaption(userId, '  One line, spaces kept  ');
    expect(band.stored).toBe('  One line, spaces kept  ');
    const boxes = await storedCaption(userId, ' Sleep early \n\nOne more episode', { kind: 'top-bottom' });
    expect(boxes.stored).toBe('Sleep early\nOne more episode');
    const oneOfTwo = await storedCaption(userId, 'Only the top', { kind: 'top-bottom' });
    expect(oneOfTwo.stored).toBe('Only the top');
    for (const { stored, expected } of [band, boxes, oneOfTwo]) expect(stored).toBe(expected);
  });
});
