import type { ImgHTMLAttributes } from 'react';
import { preload } from 'react-dom';
import { useSiteOrigin } from '~/lib/site-config';
import { coverWebpSrcSet } from '../cover';

type CoverImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'width' | 'height'> & {
  src: string;
  /** The article's title, or '' where the title is printed beside the picture. */
  alt: string;
  /** How wide the picture is laid out (the srcset's `sizes`). */
  sizes: string;
  /**
   * Asked for from the head, at the top of the page, before the layout: for the first screen's
   * largest picture. `loading="lazy"` never defers a picture this near the top (it is always
   * within the browser's load-in distance); it only makes the browser wait for the layout to
   * ask for it, which on a slow phone put the largest paint a second after the first (ADR 52).
   */
  preloaded?: boolean;
};

/** An article's cover: WebP at the width the layout needs when the site has it (seeded or uploaded), else the address as given. */
export function CoverImage({ src, alt, sizes, preloaded = false, ...img }: CoverImageProps) {
  const webp = coverWebpSrcSet(src, useSiteOrigin());
  if (preloaded)
    preload(src, { as: 'image', fetchPriority: 'high', ...(webp ? { imageSrcSet: webp, imageSizes: sizes, type: 'image/webp' } : {}) });
  const image = <img src={src} alt={alt} width={1200} height={630} decoding="async" {...img} />;
  if (!webp) return image;
  return (
    <picture>
      <source type="image/webp" srcSet={webp} sizes={sizes} />
      {image}
    </picture>
  );
}
