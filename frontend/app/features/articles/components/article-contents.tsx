import { contentsTree, type ContentsNode } from '../contents-tree';
import { CONTENTS_FROM, type ContentsEntry } from '../heading-anchors';

/**
 * The article's contents, from its headings (three or more). One list in a `<details>`:
 * closed on a phone, where it would push the text down a screen; on a wide screen the
 * style sheet shows the list with no toggle, before any script runs, so nothing moves.
 */
export function ArticleContents({ contents }: { contents: readonly ContentsEntry[] }) {
  if (contents.length < CONTENTS_FROM) return null;
  return (
    <nav className="article-contents" aria-label="Contents">
      <p className="contents-title" aria-hidden="true">
        Contents
      </p>
      <details>
        <summary>
          Contents <span className="source-count">{contents.length}</span>
        </summary>
        <ContentsList nodes={contentsTree(contents)} />
      </details>
    </nav>
  );
}

function ContentsList({ nodes }: { nodes: ContentsNode[] }) {
  return (
    <ol>
      {nodes.map((node) => (
        <li key={node.id}>
          <a href={`#${node.id}`}>{node.text}</a>
          {node.children.length > 0 && <ContentsList nodes={node.children} />}
        </li>
      ))}
    </ol>
  );
}
