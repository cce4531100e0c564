/**
 * The landing page's data: the content file's figures, testimonials and logos, with the showcase
 * memes the server rendered (their stored keys turned into URLs here, so a change of media store
 * needs no re-render). Before the first render finishes, the carousels are simply empty.
 */
import type { LandingData, ResponsiveImage } from '@memeforge/contract';
import type { MediaStorage } from '../../adapters/storage';
import { readShowcaseState, type StoredPicture } from './store';
import type { Services } from '../../wiring/services';

export type LandingContext = Pick<Services, 'db' | 'storage' | 'marketing'>;

async function responsive(storage: MediaStorage, picture: StoredPicture): Promise<ResponsiveImage | null> {
  const smallest = picture[0];
  if (!smallest) return null;
  const srcset = await Promise.all(
    picture.map(async (rendition) => ({ url: await storage.url(rendition.key), width: rendition.width })),
  );
  return { src: srcset[0]!.url, srcset, width: smallest.width, height: smallest.height };
}

export async function landingData(ctx: LandingContext): Promise<LandingData> {
  const { marketing: content, storage } = ctx;
  const state = await readShowcaseState(ctx.db);
  const imageMemes: LandingData['imageMemes'] = [];
  const videoMemes: LandingData['videoMemes'] = [];
  const templates: LandingData['templates'] = [];
  for (const meme of state?.images ?? []) {
    const image = await responsive(storage, meme.picture);
    if (image)
      imageMemes.push({
        caption: meme.caption,
        alt: meme.alt,
        templateSlug: meme.templateSlug,
        templateTitle: meme.templateTitle,
        image,
      });
  }
  for (const meme of state?.videos ?? []) {
    const poster = await responsive(storage, meme.poster);
    if (poster) {
      videoMemes.push({
        caption: meme.caption,
        alt: meme.alt,
        templateSlug: meme.templateSlug,
        templateTitle: meme.templateTitle,
        video: await storage.url(meme.videoKey),
        poster,
        duration: meme.duration,
      });
    }
  }
  for (const template of state?.templates ?? []) {
    const thumbnail = await responsive(storage, template.thumbnail);
    if (thumbnail) templates.push({ slug: template.slug, title: template.title, type: template.type, thumbnail });
  }

  const { productVideo: video } = content;
  let productVideo: LandingData['productVideo'] = null;
  if (video.source === 'reel') {
    if (state?.reel) {
      productVideo = {
        title: video.title,
        description: video.description,
        url: await storage.url(state.reel.key),
        poster: await responsive(storage, state.reel.poster),
      };
    }
  } else {
    const { poster } = video.source;
    productVideo = {
      title: video.title,
      description: video.description,
      url: video.source.url,
      // An operator's own poster is one file: shown at the section's size, no smaller copies.
      poster: poster ? { src: poster, srcset: [], width: 640, height: 360 } : null,
    };
  }

  return {
    figures: content.figures,
    testimonials: content.testimonials,
    clientLogos: content.clientLogos,
    imageMemes,
    videoMemes,
    templates,
    productVideo,
  };
}
