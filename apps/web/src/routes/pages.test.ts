import { describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ROUTES } from '@memeforge/contract';
import { PAGES, PUBLIC_ROUTES, publicPageFor } from './pages';

const webRoot = path.resolve(import.meta.dirname, '../..');

describe('the page table', () => {
  it('names every page by a module that exists and exports it', async () => {
    for (const page of Object.values(PAGES)) {
      expect(existsSync(path.join(webRoot, page.moduleId)), page.moduleId).toBe(true);
      await expect(page.preload(), page.moduleId).resolves.toBeTypeOf('function');
    }
  });

  it('finds the page the router shows for a public path, and the not-found page for any other', () => {
    expect(publicPageFor('/')).toBe(PAGES.landing);
    expect(publicPageFor(ROUTES.subscription)).toBe(PAGES.subscription);
    expect(publicPageFor(`${ROUTES.subscription}/`)).toBe(PAGES.subscription);
    expect(publicPageFor(`${ROUTES.publicTemplates}/distracted-boyfriend`)).toBe(PAGES.publicTemplate);
    expect(publicPageFor(ROUTES.publicTemplates)).toBe(PAGES.publicTemplateIndex);
    expect(publicPageFor('/m/0b7f5a8e-0000-4000-8000-000000000000')).toBe(PAGES.sharedMeme);
    expect(publicPageFor(ROUTES.privacyPolicy)).toBe(PAGES.privacyPolicy);
    expect(publicPageFor(ROUTES.apiReference)).toBe(PAGES.apiReference);
    expect(publicPageFor('/no-such-page')).toBe(PAGES.notFound);
  });

  it('ends the public routes with the catch-all, so no public path is left without a page', () => {
    expect(PUBLIC_ROUTES.at(-1)?.path).toBe('*');
  });
});
