import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MESSAGES, type Meme } from '@memeforge/contract';
import { makeMeme, makeVideoMeme } from '../../test-support/memes';
import { MEME_CARD_SIZES, MemeCardMedia, cardPicture } from './meme-card-media';

afterEach(cleanup);

const thumbnails = (n: number, extension: string): Meme['thumbnails'] => [
  { url: `/media/memes/${n}.${extension}.320w.webp`, width: 320 },
  { url: `/media/memes/${n}.${extension}.640w.webp`, width: 640 },
];

function renderMedia(meme: Meme) {
  const onOpen = vi.fn();
  render(<MemeCardMedia meme={meme} onOpen={onOpen} />);
  return { onOpen, button: screen.getByRole('button', { name: 'Open full preview' }) };
}

describe("a meme card's card pictures", () => {
  it('shows an image meme as its WebP copies by srcset and sizes, at the canvas size, never the file', () => {
    const meme = makeMeme(1, { canvasWidth: 800, canvasHeight: 900, thumbnails: thumbnails(1, 'png') });
    const { onOpen, button } = renderMedia(meme);
    const image = screen.getByRole('img', { name: meme.altText });
    expect(image).toHaveAttribute('src', '/media/memes/1.png.320w.webp');
    expect(image).toHaveAttribute('srcset', '/media/memes/1.png.320w.webp 320w, /media/memes/1.png.640w.webp 640w');
    expect(image).toHaveAttribute('sizes', MEME_CARD_SIZES);
    expect(image).toHaveAttribute('width', '800');
    expect(image).toHaveAttribute('height', '900');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(document.body.innerHTML).not.toContain('/media/memes/1.png"');
    fireEvent.click(button);
    expect(onOpen).toHaveBeenCalledOnce();
  });

  it('shows a video meme as its WebP poster frame until played, loading no video until the pointer is over it', () => {
    const meme = makeVideoMeme(2, { canvasWidth: 640, canvasHeight: 360, thumbnails: thumbnails(2, 'mp4') });
    const { button } = renderMedia(meme);
    const poster = screen.getByRole('img', { name: meme.altText });
    expect(poster).toHaveAttribute('srcset', '/media/memes/2.mp4.320w.webp 320w, /media/memes/2.mp4.640w.webp 640w');
    expect(poster).toHaveAttribute('width', '640');
    expect(poster).toHaveAttribute('height', '360');
    // No video element (so no request for the file) and no template still behind it.
    expect(document.querySelector('video')).toBeNull();
    expect(screen.queryByTestId('meme-poster')).toBeNull();

    fireEvent.mouseEnter(button);
    const playing = document.querySelector('video')!;
    expect(playing).toHaveAttribute('src', '/media/memes/2.mp4');
    expect(playing.autoplay).toBe(true);
    expect(playing.muted).toBe(true);
    fireEvent.mouseLeave(button);
    expect(document.querySelector('video')).toBeNull();
    expect(screen.getByRole('img', { name: meme.altText })).toBeInTheDocument();
  });

  it('says the video failed to load when the file does not play', () => {
    const meme = makeVideoMeme(3, { thumbnails: thumbnails(3, 'mp4') });
    const { button } = renderMedia(meme);
    fireEvent.mouseEnter(button);
    fireEvent.error(document.querySelector('video')!);
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.failedToLoadMedia('video'));
  });

  it('falls back to the file for a meme rendered before card pictures existed', () => {
    // Parsed without the field, as an answer from before it existed: no card pictures.
    const meme = makeMeme(4, { canvasWidth: 800, canvasHeight: 700 });
    expect(meme.thumbnails).toEqual([]);
    expect(cardPicture(meme)).toBeNull();
    renderMedia(meme);
    const image = screen.getByRole('img', { name: meme.altText });
    expect(image).toHaveAttribute('src', '/media/memes/4.png');
    expect(image).not.toHaveAttribute('srcset');
    expect(image).toHaveAttribute('width', '800');
    expect(image).toHaveAttribute('height', '700');

    cleanup();
    renderMedia(makeVideoMeme(5));
    expect(document.querySelector('video')).toHaveAttribute('src', '/media/memes/5.mp4');
    expect(screen.getByTestId('meme-poster')).toBeInTheDocument();
  });

  it('falls back to the file when the card pictures do not load, and to the error only when the file fails too', () => {
    const meme = makeMeme(6, { thumbnails: thumbnails(6, 'png') });
    renderMedia(meme);
    fireEvent.error(screen.getByRole('img', { name: meme.altText }));
    const image = screen.getByRole('img', { name: meme.altText });
    expect(image).toHaveAttribute('src', '/media/memes/6.png');
    expect(image).not.toHaveAttribute('srcset');
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.error(image);
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.failedToLoadMedia('image'));

    cleanup();
    const video = makeVideoMeme(7, { thumbnails: thumbnails(7, 'mp4') });
    renderMedia(video);
    fireEvent.error(screen.getByRole('img', { name: video.altText }));
    expect(document.querySelector('video')).toHaveAttribute('src', '/media/memes/7.mp4');
  });
});
