import { useId, useState } from 'react';
import { Link } from 'react-router';
import historyIcon from 'lucide-static/icons/history.svg?url';
import { EmptyState, LoadError } from '~/components/owner/owner-state';
import { PlaceholderList } from '~/components/owner/placeholder-list';
import { useSiteConfig } from '~/lib/site-config';
import { useArticleVersions } from '../api/list-versions';
import { useVersionComparison } from '../api/read-version';
import type { VersionSummary } from '../article-version';
import { VersionList } from './version-list';
import { VersionPanel } from './version-panel';

/**
 * An article's history (ADR 34): its earlier versions, newest first; choosing one shows what
 * changed since, word by word, and can restore it (which is itself kept in the history).
 */
export function ArticleHistory({ articleId }: { articleId: string }) {
  const { siteKey } = useSiteConfig();
  const versions = useArticleVersions(siteKey, articleId);
  const [chosen, setChosen] = useState<VersionSummary | null>(null);
  const comparison = useVersionComparison(siteKey, chosen?.id ?? null);
  const headingId = useId();
  const list = versions.data?.data ?? [];
  const title = versions.data?.meta.article.title;

  async function restored() {
    // The restore made a new version and changed the article: both lists show it.
    await Promise.all([versions.mutate(), comparison.mutate()]);
  }

  return (
    <div className="article-history">
      <p className="history-back">
        <Link to="/dashboard/articles">← Articles</Link>
      </p>
      <h1>History</h1>
      {title && <p className="history-subtitle">{title}</p>}
      <section aria-labelledby={headingId} aria-busy={versions.isLoading}>
        <h2 id={headingId} className="visually-hidden">
          Earlier versions
        </h2>
        {versions.isLoading ? (
          <PlaceholderList />
        ) : versions.error && !versions.data ? (
          <LoadError title={`The history could not be loaded. ${versions.error.message}`} onRetry={() => void versions.mutate()} />
        ) : list.length === 0 ? (
          <EmptyState icon={historyIcon} title="No earlier versions yet">
            Each time this article is edited or restored, the version it replaces is kept here.
          </EmptyState>
        ) : (
          <div className="history-layout">
            <VersionList versions={list} chosen={chosen?.id ?? null} onChoose={setChosen} />
            <VersionPanel chosen={chosen} comparison={comparison} siteKey={siteKey} onRestored={restored} />
          </div>
        )}
      </section>
    </div>
  );
}
