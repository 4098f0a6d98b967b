/**
 * The Write page's Address: the one address the article has, /blog/{id} (ADR 27). An article
 * being edited has it already, as a working link; a new article gets its id when it is
 * posted, and the page after posting opens it.
 */
export function ArticleAddress({ articleId }: { articleId: string | null }) {
  if (articleId) {
    const path = `/blog/${articleId}`;
    return (
      <a href={path} target="_blank" rel="noopener">
        {path}
      </a>
    );
  }
  return (
    <>
      <code>/blog/…</code> <span className="field-hint">its id is given when it is posted</span>
    </>
  );
}
