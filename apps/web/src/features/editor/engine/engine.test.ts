import { describe, expect, it } from 'vitest';
import {
  DEFAULT_VIDEO_FONT_FRACTION,
  LOCAL_FILE_TEMPLATE_ID,
  MEME_ALT_TEXT_MAX_LENGTH,
  MEME_TEXT_MAX_LENGTH,
  MESSAGES,
  MemeDocumentSchema,
  type Meme,
  type Template,
} from '@memeforge/contract';
import {
  canRedo,
  canSave,
  canUndo,
  defaultAltOf,
  documentOf,
  editorForMeme,
  editorForTemplate,
  editorReducer,
  effectiveFontSize,
  emptyEditor,
  saveFields,
  selectedLayer,
  templateIdOf,
  templateMedia,
  templateVideoRequest,
  UNDO_LIMIT,
  uploadedVideoFields,
  type EditorCommand,
  type EditorState,
  type LocalMedia,
} from './index';

function template(overrides: Partial<Template> = {}): Template {
  return {
    id: 7,
    file: '/media/templates/drake.jpg',
    thumbnail: '/media/templates/drake.thumb.jpg',
    poster: null,
    type: 1,
    title: 'Drake Hotline Bling',
    description: '',
    keywords: [],
    isPublic: true,
    fontSize: 0.08,
    textAlign: 'left',
    dragYOffset: -0.3,
    width: 1200,
    height: 1200,
    layout: { kind: 'band' },
    ...overrides,
  } as Template;
}

const videoTemplate = (overrides: Partial<Template> = {}) =>
  template({
    id: 9,
    type: 2,
    file: '/media/templates/clip.mp4',
    fontSize: null,
    textAlign: 'center',
    dragYOffset: 0.2,
    width: 1280,
    height: 720,
    ...overrides,
  });

function localImage(overrides: Partial<LocalMedia> = {}): LocalMedia {
  return {
    source: 'local',
    type: 1,
    file: new Blob(['x'], { type: 'image/png' }),
    name: 'cat.png',
    url: 'blob:cat',
    width: 0,
    height: 0,
    fileKey: null,
    ...overrides,
  };
}

const run = (state: EditorState, ...commands: EditorCommand[]) => commands.reduce(editorReducer, state);

