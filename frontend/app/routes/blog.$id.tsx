import { data } from 'react-router';
import type { Route } from './+types/blog.$id';
import { articleMeta } from '~/features/articles/article-meta';
import { articlePageAt } from '~/features/articles/article-page.server';
import { ArticleView } from '~/features/articles/components/article-view';
import { toOneAddress } from '~/features/articles/one-address.server';
import { ReactionBlock } from '~/features/likes/components/reaction-block';
import { OpinionForm } from '~/features/opinions/components/opinion-form';
import { localSummaries } from '~/features/local-articles/local-articles.server';

export async function loader({ params, request }: Route.LoaderArgs) {
  const page = await articlePageAt(`/blog/${params.id}`, localSummaries());
  if (!page) throw data(null, { status: 404 });
  // /blog/{id}/ or /Blog/{id} find it too: moved to the one address (ADR 27).
  const moved = toOneAddress(request, page.article);
  if (moved) throw moved;
  return page;
}

export const meta: Route.MetaFunction = ({ loaderData }) => articleMeta(loaderData);

export default function BlogArticle({ loaderData }: Route.ComponentProps) {
  const { key, title } = loaderData.article;
  return (
    <ArticleView {...loaderData}>
      <ReactionBlock articleId={key} />
      <OpinionForm articleKey={key} articleTitle={title} reference={new URL(loaderData.canonical).pathname} />
    </ArticleView>
  );
}
