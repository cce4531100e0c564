import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { PublicTemplateSummarySchema, TEMPLATE_THUMBNAIL_HEIGHT, type Template } from '@memeforge/contract';
import { makeTemplate, makeVideoTemplate } from '../../test-support/templates';
import { PUBLIC_CARD_PICTURE_HEIGHT, PublicTemplateCard } from './public-template-card';
import { coverSizes, DASHBOARD_CARD_COLUMNS, PUBLIC_CARD_COLUMNS } from './template-card-picture';
import { TemplateThumbnail } from './template-media';

afterEach(cleanup);

const thumbnails = (id: number): Template['thumbnails'] => [
  { url: `/media/templates/${id}.jpg.240w.webp`, width: 240 },
  { url: `/media/templates/${id}.jpg.480w.webp`, width: 480 },
];

describe('coverSizes', () => {
  it('asks for the wider of the column and the width the picture is drawn at to cover the box', () => {
    // 800 x 600 in a 440 px tall box is drawn 587 px wide.
    expect(coverSizes(DASHBOARD_CARD_COLUMNS, 440, 800, 600)).toBe(
      '(min-width: 1024px) max(16rem, 587px), (min-width: 768px) max(calc(50vw - 44px), 587px), max(calc(100vw - 32px), 587px)',
    );
    expect(coverSizes(PUBLIC_CARD_COLUMNS, 224, 600, 900)).toBe(
      '(min-width: 1024px) max(16.5rem, 150px), (min-width: 768px) max(calc(50vw - 28px), 150px), max(calc(100vw - 32px), 150px)',
    );
    // A size not known: the column alone.
    expect(coverSizes(PUBLIC_CARD_COLUMNS, 224, 0, 0)).toBe(
      '(min-width: 1024px) 16.5rem, (min-width: 768px) calc(50vw - 28px), calc(100vw - 32px)',
    );
  });
});

describe("a template card's picture", () => {
  it('shows the WebP copies by srcset and sizes, lazily, at the template size, never the JPEG or the file', () => {
    const template = makeTemplate(1, { thumbnails: thumbnails(1) });
    render(<TemplateThumbnail template={template} height={TEMPLATE_THUMBNAIL_HEIGHT} />);
    const image = screen.getByRole('img', { name: template.title });
    expect(image).toHaveAttribute('src', '/media/templates/1.jpg.240w.webp');
    expect(image).toHaveAttribute(
      'srcset',
      '/media/templates/1.jpg.240w.webp 240w, /media/templates/1.jpg.480w.webp 480w',
    );
    expect(image).toHaveAttribute('sizes', coverSizes(DASHBOARD_CARD_COLUMNS, TEMPLATE_THUMBNAIL_HEIGHT, 800, 600));
    expect(image).toHaveAttribute('width', '800');
    expect(image).toHaveAttribute('height', '600');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(document.body.innerHTML).not.toContain('-thumb.jpg');
    expect(document.body.innerHTML).not.toContain('/media/templates/1.jpg"');
  });

  it('falls back to the thumbnail when the copies fail to load, and for a template without copies', () => {
    const template = makeTemplate(2, { thumbnails: thumbnails(2) });
    render(<TemplateThumbnail template={template} height={160} />);
    fireEvent.error(screen.getByRole('img', { name: template.title }));
    const fallback = screen.getByRole('img', { name: template.title });
    expect(fallback).toHaveAttribute('src', '/media/templates/2-thumb.jpg');
    expect(fallback).not.toHaveAttribute('srcset');
    cleanup();

    const older = makeTemplate(3);
    expect(older.thumbnails).toEqual([]);
    render(<TemplateThumbnail template={older} height={160} />);
    const image = screen.getByRole('img', { name: older.title });
    expect(image).toHaveAttribute('src', '/media/templates/3-thumb.jpg');
    expect(image).not.toHaveAttribute('srcset');
    expect(image).toHaveAttribute('loading', 'lazy');
  });

  it("a video template's card shows its copies and loads no video until hovered", () => {
    const template = makeVideoTemplate(4, { thumbnails: thumbnails(4) });
    const { container } = render(<TemplateThumbnail template={template} height={160} />);
    expect(screen.getByRole('img', { name: template.title })).toHaveAttribute('srcset');
    expect(container.querySelector('video')).toBeNull();
    fireEvent.mouseEnter(container.firstElementChild!);
    expect(container.querySelector('video')).toHaveAttribute('src', '/media/templates/4.mp4');
  });
});

describe('a public index card', () => {
  const summary = (overrides: object = {}) =>
    PublicTemplateSummarySchema.parse({
      slug: 'tall-one',
      templateTitle: 'Tall one',
      templateType: 1,
      templateThumbnail: '/media/templates/tall-thumb.jpg',
      description: 'A tall template',
      ...overrides,
    });
  const renderCard = (template: ReturnType<typeof summary>) =>
    render(
      <MemoryRouter>
        <PublicTemplateCard template={template} />
      </MemoryRouter>,
    );

  it('shows the WebP copies by srcset, sized for its box', () => {
    const { container } = renderCard(summary({ templateThumbnails: thumbnails(5), width: 600, height: 900 }));
    const image = container.querySelector('img')!;
    expect(image).toHaveAttribute(
      'srcset',
      '/media/templates/5.jpg.240w.webp 240w, /media/templates/5.jpg.480w.webp 480w',
    );
    expect(image).toHaveAttribute('sizes', coverSizes(PUBLIC_CARD_COLUMNS, PUBLIC_CARD_PICTURE_HEIGHT, 600, 900));
    expect(image).toHaveAttribute('width', '600');
    expect(image).toHaveAttribute('height', '900');
    expect(image).toHaveAttribute('loading', 'lazy');
    fireEvent.error(image);
    expect(container.querySelector('img')).toHaveAttribute('src', '/media/templates/tall-thumb.jpg');
    expect(container.querySelector('img')).not.toHaveAttribute('srcset');
  });

  it('shows the thumbnail for a template without copies (an answer from before them)', () => {
    const { container } = renderCard(summary());
    const image = container.querySelector('img')!;
    expect(image).toHaveAttribute('src', '/media/templates/tall-thumb.jpg');
    expect(image).not.toHaveAttribute('srcset');
  });
});
