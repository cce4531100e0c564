import { createApiClient } from './client';
import { endSession } from '../features/session/end-session';
import { refreshSession } from '../features/session/refresh';

export { ApiError, AccessDeniedError, createApiClient, buildUrl, type RequestOptions, type ApiRequest } from './client';

/** The app's client: cookies authenticate it; a 401 renews the session once, then ends it. */
export const api = createApiClient({ onUnauthorized: () => void endSession(), refreshSession });
