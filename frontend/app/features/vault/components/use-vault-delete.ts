import { useEffect, useRef, useState, type RefObject } from 'react';
import { addVaultEntry } from '../api/add-vault-entry';
import { deleteVaultEntry } from '../api/delete-vault-entry';
import type { VaultEntry } from '../api/list-vault-entries';
import { SAVED_CLEAR_MS, UNDO_MS, VAULT_TEXTS } from '../rules';
import { deleteButtonId } from './vault-row';

/** What the page says after a delete: the entry it can make again while Undo shows, or none. */
type Outcome = { text: string; undo: VaultEntry | null };

/**
 * A vault delete that asks first ('Delete "name"?' in the row) and can be undone for a few
 * seconds: the page still holds the name and the password, so Undo saves them again as a
 * new entry. An entry whose password the server could not decrypt has no Undo. Focus moves
 * with it: to Cancel when asked, back to the row's Delete when cancelled, to Undo after.
 */
export function useVaultDelete(siteKey: string, refreshVault: () => unknown, box: RefObject<HTMLElement | null>) {
  const [confirming, setConfirming] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [restoring, setRestoring] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  const undoButton = useRef<HTMLButtonElement>(null);
  // Where focus goes once the next render is on screen (the element does not exist before it).
  const focusNext = useRef<(() => HTMLElement | null) | null>(null);

  useEffect(() => {
    const target = focusNext.current?.();
    focusNext.current = null;
    target?.focus();
  });
  useEffect(() => () => window.clearTimeout(timer.current), []);

  function show(next: Outcome, ms: number) {
    window.clearTimeout(timer.current);
    setOutcome(next);
    timer.current = window.setTimeout(() => {
      // Focus on a vanishing Undo would fall to the page's top: it goes to the list instead.
      if (document.activeElement === undoButton.current) box.current?.focus();
      setOutcome(null);
    }, ms);
  }

  function ask(entry: VaultEntry) {
    setConfirming(entry.id);
  }

  function cancel(entry: VaultEntry) {
    setConfirming(null);
    focusNext.current = () => document.getElementById(deleteButtonId(entry));
  }

  async function confirm(entry: VaultEntry) {
    if (deleting) return;
    setDeleting(entry.id);
    const deleted = await deleteVaultEntry(siteKey, entry.id);
    setDeleting(null);
    setConfirming(null);
    if (!deleted) {
      focusNext.current = () => document.getElementById(deleteButtonId(entry));
      window.alert(VAULT_TEXTS.deleteFailed);
      return;
    }
    void refreshVault();
    const undo = entry.password === null ? null : entry;
    show({ text: VAULT_TEXTS.deleted(entry.name), undo }, UNDO_MS);
    focusNext.current = () => (undo ? undoButton.current : box.current);
  }

  async function undoDelete() {
    const entry = outcome?.undo;
    if (!entry || entry.password === null || restoring) return;
    window.clearTimeout(timer.current);
    setRestoring(true);
    const result = await addVaultEntry(siteKey, { name: entry.name, password: entry.password });
    setRestoring(false);
    if (!result.ok) {
      // The deleted entry stays in reach: Undo may be tried again while it shows.
      show({ text: result.message, undo: entry }, UNDO_MS);
      focusNext.current = () => undoButton.current;
      return;
    }
    void refreshVault();
    focusNext.current = () => box.current;
    show({ text: VAULT_TEXTS.restored(entry.name), undo: null }, SAVED_CLEAR_MS);
  }

  return { confirming, deleting, outcome, restoring, undoButton, ask, cancel, confirm, undoDelete };
}
