import type { ImgHTMLAttributes } from 'react';
import { useSiteOrigin } from '~/lib/site-config';
import { coverWebpSrcSet } from '../cover';

type CoverImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'width' | 'height'> & {
  src: string;
  /** The article's title, or '' where the title is printed beside the picture. */
  alt: string;
  /** How wide the picture is laid out (the srcset's `sizes`). */
  sizes: string;
};

/** An article's cover: WebP at the width the layout needs when the site has it (seeded or uploaded), else the address as given. */
export function CoverImage({ src, alt, sizes, ...img }: CoverImageProps) {
  const webp = coverWebpSrcSet(src, useSiteOrigin());
  const image = <img src={src} alt={alt} width={1200} height={630} decoding="async" {...img} />;
  if (!webp) return image;
  return (
    <picture>
      <source type="image/webp" srcSet={webp} sizes={sizes} />
      {image}
    </picture>
  );
}
