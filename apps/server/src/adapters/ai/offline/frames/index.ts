/**
 * The offline writer's frames, by caption format and unhinged level. A frame writes every part of
 * its format from the topic's words; one frame may serve several levels whose tone it has.
 */
import type { CaptionFormat } from '@memeforge/contract';
import type { UnhingedLevel } from '../../types';
import { BEFORE_AFTER } from './before-after';
import { ESCALATION } from './escalation';
import { ONE_LINER } from './one-liner';
import { REACTION } from './reaction';
import { SETUP_PUNCHLINE } from './setup-punchline';
import { TWO_OPTIONS } from './two-options';
import { EVERYDAY } from './everyday';
import type { Frame } from './types';
import { UNHINGED } from './unhinged';
import { WHOLE_TOPIC } from './whole-topic';

export type { Frame, Need, Words } from './types';
export { framePartCount, suits } from './types';

export const FRAMES: readonly Frame[] = [
  ...ONE_LINER,
  ...SETUP_PUNCHLINE,
  ...BEFORE_AFTER,
  ...TWO_OPTIONS,
  ...ESCALATION,
  ...REACTION,
  ...WHOLE_TOPIC,
  ...UNHINGED,
  ...EVERYDAY,
];

/** The frames of one format at one level. */
export function framesFor(format: CaptionFormat, level: UnhingedLevel): Frame[] {
  return FRAMES.filter((frame) => frame.format === format && frame.levels.includes(level));
}
