import { CONTENTS_FROM, type ContentsEntry } from '../heading-anchors';

/**
 * The article's contents, from its headings (three or more). One list in a `<details>`:
 * closed on a phone, where it would push the text down a screen; on a wide screen the
 * style sheet shows the list with no toggle, before any script runs, so nothing moves.
 */
export function ArticleContents({ contents }: { contents: readonly ContentsEntry[] }) {
  if (contents.length < CONTENTS_FROM) return null;
  // Indented by depth below the body's highest heading, whichever level that is.
  const top = Math.min(...contents.map((entry) => entry.level));
  return (
    <nav className="article-contents" aria-label="Contents">
      <p className="contents-title" aria-hidden="true">
        Contents
      </p>
      <details>
        <summary>
          Contents <span className="source-count">{contents.length}</span>
        </summary>
        <ol>
          {contents.map((entry) => (
            <li key={entry.id} className={`contents-depth-${Math.min(entry.level - top, 2)}`}>
              <a href={`#${entry.id}`}>{entry.text}</a>
            </li>
          ))}
        </ol>
      </details>
    </nav>
  );
}
