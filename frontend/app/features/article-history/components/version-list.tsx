import { formatDate, formatTime } from '~/lib/dates';
import type { VersionSummary } from '../article-version';

type Props = { versions: VersionSummary[]; chosen: string | null; onChoose: (version: VersionSummary) => void };

/** When a version was saved, as the list and the panel say it (UTC, as every date of the dashboard). */
export const savedAtText = (iso: string) => `${formatDate(iso)}, ${formatTime(iso)} UTC`;

/** The versions, newest first; the one chosen is pressed. */
export function VersionList({ versions, chosen, onChoose }: Props) {
  return (
    <ol className="history-versions" aria-label="Earlier versions, newest first">
      {versions.map((version) => (
        <li key={version.id}>
          <button type="button" className="history-version" aria-pressed={version.id === chosen} onClick={() => onChoose(version)}>
            <time dateTime={version.savedAt}>{savedAtText(version.savedAt)}</time>
            <span className="history-version-title">{version.title}</span>
            <span className="muted">{version.wordCount === 1 ? '1 word' : `${version.wordCount} words`}</span>
          </button>
        </li>
      ))}
    </ol>
  );
}
