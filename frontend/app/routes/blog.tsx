import { Link } from 'react-router';
import type { Route } from './+types/blog';
import { listArticles } from '~/features/articles/api/list-articles.server';
import { localSummaries } from '~/features/local-articles/local-articles.server';
import { ArticleSection } from '~/features/articles/components/article-section';
import { FallingCharacters } from '~/features/site/components/falling-characters';
import { listQuotes } from '~/features/quotes/api/list-quotes.server';
import { QuoteBanner } from '~/features/quotes/components/quote-banner';
import { readerPageMeta } from '~/features/site/page-meta';
import { QUOTE_FIRST_SCREEN } from '~/lib/first-screen';

const PER_SECTION = 3;

export async function loader() {
  const shipped = localSummaries();
  const [coding, health, quotes] = await Promise.all([
    listArticles({ section: 'coding', pageSize: PER_SECTION, shipped, withExcerpts: true }),
    listArticles({ section: 'health', pageSize: PER_SECTION, shipped, withExcerpts: true }),
    listQuotes(),
  ]);
  return { coding: coding.articles, health: health.articles, quotes };
}

// The quote banner is in the first screen: its italic comes with the page (ADR 52).
export const handle = QUOTE_FIRST_SCREEN;

export const meta: Route.MetaFunction = ({ matches }) => readerPageMeta('blog', matches);

export default function Blog({ loaderData }: Route.ComponentProps) {
  const { coding, health, quotes } = loaderData;
  return (
    <div className="page" id="blogPage">
      <FallingCharacters />
      <div className="page-intro">
        <h1>Blog</h1>
        <p className="muted">Notes on coding and health, the newest first.</p>
      </div>
      <QuoteBanner quotes={quotes} />
      <section className="recycle" aria-labelledby="recycle-title">
        <h2 id="recycle-title">Recycle</h2>
        <p>
          Good ideas are worth reading twice. <Link to="/blog/page/articles">Browse every article</Link>.
        </p>
      </section>
      <ArticleSection title="Coding" to="/blog/page/coding" articles={coding} leading />
      <ArticleSection title="Health" to="/blog/page/health" articles={health} />
    </div>
  );
}
