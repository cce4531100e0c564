/**
 * "This meme has ended" between processes: the render job (or a failure) announces it as the
 * change commits, and a request waiting for its batch wakes at once, in whichever process it
 * waits, instead of reading the database every few milliseconds (decision 038's change notices).
 * One listener per process serves every waiting request.
 */
import { announceChange, onChange, onNoticesMissed } from '../../db/change-notices';
import type { Db } from '../../db/types';

type Waiter = (memeId: string) => void;
/** Not a meme id: what waiters are told when endings may have been missed. */
const MISSED = '*';
const waitersByDb = new WeakMap<Db, Set<Waiter>>();

function waitersOf(db: Db): Set<Waiter> {
  let waiters = waitersByDb.get(db);
  if (!waiters) {
    const created = new Set<Waiter>();
    waiters = created;
    waitersByDb.set(db, created);
    onChange(db, 'meme-ended', (memeId) => {
      for (const waiter of [...created]) waiter(memeId);
    });
    // An ending may have been missed: every waiter reads again.
    onNoticesMissed(db, () => {
      for (const waiter of [...created]) waiter(MISSED);
    });
  }
  return waiters;
}

/** Tells every process the meme has finished or failed (at commit, when `db` is a transaction). */
export function announceMemeEnded(db: Db, memeId: string): Promise<void> {
  return announceChange(db, 'meme-ended', memeId);
}

export interface EndingWatch {
  /** Resolves when one of the memes `wanted` accepts ends, or after `ms`, whichever is first. */
  next(ms: number): Promise<void>;
  stop(): void;
}

/**
 * Starts hearing endings before the caller reads, so none falls between its read and its wait.
 * `wanted` says which memes matter (all, until the caller knows its batch).
 */
export function watchEndings(db: Db, wanted: (memeId: string) => boolean): EndingWatch {
  let heard = false;
  let wake: (() => void) | null = null;
  const waiter: Waiter = (memeId) => {
    if (memeId !== MISSED && !wanted(memeId)) return;
    heard = true;
    wake?.();
  };
  const waiters = waitersOf(db);
  waiters.add(waiter);
  return {
    async next(ms) {
      if (!heard) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, ms);
          wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
        wake = null;
      }
      heard = false;
    },
    stop() {
      waiters.delete(waiter);
      wake?.();
    },
  };
}
