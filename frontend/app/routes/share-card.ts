import type { Route } from './+types/share-card';
import { getArticleByPath } from '~/features/articles/api/get-article.server';
import { findLocalArticle } from '~/features/local-articles/local-articles.server';
import { renderShareCard } from '~/features/share-card/render-share-card.server';
import persona from '../persona.json';

/**
 * /blog/{id}/share-card.png and /local/{slug}/share-card.png: the Open Graph picture of an article
 * whose cover the site cannot vouch is 1200x630 (features/articles/share-image.ts). The page
 * cache keeps it per content version like a page; its address names the article's last change.
 */
export async function loader({ params }: Route.LoaderArgs) {
  const article = params.slug !== undefined ? (findLocalArticle(params.slug) ?? null) : await getArticleByPath(`/blog/${params.id}`);
  if (!article) return new Response('WebPage not found!', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  const card = await renderShareCard({ title: article.title, section: article.category, author: article.author, brand: persona.brand });
  return new Response(new Uint8Array(card), { headers: { 'Content-Type': 'image/png', 'Cache-Control': 'public, max-age=86400' } });
}
