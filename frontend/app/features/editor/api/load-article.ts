import { useEffect, useState } from 'react';
import { getJson } from '~/lib/api-client';
import { API_PATHS } from '~/lib/api-paths';
import type { Article } from '~/lib/article';
import { type ArticleWire, summaryFromWire } from '~/lib/article-wire';
import { bodyFromBase64 } from '../body-codec';

export const articlePathOf = (id: string) => `${API_PATHS.articleByPath}?name=${encodeURIComponent(`/blog/${id}`)}`;

/** GET /api/getapostadsfgd?name=/blog/{id}: the whole article; a gone article (200 null) throws too. */
export async function loadArticle(path: string): Promise<Article> {
  const wire = await getJson<ArticleWire>(path);
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
