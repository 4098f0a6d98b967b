import type { Route } from './+types/share-card';
import { getArticleByPath } from '~/features/articles/api/get-article.server';
import { findLocalArticle } from '~/features/local-articles/local-articles.server';
import { renderShareCard } from '~/features/share-card/render-share-card.server';
import { READER_PAGES, isReaderPageName } from '~/features/site/reader-pages';
import { type Picture, pictureAnswer, pictureOf } from '~/lib/picture-answer.server';
import { versionMemo } from '~/lib/version-memo.server';
import persona from '../persona.json';

const NOT_FOUND = { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } };
// Drawing one is 100-250 ms of CPU: each is drawn once and answered from memory (25-40 KB each).
const CACHED_ARTICLE_CARDS = 64;

/** An article's card, drawn once per content version (a changed title is a new card); null: no such article. */
const articleCard = versionMemo(async (path: string): Promise<Picture | null> => {
  const article = path.startsWith('/local/') ? (findLocalArticle(path.slice('/local/'.length)) ?? null) : await getArticleByPath(path);
  if (!article) return null;
  const card = await renderShareCard({ title: article.title, section: article.category, author: article.author, brand: persona.brand });
  return pictureOf(card, 'image/png');
}, CACHED_ARTICLE_CARDS);

/** A reader page's card: what it shows ships with the site, so it is drawn once per process. */
const pageCards = new Map<string, Promise<Picture>>();
function pageCard(name: string): Promise<Picture> | null {
  if (!isReaderPageName(name)) return null;
  let card = pageCards.get(name);
  if (!card) {
    const { label, headline } = READER_PAGES[name];
    card = renderShareCard({ title: headline, section: label, author: persona.name, brand: persona.brand }).then((png) =>
      pictureOf(png, 'image/png'),
    );
    pageCards.set(name, card);
    card.catch(() => pageCards.delete(name));
  }
  return card;
}

/**
 * The Open Graph pictures (1200x630 PNG) drawn on the server: /blog/{id}/share-card.png and
 * /local/{slug}/share-card.png for an article whose cover the site cannot vouch is that large
 * (features/articles/share-image.ts, ADR 45), /share-cards/{page}.png for the other reader pages
 * (ADR 55). An article's address names its last change (`?v=`), so it may be cached for a day; with its
 * ETag a cache asks again for nothing, and a byte range is answered 206 (the page cache never
 * sees these: server/page-cache.ts).
 */
export async function loader({ params, request }: Route.LoaderArgs) {
  const card =
    params.card !== undefined
      ? params.card.endsWith('.png')
        ? pageCard(params.card.slice(0, -'.png'.length))
        : null
      : articleCard(params.slug !== undefined ? `/local/${params.slug}` : `/blog/${params.id}`);
  const picture = await card;
  if (!picture) return new Response('WebPage not found!', NOT_FOUND);
  return pictureAnswer(request, picture, 'public, max-age=86400');
}
