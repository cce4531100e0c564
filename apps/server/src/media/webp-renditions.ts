/**
 * Small WebP copies of a picture at the widths a page shows it (for `srcset`), made once when the
 * picture is made, so no grid ever sends a full-size original: the landing page's showcase
 * (decision 028) and every meme's card (decision 031). Shared by the modules that make them.
 */
import sharp from 'sharp';

export interface Rendition {
  data: Buffer;
  width: number;
  height: number;
}

const WEBP_QUALITY = 78;

/** One WebP per width, never enlarged (a width wider than the picture gives the picture's own). */
export async function webpRenditions(image: Buffer, widths: readonly number[]): Promise<Rendition[]> {
  const source = sharp(image, { animated: false }).autoOrient();
  const { width: ownWidth = 0 } = await source.metadata();
  const wanted = [...new Set(widths.map((width) => Math.min(width, ownWidth || width)))].sort((a, b) => a - b);
  return Promise.all(
    wanted.map(async (width) => {
      const { data, info } = await source
        .clone()
        .resize({ width, withoutEnlargement: true })
        .flatten({ background: '#ffffff' })
        .webp({ quality: WEBP_QUALITY, effort: 4 })
        .toBuffer({ resolveWithObject: true });
      return { data, width: info.width, height: info.height };
    }),
  );
}
