/**
 * Edit With AI in the real editor panel, with fetch answered at the boundary: the history loaded on
 * opening, Enter and Shift+Enter, the chips, blank and in-flight sends blocked, a change applied as
 * ONE undoable command (caption and template), and the refusals. Only the preview's drawing module
 * is mocked (jsdom has no canvas).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import {
  CHAT_CHIPS,
  CHAT_MESSAGES,
  CHAT_TURN_COST,
  ENDPOINTS,
  ERROR_MARKERS,
  MESSAGES,
  type ChatMessage,
  type ChatTurnResponse,
} from '@memeforge/contract';
import { USER, fakeServer, type Answer } from '../../../test-support/fake-server';
import { makeTemplate } from '../../../test-support/templates';
import { EditorPanel } from '../editor-panel';
import { editorForTemplate, emptyEditor, selectedLayer, templateIdOf, type EditorState } from '../engine';
import { renderInDashboard, stubBrowser } from '../editor-test-support';
import { editorPanelReducer } from './apply-change';
import { CHAT_INPUT_LABEL, CHAT_LOG_LABEL, CHAT_TAB_LABEL } from './chat-labels';

vi.mock('../preview', () => ({
  loadCaptionFonts: vi.fn(() => Promise.resolve()),
  onCaptionFontsLoaded: vi.fn(() => () => undefined),
  drawImagePreview: vi.fn(() => ({})),
  drawVideoOverlay: vi.fn(() => ({ lines: ['x'], top: 10, height: 40 })),
}));

const MEME_ID = '0b6f3c1e-6a3f-4c55-9a62-3c0c8f1f2a10';
const NOW = new Date().toISOString();
let server: ReturnType<typeof fakeServer>;

function message(id: number, type: 'user' | 'ai', content: string, change: ChatMessage['change'] = null): ChatMessage {
  return { id, type, content, timestamp: NOW, change };
}

function answer(caption: string | null, template: ReturnType<typeof makeTemplate> | null = null): ChatTurnResponse {
  return {
    user: message(100, 'user', 'asked'),
    ai: message(101, 'ai', 'Here you go.', {
      caption,
      templateId: template?.id ?? null,
      template,
    }),
    credits: '4',
  };
}

beforeEach(() => {
  stubBrowser();
  server = fakeServer();
  vi.stubGlobal('fetch', server.fetch);
  server.on(`GET ${ENDPOINTS.user}`, { status: 200, body: USER });
  server.on(`GET ${ENDPOINTS.currentPackage}`, {
    status: 200,
    body: { subscribedPackagePlan: 'pro', subscribedPackageBillingCycle: 'month', credits: '5' },
  });
  server.on(`GET ${ENDPOINTS.chat}`, { status: 200, body: { results: [] } });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

async function openChat(initial: EditorState = editorForTemplate(makeTemplate(7), 'Old caption')) {
  const rendered = renderInDashboard(<EditorPanel initial={initial} chatMemeId={MEME_ID} initialTab="chat" />);
  const input = await screen.findByRole('textbox', { name: CHAT_INPUT_LABEL });
  return { ...rendered, input, log: screen.getByRole('log', { name: CHAT_LOG_LABEL }) };
}

const memeText = async (user: ReturnType<typeof renderInDashboard>['user']) => {
  await user.click(screen.getByRole('tab', { name: MESSAGES.memeTextTab }));
  return screen.getByRole('textbox', { name: 'Meme text' });
};

describe('Edit With AI', () => {
  it('loads the history when it opens: header, messages with their time, chips and the cost', async () => {
    server.on(`GET ${ENDPOINTS.chat}`, {
      status: 200,
      body: {
        results: [
          message(1, 'user', 'Make it funnier'),
          message(2, 'ai', "Here's a punchier take.", { caption: 'Funnier one', templateId: null, template: null }),
        ],
      },
    });
    const { log } = await openChat();
    expect(screen.getByRole('tab', { name: CHAT_TAB_LABEL })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText(CHAT_MESSAGES.header)).toBeInTheDocument();
    expect(log).toHaveAttribute('aria-live', 'polite');
    expect(await within(log).findByText("Here's a punchier take.")).toBeInTheDocument();
    expect(within(log).getByText('Make it funnier')).toBeInTheDocument();
    expect(log.querySelectorAll('time')).toHaveLength(2);
    expect(log.querySelector('time')).toHaveAttribute('dateTime', NOW);
    expect(server.calls(`GET ${ENDPOINTS.chat}`)[0]!.query).toEqual({ meme_id: MEME_ID });
    const chips = within(screen.getByRole('group', { name: 'Suggestions' })).getAllByRole('button');
    expect(chips.map((chip) => chip.textContent)).toEqual(CHAT_CHIPS.map((chip) => chip.label));
    expect(screen.getByText(new RegExp(CHAT_MESSAGES.cost(CHAT_TURN_COST)))).toBeInTheDocument();
  });

  it('Enter sends, Shift+Enter adds a line; a blank message is not sent', async () => {
    server.on(`POST ${ENDPOINTS.chat}`, { status: 200, body: answer('About my dog') });
    const { user, input } = await openChat();
    await user.type(input, '   {Enter}');
    expect(server.calls(`POST ${ENDPOINTS.chat}`)).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();

    await user.clear(input);
    await user.type(input, 'about my dog{Shift>}{Enter}{/Shift}please');
    expect(input).toHaveValue('about my dog\nplease');
    expect(server.calls(`POST ${ENDPOINTS.chat}`)).toHaveLength(0);
    await user.type(input, '{Enter}');
    await waitFor(() => expect(server.calls(`POST ${ENDPOINTS.chat}`)).toHaveLength(1));
    expect(server.calls(`POST ${ENDPOINTS.chat}`)[0]!.body).toEqual({
      meme_id: MEME_ID,
      message: 'about my dog\nplease',
      caption: 'Old caption',
      template_id: 7,
    });
    await waitFor(() => expect(input).toHaveValue(''));
    expect(await memeText(user)).toHaveValue('About my dog');
  });

  it('a chip sends its key; while a turn is in flight nothing else is sent and AI is thinking... shows', async () => {
    let release!: (answer: Answer) => void;
    server.on(`POST ${ENDPOINTS.chat}`, () => new Promise<Answer>((resolve) => (release = resolve)));
    const { user, input, log } = await openChat();
    await user.click(screen.getByRole('button', { name: 'Make it funnier' }));
    expect(await within(log).findByText(CHAT_MESSAGES.thinking)).toBeInTheDocument();
    expect(within(log).getByText('Make it funnier')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'More unhinged' })).toBeDisabled();
    await user.type(input, 'another{Enter}');
    expect(server.calls(`POST ${ENDPOINTS.chat}`)).toHaveLength(1);
    expect(server.calls(`POST ${ENDPOINTS.chat}`)[0]!.body).toMatchObject({
      message: 'Make it funnier',
      chip: 'funnier',
    });

    release({ status: 200, body: answer('A funnier caption') });
    await waitFor(() => expect(within(log).queryByText(CHAT_MESSAGES.thinking)).toBeNull());
    expect(within(log).getByText('Here you go.')).toBeInTheDocument();
    expect(input).toHaveValue('another');
  });

  it('applies a change as one undoable step: Undo brings back the caption and the template', async () => {
    const other = makeTemplate(9, { title: 'Another one' });
    server.on(`POST ${ENDPOINTS.chat}`, { status: 200, body: answer('New words', other) });
    const { user } = await openChat();
    await user.click(screen.getByRole('button', { name: 'Different template' }));
    await waitFor(() => expect(screen.getByText('New template and caption applied', { exact: false })).toBeVisible());
    expect(await memeText(user)).toHaveValue('New words');
    await user.click(screen.getByRole('button', { name: /Undo/ }));
    expect(await memeText(user)).toHaveValue('Old caption');
    expect(screen.getByRole('button', { name: /Undo/ })).toBeDisabled();
  });

  it('opens the out-of-credits dialog on the marker, and shows any other error in the chat', async () => {
    server.on(
      `POST ${ENDPOINTS.chat}`,
      { status: 402, body: { detail: MESSAGES.outOfCredits, code: ERROR_MARKERS.outOfCredits } },
      { status: 503, body: { detail: CHAT_MESSAGES.failed } },
    );
    const { user, input, log } = await openChat();
    await user.type(input, 'shorter{Enter}');
    const dialog = await screen.findByRole('dialog', { name: MESSAGES.upgradeRequiredTitle });
    expect(within(dialog).getByText(MESSAGES.outOfCredits)).toHaveAttribute('data-variant', 'credits');
    expect(input).toHaveValue('shorter');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.type(input, '{Enter}');
    expect(await within(log).findByRole('alert')).toHaveTextContent(CHAT_MESSAGES.failed);
    expect(await memeText(user)).toHaveValue('Old caption');
  });

  it('the free plan meets the premium dialog without asking the server', async () => {
    server.on(`GET ${ENDPOINTS.currentPackage}`, {
      status: 200,
      body: { subscribedPackagePlan: 'free', subscribedPackageBillingCycle: null, credits: '3' },
    });
    const { user } = await openChat();
    await waitFor(() => expect(server.calls(`GET ${ENDPOINTS.currentPackage}`).length).toBeGreaterThan(0));
    await new Promise((resolve) => setTimeout(resolve, 0));
    await user.click(screen.getByRole('button', { name: 'Add emoji' }));
    const dialog = await screen.findByRole('dialog', { name: MESSAGES.upgradeRequiredTitle });
    expect(within(dialog).getByText(MESSAGES.premiumCaption)).toHaveAttribute('data-variant', 'premium');
    expect(server.calls(`POST ${ENDPOINTS.chat}`)).toHaveLength(0);
  });

  it('is disabled on the person’s own file (template id -1)', async () => {
    const local = editorPanelReducer(emptyEditor(), {
      type: 'chooseLocalFile',
      media: {
        source: 'local',
        type: 1,
        file: new Blob(['x'], { type: 'image/png' }),
        name: 'cat.png',
        url: 'blob:cat',
        width: 0,
        height: 0,
        fileKey: null,
      },
    });
    const { input } = await openChat(local);
    expect(input).toBeDisabled();
    expect(input).toHaveAttribute('placeholder', CHAT_MESSAGES.needsTemplate);
    expect(screen.getByRole('button', { name: 'Make it funnier' })).toBeDisabled();
  });
});

describe('editorPanelReducer', () => {
  it('applies a caption and a template as one step, and undo restores both', () => {
    const start = editorForTemplate(makeTemplate(7), 'Old');
    const changed = editorPanelReducer(start, {
      type: 'applyChatChange',
      caption: 'New',
      template: makeTemplate(9),
    });
    expect(selectedLayer(changed).text).toBe('New');
    expect(templateIdOf(changed)).toBe(9);
    expect(changed.past).toHaveLength(1);
    const undone = editorPanelReducer(changed, { type: 'undo' });
    expect(selectedLayer(undone).text).toBe('Old');
    expect(templateIdOf(undone)).toBe(7);
    const redone = editorPanelReducer(undone, { type: 'redo' });
    expect(selectedLayer(redone).text).toBe('New');
    expect(templateIdOf(redone)).toBe(9);
    // Nothing to change: no history step.
    expect(editorPanelReducer(start, { type: 'applyChatChange', caption: null, template: null })).toBe(start);
    // A caption alone is one step too, even right after typing.
    const typed = editorPanelReducer(start, { type: 'setText', text: 'Olde' });
    const again = editorPanelReducer(typed, { type: 'applyChatChange', caption: 'Fresh', template: null });
    expect(again.past).toHaveLength(2);
    expect(selectedLayer(editorPanelReducer(again, { type: 'undo' })).text).toBe('Olde');
  });
});
