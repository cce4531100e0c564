import { useEffect, useState } from 'react';

type Loaded = { url: string; image: HTMLImageElement | null; failed: boolean };

/** The picture at `url`, decoded off screen for the canvas; null while it loads, `failed` if it will not. */
export function useLoadedImage(url: string): { image: HTMLImageElement | null; failed: boolean } {
  const [loaded, setLoaded] = useState<Loaded>({ url, image: null, failed: false });
  useEffect(() => {
    let live = true;
    const image = new Image();
    image.decoding = 'async';
    image.onload = () => live && setLoaded({ url, image, failed: false });
    image.onerror = () => live && setLoaded({ url, image: null, failed: true });
    image.src = url;
    return () => {
      live = false;
      image.onload = null;
      image.onerror = null;
    };
  }, [url]);
  // A new url shows nothing of the old picture while it loads.
  return loaded.url === url ? loaded : { image: null, failed: false };
}
