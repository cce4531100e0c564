/**
 * A finished image meme of `userId` written straight into the table, as a test needs one without
 * generating it: a new id and job id, its file under `memes/<id>/`, and whatever `values` adds.
 */
import { randomUUID } from 'node:crypto';
import type { NewMemeRow } from '../db/schema';
import type { Db } from '../db/types';
import { insertMemes } from '../modules/memes/store';

export async function insertFinishedMeme(db: Db, userId: number, values: Partial<NewMemeRow> = {}): Promise<string> {
  const id = values.id ?? randomUUID();
  await insertMemes(db, [
    {
      id,
      userId,
      type: 1,
      unhingedLevel: 1,
      jobId: randomUUID(),
      status: 'finished',
      fileKey: `memes/${id}/meme.png`,
      canvasWidth: 100,
      canvasHeight: 100,
      ...values,
    },
  ]);
  return id;
}
