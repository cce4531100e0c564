/**
 * One process owns an embedded (PGlite) database folder. A second PGlite opening the same folder
 * does not fail: it silently misses the first one's writes and both writing corrupts the data.
 * So the owner writes its pid to a lock file; another process sees a live pid and refuses.
 * Liveness is checked by pid rather than by a heartbeat, because the WASM database can block the
 * event loop long enough for a heartbeat to go stale.
 */
import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { isProcessRunning } from '@memeforge/render/media';

export interface DataDirLock {
  release(): void;
}

function readOwner(file: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(file, 'utf8'), 10);
    return Number.isFinite(pid) ? pid : null;
  } catch {
    return null;
  }
}

/** Returns the lock, or the pid of the live process that holds it. */
export function tryLockDataDir(file: string): DataDirLock | { heldBy: number } {
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = openSync(file, 'wx', 0o600);
      writeSync(fd, String(process.pid));
      closeSync(fd);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        if (readOwner(file) === process.pid) rmSync(file, { force: true });
      };
      process.once('exit', release);
      return { release };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = readOwner(file);
      if (owner !== null && owner !== process.pid && isProcessRunning(owner)) return { heldBy: owner };
      // A lock left by a process that died: take it over.
      rmSync(file, { force: true });
    }
  }
  throw new Error(`Could not lock ${file}`);
}
