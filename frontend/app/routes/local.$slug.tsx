import { data } from 'react-router';
import type { Route } from './+types/local.$slug';
import { getArticleByPath } from '~/features/articles/api/get-article.server';
import { articleMeta } from '~/features/articles/article-meta';
import { articlePageData } from '~/features/articles/article-page.server';
import { ArticleView } from '~/features/articles/components/article-view';
import { toOneAddress } from '~/features/articles/one-address.server';
import { ReactionBlock } from '~/features/likes/components/reaction-block';
import { OpinionForm } from '~/features/opinions/components/opinion-form';
import { findLocalArticle, localSummaries } from '~/features/local-articles/local-articles.server';

// /local/{id} and /local{href}: an article shipped with the site (its one address is /local{href}),
// else a CMS article found by its href, which lives at /blog/{id}: both others answer 301 (ADR 27).
export async function loader({ params, request }: Route.LoaderArgs) {
  const article = findLocalArticle(params.slug) ?? (await getArticleByPath(`/local/${params.slug}`));
  if (!article) throw data(null, { status: 404 });
  const moved = toOneAddress(request, article);
  if (moved) throw moved;
  return articlePageData(article, localSummaries());
}

export const meta: Route.MetaFunction = ({ loaderData }) => articleMeta(loaderData);

export default function LocalArticle({ loaderData }: Route.ComponentProps) {
  const { key, title } = loaderData.article;
  return (
    <ArticleView {...loaderData}>
      <ReactionBlock articleId={key} />
      <OpinionForm articleKey={key} articleTitle={title} reference={new URL(loaderData.canonical).pathname} />
    </ArticleView>
  );
}
