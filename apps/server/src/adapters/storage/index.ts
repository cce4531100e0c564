export type { MediaStorage } from './types';
export { LocalMediaStorage } from './local-storage';
