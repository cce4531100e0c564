import type { UnhingedLevel } from '../../types';
import { LEVEL_1 } from './level-1';
import { LEVEL_2 } from './level-2';
import { LEVEL_3 } from './level-3';
import { LEVEL_4 } from './level-4';
import { LEVEL_5 } from './level-5';
import type { MemeFormat } from './types';

export { clauseOf } from './types';
export type { FormatView, MemeFormat, Variant } from './types';

/** The library of meme formats, one list per unhinged level. */
export const FORMATS: Readonly<Record<UnhingedLevel, readonly MemeFormat[]>> = {
  1: LEVEL_1,
  2: LEVEL_2,
  3: LEVEL_3,
  4: LEVEL_4,
  5: LEVEL_5,
};
