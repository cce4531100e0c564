/** Every module's tables and row types: what `db/schema` means to the rest of the server. */
export * from './users';
export * from './api-keys';
export * from './social-auth';
export * from './newsletter';
export * from './security';
export * from './templates';
export * from './app-state';
export * from './generation';
export * from './memes';
export * from './credits';
export * from './chat';
export * from './contact';
export * from './billing';
