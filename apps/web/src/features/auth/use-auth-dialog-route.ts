import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { AUTH_DIALOG_MODES, AUTH_DIALOG_MODE_QUERY, LOGIN_MODAL_QUERY, type AuthDialogMode } from '@memeforge/contract';

/** The reset link's values ride in the query while the reset form is showing. */
const RESET_QUERY = ['uid', 'token'] as const;

export interface AuthDialogState {
  open: boolean;
  mode: AuthDialogMode;
  uid: string | null;
  token: string | null;
}

export function readAuthDialog(search: URLSearchParams): AuthDialogState {
  const mode = search.get(AUTH_DIALOG_MODE_QUERY);
  return {
    open: search.get(LOGIN_MODAL_QUERY) === 'true',
    mode: AUTH_DIALOG_MODES.find((known) => known === mode) ?? 'login',
    uid: search.get('uid'),
    token: search.get('token'),
  };
}

/**
 * The auth dialog lives in the URL (`?toggle_login_modal=true&mode=…`), so every link can open it
 * on the right form. Switching forms rewrites `mode`; closing removes the dialog's parameters and
 * keeps any others.
 */
export function useAuthDialogRoute() {
  const [search, setSearch] = useSearchParams();

  const setMode = useCallback(
    (mode: AuthDialogMode) =>
      setSearch(
        (prev) => {
          const next = new URLSearchParams(prev);
          next.set(LOGIN_MODAL_QUERY, 'true');
          if (mode === 'login') next.delete(AUTH_DIALOG_MODE_QUERY);
          else next.set(AUTH_DIALOG_MODE_QUERY, mode);
          if (mode !== 'reset') RESET_QUERY.forEach((key) => next.delete(key));
          return next;
        },
        { replace: true },
      ),
    [setSearch],
  );

  const close = useCallback(
    () =>
      setSearch(
        (prev) => {
          const next = new URLSearchParams(prev);
          [LOGIN_MODAL_QUERY, AUTH_DIALOG_MODE_QUERY, ...RESET_QUERY].forEach((key) => next.delete(key));
          return next;
        },
        { replace: true },
      ),
    [setSearch],
  );

  return { ...readAuthDialog(search), setMode, close };
}
