import { Link } from 'react-router';
import { articlePath } from '~/lib/article';
import { type FullTextResult, snippetParts } from '../full-text';

/** A snippet as text and <mark> elements: React escapes the text, so nothing in it can become markup. */
function Snippet({ html }: { html: string }) {
  const parts = snippetParts(html);
  if (parts.length === 0) return null;
  return <p className="search-hit-snippet">{parts.map((part, n) => (part.marked ? <mark key={n}>{part.text}</mark> : part.text))}</p>;
}

/** A result as the list shows it: its section's name and its publication date, which the route knows how to give. */
export type ShownResult = FullTextResult & { sectionTitle: string; published: { text: string; dateTime: string } };

/** /search's results: each article's section, date, title (its link) and the words around the match. */
export function FullTextResults({ results, first }: { results: readonly ShownResult[]; first: number }) {
  return (
    <ol className="search-hits" start={first} aria-label="Search results">
      {results.map((result) => {
        const { published } = result;
        return (
          <li key={result.id ?? result.href} className="search-hit">
            <p className="search-hit-meta">
              <Link to={`/blog/page/${result.section}`}>{result.sectionTitle}</Link>
              <time dateTime={published.dateTime}>{published.text}</time>
            </p>
            <h2>
              <Link to={articlePath(result)}>{result.title}</Link>
            </h2>
            <Snippet html={result.snippet} />
          </li>
        );
      })}
    </ol>
  );
}
