import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Sparkles } from 'lucide-react';
import { FREE_SIGNUP_CREDITS, PRODUCT_NAME, ROUTES, SIGNUP_MODAL_PATH } from '@memeforge/contract';
import { Button } from '../ui';
import { useMe } from '../features/session/queries';
import { PREFETCH_AUTH_DIALOG } from '../features/auth/lazy-auth-dialog';
import { useLandingData } from '../features/landing/landing-api';
import { SocialProof } from '../features/landing/social-proof';
import { SectionHeading } from '../features/landing/section-heading';
import { ShowcaseTabs } from '../features/landing/showcase-tabs';
import { ImageMemeCarousel } from '../features/landing/image-meme-carousel';
import { VideoMemeCarousel } from '../features/landing/video-meme-carousel';
import { ProductVideo } from '../features/landing/product-video';
import { Testimonials } from '../features/landing/testimonials';
import { ClientLogos } from '../features/landing/client-logos';
import { DeferredMedia } from '../features/landing/deferred-media';

function PrimaryCta({ signedIn }: { signedIn: boolean }) {
  return (
    <Button asChild size="lg">
      <Link
        to={signedIn ? ROUTES['dashboard.generateMeme'] : SIGNUP_MODAL_PATH}
        {...(signedIn ? {} : PREFETCH_AUTH_DIALOG)}
      >
        {signedIn ? 'Start Generating' : 'Sign Up For Free'}
      </Link>
    </Button>
  );
}

function Section({ id, tone = 'plain', children }: { id: string; tone?: 'plain' | 'tinted'; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={tone === 'tinted' ? 'bg-white' : undefined}>
      <DeferredMedia className="mx-auto max-w-6xl px-4 py-16 md:py-24">{children}</DeferredMedia>
    </section>
  );
}

/**
 * The landing page (docs/product.md §1.2): the hero with 'Sign Up For Free' and the social-proof
 * figures, the feature showcase (Generator, Library, Editor), the image and video meme carousels,
 * a video of the product at work, testimonials and the client logos. Everything but the fixed
 * texts comes from the server (the content file and the showcase memes, decision 028), seeded
 * into the cache when the server renders the page.
 */
export function LandingPage() {
  const { data: user } = useMe();
  const { data } = useLandingData();
  const signedIn = Boolean(user);
  return (
    <>
      <section className="bg-gradient-to-b from-brand-50 to-slate-50">
        <div className="mx-auto flex max-w-4xl flex-col items-center gap-6 px-4 py-20 text-center md:py-28">
          <span className="inline-flex items-center gap-2 rounded-full bg-white px-4 py-1 text-sm font-medium text-brand-700 shadow-sm">
            <Sparkles className="size-4" aria-hidden /> AI meme generator
          </span>
          <h1 className="text-4xl font-extrabold tracking-tight text-slate-900 md:text-6xl">
            Describe a topic. Get memes people share.
          </h1>
          <p className="max-w-2xl text-lg text-slate-600">
            {PRODUCT_NAME} writes ready-to-post image and video memes about anything you describe, in seconds. Edit the
            text, download, post.
          </p>
          <PrimaryCta signedIn={signedIn} />
          {data && data.figures.length > 0 && <SocialProof figures={data.figures} />}
        </div>
      </section>

      {data && (
        <>
          <Section id="features-title">
            <SectionHeading id="features-title" eyebrow="How it works" title="Generate, browse, edit">
              Three places in one dashboard: a generator that writes the jokes, a library of templates, and an editor
              for the last touch.
            </SectionHeading>
            <ShowcaseTabs data={data} />
          </Section>

          {data.imageMemes.length > 0 && (
            <Section id="image-memes-title" tone="tinted">
              <SectionHeading id="image-memes-title" eyebrow="Made by MemeForge" title="Image memes, ready to post">
                Every one of these came out of {PRODUCT_NAME}: a caption written for the template, drawn on it.
              </SectionHeading>
              <ImageMemeCarousel memes={data.imageMemes} />
            </Section>
          )}

          {data.videoMemes.length > 0 && (
            <Section id="video-memes-title">
              <SectionHeading id="video-memes-title" eyebrow="Video memes" title="Clips with something to say">
                Play a sample, then make it yours in the editor, or let the generator write a whole batch.
              </SectionHeading>
              <VideoMemeCarousel memes={data.videoMemes} signedIn={signedIn} />
            </Section>
          )}

          {data.productVideo && (
            <section aria-labelledby="product-video-title" className="bg-white">
              <DeferredMedia className="mx-auto max-w-6xl px-4 py-16 md:py-24">
                <ProductVideo video={data.productVideo} />
              </DeferredMedia>
            </section>
          )}

          {data.testimonials.length > 0 && (
            <Section id="testimonials-title">
              <SectionHeading id="testimonials-title" eyebrow="Testimonials" title="Loved by people who post" />
              <Testimonials testimonials={data.testimonials} />
            </Section>
          )}

          {data.clientLogos.length > 0 && (
            <section aria-labelledby="clients-title" className="border-y border-slate-200 bg-white">
              <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-12">
                <h2
                  id="clients-title"
                  className="text-center text-sm font-semibold uppercase tracking-wide text-slate-600"
                >
                  Trusted by teams at
                </h2>
                <ClientLogos logos={data.clientLogos} />
              </div>
            </section>
          )}

          <section aria-labelledby="closing-title" className="bg-gradient-to-b from-slate-50 to-brand-50">
            <div className="mx-auto flex max-w-3xl flex-col items-center gap-5 px-4 py-16 text-center md:py-24">
              <h2 id="closing-title" className="text-3xl font-extrabold tracking-tight text-slate-900 md:text-4xl">
                Your next meme is one sentence away
              </h2>
              <p className="text-lg text-slate-600">
                Free to start: {FREE_SIGNUP_CREDITS} free memes when you sign up.
              </p>
              <PrimaryCta signedIn={signedIn} />
            </div>
          </section>
        </>
      )}
    </>
  );
}
