import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { metaFor } from '../../routes/meta';

/** Keeps the tab title right as the user moves around the browser-rendered app. */
export function useDocumentTitle() {
  const { pathname } = useLocation();
  useEffect(() => {
    const meta = metaFor(pathname);
    if (meta) document.title = meta.title;
  }, [pathname]);
}
