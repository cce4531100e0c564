import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Carousel } from './carousel';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const pause = (ms: number) => act(() => new Promise<void>((resolve) => setTimeout(resolve, ms)));

function setup(props: { autoPlayMs?: number; withVideo?: boolean } = {}) {
  const slides = ['Alpha', 'Bravo', 'Charlie'].map((name) => (
    <div key={name}>
      <p>{name}</p>
      {props.withVideo && name === 'Alpha' && <video data-testid="clip" />}
    </div>
  ));
  const utils = render(<Carousel label="Test memes" slides={slides} autoPlayMs={props.autoPlayMs ?? 0} />);
  const region = screen.getByRole('region', { name: 'Test memes' });
  return { ...utils, region, user: userEvent.setup() };
}

/** The slide marked current, by its label ("2 of 3"). */
const current = () => document.querySelector('[data-current="true"]')?.getAttribute('aria-label');
const status = () => document.querySelector('[aria-atomic="true"]')?.textContent;

function reducedMotion(matches: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: matches && query === '(prefers-reduced-motion: reduce)',
      media: query,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    })),
  );
}

describe('Carousel (WAI-ARIA carousel pattern, scroll snap)', () => {
  it('is a region named and described as a carousel, with slides labelled n of m', () => {
    const { region } = setup();
    expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    const slides = within(region).getAllByRole('group');
    expect(slides.map((slide) => slide.getAttribute('aria-label'))).toEqual(['1 of 3', '2 of 3', '3 of 3']);
    expect(slides.every((slide) => slide.getAttribute('aria-roledescription') === 'slide')).toBe(true);
    expect(status()).toBe('Slide 1 of 3');
    // Without rotation the position is announced politely.
    expect(document.querySelector('[aria-atomic="true"]')).toHaveAttribute('aria-live', 'polite');
  });

  it('moves with its Previous and Next buttons, wrapping round at both ends', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(current()).toBe('2 of 3');
    expect(status()).toBe('Slide 2 of 3');
    await user.click(screen.getByRole('button', { name: 'Next slide' }));
    await user.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(current()).toBe('1 of 3');
    await user.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(current()).toBe('3 of 3');
  });

  it('moves with the arrow keys, Home and End, from the track or its buttons', async () => {
    const { user, region } = setup();
    const track = region.querySelector<HTMLElement>('[tabindex="0"]')!;
    await user.click(screen.getByText('Alpha'));
    track.focus();
    await user.keyboard('{ArrowRight}');
    expect(current()).toBe('2 of 3');
    await user.keyboard('{End}');
    expect(current()).toBe('3 of 3');
    await user.keyboard('{Home}');
    expect(current()).toBe('1 of 3');
    screen.getByRole('button', { name: 'Next slide' }).focus();
    await user.keyboard('{ArrowLeft}');
    expect(current()).toBe('3 of 3');
  });

  it("leaves the arrow keys to a clip's own controls", async () => {
    const { user } = setup({ withVideo: true });
    const clip = screen.getByTestId('clip');
    clip.tabIndex = 0;
    clip.focus();
    await user.keyboard('{ArrowRight}');
    expect(current()).toBe('1 of 3');
  });

  it('rotates on its own, and stays still while hovered or focused', async () => {
    const { region, user } = setup({ autoPlayMs: 60 });
    await waitFor(() => expect(current()).toBe('2 of 3'));
    // Rotating: the position is not announced each time.
    expect(document.querySelector('[aria-atomic="true"]')).toHaveAttribute('aria-live', 'off');

    fireEvent.mouseEnter(region);
    const hovered = current();
    await pause(250);
    expect(current()).toBe(hovered);
    fireEvent.mouseLeave(region);
    await waitFor(() => expect(current()).not.toBe(hovered));

    await user.tab();
    expect(region.contains(document.activeElement)).toBe(true);
    const focused = current();
    await pause(250);
    expect(current()).toBe(focused);
    act(() => (document.activeElement as HTMLElement).blur());
    await waitFor(() => expect(current()).not.toBe(focused));
  });

  it('stops for good with its Pause button, and starts again with Play', async () => {
    const { user } = setup({ autoPlayMs: 60 });
    await user.click(screen.getByRole('button', { name: 'Stop rotating slides' }));
    // Leave the carousel so neither hover nor focus is what holds it.
    act(() => (document.activeElement as HTMLElement).blur());
    fireEvent.mouseLeave(screen.getByRole('region'));
    const stopped = current();
    await pause(250);
    expect(current()).toBe(stopped);
    await user.click(screen.getByRole('button', { name: 'Start rotating slides' }));
    act(() => (document.activeElement as HTMLElement).blur());
    fireEvent.mouseLeave(screen.getByRole('region'));
    await waitFor(() => expect(current()).not.toBe(stopped));
  });

  it('does not rotate for someone who prefers reduced motion, unless they press Play', async () => {
    reducedMotion(true);
    const { user } = setup({ autoPlayMs: 60 });
    expect(screen.getByRole('button', { name: 'Start rotating slides' })).toBeInTheDocument();
    await pause(250);
    expect(current()).toBe('1 of 3');
    await user.click(screen.getByRole('button', { name: 'Start rotating slides' }));
    act(() => (document.activeElement as HTMLElement).blur());
    fireEvent.mouseLeave(screen.getByRole('region'));
    await waitFor(() => expect(current()).toBe('2 of 3'));
  });

  it('stops rotating when a clip in it starts playing', async () => {
    setup({ autoPlayMs: 80, withVideo: true });
    fireEvent.play(screen.getByTestId('clip'));
    expect(screen.getByRole('button', { name: 'Start rotating slides' })).toBeInTheDocument();
    await pause(250);
    expect(current()).toBe('1 of 3');
  });
});
