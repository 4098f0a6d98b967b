import { Link } from 'react-router';
import { type ArticleSummary, articlePath } from '../article';

type Props = {
  article: ArticleSummary;
  html: string;
  published: string;
  updated: { date: string; time: string };
  next: ArticleSummary[];
};

export function ArticleView({ article, html, published, updated, next }: Props) {
  const category = article.section === 'coding' ? 'Coding' : 'Health';
  return (
    <article className="page narrow article">
      <p className="article-category">
        <Link to={`/blog/page/${article.section}`}>{category}</Link>
      </p>
      <p className="article-date"><time dateTime={article.createdAt}>{published}</time></p>
      <h1>{article.headingSave}</h1>
      <p className="article-author">By <span>{article.authorSave}</span></p>
      <figure className="article-figure">
        <img src={article.imageCdn} alt={article.headingSave} width={1200} height={630} loading="lazy" decoding="async" />
        {article.imageSource && <figcaption>{article.imageSource}</figcaption>}
      </figure>
      <p className="word-count">{article.totalWords} words</p>
      {/* The body was sanitised against the editor's allowlist on save and again on the server just now. */}
      <div className="article-body" dangerouslySetInnerHTML={{ __html: html }} />
      {article.researchLinksSave.length > 0 && (
        <details className="research-links">
          <summary>Detail</summary>
          <ul>
            {article.researchLinksSave.map((link) => (
              <li key={link}><a href={link} target="_blank" rel="noopener noreferrer">{link}</a></li>
            ))}
          </ul>
        </details>
      )}
      <p className="article-updated">
        Updated on <time dateTime={article.updatedAt}>{updated.date} {updated.time}</time>
      </p>
      <p className="article-copyright">© {article.authorSave}. All rights reserved.</p>
      <section className="next-articles" aria-labelledby="next-articles-title">
        <h2 id="next-articles-title">Next Articles</h2>
        {next.length ? (
          <ul>
            {next.map((a) => (
              <li key={a._id ?? a.href}><Link to={articlePath(a)}>{a.headingSave}</Link></li>
            ))}
          </ul>
        ) : (
          <p>Nothing</p>
        )}
      </section>
    </article>
  );
}
