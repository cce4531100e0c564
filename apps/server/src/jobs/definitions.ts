import {
  cardPicturesDefinition,
  recoverGenerationDefinition,
  renderImageDefinition,
  renderVideoDefinition,
  writeCaptionsDefinition,
} from './handlers/generation';
import { passwordResetMailDefinition, signInLinkMailDefinition } from './handlers/accounts';
import { purgeRefreshTokensDefinition } from './handlers/purge-refresh-tokens';
import { prepareLibraryDefinition } from './handlers/startup';
import { convertGifDefinition, videoForFeedDefinition } from './handlers/memes';
import { buildJobRegistry } from './registry';
import { renewLocalSubscriptionsDefinition } from '../modules/billing/renewal-job';

/** Every job the product runs. Add a definition here and the queue creates and works it. */
export const jobRegistry = buildJobRegistry([
  purgeRefreshTokensDefinition,
  passwordResetMailDefinition,
  signInLinkMailDefinition,
  writeCaptionsDefinition,
  renderImageDefinition,
  renderVideoDefinition,
  cardPicturesDefinition,
  recoverGenerationDefinition,
  renewLocalSubscriptionsDefinition,
  prepareLibraryDefinition,
  convertGifDefinition,
  videoForFeedDefinition,
]);
