import { type ReactNode, useRef } from 'react';
import { Link } from 'react-router';
import type { ArticleSummary } from '~/lib/article';
import type { ArticlePageData } from '../article-page.server';
import { blogPostingJsonLd } from '../json-ld';
import { readingTime } from '../reading-time';
import { ArticleCard } from './article-card';
import { ArticleContents } from './article-contents';
import { CoverImage } from './cover-image';
import { ListenControl } from './listen-control';
import { ResearchLinks } from './research-links';
import { ShareBlock } from './share-block';

type Props = Pick<ArticlePageData, 'html' | 'contents' | 'published' | 'updated' | 'next' | 'canonical' | 'image' | 'shareDescription'> & {
  article: ArticleSummary;
  /** The readers' part under the article (likes, opinions): the route composes those features in. */
  children?: ReactNode;
  /** False on a draft's preview: its address is a private link, never one to share. */
  shareable?: boolean;
};

// The body may not be copied, pasted into or dragged, and the picture has no context menu (the spec's rules).
const block = (event: React.SyntheticEvent) => event.preventDefault();
// The figure spans the narrow page: the text measure (68ch) and its padding, at most.
const FIGURE_SIZES = '(min-width: 800px) 760px, 100vw';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');

/**
 * The article page in the spec's order: category, Listen/Stop, date (with the word count and
 * the reading time, in one row), title, author, figure, contents (from three headings), body, Detail, updated on, copyright,
 * the readers' part, share, Next Articles.
 */
export function ArticleView(props: Props) {
  const { article, html, contents, published, updated, next, canonical, children, shareable = true } = props;
  const bodyRef = useRef<HTMLDivElement>(null);
  const category = article.section === 'coding' ? 'Coding' : 'Health';
  return (
    <article className="page narrow article">
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: blogPostingJsonLd(props as ArticlePageData) }} />
      <header className="article-header">
        <div className="article-meta">
          <p className="article-category">
            <Link to={`/blog/page/${article.section}`}>{category}</Link>
          </p>
          <ListenControl bodyRef={bodyRef} />
          <div className="article-facts">
            <p className="article-date">
              <time dateTime={published.dateTime}>{published.text}</time>
            </p>
            <span className="meta-dot" aria-hidden="true">
              ·
            </span>
            <p className="word-count">{article.wordCount} words</p>
            <span className="meta-dot" aria-hidden="true">
              ·
            </span>
            <p className="reading-time">{readingTime(article.wordCount)}</p>
          </div>
        </div>
        <h1>{article.title}</h1>
        <div className="article-byline">
          <span className="author-initials" aria-hidden="true">
            {initials(article.author)}
          </span>
          <p className="article-author">
            By <span>{article.author}</span>
          </p>
        </div>
      </header>
      <figure className="article-figure">
        <CoverImage
          src={article.cover}
          alt={article.title}
          sizes={FIGURE_SIZES}
          loading="lazy"
          fetchPriority="high"
          preloaded
          onContextMenu={block}
          draggable={false}
        />
        {article.credit && <figcaption>{article.credit}</figcaption>}
      </figure>
      <ArticleContents contents={contents} />
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
      <footer className="article-end">
        {article.sources.length > 0 && <ResearchLinks links={article.sources} />}
        <p className="article-updated">
          Updated on{' '}
          <time dateTime={article.updatedAt}>
            {updated.date} {updated.time}
          </time>
        </p>
        <p className="article-copyright">© {article.author}. All rights reserved.</p>
      </footer>
      {children}
      {shareable && <ShareBlock url={canonical} title={article.title} />}
      <section className="next-articles" aria-labelledby="next-articles-title">
        <h2 id="next-articles-title">Next Articles</h2>
        {next.length ? (
          <div className="card-grid">
            {next.map((a) => (
              <ArticleCard key={a.key} article={a} compact />
            ))}
          </div>
        ) : (
          <p className="muted">Nothing</p>
        )}
      </section>
    </article>
  );
}
