import type { MemeRow } from '../../db/schema';
import type { Db } from '../../db/types';
import { refundMeme } from '../credits/ledger-store';
import { transitionMeme } from '../memes/store';
import { announceMemeEnded } from './meme-endings';

const UNFINISHED: MemeRow['status'][] = ['queued', 'started', 'processing'];

/**
 * A meme that will not be made: marked failed and its credit given back, in one transaction, once
 * (a second call finds it failed already and changes nothing). Answers whether it failed it now.
 */
export async function failMeme(db: Db, memeId: string, error: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const failed = await transitionMeme(tx, memeId, UNFINISHED, { status: 'failed', error, endedAt: new Date() });
    if (!failed) return false;
    await refundMeme(tx, failed.userId, memeId, `Refund: ${error}`);
    await announceMemeEnded(tx, memeId);
    return true;
  });
}
