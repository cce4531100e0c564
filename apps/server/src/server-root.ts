/**
 * The server package's folder (apps/server), wherever this code runs from: its sources under src/
 * through tsx and the tests, or the one bundled file under dist/ in production (decision 055). Files
 * that ship beside the code (migrations, the starter library, marketing content) are found from
 * here, so their paths do not depend on how deep the running file sits.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const PACKAGE_NAME = '@memeforge/server';

function isServerPackage(folder: string): boolean {
  const file = path.join(folder, 'package.json');
  if (!existsSync(file)) return false;
  return (JSON.parse(readFileSync(file, 'utf8')) as { name?: string }).name === PACKAGE_NAME;
}

function findServerRoot(start: string): string {
  for (let folder = start; ; folder = path.dirname(folder)) {
    if (isServerPackage(folder)) return folder;
    if (path.dirname(folder) === folder) throw new Error(`${PACKAGE_NAME}'s package.json was not found above ${start}`);
  }
}

export const SERVER_ROOT: string = findServerRoot(import.meta.dirname);
