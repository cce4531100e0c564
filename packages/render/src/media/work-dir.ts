/**
 * Temporary folders for renders and conversions, named after the process that made them
 * (`memeforge-<kind>-<pid>-XXXXXX`), so that a process starting later can tell which ones a killed
 * process left behind: a render holds a clip and a partial output, often tens of megabytes, and a
 * SIGKILL gives it no chance to remove them (decision 049).
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

const WORK_DIR = /^memeforge-[a-z][a-z-]*?-(\d+)-[A-Za-z0-9]{6}$/;

/** A new, empty folder of this process's own in the system's temporary folder. */
export async function makeWorkDir(kind: string): Promise<string> {
  if (!/^[a-z][a-z-]*$/.test(kind)) throw new Error(`invalid work folder kind ${JSON.stringify(kind)}`);
  return mkdtemp(path.join(tmpdir(), `memeforge-${kind}-${process.pid}-`));
}

/** Whether a process with this id runs on this machine (one of another user's counts). */
export function isProcessRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Removes the work folders whose process is no longer running; answers their names. A folder of a
 * running process (this one, another worker on the machine) is left alone, and so is one whose
 * process id was reused since: it is removed by a later start, or the OS's cleaning.
 */
export async function removeWorkDirsOfEndedProcesses(dir = tmpdir()): Promise<string[]> {
  const names = await readdir(dir).catch(() => [] as string[]);
  const orphaned = names.filter((name) => {
    const pid = Number(WORK_DIR.exec(name)?.[1]);
    return pid > 0 && pid !== process.pid && !isProcessRunning(pid);
  });
  await Promise.all(orphaned.map((name) => rm(path.join(dir, name), { recursive: true, force: true })));
  return orphaned;
}
