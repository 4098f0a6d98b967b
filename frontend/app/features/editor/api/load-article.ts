import { useEffect, useState } from 'react';
import type { Article } from '~/lib/article';
import { getJson } from '~/lib/api-client';

export const articlePathOf = (id: string) => `/api/getapostadsfgd?name=${encodeURIComponent(`/blog/${id}`)}`;

/** GET /api/getapostadsfgd?name=/blog/{_id}: the whole article (base64 body); a gone article (200 null) throws too. */
export function loadArticle(path: string): Promise<Article> {
  return getJson<Article>(path);
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
