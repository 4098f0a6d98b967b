import { Link } from 'react-router';
import { articlePath, type ArticleSummary } from '~/lib/article';
import type { OwnerOverview } from '~/lib/owner-overview';

type Props = {
  /** The newest articles as readers see them; null when the CMS could not say. */
  articles: ArticleSummary[] | null;
  overview?: OwnerOverview;
};

const WORDS_PER_MINUTE = 200;
const minutesOf = (words: number) => Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
const sectionName = (article: ArticleSummary) => (article.section === 'coding' ? 'Coding' : 'Health');

const WAITING: { key: keyof OwnerOverview; to: string; one: string; many: string }[] = [
  { key: 'opinions', to: '/dashboard/opinions', one: 'opinion from a reader', many: 'opinions from readers' },
  { key: 'pings', to: '/dashboard/ping', one: 'contact message', many: 'contact messages' },
  { key: 'drafts', to: '/dashboard/drafts', one: 'draft to finish', many: 'drafts to finish' },
];

/**
 * The Read page's body (the spec's placeholder 'Read', made worth opening): what waits for
 * the owner, and the newest articles as readers see them, each a link to its reader page.
 */
export function ReadingDesk({ articles, overview }: Props) {
  const waiting = WAITING.filter((item) => (overview?.[item.key] ?? 0) > 0);
  return (
    <div className="reading-desk">
      <section aria-labelledby="read-waiting">
        <h2 id="read-waiting">Waiting for you</h2>
        {!overview ? (
          <p className="reading-empty">The counts could not be loaded just now.</p>
        ) : waiting.length === 0 ? (
          <p className="reading-empty">All caught up: no opinions, messages or drafts wait.</p>
        ) : (
          <ul className="reading-waiting">
            {waiting.map((item) => {
              const count = overview[item.key];
              return (
                <li key={item.key}>
                  <Link to={item.to}>
                    <strong>{count}</strong> {count === 1 ? item.one : item.many}
                  </Link>
                </li>
              );
            })}
          </ul>
        )}
      </section>
      <section aria-labelledby="read-newest">
        <h2 id="read-newest">Newest on the site</h2>
        {articles === null ? (
          <p className="reading-empty">The articles could not be loaded just now. The blog itself may still show them.</p>
        ) : articles.length === 0 ? (
          <div className="reading-empty">
            <p>Nothing is published yet: readers see an empty blog.</p>
            <Link className="button" to="/dashboard/write">
              Write the first article
            </Link>
          </div>
        ) : (
          <ol className="reading-articles">
            {articles.map((article) => (
              <li key={article.key}>
                <Link to={articlePath(article)}>{article.title}</Link>
                <p className="reading-meta">
                  <span>{sectionName(article)}</span>
                  <span>{article.displayDate}</span>
                  <span>{minutesOf(article.wordCount)} min read</span>
                </p>
              </li>
            ))}
          </ol>
        )}
        <p className="reading-more">
          <Link to="/blog">Open the blog as readers see it</Link>
        </p>
      </section>
    </div>
  );
}
