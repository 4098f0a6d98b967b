/** The research links, collapsed under 'Detail' with their count, numbered, each opening in a new tab. */
export function ResearchLinks({ links }: { links: string[] }) {
  return (
    <details className="research-links">
      <summary>
        <span>Detail</span>
        <span className="source-count">
          {links.length} {links.length === 1 ? 'source' : 'sources'}
        </span>
      </summary>
      <ol>
        {links.map((link) => (
          <li key={link}>
            <a href={link} target="_blank" rel="noopener noreferrer">
              {link}
            </a>
          </li>
        ))}
      </ol>
    </details>
  );
}
