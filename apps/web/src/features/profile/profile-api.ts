import { ENDPOINTS, UserSchema, type ProfileUpdateRequest } from '@memeforge/contract';
import { api } from '../../api';

/** PATCH the signed-in user's names; answers the updated user. */
export function updateProfile(body: ProfileUpdateRequest) {
  return api(ENDPOINTS.user, { method: 'PATCH', json: body, schema: UserSchema });
}
