import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/**
 * A link to another page opens it at its top, as a full page load would: without this, following
 * a footer link (Pricing, Contact us, the legal pages) showed the new page scrolled to its end.
 * Changes of the query alone (filters, pages of a list, a dialog's `?toggle_login_modal`) keep the
 * position, and so does going back or forward, where the browser restores it; a `#fragment` is
 * left to the browser.
 */
export function useScrollToTopOnNewPage() {
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    if (navigationType !== 'POP' && !hash) window.scrollTo(0, 0);
  }, [pathname, hash, navigationType]);
}
