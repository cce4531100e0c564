import { useEffect } from 'react';

/**
 * `<html data-app="ready">` once the app has hydrated the server's page (or rendered the
 * dashboard): the page's scripts start after its first paint (boot.ts, decision 034), so a page can
 * show before it responds to anything but links. The end-to-end tests wait for it after a navigation.
 */
export function useMarkAppReady() {
  useEffect(() => {
    document.documentElement.dataset.app = 'ready';
  }, []);
}
