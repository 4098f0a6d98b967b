import type { ArticlePageData } from './article-page.server';

/** schema.org BlogPosting for search engines, safe to inline in a <script> element. */
export function blogPostingJsonLd({ article, canonical, image, shareDescription, published }: ArticlePageData): string {
  const json = JSON.stringify({
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: article.title,
    description: shareDescription,
    image: [image],
    datePublished: published.dateTime,
    dateModified: article.updatedAt,
    author: { '@type': 'Person', name: article.author },
    mainEntityOfPage: { '@type': 'WebPage', '@id': canonical },
    wordCount: article.wordCount,
    articleSection: article.section === 'coding' ? 'Coding' : 'Health',
  });
  // "</script>" or "<!--" inside a string must not end the element.
  return json.replace(/</g, '\\u003c');
}
