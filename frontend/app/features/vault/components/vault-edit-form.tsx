import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { VaultEntry } from '../api/list-vault-entries';
import { NameField } from './name-field';
import { PasswordField } from './password-field';
import type { EntryValues } from './use-entry-save';

type Props = { entry: VaultEntry; busy: boolean; onSend: (values: EntryValues) => void; onCancel: () => void };

/** Edit mode: the list's place taken by the entry's two inputs, Send and Cancel. */
export function VaultEditForm({ entry, busy, onSend, onCancel }: Props) {
  const [name, setName] = useState(entry.name);
  // A password the server could not decrypt is typed anew.
  const [password, setPassword] = useState(entry.password ?? '');
  const nameInput = useRef<HTMLInputElement>(null);
  useEffect(() => nameInput.current?.focus(), []);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSend({ name, password });
  }

  return (
    <form className="vault-edit" onSubmit={submit} aria-label={`Edit ${entry.name}`}>
      <NameField value={name} onChange={setName} inputRef={nameInput} />
      <PasswordField value={password} onChange={setPassword} />
      <div className="vault-actions">
        <button type="submit" className="button" disabled={busy}>
          Send
        </button>
        <button type="button" className="button secondary" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
