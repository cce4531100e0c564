import {
  ENDPOINTS,
  PasswordChangeResponseSchema,
  UserSchema,
  type PasswordChangeRequest,
  type ProfileUpdateRequest,
} from '@memeforge/contract';
import { api } from '../../api';

/** PATCH the signed-in user's names; answers the updated user. */
export function updateProfile(body: ProfileUpdateRequest) {
  return api(ENDPOINTS.user, { method: 'PATCH', json: body, schema: UserSchema });
}

/** POST the signed-in password change; the server ends every other session and renews this one's cookies. */
export function changePassword(body: PasswordChangeRequest) {
  return api(ENDPOINTS.passwordChange, { method: 'POST', json: body, schema: PasswordChangeResponseSchema });
}
