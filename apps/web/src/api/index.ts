import { createApiClient } from './client';
import { endSession } from '../features/session/end-session';

export { ApiError, AccessDeniedError, createApiClient, buildUrl, type RequestOptions, type ApiRequest } from './client';

/** The app's client: cookies authenticate it; a 401 ends the session. */
export const api = createApiClient({ onUnauthorized: () => void endSession() });
