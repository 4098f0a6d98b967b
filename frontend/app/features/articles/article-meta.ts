import type { ArticlePageData } from './article-page.server';
import { shareTags } from '~/lib/share-tags';

/** Head tags of an article page: title, description, canonical, Open Graph and Twitter cards. */
export function articleMeta(page: ArticlePageData | undefined) {
  if (!page) return [{ title: 'WebPage not found!' }];
  const { article, description, shareDescription, canonical, image, published } = page;
  return [
    { title: article.title },
    { name: 'description', content: description },
    { name: 'keywords', content: `${article.category}, ${article.title}` },
    { name: 'author', content: article.author },
    { name: 'robots', content: 'index, follow' },
    ...shareTags({ type: 'article', title: article.title, description: shareDescription, url: canonical, image, imageAlt: article.title }),
    { property: 'article:published_time', content: published.dateTime },
    { property: 'article:modified_time', content: article.updatedAt },
  ];
}
