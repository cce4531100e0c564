/**
 * The API reference viewer: Scalar's API Reference (a Vue app, bundled from node_modules into this
 * lazy chunk with its style sheet and our theme), mounted on an element with the OpenAPI document
 * the server serves. Only `api-reference-viewer.tsx` imports it, and only with `import()`, so no
 * other page downloads it (decision 052).
 *
 * Configured to stay on this site: no fonts from Scalar's host, no telemetry, no AI agent (it
 * turns itself on at localhost), no developer toolbar, and no in-page client that would send
 * requests with the visitor's session cookie; the examples are curl. Where its markup fails axe,
 * `viewer-accessibility.ts` repairs it.
 */
import { createApiReference } from '@scalar/api-reference';
import '@scalar/api-reference/style.css';
import './api-reference-theme.css';
import { keepViewerAccessible } from './viewer-accessibility';

export interface MountedReference {
  destroy: () => void;
}

export function mountApiReference(element: HTMLElement, documentUrl: string): MountedReference {
  const reference = createApiReference(element, {
    url: documentUrl,
    withDefaultFonts: false,
    telemetry: false,
    agent: { disabled: true },
    showDeveloperTools: 'never',
    forceDarkModeState: 'light',
    hideDarkModeToggle: true,
    hideClientButton: true,
    hideTestRequestButton: true,
    persistAuth: false,
    documentDownloadType: 'json',
    defaultHttpClient: { targetKey: 'shell', clientKey: 'curl' },
    layout: 'modern',
  });
  const stopRepairs = keepViewerAccessible(element);
  return {
    destroy: () => {
      stopRepairs();
      reference.destroy();
    },
  };
}
