import { ROUTES, SIGNUP_MODAL_PATH } from '@memeforge/contract';

/** The editor opened on a library template, by slug (EditorPage reads `?template=`). */
export function editorPathFor(slug: string): string {
  return `${ROUTES['dashboard.editor']}?template=${encodeURIComponent(slug)}`;
}

/** Where a call to action leads: the dashboard page when signed in, else the sign-up dialog. */
export function signedInOr(signedIn: boolean, path: string): string {
  return signedIn ? path : SIGNUP_MODAL_PATH;
}
