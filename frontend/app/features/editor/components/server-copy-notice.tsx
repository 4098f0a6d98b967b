import { clockTime, type WorkingCopy } from '../working-copy';

/** Another browser's newer copy of this work (ADR 39): the owner chooses which text goes on. */
export function ServerCopyNotice({ copy, onRestore, onDiscard }: { copy: WorkingCopy; onRestore: () => void; onDiscard: () => void }) {
  return (
    <div className="restored-copy server-copy" role="alert" aria-label="A newer copy">
      <p>
        A newer copy saved at <time dateTime={copy.savedAt}>{clockTime(copy.savedAt)}</time> in another browser
        {copy.fields.title.trim() && (
          <>
            {' '}
            — <q>{copy.fields.title.trim()}</q>
          </>
        )}
        .
      </p>
      <div className="server-copy-actions">
        <button type="button" className="button" onClick={onRestore}>
          Restore
        </button>
        <button type="button" className="button secondary" onClick={onDiscard}>
          Discard
        </button>
      </div>
    </div>
  );
}
