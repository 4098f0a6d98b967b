import { plainText } from '@blog/rules/text';
import type { ArticleState } from '../article-version';
import { diffWords, hasChanges } from '../word-diff';
import { DiffText } from './diff-text';

/** The body's text with its paragraphs kept: each block's end becomes a blank line before the tags go. */
const bodyText = (html: string) =>
  html
    .split(/<\/(?:p|h[1-6]|li|blockquote|pre)>|<br\s*\/?>/i)
    .map(plainText)
    .filter(Boolean)
    .join('\n\n');

/** The fields compared, each as the text a person reads. */
const FIELDS: { label: string; text: (state: ArticleState) => string }[] = [
  { label: 'Title', text: (state) => state.title },
  { label: 'Picture', text: (state) => [state.cover, state.credit].filter(Boolean).join(' · ') },
  { label: 'Sources', text: (state) => state.sources.join('\n') },
  { label: 'Body', text: (state) => bodyText(state.body) },
];

/**
 * What changed from a version to the article now, field by field, word by word. The
 * version is the older side: struck words are in it and gone now, underlined ones were added since.
 */
export function VersionDiff({ version, current }: { version: ArticleState; current: ArticleState }) {
  return (
    <dl className="history-diff">
      {FIELDS.map(({ label, text }) => {
        const parts = diffWords(text(version), text(current));
        return (
          <div key={label} className="history-field">
            <dt>{label}</dt>
            <dd className={label === 'Body' ? 'history-text history-body' : 'history-text'}>
              {hasChanges(parts) ? <DiffText parts={parts} /> : <span className="muted">No change</span>}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
