/** Says that unsaved work came back from local storage, and offers to drop it. */
export function RestoredCopyNotice({ savedAt, onDiscard }: { savedAt: number; onDiscard: () => void }) {
  return (
    <div className="restored-copy" role="note" aria-label="Restored changes">
      <p>Unsaved changes from {new Date(savedAt).toLocaleString()} were restored.</p>
      <button type="button" className="button secondary" onClick={onDiscard}>
        Discard
      </button>
    </div>
  );
}
