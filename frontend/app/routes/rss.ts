import { Feed } from 'feed';
import { articlePath } from '~/lib/article';
import { listArticles } from '~/features/articles/api/list-articles.server';
import { webConfig } from '~/lib/config.server';
import { localSummaries } from '~/features/local-articles/local-articles.server';
import { revalidatedResponse } from '~/lib/revalidated-response.server';
import { absoluteUrl } from '~/lib/urls.server';
import persona from '../persona.json';

const LATEST = 20;

/** /rss.xml: the latest 20 articles (the shipped ones among them by date), with absolute links. */
export async function loader({ request }: { request: Request }) {
  const { articles } = await listArticles({ pageSize: LATEST, shipped: localSummaries() });
  const site = webConfig().publicUrl;
  const feed = new Feed({
    title: persona.brand,
    description: persona.role,
    id: `${site}/`,
    link: `${site}/blog`,
    language: 'en',
    favicon: `${site}/favicon.svg`,
    copyright: `© ${persona.name}`,
    updated: articles[0] ? new Date(articles[0].updatedAt) : new Date(0),
    feedLinks: { rss: `${site}/rss.xml` },
    author: { name: persona.name, link: `${site}/about` },
  });
  for (const article of articles) {
    const link = absoluteUrl(articlePath(article));
    feed.addItem({
      title: article.title,
      id: link,
      link,
      date: new Date(article.createdAt),
      author: [{ name: article.author }],
      category: [{ name: article.section === 'coding' ? 'Coding' : 'Health' }],
      image: absoluteUrl(article.cover),
    });
  }
  return revalidatedResponse(request, feed.rss2(), 'application/rss+xml; charset=utf-8');
}
