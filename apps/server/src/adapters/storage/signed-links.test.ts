import { describe, expect, it } from 'vitest';
import { EverydayLinks, PRIVATE_LINK_WINDOW_SECONDS } from './signed-links';

describe('EverydayLinks', () => {
  it('signs a private file’s everyday link once an hour, and anew in the next', async () => {
    const links = new EverydayLinks();
    let signed = 0;
    const make = (hour: number) => () => `/media/memes/a.png?hour=${hour}&n=${(signed += 1)}`;
    const hour = PRIVATE_LINK_WINDOW_SECONDS * 1000;
    const start = 1_800_000_000_000 - (1_800_000_000_000 % hour);

    const first = await links.get('memes/a.png', start + 1_000, make(0));
    expect(await links.get('memes/a.png', start + hour - 1_000, make(0))).toBe(first);
    expect(signed).toBe(1);
    // Another file has its own link.
    await links.get('memes/b.png', start + 1_000, make(0));
    expect(signed).toBe(2);
    // The next hour's link is a new one.
    const next = await links.get('memes/a.png', start + hour + 1_000, make(1));
    expect(next).not.toBe(first);
    expect(signed).toBe(3);
  });
});
