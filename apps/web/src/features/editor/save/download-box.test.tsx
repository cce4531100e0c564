import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { DOWNLOAD_BOX_DELAY_MS, DOWNLOAD_COUNTDOWN_START_S, MESSAGES } from '@memeforge/contract';
import { DownloadBox } from './download-box';
import { FormatLinks } from './save-downloads';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const link = () => screen.getByRole('link', { name: MESSAGES.clickToDownload });

describe('DownloadBox', () => {
  it('appears after the delay, counts down, and enables its link at 0', async () => {
    const onLinkClick = vi.fn();
    render(<DownloadBox fileUrl="/media/memes/1.png" fileName="memeforge-hello.png" onLinkClick={onLinkClick} />);
    expect(screen.queryByTestId('download-box')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(DOWNLOAD_BOX_DELAY_MS - 1));
    expect(screen.queryByTestId('download-box')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1));

    expect(screen.getByTestId('download-box')).toHaveTextContent(
      MESSAGES.downloadCountdown(DOWNLOAD_COUNTDOWN_START_S),
    );
    expect(screen.getByText('Hang tight! Your download will begin in 5 seconds...')).toBeInTheDocument();
    expect(link()).toHaveAttribute('aria-disabled', 'true');
    expect(link()).toHaveAttribute('href', '/media/memes/1.png');
    expect(link()).toHaveAttribute('download', 'memeforge-hello.png');
    // Not clickable yet: the click does nothing (and does not follow the link).
    const early = fireEvent.click(link());
    expect(early).toBe(false);
    expect(onLinkClick).not.toHaveBeenCalled();

    for (let left = DOWNLOAD_COUNTDOWN_START_S - 1; left > 0; left -= 1) {
      await act(() => vi.advanceTimersByTimeAsync(1000));
      expect(screen.getByText(MESSAGES.downloadCountdown(left))).toBeInTheDocument();
      expect(link()).toHaveAttribute('aria-disabled', 'true');
    }
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.queryByText(/Hang tight!/)).toBeNull();
    expect(link()).not.toHaveAttribute('aria-disabled');
    fireEvent.click(link());
    expect(onLinkClick).toHaveBeenCalledTimes(1);
  });

  it('shows what is given beside it', async () => {
    render(
      <DownloadBox
        fileUrl="/media/memes/1.png"
        fileName="m.png"
        extra={<FormatLinks memeId="00000000-0000-4000-8000-000000000001" kind="image" />}
      />,
    );
    await act(() => vi.advanceTimersByTimeAsync(DOWNLOAD_BOX_DELAY_MS));
    expect(screen.getByRole('link', { name: 'PNG' })).toHaveAttribute(
      'href',
      '/memes/item/00000000-0000-4000-8000-000000000001/download/?format=png',
    );
    expect(screen.getByRole('link', { name: 'JPEG' })).toHaveAttribute('href', expect.stringMatching(/format=jpeg$/));
  });
});

describe('FormatLinks', () => {
  it('offers a GIF for a video', () => {
    render(<FormatLinks memeId="00000000-0000-4000-8000-000000000002" kind="video" />);
    expect(screen.getAllByRole('link').map((a) => a.textContent)).toEqual(['GIF']);
    expect(screen.getByRole('link', { name: 'GIF' })).toHaveAttribute('href', expect.stringMatching(/format=gif$/));
  });
});
