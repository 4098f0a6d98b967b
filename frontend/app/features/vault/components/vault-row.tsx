import type { VaultEntry } from '../api/list-vault-entries';
import { VAULT_TEXTS } from '../rules';

type Props = {
  entry: VaultEntry;
  /** Hash on: the password is masked (never in the page) and the actions are off. */
  hashed: boolean;
  deleting: boolean;
  onEdit: () => void;
  onCopy: () => void;
  onDelete: () => void;
};

/** One vault entry: its name, its password (masked or shown), and edit, copy and delete. */
export function VaultRow({ entry, hashed, deleting, onEdit, onCopy, onDelete }: Props) {
  return (
    <li className="vault-row">
      <span className="vault-name">{entry.name}</span>
      <span className="vault-secret">
        {hashed ? (
          <>
            <span aria-hidden="true">{VAULT_TEXTS.masked}</span>
            <span className="visually-hidden">Password hidden</span>
          </>
        ) : entry.password === null ? (
          <span className="muted">cannot be decrypted</span>
        ) : (
          <code>{entry.password}</code>
        )}
      </span>
      <span className="vault-row-actions">
        <button type="button" className="button secondary" disabled={hashed} onClick={onEdit} aria-label={`Edit ${entry.name}`}>
          Edit
        </button>
        <button
          type="button"
          className="button secondary"
          disabled={hashed || entry.password === null}
          onClick={onCopy}
          aria-label={`Copy password of ${entry.name}`}
        >
          Copy password
        </button>
        <button
          type="button"
          className="button secondary"
          disabled={hashed || deleting}
          onClick={onDelete}
          aria-label={`Delete ${entry.name}`}
        >
          Delete
        </button>
      </span>
    </li>
  );
}
