/**
 * What the editor's tests share: jsdom decodes no pictures, so `Image` loads at once with a fixed
 * size; the panel is rendered with the providers the dashboard gives it. The preview's drawing
 * module (jsdom has no canvas) is mocked in each test file, never the engine.
 */
import { vi } from 'vitest';
import { Route } from 'react-router';
import type { ReactElement } from 'react';
import { MEME_DOCUMENT_VERSION, type MemeDocument } from '@memeforge/contract';
import { UpgradeModalProvider } from '../upgrade/upgrade-modal';
import { renderRoutes } from '../../test-support/render';

/** An `Image` that "loads" on the next tick at 800x600 (or fails for a url containing 'broken'). */
export class LoadingImage {
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  naturalWidth = 800;
  naturalHeight = 600;
  decoding = 'auto';
  #src = '';
  get src() {
    return this.#src;
  }
  set src(url: string) {
    this.#src = url;
    setTimeout(() => (url.includes('broken') ? this.onerror?.() : this.onload?.()), 0);
  }
}

/** jsdom has no PointerEvent: a MouseEvent (clientY, button) with the pointer's id and type. */
class TestPointerEvent extends MouseEvent {
  pointerId: number;
  pointerType: string;
  constructor(type: string, init: PointerEventInit = {}) {
    super(type, init);
    this.pointerId = init.pointerId ?? 1;
    this.pointerType = init.pointerType ?? 'mouse';
  }
}

export function stubBrowser() {
  if (typeof globalThis.PointerEvent === 'undefined') vi.stubGlobal('PointerEvent', TestPointerEvent);
  vi.stubGlobal('Image', LoadingImage);
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

/** `element` at `/` under the upgrade modal's provider (the dashboard layout gives it in the app). */
export function renderInDashboard(element: ReactElement, url = '/') {
  return renderRoutes(<Route path="/" element={<UpgradeModalProvider>{element}</UpgradeModalProvider>} />, url);
}

/** A finished meme's document, as the server stores it: on its library template, with its caption. */
export function memeDocumentFor(meme: { templateId: number | null; tagline: string; type: 1 | 2 }): MemeDocument {
  return {
    version: MEME_DOCUMENT_VERSION,
    media: { source: 'template', templateId: meme.templateId ?? 1, type: meme.type, width: 800, height: 600 },
    layers: [{ text: meme.tagline, fontSize: null, align: 'center', color: null, offsetY: -0.3 }],
  };
}
