import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { VAULT_TEXTS } from '../rules';

type Props = { name: string; busy: boolean; onConfirm: () => void; onCancel: () => void };

/**
 * The row's own 'Delete "name"?' with Delete and Cancel, in place of its actions.
 * Focus starts on Cancel (the harmless answer); Escape cancels.
 */
export function DeleteConfirm({ name, busy, onConfirm, onCancel }: Props) {
  const questionId = useId();
  const cancel = useRef<HTMLButtonElement>(null);
  useEffect(() => cancel.current?.focus(), []);

  // On both buttons, where focus is while the question stands.
  function onKeyDown(event: KeyboardEvent) {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    onCancel();
  }

  return (
    <span className="vault-confirm" role="group" aria-labelledby={questionId}>
      <span id={questionId} className="vault-confirm-question">
        {VAULT_TEXTS.confirmDelete(name)}
      </span>
      <button type="button" className="button danger" disabled={busy} onClick={onConfirm} onKeyDown={onKeyDown}>
        Delete
      </button>
      <button ref={cancel} type="button" className="button secondary" disabled={busy} onClick={onCancel} onKeyDown={onKeyDown}>
        Cancel
      </button>
    </span>
  );
}
