import { mkdtempSync, writeFileSync, existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { tryLockDataDir } from './data-dir-lock';

describe('tryLockDataDir', () => {
  it('refuses a second holder while the first process lives', () => {
    const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'lock-')), 'pg.lock');
    // The parent of this test process is alive: pretend it holds the lock.
    writeFileSync(file, String(process.ppid));
    expect(tryLockDataDir(file)).toEqual({ heldBy: process.ppid });
  });

  it('takes over a lock left by a dead process and releases it', () => {
    const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'lock-')), 'pg.lock');
    const dead = spawnSync(process.execPath, ['-e', 'process.exit(0)']).pid;
    writeFileSync(file, String(dead));
    const lock = tryLockDataDir(file);
    expect('release' in lock).toBe(true);
    if ('release' in lock) lock.release();
    expect(existsSync(file)).toBe(false);
  });
});
