/**
 * Finds a Chromium for the browser tests: CHROMIUM_PATH, then /usr/bin/chromium, then other usual
 * places. Where none is found and we are root with apt-get, installs Debian's `chromium`;
 * otherwise stops with one sentence saying what to install. Never downloads a browser build.
 */
import { accessSync, constants } from 'node:fs';
import { spawnSync } from 'node:child_process';

const CANDIDATES = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/snap/bin/chromium',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/opt/google/chrome/chrome',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
];

function executable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function found() {
  const given = process.env.CHROMIUM_PATH;
  if (given) {
    if (executable(given)) return given;
    throw new Error(`CHROMIUM_PATH is set to ${given}, which is not an executable file.`);
  }
  return CANDIDATES.find(executable);
}

function hasCommand(name) {
  return spawnSync('sh', ['-c', `command -v ${name}`], { stdio: 'ignore' }).status === 0;
}

export function findChromium() {
  const path = found();
  if (path) return path;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && hasCommand('apt-get')) {
    console.log("Chromium not found: installing Debian's chromium package with apt-get...");
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    const install =
      update.status === 0 && spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env });
    if (install && install.status === 0 && executable('/usr/bin/chromium')) return '/usr/bin/chromium';
  }
  throw new Error(
    'No Chromium found for the browser tests: install Debian\'s "chromium" package (sudo apt-get install chromium) or set CHROMIUM_PATH to a Chromium or Chrome executable.',
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    console.log(findChromium());
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
