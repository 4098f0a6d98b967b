import persona from '../persona.json';

export type ShareTagsOf = {
  type: 'website' | 'article';
  title: string;
  /** Up to about 160 characters, ending on a word (`shareDescription`). */
  description: string;
  /** The page's one address, absolute: the canonical link and `og:url`. */
  url: string;
  /** A 1200x630 picture, absolute. */
  image: string;
  imageAlt: string;
};

/**
 * The canonical link and the link-preview tags of a reader page (Open Graph, and X's card, which
 * reads no `og:` tag for its card type): one shape for the articles and every other page.
 */
export function shareTags({ type, title, description, url, image, imageAlt }: ShareTagsOf) {
  return [
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:type', content: type },
    { property: 'og:site_name', content: persona.brand },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
    { property: 'og:image', content: image },
    { property: 'og:image:width', content: '1200' },
    { property: 'og:image:height', content: '630' },
    { property: 'og:image:alt', content: imageAlt },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: description },
    { name: 'twitter:image', content: image },
    { name: 'twitter:image:alt', content: imageAlt },
  ];
}
