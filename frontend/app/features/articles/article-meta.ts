import persona from '../../persona.json';
import type { ArticlePageData } from './article-page.server';

/** Head tags of an article page: title, description, canonical, Open Graph and Twitter cards. */
export function articleMeta(page: ArticlePageData | undefined) {
  if (!page) return [{ title: 'WebPage not found!' }];
  const { article, description, canonical, image, published } = page;
  return [
    { title: article.title },
    { name: 'description', content: description },
    { name: 'keywords', content: `${article.category}, ${article.title}` },
    { name: 'author', content: article.author },
    { name: 'robots', content: 'index, follow' },
    { tagName: 'link', rel: 'canonical', href: canonical },
    { property: 'og:type', content: 'article' },
    { property: 'og:site_name', content: persona.brand },
    { property: 'og:title', content: article.title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: canonical },
    { property: 'og:image', content: image },
    { property: 'og:image:width', content: '1200' },
    { property: 'og:image:height', content: '630' },
    { property: 'og:image:alt', content: article.title },
    { property: 'article:published_time', content: published.dateTime },
    { property: 'article:modified_time', content: article.updatedAt },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: article.title },
    { name: 'twitter:description', content: description },
    { name: 'twitter:image', content: image },
  ];
}
