import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { MemeDocument } from '@memeforge/contract';
import { fakeServer } from '../../../test-support/fake-server';
import { makeTemplate } from '../../../test-support/templates';
import { EditorPanel } from '../editor-panel';
import { editorForTemplate } from '../engine';
import { renderInDashboard, stubBrowser } from '../editor-test-support';
import * as preview from '../preview';

vi.mock('../preview', () => ({
  loadCaptionFonts: vi.fn(() => Promise.resolve()),
  onCaptionFontsLoaded: vi.fn(() => () => undefined),
  drawImagePreview: vi.fn(() => ({})),
  drawVideoOverlay: vi.fn(() => ({ lines: [], top: 0, height: 0 })),
}));

beforeEach(() => {
  stubBrowser();
  vi.stubGlobal('fetch', fakeServer().fetch);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const buttons = () =>
  editorForTemplate(
    makeTemplate(1, {
      layout: {
        kind: 'boxes',
        boxes: ['left button', 'right button'].map((label, index) => ({
          label,
          x: 0.1 + index * 0.5,
          y: 0.1,
          width: 0.3,
          height: 0.2,
          rotation: 0,
          align: 'center' as const,
          valign: 'middle' as const,
          style: 'outlined' as const,
          color: null,
        })),
      },
    }),
    'Sleep\nOne more episode',
  );

function lastDrawn(): MemeDocument {
  const calls = vi.mocked(preview.drawImagePreview).mock.calls as unknown as [unknown, { document: MemeDocument }][];
  return calls.at(-1)![1].document;
}

describe('text layers in the editor panel', () => {
  it('lists the texts, edits the one picked, and draws every box', async () => {
    const { user } = renderInDashboard(<EditorPanel initial={buttons()} />);
    expect(screen.getByRole('button', { name: 'Text 1 (left button)', pressed: true })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Text 1 (left button) text' })).toHaveValue('Sleep');
    await user.click(screen.getByRole('button', { name: 'Text 2 (right button)' }));
    const field = screen.getByRole('textbox', { name: 'Text 2 (right button) text' });
    expect(field).toHaveValue('One more episode');
    await user.clear(field);
    await user.type(field, 'Doomscroll');
    await waitFor(() => expect(lastDrawn().layers.map((layer) => layer.text)).toEqual(['Sleep', 'Doomscroll']));
    expect(lastDrawn().layers.every((layer) => layer.box)).toBe(true);
  });

  it('moves the focused box with the arrow keys and resizes it from its corner', async () => {
    renderInDashboard(<EditorPanel initial={buttons()} />);
    const box = await screen.findByTestId('text-box-1');
    fireEvent.focus(box);
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'ArrowRight', shiftKey: true });
    await waitFor(() => expect(lastDrawn().layers[1]!.box).toMatchObject({ x: 0.65, y: 0.11 }));
    const corner = screen.getByTestId('resize-text-box-1');
    fireEvent.keyDown(corner, { key: 'ArrowLeft' });
    await waitFor(() => expect(lastDrawn().layers[1]!.box).toMatchObject({ width: 0.29, height: 0.2 }));
    expect(box.parentElement!.style.left).toBe('65%');
    // A control inside another is out of reach of assistive technology: the corner is the box's sibling.
    expect(box.querySelector('[tabindex]')).toBeNull();
  });

  it('adds and removes texts, switches the outline, and goes back to the band', async () => {
    const { user } = renderInDashboard(<EditorPanel initial={buttons()} />);
    await user.click(screen.getByRole('button', { name: 'Add text' }));
    expect(screen.getByRole('button', { name: 'Text 3 (new text)', pressed: true })).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Outline' }));
    await waitFor(() => expect(lastDrawn().layers[2]!.box?.style).toBe('plain'));
    await user.click(screen.getByRole('button', { name: /^Remove text 3/ }));
    await waitFor(() => expect(lastDrawn().layers).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Caption above' }));
    await waitFor(() =>
      expect(lastDrawn().layers).toEqual([expect.objectContaining({ text: 'Sleep\nOne more episode' })]),
    );
    expect(screen.queryByTestId('text-boxes')).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Meme text' })).toHaveValue('Sleep\nOne more episode');
  });
});
