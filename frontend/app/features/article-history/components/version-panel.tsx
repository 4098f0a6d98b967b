import { useEffect, useId, useRef, useState } from 'react';
import type { SWRResponse } from 'swr';
import { LoadError } from '~/components/owner/owner-state';
import { restoreVersion } from '../api/restore-version';
import type { VersionComparison, VersionSummary } from '../article-version';
import { VersionDiff } from './version-diff';
import { savedAtText } from './version-list';

type Props = {
  chosen: VersionSummary | null;
  comparison: SWRResponse<VersionComparison>;
  siteKey: string;
  onRestored: () => Promise<unknown>;
};

type Stage = { step: 'idle' } | { step: 'confirm' } | { step: 'restoring' } | { step: 'done' } | { step: 'failed'; message: string };

/** The chosen version against the article now, and its restore, asked twice. */
export function VersionPanel({ chosen, comparison, siteKey, onRestored }: Props) {
  const [stage, setStage] = useState<Stage>({ step: 'idle' });
  const [shownFor, setShownFor] = useState(chosen?.id);
  const headingId = useId();
  const panel = useRef<HTMLElement>(null);
  // On a phone the panel sits under the list: a version chosen brings it into view (no move when it is in view already).
  useEffect(() => {
    if (chosen) panel.current?.scrollIntoView?.({ block: 'nearest' });
  }, [chosen]);
  // Another version chosen: its own restore starts afresh (in this render, not after it).
  if (shownFor !== chosen?.id) {
    setShownFor(chosen?.id);
    setStage({ step: 'idle' });
  }

  if (!chosen) {
    return (
      <div className="history-panel history-panel-empty">
        <p>Choose a version to see what has changed since, and to restore it.</p>
      </div>
    );
  }

  async function restore(versionId: string) {
    setStage({ step: 'restoring' });
    const refusal = await restoreVersion(siteKey, versionId);
    if (refusal) return setStage({ step: 'failed', message: refusal });
    setStage({ step: 'done' });
    await onRestored();
  }

  const { data, error, isLoading } = comparison;
  return (
    <section ref={panel} className="history-panel" aria-labelledby={headingId} aria-busy={isLoading}>
      <h2 id={headingId}>Version of {savedAtText(chosen.savedAt)}</h2>
      <p className="history-legend">
        Compared with the article now: <del>struck through</del> is in this version and gone now, <ins>underlined</ins> was added since.
      </p>
      {isLoading ? (
        <p className="muted">Loading the version…</p>
      ) : error && !data ? (
        <LoadError title={`This version could not be loaded. ${error.message}`} onRetry={() => void comparison.mutate()} />
      ) : data ? (
        <VersionDiff version={data.version} current={data.current} />
      ) : null}

      <div className="history-restore">
        {stage.step === 'confirm' || stage.step === 'restoring' ? (
          <div role="group" aria-label="Confirm the restore" className="history-confirm">
            <p>Restore this version? Readers will see it at once; the article as it is now is kept in its history.</p>
            <div className="history-confirm-actions">
              <button type="button" className="button" disabled={stage.step === 'restoring'} onClick={() => void restore(chosen.id)}>
                {stage.step === 'restoring' ? 'Restoring…' : 'Yes, restore'}
              </button>
              <button
                type="button"
                className="button secondary"
                disabled={stage.step === 'restoring'}
                onClick={() => setStage({ step: 'idle' })}
              >
                Cancel
              </button>
            </div>
          </div>
        ) : (
          <button type="button" className="button" disabled={!data} onClick={() => setStage({ step: 'confirm' })}>
            Restore this version
          </button>
        )}
        <p role="status" className={stage.step === 'failed' ? 'history-status history-status-error' : 'history-status'}>
          {stage.step === 'done' && 'Restored. Readers see this version now; the replaced one is at the top of the list.'}
          {stage.step === 'failed' && stage.message}
        </p>
      </div>
    </section>
  );
}
