/**
 * Repairs to the markup of Scalar's API Reference (1.46) that axe's WCAG 2.1 A/AA rules refuse,
 * made where it renders and kept made as it re-renders (decision 052). Each one keeps what the
 * markup meant:
 *
 * - the sidebar's buttons say which entry is shown with `aria-selected`, which a button may not
 *   carry: it becomes `aria-current` (aria-allowed-attr);
 * - the sidebar's search button has the `search` landmark role, which hides its "Search" text as a
 *   button's name: it is a plain button again (button-name);
 * - the copy buttons on code have only an icon: they are named "Copy" (button-name);
 * - the lists of a section's operations scroll without taking focus: they take it
 *   (scrollable-region-focusable);
 * - a response's content type, a label (or, with several types, a picker) inside the button that
 *   opens the response, is a control inside a control: it is made `inert`, still shown, and the
 *   response's example stays in its first type (nested-interactive).
 *
 * The introduction's client picker (a `tablist` holding a plain button) is not shown at all
 * (api-reference-theme.css): each operation's example has its own.
 */
function repair(root: HTMLElement) {
  for (const button of root.querySelectorAll<HTMLElement>('button[aria-selected]:not([role="tab"])')) {
    if (button.getAttribute('aria-selected') === 'true') button.setAttribute('aria-current', 'true');
    else button.removeAttribute('aria-current');
    button.removeAttribute('aria-selected');
  }
  for (const button of root.querySelectorAll('button[role="search"]')) button.removeAttribute('role');
  for (const button of root.querySelectorAll('button[class*="copy-button"]:not([aria-label])')) {
    button.setAttribute('aria-label', 'Copy');
  }
  for (const list of root.querySelectorAll('ul.endpoints:not([tabindex])')) list.setAttribute('tabindex', '0');
  const nested = 'button :is(a[href], button, input, select, textarea, [tabindex]):not([inert])';
  for (const inner of root.querySelectorAll(nested)) inner.setAttribute('inert', '');
}

/** Repairs the viewer under `root` now and after each change to it, until the returned stop is called. */
export function keepViewerAccessible(root: HTMLElement): () => void {
  let scheduled = false;
  repair(root);
  const observer = new MutationObserver(() => {
    if (scheduled) return;
    scheduled = true;
    // One pass per frame, however many changes a re-render makes.
    requestAnimationFrame(() => {
      scheduled = false;
      repair(root);
    });
  });
  observer.observe(root, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['aria-selected', 'role'],
  });
  return () => observer.disconnect();
}
