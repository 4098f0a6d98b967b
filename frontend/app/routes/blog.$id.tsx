import { data } from 'react-router';
import type { Route } from './+types/blog.$id';
import { readBody } from '@blog/rules/body';
import { describe } from '@blog/rules/text';
import { getArticleByPath } from '~/features/articles/api/get-article.server';
import { listArticles } from '~/features/articles/api/list-articles.server';
import { ArticleView } from '~/features/articles/components/article-view';
import { formatDate, formatTime } from '~/lib/dates';
import { absoluteUrl } from '~/lib/urls.server';
import persona from '../persona.json';

const NEXT_ARTICLES = 4;

export async function loader({ params }: Route.LoaderArgs) {
  const path = `/blog/${params.id}`;
  const article = await getArticleByPath(path);
  if (!article) throw data(null, { status: 404 });
  const html = readBody(article.articleSave);
  // Next Articles: those whose heading does not contain this one's.
  const next = await listArticles({ pageSize: NEXT_ARTICLES, excludeHeading: article.headingSave });
  const { articleSave: _body, ...summary } = article;
  return {
    article: summary,
    html,
    description: describe(html),
    canonical: absoluteUrl(path),
    image: absoluteUrl(article.imageCdn),
    published: formatDate(article.createdAt),
    updated: { date: formatDate(article.updatedAt), time: formatTime(article.updatedAt) },
    next: next.data,
  };
}

export const meta: Route.MetaFunction<typeof loader> = ({ loaderData }) => {
  if (!loaderData) return [{ title: 'WebPage not found!' }];
  const { article, description, canonical, image } = loaderData;
  return [
    { title: article.headingSave },
    { name: 'description', content: description },
    { name: 'keywords', content: `${article.category}, ${article.headingSave}` },
    { name: 'author', content: article.authorSave },
    { name: 'robots', content: 'index, follow' },
    { tagName: 'link', rel: 'canonical', href: canonical },
    { property: 'og:type', content: 'article' },
    { property: 'og:site_name', content: persona.brand },
    { property: 'og:title', content: article.headingSave },
    { property: 'og:description', content: description },
    { property: 'og:url', content: canonical },
    { property: 'og:image', content: image },
    { property: 'og:image:width', content: '1200' },
    { property: 'og:image:height', content: '630' },
    { property: 'article:published_time', content: article.createdAt },
    { property: 'article:modified_time', content: article.updatedAt },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: article.headingSave },
    { name: 'twitter:description', content: description },
    { name: 'twitter:image', content: image },
  ];
};

export default function BlogArticle({ loaderData }: Route.ComponentProps) {
  return <ArticleView {...loaderData} />;
}
