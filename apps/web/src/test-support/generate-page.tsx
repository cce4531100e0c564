/** The generate page under test: signed in, rendered in the dashboard, its clock, form and stored batch. */
import { vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router';
import { ENDPOINTS, GENERATED_MEMES_STORAGE_KEY, MESSAGES, type Meme, type PlanKey } from '@memeforge/contract';
import { DashboardLayout } from '../layouts/dashboard/DashboardLayout';
import { GeneratePage } from '../pages/GeneratePage';
import type { GenerationInput } from '../features/generation/batch';
import { USER, type fakeServer } from './fake-server';
import { renderRoutes } from './render';

export const GENERATE = `POST ${ENDPOINTS.generate}`;
export const JOB = `GET ${ENDPOINTS.generationJobStatus}`;

export function signIn(server: ReturnType<typeof fakeServer>, plan: PlanKey = 'pro', credits = '30') {
  server.on(`GET ${ENDPOINTS.user}`, { status: 200, body: USER });
  server.on(`GET ${ENDPOINTS.currentPackage}`, {
    status: 200,
    body: { subscribedPackagePlan: plan, subscribedPackageBillingCycle: plan === 'free' ? null : 'month', credits },
  });
}

export function renderGenerate() {
  const utils = renderRoutes(
    <Route path="/dashboard" element={<DashboardLayout />}>
      <Route path="generate" element={<GeneratePage />} />
    </Route>,
    '/dashboard/generate',
  );
  // With the fake clock, user-event's own pauses must move it too.
  const advanceTimers = (ms: number) => (vi.isFakeTimers() ? vi.advanceTimersByTime(ms) : undefined);
  return { ...utils, user: userEvent.setup({ advanceTimers }) };
}

/** Polling runs on timers: fake ones that also follow real time, so Testing Library's waits work. */
export function useFakeClock() {
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
}
export const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

export const description = () => screen.getByRole('textbox', { name: 'What should your memes be about?' });
export const generateButton = () => screen.getByRole('button', { name: /Generate Memes|Generating|Processing/ });

export async function submit(user: ReturnType<typeof userEvent.setup>, text = 'Mondays at a startup') {
  await user.type(await screen.findByRole('textbox', { name: 'What should your memes be about?' }), text);
  await user.click(screen.getByRole('button', { name: MESSAGES.generateMemes }));
}

export interface StoredBatch {
  memes: Meme[];
  input: GenerationInput | null;
}

export function storedBatch(): StoredBatch {
  return JSON.parse(window.localStorage.getItem(GENERATED_MEMES_STORAGE_KEY)!) as StoredBatch;
}

export function storeBatch(memes: Meme[], input: GenerationInput | null) {
  window.localStorage.setItem(GENERATED_MEMES_STORAGE_KEY, JSON.stringify({ memes, input }));
}
