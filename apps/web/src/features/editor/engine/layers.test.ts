import { describe, expect, it } from 'vitest';
import { MemeDocumentSchema, SaveMemeFieldsSchema, TOP_BOTTOM_BOXES, type TemplateLayout } from '@memeforge/contract';
import { makeTemplate } from '../../../test-support/templates';
import {
  captionOf,
  documentOf,
  editorForMeme,
  editorForTemplate,
  editorReducer,
  saveFields,
  selectedLayer,
  type EditorCommand,
  type EditorState,
} from './index';

const BUTTONS: TemplateLayout = {
  kind: 'boxes',
  boxes: [
    { label: 'left button', x: 0.1, y: 0.1, width: 0.3, height: 0.2, rotation: -8, style: 'plain' },
    { label: 'right button', x: 0.6, y: 0.1, width: 0.3, height: 0.2 },
  ].map((box) => ({ rotation: 0, align: 'center', valign: 'middle', style: 'outlined', color: null, ...box })),
} as TemplateLayout;

const run = (state: EditorState, ...commands: EditorCommand[]) => commands.reduce(editorReducer, state);

describe('text layers in the editor', () => {
  it('starts a boxes template with a layer per box, the text’s lines in order, each in its box style', () => {
    const state = editorForTemplate(makeTemplate(1, { layout: BUTTONS }), 'Sleep\nOne more episode');
    expect(state.layers.map((layer) => [layer.text, layer.box?.label, layer.color])).toEqual([
      ['Sleep', 'left button', '#111111'],
      ['One more episode', 'right button', '#ffffff'],
    ]);
    const document = MemeDocumentSchema.parse(documentOf(state));
    expect(document.layers.map((layer) => layer.box?.rotation)).toEqual([-8, 0]);
    expect(captionOf(state)).toBe('Sleep\nOne more episode');
  });

  it('edits the selected layer; typing in two boxes is two undo steps', () => {
    const start = editorForTemplate(makeTemplate(1, { layout: BUTTONS }));
    const typed = run(
      start,
      { type: 'setText', text: 'a' },
      { type: 'setText', text: 'ab' },
      { type: 'selectLayer', index: 1 },
      { type: 'setText', text: 'c' },
      { type: 'setAlign', align: 'left' },
    );
    expect(typed.layers.map((layer) => [layer.text, layer.align])).toEqual([
      ['ab', 'center'],
      ['c', 'left'],
    ]);
    const once = run(typed, { type: 'undo' });
    expect(once.layers[1]!.align).toBe('center');
    const twice = run(once, { type: 'undo' });
    expect(twice.layers.map((layer) => layer.text)).toEqual(['ab', '']);
    expect(run(twice, { type: 'undo' }).layers.map((layer) => layer.text)).toEqual(['', '']);
  });

  it('moves and resizes a box inside the picture; a drag is one step', () => {
    const start = editorForTemplate(makeTemplate(1, { layout: BUTTONS }));
    const dragged = run(start, { type: 'setBox', box: { x: 0.5 } }, { type: 'setBox', box: { x: 0.95, y: -1 } });
    expect(selectedLayer(dragged).box).toMatchObject({ x: 0.7, y: 0, width: 0.3 });
    expect(run(dragged, { type: 'undo' }).layers[0]!.box).toEqual(start.layers[0]!.box);
    const resized = run(start, { type: 'setBox', box: { width: 5, height: 0.001 } });
    expect(selectedLayer(resized).box).toMatchObject({ x: 0, width: 1, height: 0.05 });
  });

  it('adds and removes texts; a band meme becomes top and bottom text', () => {
    const band = editorForTemplate(makeTemplate(1), 'Top line\nbottom line');
    expect(band.layers).toHaveLength(1);
    const topBottom = run(band, { type: 'addLayer' });
    expect(topBottom.layers.map((layer) => [layer.text, layer.box?.label])).toEqual([
      ['Top line', TOP_BOTTOM_BOXES[0]!.label],
      ['bottom line', TOP_BOTTOM_BOXES[1]!.label],
    ]);
    const three = run(topBottom, { type: 'addLayer' });
    expect(three.layers).toHaveLength(3);
    expect(three.selected).toBe(2);
    // Each added box goes where it covers the least of the others: never on top of the last one.
    const four = run(three, { type: 'addLayer' });
    expect(four.layers[3]!.box!.y).not.toBe(four.layers[2]!.box!.y);
    expect(four.layers.map((layer) => layer.box?.label).slice(2)).toEqual(['new text', 'new text']);
    const removed = run(three, { type: 'removeLayer' });
    expect(removed.layers).toHaveLength(2);
    expect(removed.selected).toBe(1);
    const back = run(removed, { type: 'setLayout', layout: 'band' });
    expect(back.layers).toEqual([expect.objectContaining({ text: 'Top line\nbottom line', box: null })]);
    expect(run(back, { type: 'removeLayer' })).toBe(back);
  });

  it('puts an AI caption’s lines into the boxes, as one step', () => {
    const start = editorForTemplate(makeTemplate(1, { layout: BUTTONS }), 'a\nb');
    const written = run(start, { type: 'setCaption', text: 'Go to bed\nWatch one more\nand another' });
    expect(written.layers.map((layer) => layer.text)).toEqual(['Go to bed', 'Watch one more and another']);
    expect(run(written, { type: 'undo' }).layers.map((layer) => layer.text)).toEqual(['a', 'b']);
  });

  it('saves every box as `layers`, the single-text fields describing the first', () => {
    const state = run(editorForTemplate(makeTemplate(1, { layout: BUTTONS }), 'Left\nRight'), {
      type: 'setOutline',
      outlined: true,
    });
    const fields = saveFields(state);
    expect(fields.text).toBe('Left');
    const parsed = SaveMemeFieldsSchema.parse(fields);
    expect(parsed.layers?.map((layer) => [layer.text, layer.box?.style, layer.color])).toEqual([
      ['Left', 'outlined', '#ffffff'],
      ['Right', 'outlined', '#ffffff'],
    ]);
    expect('layers' in saveFields(editorForTemplate(makeTemplate(1), 'band'))).toBe(false);
  });

  it('opens a meme with boxes with all its layers', () => {
    const document = documentOf(editorForTemplate(makeTemplate(1, { layout: BUTTONS }), 'x\ny'))!;
    const state = editorForMeme({
      document,
      templateFileUrl: '/media/templates/1.jpg',
      templateTitle: 'Buttons',
      poster: null,
    } as Parameters<typeof editorForMeme>[0])!;
    expect(state.layers.map((layer) => [layer.text, layer.box?.label])).toEqual([
      ['x', 'left button'],
      ['y', 'right button'],
    ]);
  });
});
