import { ROUTES, authDialogPath } from '@memeforge/contract';
import { NEXT_QUERY } from '../auth/after-sign-in';

/** The editor opened on a library template, by slug (EditorPage reads `?template=`). */
export function editorPathFor(slug: string): string {
  return `${ROUTES['dashboard.editor']}?template=${encodeURIComponent(slug)}`;
}

/**
 * Where a call to action leads: the dashboard page when signed in, else the sign-up dialog, which
 * goes on to that page once the person is signed in.
 */
export function signedInOr(signedIn: boolean, path: string): string {
  return signedIn ? path : authDialogPath('signup', { [NEXT_QUERY]: path });
}