describe('the editor engine', () => {
  it('starts empty: nothing to save until a template or file is chosen', () => {
    const state = emptyEditor();
    expect(state.media).toBeNull();
    expect(canSave(state)).toBe(false);
    expect(documentOf(state)).toBeNull();
  });

  it('colours text black on images and white on videos', () => {
    expect(selectedLayer(editorForTemplate(template())).color).toBe('#000000');
    expect(selectedLayer(editorForTemplate(videoTemplate())).color).toBe('#ffffff');
  });

  it('choosing a template resets size, alignment and offset from it, keeps the text, and clears the video job', () => {
    let state = run(
      editorForTemplate(videoTemplate()),
      { type: 'setText', text: 'when the build passes' },
      { type: 'setFontSize', fontSize: 0.12 },
      { type: 'setAlign', align: 'right' },
      { type: 'setOffsetY', offsetY: 0.35 },
      { type: 'setVideoJob', job: { jobId: 'j1', status: 'processing', fileUrl: null } },
    );
    expect(state.videoJob?.status).toBe('processing');
    state = editorReducer(state, {
      type: 'chooseTemplate',
      media: templateMedia(videoTemplate({ id: 10, fontSize: 0.1, textAlign: 'left', dragYOffset: -0.1 })),
    });
    expect(selectedLayer(state)).toMatchObject({
      text: 'when the build passes',
      fontSize: 0.1,
      align: 'left',
      offsetY: -0.1,
    });
    expect(state.videoJob).toBeNull();
    expect(templateIdOf(state)).toBe(10);
  });

  it('a video template without a size gets 40/480; an image one keeps the adaptive default', () => {
    expect(selectedLayer(editorForTemplate(videoTemplate({ fontSize: null }))).fontSize).toBe(
      DEFAULT_VIDEO_FONT_FRACTION,
    );
    const image = editorForTemplate(template({ fontSize: null }));
    expect(selectedLayer(image).fontSize).toBeNull();
    expect(effectiveFontSize(selectedLayer(image).fontSize, 1)).toBeCloseTo(24 / 480);
  });

  it('a local file sets the template id to -1 and gets the adaptive size, centred', () => {
    const state = run(editorForTemplate(template()), { type: 'chooseLocalFile', media: localImage() });
    expect(templateIdOf(state)).toBe(LOCAL_FILE_TEMPLATE_ID);
    expect(selectedLayer(state)).toMatchObject({ fontSize: null, align: 'center', color: '#000000' });
    expect(saveFields(state).templateId).toBe('-1');
  });

  it('a device file has no document until its size is known', () => {
    let state = run(emptyEditor(), { type: 'chooseLocalFile', media: localImage() });
    expect(documentOf(state)).toBeNull();
    state = editorReducer(state, { type: 'mediaLoaded', url: 'blob:cat', width: 640, height: 480 });
    const document = documentOf(state)!;
    expect(MemeDocumentSchema.parse(document).media).toMatchObject({ source: 'upload', width: 640, height: 480 });
    // A late load of another file changes nothing.
    expect(editorReducer(state, { type: 'mediaLoaded', url: 'blob:other', width: 1, height: 1 })).toBe(state);
  });

  it('clamps the font size to 0.03..1 for images and 0.03..0.15 for videos, on the 0.005 step', () => {
    const image = editorForTemplate(template());
    expect(selectedLayer(run(image, { type: 'setFontSize', fontSize: 5 })).fontSize).toBe(1);
    expect(selectedLayer(run(image, { type: 'setFontSize', fontSize: 0 })).fontSize).toBe(0.03);
    expect(selectedLayer(run(image, { type: 'setFontSize', fontSize: 0.0712 })).fontSize).toBe(0.07);
    expect(selectedLayer(run(image, { type: 'setFontSize', fontSize: Number.NaN })).fontSize).toBe(0.03);
    const video = editorForTemplate(videoTemplate());
    expect(selectedLayer(run(video, { type: 'setFontSize', fontSize: 0.5 })).fontSize).toBe(0.15);
  });

  it('clamps the drag offset to -0.4..0.4, and only videos have one', () => {
    const video = editorForTemplate(videoTemplate());
    expect(selectedLayer(run(video, { type: 'setOffsetY', offsetY: -2 })).offsetY).toBe(-0.4);
    expect(selectedLayer(run(video, { type: 'setOffsetY', offsetY: 0.9 })).offsetY).toBe(0.4);
    const image = editorForTemplate(template());
    expect(run(image, { type: 'setOffsetY', offsetY: 0.1 })).toBe(image);
    expect(run(image, { type: 'toggleDrag' }).dragEnabled).toBe(false);
    expect(run(video, { type: 'toggleDrag' }).dragEnabled).toBe(true);
  });

  it('truncates text at the limit, shows the message and blocks saving until the text is back within it', () => {
    const long = 'a'.repeat(MEME_TEXT_MAX_LENGTH + 20);
    let state = run(editorForTemplate(template()), { type: 'setText', text: long });
    expect(selectedLayer(state).text).toHaveLength(MEME_TEXT_MAX_LENGTH);
    expect(state.textError).toBe(MESSAGES.memeTextLimit(MEME_TEXT_MAX_LENGTH));
    expect(canSave(state)).toBe(false);
    state = editorReducer(state, { type: 'setText', text: 'short' });
    expect(state.textError).toBeNull();
    expect(canSave(state)).toBe(true);
  });

  it('never cuts an emoji in half at the limit', () => {
    const text = `${'a'.repeat(MEME_TEXT_MAX_LENGTH - 1)}😀😀`;
    const state = run(editorForTemplate(template()), { type: 'setText', text });
    expect(selectedLayer(state).text).toBe('a'.repeat(MEME_TEXT_MAX_LENGTH - 1));
  });

  it('Reset Text goes back to how the medium started', () => {
    const start = editorForTemplate(template(), 'original');
    const state = run(
      start,
      { type: 'setText', text: 'changed' },
      { type: 'setAlign', align: 'right' },
      { type: 'setColor', color: '#ff0000' },
      { type: 'resetText' },
    );
    expect(selectedLayer(state)).toEqual(selectedLayer(start));
  });

  it('undoes and redoes; a burst of typing or a slider drag is one step', () => {
    let state = editorForTemplate(template());
    for (const text of ['h', 'he', 'hel', 'hello']) state = editorReducer(state, { type: 'setText', text });
    state = run(state, { type: 'setFontSize', fontSize: 0.1 }, { type: 'setFontSize', fontSize: 0.12 });
    state = editorReducer(state, { type: 'setAlign', align: 'right' });
    expect(state.past).toHaveLength(3);
    state = editorReducer(state, { type: 'undo' });
    expect(selectedLayer(state).align).toBe('left');
    state = editorReducer(state, { type: 'undo' });
    expect(selectedLayer(state)).toMatchObject({ text: 'hello', fontSize: 0.08 });
    state = editorReducer(state, { type: 'undo' });
    expect(selectedLayer(state).text).toBe('');
    expect(canUndo(state)).toBe(false);
    state = run(state, { type: 'redo' }, { type: 'redo' }, { type: 'redo' });
    expect(selectedLayer(state)).toMatchObject({ text: 'hello', fontSize: 0.12, align: 'right' });
    expect(canRedo(state)).toBe(false);
    // A new edit after undo drops the redo branch.
    state = run(state, { type: 'undo' }, { type: 'setColor', color: '#00ff00' });
    expect(canRedo(state)).toBe(false);
  });

  it('a command marked as a new step starts one even in a burst', () => {
    const state = run(
      editorForTemplate(template()),
      { type: 'setText', text: 'a' },
      { type: 'setText', text: 'ab', step: true },
    );
    expect(state.past).toHaveLength(2);
  });

  it('undo brings back the previous template and forgets the job of the one undone', () => {
    let state = run(editorForTemplate(videoTemplate()), {
      type: 'chooseTemplate',
      media: templateMedia(template({ id: 11 })),
    });
    expect(templateIdOf(state)).toBe(11);
    state = editorReducer(state, { type: 'undo' });
    expect(templateIdOf(state)).toBe(9);
    expect(selectedLayer(state).color).toBe('#ffffff');
  });

  it('applies a batch as one step: one undo reverts all of it, redo re-applies all of it', () => {
    const start = run(editorForTemplate(template()), { type: 'setText', text: 'Old' });
    const batched = editorReducer(start, {
      type: 'batch',
      commands: [
        { type: 'chooseTemplate', media: templateMedia(template({ id: 11 })) },
        { type: 'setText', text: 'New', step: true },
        { type: 'setColor', color: '#ff0000' },
      ],
    });
    expect(templateIdOf(batched)).toBe(11);
    expect(selectedLayer(batched)).toMatchObject({ text: 'New', color: '#ff0000' });
    expect(batched.past).toHaveLength(start.past.length + 1);

    const undone = editorReducer(batched, { type: 'undo' });
    expect(templateIdOf(undone)).toBe(7);
    expect(selectedLayer(undone)).toEqual(selectedLayer(start));
    expect(undone.past).toEqual(start.past);
    const redone = editorReducer(undone, { type: 'redo' });
    expect(templateIdOf(redone)).toBe(11);
    expect(selectedLayer(redone)).toEqual(selectedLayer(batched));
    expect(canRedo(redone)).toBe(false);
  });

  it('an empty batch, or one that changes nothing, adds no history', () => {
    const state = run(editorForTemplate(template()), { type: 'setText', text: 'a' });
    expect(editorReducer(state, { type: 'batch', commands: [] })).toBe(state);
    expect(editorReducer(state, { type: 'batch', commands: [{ type: 'setAlign', align: 'left' }] })).toBe(state);
  });

  it('a batch is a step of its own, even in a burst of typing, and drops the redo branch', () => {
    const typed = run(editorForTemplate(template()), { type: 'setText', text: 'a' }, { type: 'setText', text: 'ab' });
    expect(typed.past).toHaveLength(1);
    const batched = run(typed, { type: 'undo' }, { type: 'batch', commands: [{ type: 'setText', text: 'abc' }] });
    expect(canRedo(batched)).toBe(false);
    expect(selectedLayer(editorReducer(batched, { type: 'undo' })).text).toBe('');
    const afterTyping = run(typed, { type: 'batch', commands: [{ type: 'setText', text: 'abc' }] });
    expect(afterTyping.past).toHaveLength(2);
    expect(selectedLayer(editorReducer(afterTyping, { type: 'undo' })).text).toBe('ab');
    // Typing after a batch starts a step of its own.
    expect(editorReducer(afterTyping, { type: 'setText', text: 'abcd' }).past).toHaveLength(3);
  });

  it('keeps at most UNDO_LIMIT steps', () => {
    let state = editorForTemplate(template());
    for (let i = 0; i < UNDO_LIMIT + 10; i += 1) {
      state = editorReducer(state, { type: 'setText', text: `t${i}`, step: true });
    }
    expect(state.past).toHaveLength(UNDO_LIMIT);
  });

  it('an edit that changes nothing is not a step', () => {
    const state = editorForTemplate(template());
    expect(run(state, { type: 'setAlign', align: 'left' })).toBe(state);
  });

  it('builds the document the preview and the server draw, and the video request', () => {
    const state = run(
      editorForTemplate(videoTemplate()),
      { type: 'setText', text: 'hi' },
      { type: 'setOffsetY', offsetY: 0.1 },
    );
    const document = MemeDocumentSchema.parse(documentOf(state));
    expect(document.media).toMatchObject({ source: 'template', templateId: 9, type: 2, width: 1280, height: 720 });
    expect(document.layers[0]).toMatchObject({ text: 'hi', offsetY: 0.1, color: '#ffffff' });
    expect(templateVideoRequest(state)).toMatchObject({ template_id: 9, text: 'hi', drag_y_offset: 0.1 });
    expect(templateVideoRequest(editorForTemplate(template()))).toBeNull();
  });

  it('sets the alt text as an undoable edit, cut at its limit; a burst of typing is one step', () => {
    const start = editorForTemplate(template({ description: 'A man pointing. Then approving.' }));
    const typed = run(start, { type: 'setAlt', alt: 'A' }, { type: 'setAlt', alt: 'A cat' });
    expect(typed.alt).toBe('A cat');
    expect(canUndo(typed)).toBe(true);
    expect(run(typed, { type: 'undo' }).alt).toBe('');
    expect(run(typed, { type: 'undo' }, { type: 'redo' }).alt).toBe('A cat');
    expect(run(typed, { type: 'setAlt', alt: 'A cat' })).toBe(typed);
    expect(run(start, { type: 'setAlt', alt: 'x'.repeat(MEME_ALT_TEXT_MAX_LENGTH + 9) }).alt).toHaveLength(
      MEME_ALT_TEXT_MAX_LENGTH,
    );
    // Reset Text leaves it; another picture goes back to the default (undo brings it back).
    expect(run(typed, { type: 'resetText' }).alt).toBe('A cat');
    const other = run(typed, { type: 'chooseTemplate', media: templateMedia(template({ id: 8 })) });
    expect(other.alt).toBe('');
    expect(run(other, { type: 'undo' }).alt).toBe('A cat');
  });

  it('sends the alt text in the document and the save fields; empty is the default, shown as the placeholder', () => {
    const start = run(editorForTemplate(template({ description: 'A man pointing. Then approving.' })), {
      type: 'setText',
      text: 'Tests',
    });
    expect(defaultAltOf(start)).toBe('Meme: A man pointing, with the caption "Tests"');
    expect(documentOf(start)!.alt).toBeUndefined();
    expect(saveFields(start).alt_text).toBe('');
    const withAlt = run(start, { type: 'setAlt', alt: '  Drake likes tests  ' });
    expect(MemeDocumentSchema.parse(documentOf(withAlt)).alt).toBe('Drake likes tests');
    expect(saveFields(withAlt).alt_text).toBe('Drake likes tests');
    expect(uploadedVideoFields(withAlt, 'g').alt_text).toBe('Drake likes tests');
    const video = run(editorForTemplate(videoTemplate({ title: 'Zoom' })), { type: 'setAlt', alt: 'Zooming' });
    expect(templateVideoRequest(video)).toMatchObject({ alt_text: 'Zooming' });
    expect(defaultAltOf(run(video, { type: 'setAlt', alt: '' }))).toBe('Video meme: Zoom');
  });

  it('opens a meme as it is: its template or its upload, with its text and style', () => {
    const meme = {
      memeId: '00000000-0000-4000-8000-000000000001',
      templateFileUrl: '/media/uploads/1/a.png',
      templateTitle: null,
      poster: null,
      document: {
        version: 1,
        media: { source: 'upload', fileKey: 'uploads/1/a.png', type: 1, width: 300, height: 200 },
        layers: [{ text: 'mine', fontSize: 0.1, align: 'right', color: null, offsetY: -0.3 }],
      },
    } as unknown as Meme;
    const state = editorForMeme(meme)!;
    expect(state.media).toMatchObject({ source: 'local', fileKey: 'uploads/1/a.png', file: null });
    expect(selectedLayer(state)).toMatchObject({ text: 'mine', fontSize: 0.1, align: 'right', color: '#000000' });
    expect(templateIdOf(state)).toBe(-1);
    expect(state.alt).toBe('');
    expect(editorForMeme({ ...meme, document: { ...meme.document!, alt: 'My desk' } })!.alt).toBe('My desk');
    expect(editorForMeme({ ...meme, document: null })).toBeNull();
  });
});
