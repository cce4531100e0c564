import { useState } from 'react';
import { Link } from 'react-router';
import { Play } from 'lucide-react';
import { MEDIA_TYPE, type PublicTemplateSummary } from '@memeforge/contract';
import { Skeleton } from '../../ui';
import { publicTemplatePath } from './public-paths';
import { coverSizes, PUBLIC_CARD_COLUMNS, templateCardPicture } from './template-card-picture';
import { NoMedia, TypeBadge } from './template-media';

/** The card's picture box: `h-56`. */
export const PUBLIC_CARD_PICTURE_HEIGHT = 224;

/**
 * A public index entry: a link to the template's page (server-rendered, so no timed skeleton). Its
 * picture is the template's WebP card pictures as a `srcset` (decision 033), or its thumbnail for
 * a template without them or when they fail to load.
 */
export function PublicTemplateCard({ template }: { template: PublicTemplateSummary }) {
  // The card picture that would not load: the thumbnail is shown instead.
  const [failedPicture, setFailedPicture] = useState<string | null>(null);
  const wanted = templateCardPicture(
    template.templateThumbnails,
    template,
    coverSizes(PUBLIC_CARD_COLUMNS, PUBLIC_CARD_PICTURE_HEIGHT, template.width, template.height),
  );
  const picture = wanted && wanted.src !== failedPicture ? wanted : null;
  return (
    <Link
      to={publicTemplatePath(template.slug)}
      className="group flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:border-brand-500 hover:shadow-md"
    >
      <div className="relative h-56 w-full bg-slate-100">
        {picture ? (
          <img
            loading="lazy"
            decoding="async"
            {...picture}
            alt=""
            className="size-full object-cover"
            onError={() => setFailedPicture(picture.src)}
          />
        ) : template.templateThumbnail ? (
          <img
            src={template.templateThumbnail}
            alt=""
            loading="lazy"
            decoding="async"
            className="size-full object-cover"
          />
        ) : (
          <NoMedia type={template.templateType} />
        )}
        {template.templateType === MEDIA_TYPE.video && (
          <span className="pointer-events-none absolute left-3 top-3 flex size-8 items-center justify-center rounded-full bg-black/60 text-white">
            <Play className="size-4 fill-current" aria-hidden />
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-1.5 p-3">
        <div className="flex items-start justify-between gap-2">
          <h2 className="text-sm font-semibold text-slate-900 group-hover:text-brand-700">{template.templateTitle}</h2>
          <TypeBadge type={template.templateType} />
        </div>
        {template.description && <p className="line-clamp-2 text-sm text-slate-600">{template.description}</p>}
      </div>
    </Link>
  );
}

export function PublicTemplateCardSkeleton() {
  return (
    <div className="overflow-hidden rounded-2xl border border-slate-200 bg-white">
      <Skeleton className="h-56 w-full rounded-none" />
      <div className="flex flex-col gap-2 p-3">
        <Skeleton className="h-4 w-2/3" />
        <Skeleton className="h-3 w-full" />
      </div>
    </div>
  );
}
