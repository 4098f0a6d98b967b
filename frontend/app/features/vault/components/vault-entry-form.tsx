import { useState, type FormEvent } from 'react';
import { addVaultEntry } from '../api/add-vault-entry';
import { useRefreshVault } from '../api/list-vault-entries';
import { NameField } from './name-field';
import { PasswordField } from './password-field';
import { useEntrySave } from './use-entry-save';

/** The form that adds an entry. What was typed stays until a save succeeds. */
export function VaultEntryForm({ siteKey }: { siteKey: string }) {
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const refreshVault = useRefreshVault(siteKey);
  const { status, busy, save } = useEntrySave(
    (values) => addVaultEntry(siteKey, values),
    () => {
      setName('');
      setPassword('');
      void refreshVault();
    },
  );

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void save({ name, password });
  }

  return (
    <section className="vault-add" aria-labelledby="vault-add-title">
      <h2 id="vault-add-title">New entry</h2>
      <form onSubmit={submit} aria-labelledby="vault-add-title">
        <NameField value={name} onChange={setName} />
        <PasswordField value={password} onChange={setPassword} />
        <div className="vault-actions">
          <button type="submit" className="button" disabled={busy}>
            Save
          </button>
          <p className="form-status" role="status">
            {status}
          </p>
        </div>
      </form>
    </section>
  );
}
