import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SERVER_ROOT } from './server-root';

const pkg = JSON.parse(readFileSync(path.join(SERVER_ROOT, 'package.json'), 'utf8')) as { version: string };

export const APP_VERSION = pkg.version;
