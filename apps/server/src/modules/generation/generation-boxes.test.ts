/**
 * Generating on templates whose text goes on the picture (decision 057): each meme's document has
 * a layer per box, every box filled with a line that fits it, and the file is the picture's own
 * shape (no band above it).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { ENDPOINTS, layoutBoxes, type GenerateResponse, type TemplateLayout } from '@memeforge/contract';
import { captionBoxesOf } from '../../adapters/ai';
import { bearerFor, buildTestApp, createTestUser, type TestApp } from '../../test-support';
import { makeImage } from '../../test-support/media';
import { ingestTemplate } from '../templates/ingest';

let t: TestApp;
const buttons: TemplateLayout = {
  kind: 'boxes',
  boxes: ['left button', 'right button'].map((label, index) => ({
    label,
    x: 0.05 + index * 0.5,
    y: 0.1,
    width: 0.4,
    height: 0.25,
    rotation: index === 0 ? -8 : 0,
    align: 'center' as const,
    valign: 'middle' as const,
    style: 'plain' as const,
    color: null,
  })),
};
const LAYOUTS: TemplateLayout[] = [buttons, { kind: 'top-bottom' }, buttons, { kind: 'top-bottom' }];

beforeAll(async () => {
  t = await buildTestApp({ work: true, generationFastPathWaitMs: 30_000 });
  const ctx = { db: t.database.db, storage: t.storage };
  for (const [index, layout] of LAYOUTS.entries()) {
    await ingestTemplate(ctx, await makeImage(600, 600, 'jpeg'), {
      title: `Office choice ${index}`,
      description: 'Two choices at the office',
      keywords: ['office', 'choice'],
      levels: [1, 2, 3, 4, 5],
      captionFormat: layout.kind === 'boxes' ? 'two_options' : 'setup_punchline',
      layout,
    });
  }
}, 120_000);
afterAll(() => t?.close());

describe('generating on templates with text boxes', () => {
  it('gives every meme a layer per box, each filled and fitting, drawn on the picture with no band', async () => {
    const user = await createTestUser(t.database, { credits: 10 });
    const headers = await bearerFor(t, user);
    const response = await t.app.inject({
      method: 'POST',
      url: ENDPOINTS.generate,
      headers,
      payload: {
        description: 'choosing between coffee and sleep at the office',
        mediaType: 'images',
        unhingedLevel: 3,
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const { memes } = response.json<GenerateResponse>();
    expect(memes).toHaveLength(4);
    for (const meme of memes) {
      expect(meme.status).toBe('finished');
      const { document } = meme;
      const layout = document!.layers.every((layer) => layer.box?.label.endsWith('button'))
        ? buttons
        : { kind: 'top-bottom' as const };
      const boxes = captionBoxesOf({ type: 1, width: 600, height: 600, layout });
      expect(document!.layers).toHaveLength(layoutBoxes(layout).length);
      document!.layers.forEach((layer, index) => {
        expect(layer.text.trim(), meme.tagline).not.toBe('');
        expect(boxes[index]!.fits(layer.text), layer.text).toBe(true);
      });
      expect(meme.tagline).toBe(document!.layers.map((layer) => layer.text.trim()).join('\n'));
      const file = await t.app.inject({ method: 'GET', url: meme.file! });
      const info = await sharp(file.rawPayload).metadata();
      expect([info.width, info.height]).toEqual([800, 800]);
    }
  }, 60_000);
});
