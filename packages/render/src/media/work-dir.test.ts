import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeWorkDir, removeWorkDirsOfEndedProcesses } from './work-dir';

/** The id of a process that has ended. */
function endedPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
  return Number(child.stdout.toString());
}

describe('work folders', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'work-dir-test-'));
  });
  afterEach(async () => {
    vi.unstubAllEnvs();
    await rm(dir, { recursive: true, force: true });
  });

  it('are named after the process that made them', async () => {
    vi.stubEnv('TMPDIR', dir);
    const made = await makeWorkDir('render');
    expect(path.dirname(made)).toBe(dir);
    expect(path.basename(made)).toMatch(new RegExp(`^memeforge-render-${process.pid}-[A-Za-z0-9]{6}$`));
    await expect(makeWorkDir('../escape')).rejects.toThrow('invalid work folder kind');
  });

  it('removes only the folders of processes that ended, with what they hold', async () => {
    const ended = endedPid();
    const orphan = path.join(dir, `memeforge-editor-upload-${ended}-Ab12Cd`);
    const ours = path.join(dir, `memeforge-video-${process.pid}-Xy34Zw`);
    const parent = path.join(dir, `memeforge-video-${process.ppid}-Qr56St`);
    const other = path.join(dir, `someone-else-${ended}-Ab12Cd`);
    for (const folder of [orphan, ours, parent, other]) await mkdir(folder);
    await mkdir(path.join(orphan, 'nested'));

    expect(await removeWorkDirsOfEndedProcesses(dir)).toEqual([path.basename(orphan)]);
    expect(existsSync(orphan)).toBe(false);
    for (const kept of [ours, parent, other]) expect(existsSync(kept)).toBe(true);
  });

  it('answers nothing for a folder that is not there', async () => {
    expect(await removeWorkDirsOfEndedProcesses(path.join(dir, 'missing'))).toEqual([]);
  });
});
