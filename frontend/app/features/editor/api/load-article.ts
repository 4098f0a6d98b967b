import { routeUrl } from '@blog/contract/route';
import { API } from '@blog/contract/routes';
import { useEffect, useState } from 'react';
import { getAnswer } from '~/lib/api-client';
import type { Article } from '~/lib/article';
import { summaryFromWire } from '~/lib/article-wire';
import { bodyFromBase64 } from '../body-codec';

export const articlePathOf = (id: string) => routeUrl(API.articles.byPath, { query: { name: `/blog/${id}` } });

/** GET /api/getapostadsfgd?name=/blog/{id}: the whole article; a gone article (200 null) throws too. */
export async function loadArticle(path: string): Promise<Article> {
  const wire = await getAnswer(API.articles.byPath, path);
  if (!wire) throw new Error('No article has this id.');
  return { ...summaryFromWire(wire), body: wire.articleSave ? bodyFromBase64(wire.articleSave) : '' };
}

/**
 * The article edit mode fills the fields from, fetched afresh each time the
 * page opens. Not swr: its cache would hand over the version from before the
 * last edit first, and saving that would undo the edit.
 */
export function useArticleToEdit(id: string | null) {
  const [answer, setAnswer] = useState<{ id: string; article?: Article; error?: unknown } | null>(null);
  useEffect(() => {
    if (!id) return;
    let current = true;
    loadArticle(articlePathOf(id)).then(
      (article) => current && setAnswer({ id, article }),
      (error: unknown) => current && setAnswer({ id, error }),
    );
    return () => {
      current = false;
    };
  }, [id]);
  const mine = id !== null && answer?.id === id ? answer : null;
  return { fresh: mine?.article, error: mine?.error };
}
