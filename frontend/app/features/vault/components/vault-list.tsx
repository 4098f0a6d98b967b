import keyIcon from 'lucide-static/icons/key-round.svg?url';
import { useEffect, useId, useRef, useState } from 'react';
import { EmptyState } from '~/components/owner/owner-state';
import { useRefreshVault, useVaultEntries, type VaultEntry } from '../api/list-vault-entries';
import { updateVaultEntry } from '../api/update-vault-entry';
import { COPIED_CLEAR_MS, PLACEHOLDER_ROWS, VAULT_TEXTS, containerCount, filterEntries, searchReloads } from '../rules';
import { useEntrySave } from './use-entry-save';
import { useVaultDelete } from './use-vault-delete';
import { VaultEditForm } from './vault-edit-form';
import { VaultRow } from './vault-row';

const rowKeys = Array.from({ length: PLACEHOLDER_ROWS }, (_, index) => index);

/**
 * The vault's list (docs/spec/admin-side.md section 2, Passwords): count, search by
 * name, 'Toggle hash', and a 301px box of rows that Edit replaces with the
 * entry's edit form.
 */
export function VaultList({ siteKey }: { siteKey: string }) {
  const { data, error } = useVaultEntries(siteKey);
  const refreshVault = useRefreshVault(siteKey);
  const [hashed, setHashed] = useState(true);
  // With hash on, the rows shown one by one (by id): their actions work, the others stay masked.
  const [revealed, setRevealed] = useState<ReadonlySet<string>>(new Set());
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<VaultEntry | null>(null);
  const [notice, setNotice] = useState('');
  const noticeTimer = useRef<number | undefined>(undefined);
  const box = useRef<HTMLDivElement>(null);
  const searchId = useId();
  useEffect(() => () => window.clearTimeout(noticeTimer.current), []);
  const { confirming, deleting, outcome, restoring, undoButton, ask, cancel, confirm, undoDelete } = useVaultDelete(
    siteKey,
    refreshVault,
    box,
  );

  function toggleHash() {
    setHashed((now) => !now);
    setRevealed(new Set());
  }

  function toggleRow(entry: VaultEntry) {
    setRevealed((now) => {
      const next = new Set(now);
      if (!next.delete(entry.id)) next.add(entry.id);
      return next;
    });
  }

  const closeEditor = () => {
    setEditing(null);
    box.current?.focus();
  };
  const edit = useEntrySave(
    (values) => updateVaultEntry(siteKey, { id: editing!.id, ...values }),
    () => {
      closeEditor();
      void refreshVault();
    },
  );

  function changeSearch(text: string) {
    setSearch(text);
    if (searchReloads(text)) void refreshVault();
  }

  async function copy(entry: VaultEntry) {
    window.clearTimeout(noticeTimer.current);
    try {
      await navigator.clipboard.writeText(entry.password ?? '');
      setNotice(`Password of ${entry.name} copied.`);
    } catch {
      setNotice('The password could not be copied.');
    }
    noticeTimer.current = window.setTimeout(() => setNotice(''), COPIED_CLEAR_MS);
  }

  const shown = data ? filterEntries(data.entries, search) : [];

  function rows() {
    if (!data && error) {
      return rowKeys.map((key) => (
        <li key={key} className="vault-row vault-unavailable">
          {VAULT_TEXTS.unavailable}
        </li>
      ));
    }
    if (!data) {
      return rowKeys.map((key) => (
        <li key={key} className="vault-row vault-placeholder" aria-hidden="true">
          <span className="placeholder-line" />
        </li>
      ));
    }
    if (shown.length === 0) {
      const empty = data.entries.length === 0;
      return (
        <li className="vault-empty">
          <EmptyState icon={keyIcon} title={empty ? 'The vault is empty.' : 'No name matches.'}>
            {empty
              ? 'Add an application and its password above: it is kept encrypted on the server.'
              : 'Try another name, or clear the search to see every entry.'}
          </EmptyState>
        </li>
      );
    }
    return shown.map((entry) => (
      <VaultRow
        key={entry.id}
        entry={entry}
        masked={hashed && !revealed.has(entry.id)}
        revealable={hashed}
        confirming={confirming === entry.id}
        deleting={deleting === entry.id}
        onReveal={() => toggleRow(entry)}
        onEdit={() => setEditing(entry)}
        onCopy={() => void copy(entry)}
        onAskDelete={() => ask(entry)}
        onConfirmDelete={() => void confirm(entry)}
        onCancelDelete={() => cancel(entry)}
      />
    ));
  }

  return (
    <section className="vault-list" aria-labelledby="vault-list-title">
      <h2 id="vault-list-title">Entries</h2>
      <div className="vault-toolbar">
        <p className="vault-count">{data ? containerCount(shown.length) : ''}</p>
        <label htmlFor={searchId}>Search by name</label>
        <input
          id={searchId}
          type="search"
          value={search}
          onChange={(event) => changeSearch(event.target.value)}
          maxLength={200}
          autoComplete="off"
        />
        <button type="button" className="button secondary" aria-pressed={hashed} onClick={toggleHash}>
          Toggle hash
        </button>
      </div>
      <p className="form-status" role="status">
        {edit.status}
      </p>
      <p className="vault-notice" aria-live="polite">
        {notice}
      </p>
      <p className="vault-undo" aria-live="polite">
        {outcome && (
          <>
            <span>{outcome.text}</span>
            {outcome.undo && (
              <button
                ref={undoButton}
                type="button"
                className="button secondary"
                disabled={restoring}
                onClick={() => void undoDelete()}
                aria-label={`Undo: restore ${outcome.undo.name}`}
              >
                Undo
              </button>
            )}
          </>
        )}
      </p>
      {data && data.undecryptable > 0 && (
        <p className="muted small">{data.undecryptable} of these passwords cannot be decrypted with this server&apos;s VAULT_KEY.</p>
      )}
      {/* Focusable: it scrolls, and with hash on it holds no enabled control. */}
      <div ref={box} className="vault-box" role="region" aria-label="Vault entries" tabIndex={0}>
        {editing ? (
          <VaultEditForm entry={editing} busy={edit.busy} onSend={(values) => void edit.save(values)} onCancel={closeEditor} />
        ) : (
          <ul aria-busy={!data && !error}>{rows()}</ul>
        )}
      </div>
    </section>
  );
}
