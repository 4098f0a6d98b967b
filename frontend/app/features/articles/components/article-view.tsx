import { type ReactNode, useRef } from 'react';
import { Link } from 'react-router';
import { type ArticleSummary, articlePath } from '~/lib/article';
import type { ArticlePageData } from '../article-page.server';
import { blogPostingJsonLd } from '../json-ld';
import { CoverImage } from './cover-image';
import { ListenControl } from './listen-control';
import { ShareBlock } from './share-block';

type Props = Pick<ArticlePageData, 'html' | 'published' | 'updated' | 'next' | 'canonical' | 'image' | 'description'> & {
  article: ArticleSummary;
  /** The readers' part under the article (likes, opinions): the route composes those features in. */
  children?: ReactNode;
};

// The body may not be copied, pasted into or dragged, and the picture has no context menu (the spec's rules).
const block = (event: React.SyntheticEvent) => event.preventDefault();
// The figure spans the narrow page: the text measure (68ch) and its padding, at most.
const FIGURE_SIZES = '(min-width: 800px) 760px, 100vw';

export function ArticleView(props: Props) {
  const { article, html, published, updated, next, canonical, children } = props;
  const bodyRef = useRef<HTMLDivElement>(null);
  const category = article.section === 'coding' ? 'Coding' : 'Health';
  return (
    <article className="page narrow article">
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: blogPostingJsonLd(props as ArticlePageData) }} />
      <p className="article-category">
        <Link to={`/blog/page/${article.section}`}>{category}</Link>
      </p>
      <ListenControl bodyRef={bodyRef} />
      <p className="article-date">
        <time dateTime={published.dateTime}>{published.text}</time>
      </p>
      <h1>{article.title}</h1>
      <p className="article-author">
        By <span>{article.author}</span>
      </p>
      <figure className="article-figure">
        <CoverImage src={article.cover} alt={article.title} sizes={FIGURE_SIZES} loading="lazy" onContextMenu={block} draggable={false} />
        {article.credit && <figcaption>{article.credit}</figcaption>}
      </figure>
      <p className="word-count">{article.wordCount} words</p>
      {/* Sanitised against the editor's allowlist on save and again on the server just now. */}
      <div
        ref={bodyRef}
        className="article-body"
        onCopy={block}
        onCut={block}
        onPaste={block}
        onDragStart={block}
        dangerouslySetInnerHTML={{ __html: html }}
      />
      {article.sources.length > 0 && (
        <details className="research-links">
          <summary>Detail</summary>
          <ul>
            {article.sources.map((link) => (
              <li key={link}>
                <a href={link} target="_blank" rel="noopener noreferrer">
                  {link}
                </a>
              </li>
            ))}
          </ul>
        </details>
      )}
      <p className="article-updated">
        Updated on{' '}
        <time dateTime={article.updatedAt}>
          {updated.date} {updated.time}
        </time>
      </p>
      <p className="article-copyright">© {article.author}. All rights reserved.</p>
      {children}
      <ShareBlock url={canonical} title={article.title} />
      <section className="next-articles" aria-labelledby="next-articles-title">
        <h2 id="next-articles-title">Next Articles</h2>
        {next.length ? (
          <ul>
            {next.map((a) => (
              <li key={a.key}>
                <Link to={articlePath(a)}>{a.title}</Link>
              </li>
            ))}
          </ul>
        ) : (
          <p>Nothing</p>
        )}
      </section>
    </article>
  );
}
