import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { Route } from 'react-router';
import { ENDPOINTS, ROUTES, SSR_QUERY_KEYS, authDialogPath, type User } from '@memeforge/contract';
import { LandingPage } from '../../pages/LandingPage';
import { fakeServer } from '../../test-support/fake-server';
import { createTestQueryClient, renderRoutes } from '../../test-support/render';
import { sessionKeys } from '../session/queries';
import { LANDING_DATA } from './landing-test-data';

let server: ReturnType<typeof fakeServer>;
beforeEach(() => {
  server = fakeServer();
  vi.stubGlobal('fetch', server.fetch);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function setup(user: User | null) {
  const client = createTestQueryClient();
  client.setQueryData(sessionKeys.me, user);
  client.setQueryData(SSR_QUERY_KEYS.landing(), LANDING_DATA);
  return renderRoutes(<Route path="/" element={<LandingPage />} />, '/', client);
}

const MEMBER = {
  id: 1,
  name: 'Ada',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: '',
  isSuperuser: false,
} as User;

describe('LandingPage', () => {
  it('shows every section from the server data, without asking the server again', () => {
    setup(null);
    expect(screen.getAllByRole('link', { name: 'Sign Up For Free' })).toHaveLength(2);
    expect(screen.getByText('200M+')).toBeInTheDocument();
    expect(screen.getByText('Monthly impressions')).toBeInTheDocument();
    expect(screen.getByRole('tablist', { name: 'Features' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Generator', 'Library', 'Editor']);
    expect(screen.getByRole('region', { name: 'Image memes made by MemeForge' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Sample video memes' })).toBeInTheDocument();
    expect(screen.getByText('We post before the trend is gone.')).toBeInTheDocument();
    expect(screen.getByText('Northwind')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'See it at work' })).toBeInTheDocument();
    expect(server.calls(`GET ${ENDPOINTS.landing}`)).toHaveLength(0);
  });

  it('shows the memes as small WebP renditions with their size reserved, the clips only on demand', async () => {
    const { user } = setup(null);
    const carousel = screen.getByRole('region', { name: 'Image memes made by MemeForge' });
    const image = within(carousel).getByRole('img', { name: LANDING_DATA.imageMemes[0]!.alt });
    expect(image).toHaveAttribute(
      'srcset',
      '/media/showcase/two-buttons-320.webp 320w, /media/showcase/two-buttons-640.webp 640w',
    );
    expect(image).toHaveAttribute('width', '320');
    expect(image).toHaveAttribute('height', '400');
    expect(image).toHaveAttribute('loading', 'lazy');

    const videos = screen.getByRole('region', { name: 'Sample video memes' });
    expect(videos.querySelector('video')).toBeNull();
    await user.click(
      within(videos).getByRole('button', { name: `Play the video meme: ${LANDING_DATA.videoMemes[0]!.caption}` }),
    );
    const video = videos.querySelector('video')!;
    expect(video).toHaveAttribute('src', '/media/showcase/zoom.mp4');
    expect(video).toHaveAttribute('preload', 'none');
    // The Play button is gone: its focus went to the clip, not back to the page (decision 032).
    expect(video).toHaveFocus();
    expect(document.querySelector('video[aria-labelledby="product-video-title"]')).toHaveAttribute('preload', 'none');
  });

  it("sends visitors to sign up from 'Use This Meme' and 'Start Generating', then on to the page promised", () => {
    setup(null);
    const editor = `${ROUTES['dashboard.editor']}?template=dramatic-zoom-shocked-face`;
    expect(screen.getByRole('link', { name: 'Use This Meme: Dramatic Zoom Shocked Face' })).toHaveAttribute(
      'href',
      authDialogPath('signup', { next: editor }),
    );
    expect(screen.getByRole('link', { name: 'Start Generating' })).toHaveAttribute(
      'href',
      authDialogPath('signup', { next: ROUTES['dashboard.generateMeme'] }),
    );
  });

  it("opens the editor on the clip's template, and the generator, when signed in", () => {
    setup(MEMBER);
    expect(screen.getByRole('link', { name: 'Use This Meme: Dramatic Zoom Shocked Face' })).toHaveAttribute(
      'href',
      `${ROUTES['dashboard.editor']}?template=dramatic-zoom-shocked-face`,
    );
    const starts = screen.getAllByRole('link', { name: 'Start Generating' });
    expect(starts.every((link) => link.getAttribute('href') === ROUTES['dashboard.generateMeme'])).toBe(true);
  });
});
