/**
 * Phones store portrait video as landscape frames plus a rotation in the container. A template
 * made from such a clip must have the size people see, and a meme made from it must be laid out
 * for that frame: a caption laid out for the stored size is too big and runs off the side.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS, type GenerateResponse, type Meme } from '@memeforge/contract';
import type { TemplateRow } from '../../db/schema';
import { bearerFor, buildTestApp, createTestUser, type TestApp } from '../../test-support';
import { makeRotatedVideo, videoFrame } from '../../test-support/media';
import { ingestTemplate } from './ingest';
import { waitForJobStatuses } from '../../test-support/job-status';

let t: TestApp;
let template: TemplateRow;
let clip: Buffer;

beforeAll(async () => {
  t = await buildTestApp({ work: true, generationFastPathWaitMs: 30_000 });
  clip = await makeRotatedVideo(2);
  ({ template } = await ingestTemplate({ db: t.database.db, storage: t.storage }, clip, {
    title: 'Phone clip of the office',
    description: 'A portrait phone clip of the office',
    keywords: ['office', 'phone'],
    levels: [1, 2, 3, 4, 5],
  }));
}, 60_000);
afterAll(async () => {
  await t?.close();
});

async function finishedMemes(headers: Record<string, string>, memes: Meme[]): Promise<Meme[]> {
  const finished: Meme[] = [];
  for (const status of await waitForJobStatuses(t.app, headers, memes)) {
    expect(status.status).toBe('finished');
  }
  for (const meme of memes) {
    finished.push((await t.app.inject({ method: 'GET', url: ENDPOINTS.meme(meme.memeId), headers })).json<Meme>());
  }
  return finished;
}

/** Rows and columns (inclusive) where the two frames differ: where the caption was drawn. */
function changedArea(before: Awaited<ReturnType<typeof videoFrame>>, after: Awaited<ReturnType<typeof videoFrame>>) {
  let top = Infinity;
  let bottom = -1;
  let left = Infinity;
  let right = -1;
  for (let y = 0; y < after.height; y += 1) {
    for (let x = 0; x < after.width; x += 1) {
      const i = (y * after.width + x) * 4;
      const differs = [0, 1, 2].some((c) => Math.abs(after.data[i + c]! - before.data[i + c]!) > 64);
      if (!differs) continue;
      top = Math.min(top, y);
      bottom = Math.max(bottom, y);
      left = Math.min(left, x);
      right = Math.max(right, x);
    }
  }
  return { top, bottom, left, right };
}

describe('a rotated phone clip', () => {
  it('becomes a template of its displayed size', () => {
    expect(template.type).toBe(2);
    expect([template.width, template.height]).toEqual([180, 320]);
  });

  it('makes video memes with the caption laid out inside the portrait frame', async () => {
    const user = await createTestUser(t.database, { credits: 30, plan: 'pro' });
    const headers = await bearerFor(t, user);
    const response = await t.app.inject({
      method: 'POST',
      url: ENDPOINTS.generate,
      headers,
      payload: { description: 'the office', mediaType: 'videos' },
    });
    expect(response.statusCode).toBe(200);
    const memes = await finishedMemes(headers, response.json<GenerateResponse>().memes);
    expect(memes.length).toBeGreaterThan(0);

    const before = await videoFrame(clip, 1);
    expect([before.width, before.height]).toEqual([180, 320]);
    for (const meme of memes) {
      expect(meme.templateId).toBe(template.id);
      expect([meme.canvasWidth, meme.canvasHeight]).toEqual([180, 320]);
      const file = await t.app.inject({ method: 'GET', url: meme.file! });
      const after = await videoFrame(file.rawPayload, 1);
      expect([after.width, after.height]).toEqual([180, 320]);

      const caption = changedArea(before, after);
      // Inside the frame with room on both sides, centred (the template's alignment)...
      expect(caption.left).toBeGreaterThan(2);
      expect(caption.right).toBeLessThan(177);
      expect(Math.abs((caption.left + caption.right) / 2 - 90)).toBeLessThan(12);
      // ...around the template's vertical offset (-0.3 of the frame height from its centre).
      const centre = (caption.top + caption.bottom) / 2;
      expect(Math.abs(centre - 320 * (0.5 + meme.dragYOffset))).toBeLessThan(24);
    }
  }, 120_000);
});
