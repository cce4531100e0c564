import type { APIRequestContext } from '@playwright/test';
import { ENDPOINTS, LandingDataSchema } from '@memeforge/contract';
import { expect } from '../fixtures';

/**
 * Waits until the landing page's showcase memes (rendered in the background at first start,
 * decision 028) are ready, so both carousels are on the page.
 */
export async function showcaseReady(request: APIRequestContext) {
  await expect
    .poll(
      async () => {
        const response = await request.get(ENDPOINTS.landing);
        if (!response.ok()) return false;
        const data = LandingDataSchema.parse(await response.json());
        return data.imageMemes.length > 1 && data.videoMemes.length > 1;
      },
      { message: 'the showcase memes to be rendered', timeout: 150_000, intervals: [1000] },
    )
    .toBe(true);
}
