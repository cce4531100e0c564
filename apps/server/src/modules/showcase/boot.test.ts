import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEFAULT_MARKETING_CONTENT } from '../../config';

const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, '../../../../..');
const TSX = path.join(ROOT, 'node_modules/.bin/tsx');
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'marketing-boot-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

it('stops `serve` with one line naming the content file and the bad field, before opening anything', async () => {
  const content = JSON.parse(readFileSync(DEFAULT_MARKETING_CONTENT, 'utf8')) as {
    testimonials: { quote: string }[];
  };
  content.testimonials[0]!.quote = '   ';
  const file = path.join(dir, 'marketing.json');
  await writeFile(file, JSON.stringify(content));
  const dataDir = path.join(dir, 'data');

  const failure = await run(TSX, ['apps/server/src/main.ts', 'serve'], {
    cwd: ROOT,
    env: { ...process.env, MARKETING_CONTENT: file, DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'silent' },
    timeout: 60_000,
  }).then(
    () => null,
    (error: { code: number; stderr: string }) => error,
  );
  expect(failure?.code).toBe(1);
  expect(failure?.stderr.trim()).toBe(
    `Error: Invalid marketing content in ${file} (MARKETING_CONTENT): testimonials.0.quote: must not be empty`,
  );
  // Nothing was opened: no embedded database was created.
  expect(existsSync(path.join(dataDir, 'pg'))).toBe(false);
}, 90_000);
