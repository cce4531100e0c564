import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { hasOwnTitle, metaFor } from '../../routes/meta';

/**
 * Keeps the tab title right as the user moves around the browser-rendered app. Pages titled by
 * their data (a template page) set it themselves: this effect runs after theirs and would undo it.
 */
export function useDocumentTitle() {
  const { pathname } = useLocation();
  useEffect(() => {
    if (hasOwnTitle(pathname)) return;
    const meta = metaFor(pathname);
    if (meta) document.title = meta.title;
  }, [pathname]);
}
