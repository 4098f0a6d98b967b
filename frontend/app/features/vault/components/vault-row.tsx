import type { VaultEntry } from '../api/list-vault-entries';
import { VAULT_TEXTS } from '../rules';
import { DeleteConfirm } from './delete-confirm';

type Props = {
  entry: VaultEntry;
  /** The password is masked (never in the page) and the actions are off: hash on and the row not revealed. */
  masked: boolean;
  /** Hash on: the row has its own Show/Hide, so one password can be seen and acted on alone. */
  revealable: boolean;
  /** The delete asks 'Delete "name"?' in the row. */
  confirming: boolean;
  deleting: boolean;
  onReveal: () => void;
  onEdit: () => void;
  onCopy: () => void;
  onAskDelete: () => void;
  onConfirmDelete: () => void;
  onCancelDelete: () => void;
};

/** The row's Delete button, found again to take focus back when a confirmation is cancelled. */
export const deleteButtonId = (entry: VaultEntry) => `vault-delete-${entry.id}`;

/** One vault entry: its name, its password (masked or shown), and show, edit, copy and delete. */
export function VaultRow({ entry, masked, revealable, confirming, deleting, ...on }: Props) {
  return (
    <li className="vault-row">
      <span className="vault-name">{entry.name}</span>
      <span className="vault-secret">
        {masked ? (
          <>
            <span aria-hidden="true">{VAULT_TEXTS.masked}</span>
            <span className="visually-hidden">Password hidden</span>
          </>
        ) : entry.password === null ? (
          <span className="muted">cannot be decrypted</span>
        ) : (
          <code>{entry.password}</code>
        )}
        {revealable && (
          <button
            type="button"
            className="vault-reveal"
            onClick={on.onReveal}
            aria-label={`${masked ? 'Show' : 'Hide'} password of ${entry.name}`}
          >
            {masked ? 'Show' : 'Hide'}
          </button>
        )}
      </span>
      {confirming ? (
        <DeleteConfirm name={entry.name} busy={deleting} onConfirm={on.onConfirmDelete} onCancel={on.onCancelDelete} />
      ) : (
        <span className="vault-row-actions">
          <button type="button" className="button secondary" disabled={masked} onClick={on.onEdit} aria-label={`Edit ${entry.name}`}>
            Edit
          </button>
          <button
            type="button"
            className="button secondary"
            disabled={masked || entry.password === null}
            onClick={on.onCopy}
            aria-label={`Copy password of ${entry.name}`}
          >
            Copy password
          </button>
          <button
            id={deleteButtonId(entry)}
            type="button"
            className="button secondary"
            disabled={masked || deleting}
            onClick={on.onAskDelete}
            aria-label={`Delete ${entry.name}`}
          >
            Delete
          </button>
        </span>
      )}
    </li>
  );
}
