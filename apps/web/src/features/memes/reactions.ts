import type { Meme, MemeActionRequest } from '@memeforge/contract';

export type Reaction = 'like' | 'dislike';
export type ReactionFlags = Pick<Meme, 'isLiked' | 'isDisliked'>;

/** Like and dislike are exclusive; pressing the one already on takes it off ('clear'). */
export function actionFor(current: ReactionFlags, pressed: Reaction): MemeActionRequest['action'] {
  const on = pressed === 'like' ? current.isLiked : current.isDisliked;
  return on ? 'clear' : pressed;
}

/** The flags the server will answer with, shown before it does. */
export function flagsAfter(action: MemeActionRequest['action'], current: ReactionFlags): ReactionFlags {
  if (action === 'like') return { isLiked: true, isDisliked: false };
  if (action === 'dislike') return { isLiked: false, isDisliked: true };
  if (action === 'clear') return { isLiked: false, isDisliked: false };
  return current;
}
