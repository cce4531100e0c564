/**
 * The AI caption helper in the real editor panel, with fetch answered at the boundary: the prompt
 * and its limit, the disabled prompt on the person's own file, the caption as one undoable step,
 * the credits refreshed, and each refusal (free plan before and after asking, out of credits, any
 * other error). Only the preview's drawing module is mocked (jsdom has no canvas).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ENDPOINTS, ERROR_MARKERS, MEME_TEXT_MAX_LENGTH, MESSAGES } from '@memeforge/contract';
import { USER, fakeServer, type Answer } from '../../../test-support/fake-server';
import { makeTemplate } from '../../../test-support/templates';
import { EditorPanel } from '../editor-panel';
import { editorForTemplate, editorReducer, emptyEditor, type EditorState } from '../engine';
import { renderInDashboard, stubBrowser } from '../editor-test-support';
import { AI_CAPTION_COST_LABEL, AI_PROMPT_LABEL, AI_PROMPT_NEEDS_TEMPLATE } from '../panel/ai-caption-tab';
import { sessionKeys } from '../../session/queries';
import { aiCaptionSlot } from './ai-caption-helper';

vi.mock('../preview', () => ({
  loadCaptionFonts: vi.fn(() => Promise.resolve()),
  onCaptionFontsLoaded: vi.fn(() => () => undefined),
  drawImagePreview: vi.fn(() => ({})),
  drawVideoOverlay: vi.fn(() => ({ lines: ['x'], top: 10, height: 40 })),
}));

let server: ReturnType<typeof fakeServer>;

function onPlan(plan: 'pro' | 'free', credits = '5') {
  server.on(`GET ${ENDPOINTS.currentPackage}`, {
    status: 200,
    body: { subscribedPackagePlan: plan, subscribedPackageBillingCycle: plan === 'free' ? null : 'month', credits },
  });
}

beforeEach(() => {
  stubBrowser();
  server = fakeServer();
  vi.stubGlobal('fetch', server.fetch);
  server.on(`GET ${ENDPOINTS.user}`, { status: 200, body: USER });
  onPlan('pro');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const templateEditor = () => editorForTemplate(makeTemplate(7));

async function openAiTab(initial: EditorState = templateEditor()) {
  const rendered = renderInDashboard(<EditorPanel initial={initial} aiCaptionSlot={aiCaptionSlot} />);
  await rendered.user.click(screen.getByRole('tab', { name: MESSAGES.aiCaptionTab }));
  const prompt = await screen.findByRole('textbox', { name: AI_PROMPT_LABEL });
  return { ...rendered, prompt };
}

const generateButton = () => screen.getByRole('button', { name: MESSAGES.generateCaption });
const memeText = async (user: ReturnType<typeof renderInDashboard>['user']) => {
  await user.click(screen.getByRole('tab', { name: MESSAGES.memeTextTab }));
  return screen.getByRole('textbox', { name: 'Meme text' });
};

describe('AI caption helper', () => {
  it('shows the prompt with the meme text limit, its counter and the cost; a blank prompt is not sent', async () => {
    const { user, prompt } = await openAiTab();
    expect(prompt).toBeEnabled();
    expect(prompt).toHaveAttribute('maxLength', String(MEME_TEXT_MAX_LENGTH));
    expect(screen.getByText(`0/${MEME_TEXT_MAX_LENGTH}`)).toBeInTheDocument();
    expect(screen.getByText(AI_CAPTION_COST_LABEL)).toHaveTextContent('1 credit');
    expect(generateButton()).toBeDisabled();
    await user.type(prompt, '   ');
    expect(generateButton()).toBeDisabled();
    fireEvent.submit(prompt.closest('form')!);
    await user.clear(prompt);
    await user.type(prompt, 'Mondays');
    expect(screen.getByText(`7/${MEME_TEXT_MAX_LENGTH}`)).toBeInTheDocument();
    expect(generateButton()).toBeEnabled();
    expect(server.calls(`POST ${ENDPOINTS.aiTagline}`)).toHaveLength(0);
  });

  it('is disabled on your own file, asking to select a library template', async () => {
    const own = editorReducer(emptyEditor(), {
      type: 'chooseLocalFile',
      media: {
        source: 'local',
        type: 1,
        file: null,
        name: 'cat.png',
        url: '/cat.png',
        width: 800,
        height: 600,
        fileKey: null,
      },
    });
    const { prompt } = await openAiTab(own);
    expect(prompt).toBeDisabled();
    expect(prompt).toHaveAttribute('placeholder', AI_PROMPT_NEEDS_TEMPLATE);
    expect(screen.queryByRole('button', { name: MESSAGES.generateCaption })).toBeNull();
  });

  it('puts the caption in the meme text as one undoable step, says so and refreshes the credits', async () => {
    let answer: (value: Answer) => void = () => {};
    server.on(`POST ${ENDPOINTS.aiTagline}`, () => new Promise<Answer>((resolve) => (answer = resolve)));
    const { user, prompt, client } = await openAiTab();
    await waitFor(() => expect(client.getQueryData(sessionKeys.currentPackage)).toBeDefined());
    const packageCalls = server.calls(`GET ${ENDPOINTS.currentPackage}`).length;
    await user.type(prompt, 'Mondays at work');
    await user.click(generateButton());

    const busy = screen.getByRole('button', { name: MESSAGES.generating });
    expect(busy).toBeDisabled();
    fireEvent.submit(prompt.closest('form')!);
    expect(server.calls(`POST ${ENDPOINTS.aiTagline}`)).toHaveLength(1);
    expect(server.calls(`POST ${ENDPOINTS.aiTagline}`)[0]!.body).toEqual({ prompt: 'Mondays at work', template_id: 7 });

    answer({ status: 200, body: { tagline: 'Me pretending Monday is fine', credits: '4' } });
    expect(await screen.findByText(MESSAGES.captionGenerated)).toBeInTheDocument();
    await waitFor(() => expect(server.calls(`GET ${ENDPOINTS.currentPackage}`).length).toBeGreaterThan(packageCalls));
    expect(screen.getByRole('button', { name: MESSAGES.generateCaption })).toBeEnabled();

    const text = await memeText(user);
    expect(text).toHaveValue('Me pretending Monday is fine');
    await user.click(screen.getByRole('button', { name: /Undo/ }));
    expect(text).toHaveValue('');
    await user.click(screen.getByRole('button', { name: /Redo/ }));
    expect(text).toHaveValue('Me pretending Monday is fine');
  });

  it('opens the premium dialog on a plan-not-allowed refusal, without showing the marker', async () => {
    server.on(`POST ${ENDPOINTS.aiTagline}`, {
      status: 403,
      body: { detail: MESSAGES.premiumCaption, code: ERROR_MARKERS.planNotAllowed },
    });
    onPlan('pro');
    const { user, prompt } = await openAiTab();
    await user.type(prompt, 'cats');
    await user.click(generateButton());
    const dialog = await screen.findByRole('dialog', { name: MESSAGES.upgradeRequiredTitle });
    expect(within(dialog).getByText(MESSAGES.premiumCaption)).toHaveAttribute('data-variant', 'premium');
    expect(screen.queryByText(ERROR_MARKERS.planNotAllowed)).toBeNull();
    expect(screen.queryByText(MESSAGES.captionGenerated)).toBeNull();
  });

  it('opens the premium dialog on the free plan without asking the server', async () => {
    onPlan('free');
    const { user, prompt, client } = await openAiTab();
    expect(prompt).toBeEnabled();
    await waitFor(() => expect(client.getQueryData(sessionKeys.currentPackage)).toBeDefined());
    await user.type(prompt, 'cats');
    await user.click(generateButton());
    const dialog = await screen.findByRole('dialog', { name: MESSAGES.upgradeRequiredTitle });
    expect(within(dialog).getByText(MESSAGES.premiumCaption)).toHaveAttribute('data-variant', 'premium');
    expect(server.calls(`POST ${ENDPOINTS.aiTagline}`)).toHaveLength(0);
  });

  it('opens the out-of-credits dialog on an out-of-credits refusal', async () => {
    server.on(`POST ${ENDPOINTS.aiTagline}`, {
      status: 402,
      body: { detail: MESSAGES.outOfCredits, code: ERROR_MARKERS.outOfCredits },
    });
    const { user, prompt } = await openAiTab();
    await user.type(prompt, 'cats');
    await user.click(generateButton());
    const dialog = await screen.findByRole('dialog', { name: MESSAGES.upgradeRequiredTitle });
    expect(within(dialog).getByText(MESSAGES.outOfCredits)).toHaveAttribute('data-variant', 'credits');
    expect(screen.queryByText(ERROR_MARKERS.outOfCredits)).toBeNull();
  });

  it("toasts the server's message for any other error and keeps the text", async () => {
    server.on(`POST ${ENDPOINTS.aiTagline}`, { status: 503, body: { detail: MESSAGES.aiCaptionFailed } });
    const { user, prompt } = await openAiTab();
    await user.type(prompt, 'cats');
    await user.click(generateButton());
    expect(await screen.findByText(MESSAGES.aiCaptionFailed)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(prompt).toHaveValue('cats');
    expect(await memeText(user)).toHaveValue('');
  });
});
