/**
 * A dozen starter templates with text boxes (decision 057), opened in the editor as a person would
 * at 1280 px and at 375 px: each shows a handle per box over the picture and a text per box in the
 * list; its first example caption, written box by box, is drawn. The screenshots are for a person to
 * look at (e2e/.artifacts/screenshots/box-template-*).
 */
import { readFileSync } from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import { ENDPOINTS, PublicTemplateIndexSchema, ROUTES, TemplateLayoutSchema, layoutBoxes } from '@memeforge/contract';
import { test, expect, screenshot } from '../fixtures';
import { starterLibraryLoaded } from '../support/starter-library';

interface StarterEntry {
  title: string;
  type: number;
  layout?: unknown;
  exampleCaptions?: string[];
}

const BOXED = (
  JSON.parse(readFileSync(new URL('../../apps/server/seed/templates/manifest.json', import.meta.url), 'utf8')) as {
    templates: StarterEntry[];
  }
).templates.filter((entry) => entry.type === 1 && entry.layout);

const TITLES = [
  'Expanding Brain Four Stages',
  'Distracted By Something New',
  'Two Buttons Dilemma',
  'Expectation Vs Reality Pizza',
  'Bell Curve Three Faces',
  'Money Printer Go Brrr',
  'The Plan Four Panels',
  'Clown Makeup Four Stages',
  'Two Doors Choice',
  'Awkward Penguin Alone',
  'Cat Vs Dog Showdown',
  'Epic Handshake Agreement',
];

async function slugsByTitle(request: APIRequestContext): Promise<Map<string, string>> {
  const slugs = new Map<string, string>();
  for (let page = 1; ; page += 1) {
    const response = await request.get(`${ENDPOINTS.publicTemplates}?page=${page}`);
    const index = PublicTemplateIndexSchema.parse(await response.json());
    for (const entry of index.results) slugs.set(entry.templateTitle.toLowerCase(), entry.slug);
    if (!index.next) return slugs;
  }
}

for (const { width, use } of [
  { width: 1280, use: { viewport: { width: 1280, height: 900 } } },
  { width: 375, use: { viewport: { width: 375, height: 812 }, hasTouch: true } },
] as const) {
  test.describe(`box templates at ${width} px`, () => {
    test.use(use);

    test('a dozen templates show a box and a text per part, with their example written in', async ({
      page,
      request,
      signIn,
    }) => {
      test.setTimeout(180_000);
      await starterLibraryLoaded(request);
      const slugs = await slugsByTitle(request);
      await signIn({ plan: 'pro', credits: 20 });
      for (const title of TITLES) {
        const entry = BOXED.find((candidate) => candidate.title.toLowerCase() === title.toLowerCase());
        expect(entry, `${title} is a starter template with boxes`).toBeDefined();
        const boxes = layoutBoxes(TemplateLayoutSchema.parse(entry!.layout));
        const lines = (entry!.exampleCaptions?.[0] ?? '').split('\n');
        await page.goto(`${ROUTES['dashboard.editor']}?template=${slugs.get(title.toLowerCase())}`);
        const panel = page.getByRole('region', { name: 'Editing' });
        const texts = panel.getByRole('group', { name: 'Texts on the picture' }).getByRole('button');
        await expect(texts).toHaveCount(boxes.length);
        for (const [index, box] of boxes.entries()) {
          await texts.nth(index).click();
          await panel.getByRole('textbox', { name: `Text ${index + 1} (${box.label}) text` }).fill(lines[index] ?? '');
        }
        await expect(page.getByTestId('text-boxes').getByRole('button', { pressed: true })).toHaveCount(1);
        for (const index of boxes.keys()) await expect(page.getByTestId(`text-box-${index}`)).toBeVisible();
        await page.getByTestId('image-preview').scrollIntoViewIfNeeded();
        const slug = slugs.get(title.toLowerCase())!;
        await screenshot(page, `box-template-${slug}-${width}`);
      }
    });
  });
}
