/** A landing page's data as the server sends it, for the landing page's tests. */
import type { LandingData } from '@memeforge/contract';

const picture = (name: string, width = 320, height = 400) => ({
  src: `/media/showcase/${name}-320.webp`,
  srcset: [
    { url: `/media/showcase/${name}-320.webp`, width: 320 },
    { url: `/media/showcase/${name}-640.webp`, width: 640 },
  ],
  width,
  height,
});

export const LANDING_DATA: LandingData = {
  figures: [
    { value: '200M+', label: 'Monthly impressions' },
    { value: '1M+', label: 'Network followers' },
  ],
  testimonials: [{ quote: 'We post before the trend is gone.', name: 'Priya Raman', role: 'Social lead' }],
  clientLogos: [{ name: 'Northwind', glyph: 'wave' }],
  imageMemes: [
    {
      caption: 'Reply now or let it age',
      alt: 'Meme: two buttons, with the caption "Reply now or let it age"',
      templateSlug: 'two-buttons-dilemma',
      templateTitle: 'Two Buttons Dilemma',
      image: picture('two-buttons'),
    },
  ],
  videoMemes: [
    {
      caption: 'When the client says one small change',
      alt: 'Video meme: a dramatic zoom, with the caption "When the client says one small change"',
      templateSlug: 'dramatic-zoom-shocked-face',
      templateTitle: 'Dramatic Zoom Shocked Face',
      video: '/media/showcase/zoom.mp4',
      poster: picture('zoom-poster', 320, 320),
      duration: 3,
    },
  ],
  templates: [
    { slug: 'two-buttons-dilemma', title: 'Two Buttons Dilemma', type: 1, thumbnail: picture('thumb', 240, 240) },
  ],
  productVideo: {
    title: 'See it at work',
    description: 'A reel.',
    url: '/media/showcase/reel/abc.mp4',
    poster: picture('zoom-poster'),
  },
};
