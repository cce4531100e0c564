import { readFileSync } from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import { ENDPOINTS, PublicTemplateIndexSchema } from '@memeforge/contract';
import { expect } from '../fixtures';

/** The starter library the server loads on start (apps/server/seed/templates). */
export const STARTER = (
  JSON.parse(readFileSync(new URL('../../apps/server/seed/templates/manifest.json', import.meta.url), 'utf8')) as {
    templates: { type: number }[];
  }
).templates;
export const STARTER_VIDEOS = STARTER.filter((template) => template.type === 2).length;

/**
 * A starter picture and a clip whose text goes in the band (one 'Meme text' field, not boxes:
 * decision 057), by their template picker buttons' names.
 */
export const BAND_IMAGE = 'Select Galaxy Brain Cosmic';
export const BAND_VIDEO = 'Select Slow Push In Side Eye';

/** Waits until the server, which loads the library in the background, lists all of it. */
export async function starterLibraryLoaded(request: APIRequestContext): Promise<number> {
  let count = 0;
  await expect
    .poll(
      async () => {
        const response = await request.get(ENDPOINTS.publicTemplates);
        count = response.ok() ? PublicTemplateIndexSchema.parse(await response.json()).count : 0;
        return count;
      },
      { message: 'the starter library to load', timeout: 90_000, intervals: [1000] },
    )
    .toBe(STARTER.length);
  return count;
}
