/**
 * A stand-in for the built web app (`apps/web/dist`), for tests of the web plugin: the page
 * template, the SSR bundle's module text, and any files under `client/`. `useAppOnFakeWebDist`
 * builds the test app on it for a file's tests and removes both afterwards.
 */
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { buildTestApp, type TestApp } from './app';

export interface FakeWebDist {
  /** client/index.html, with the template's markers (`<!--app-head-->` and so on). */
  indexHtml: string;
  /** server/entry-server.js: an ES module with `render` and `clientOnlyHead`. */
  entryServer: string;
  /** More files under client/, by path relative to it (e.g. `assets/entry-abc.js`). */
  clientFiles?: Record<string, string | Buffer>;
}

export async function writeFakeWebDist(dist: FakeWebDist): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'web-dist-'));
  await mkdir(path.join(dir, 'client'), { recursive: true });
  await mkdir(path.join(dir, 'server'), { recursive: true });
  await writeFile(path.join(dir, 'client', 'index.html'), dist.indexHtml);
  await writeFile(path.join(dir, 'server', 'entry-server.js'), dist.entryServer);
  for (const [file, content] of Object.entries(dist.clientFiles ?? {})) {
    const target = path.join(dir, 'client', file);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, content);
  }
  return dir;
}

/** The test app on a fake web build for this file's tests: call the answer inside a test. */
export function useAppOnFakeWebDist(dist: FakeWebDist): () => TestApp {
  let t: TestApp | undefined;
  let dir: string | undefined;
  beforeAll(async () => {
    dir = await writeFakeWebDist(dist);
    t = await buildTestApp({ webDistDir: dir });
  });
  afterAll(async () => {
    await t?.close();
    if (dir) await rm(dir, { recursive: true, force: true });
  });
  return () => {
    if (!t) throw new Error('the app is built in beforeAll');
    return t;
  };
}
