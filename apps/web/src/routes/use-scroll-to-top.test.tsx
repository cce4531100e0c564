import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render } from '@testing-library/react';
import { MemoryRouter, useNavigate, type NavigateFunction } from 'react-router';
import { useScrollToTopOnNewPage } from './use-scroll-to-top';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

let navigate: NavigateFunction = () => undefined;

function Probe() {
  useScrollToTopOnNewPage();
  navigate = useNavigate();
  return null;
}

function setup() {
  const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  render(
    <MemoryRouter initialEntries={['/']}>
      <Probe />
    </MemoryRouter>,
  );
  return scrollTo;
}

describe('useScrollToTopOnNewPage', () => {
  it('opens another page at its top', () => {
    const scrollTo = setup();
    expect(scrollTo).not.toHaveBeenCalled();
    act(() => void navigate('/contact-us'));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('keeps the position for a change of the query, a #fragment, and going back', () => {
    const scrollTo = setup();
    act(() => void navigate('/?toggle_login_modal=true'));
    act(() => void navigate('/terms-of-service#privacy'));
    expect(scrollTo).not.toHaveBeenCalled();
    act(() => void navigate('/subscription'));
    expect(scrollTo).toHaveBeenCalledTimes(1);
    act(() => void navigate(-1));
    expect(scrollTo).toHaveBeenCalledTimes(1);
  });
});
