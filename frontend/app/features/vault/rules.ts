import type { VaultEntry } from './api/list-vault-entries';

/** The Passwords page's texts and timings (docs/spec/admin-side.md sections 4, 8 and 9). */
export const VAULT_TEXTS = {
  saving: 'wait...',
  saved: 'Alright',
  deleteFailed: 'system failed',
  unavailable: 'Data not available',
  nameRequired: 'Application Name is required.',
  passwordRequired: 'Password is required.',
  // The same eight dots for every password: the mask says nothing about its length.
  masked: '••••••••',
  confirmDelete: (name: string) => `Delete "${name}"?`,
  deleted: (name: string) => `Deleted "${name}".`,
  restored: (name: string) => `Restored "${name}".`,
} as const;

/** How long a delete can be undone (the entry is made again from what the page holds). */
export const UNDO_MS = 8000;

/** 'Alright' clears this long after a save. */
export const SAVED_CLEAR_MS = 3000;
/** The copy confirmation shows this long. */
export const COPIED_CLEAR_MS = 2000;
export const PLACEHOLDER_ROWS = 5;
export const NAME_MAX = 200;
export const PASSWORD_MAX = 1000;

/** The first required field left empty, or null. A name of spaces is empty (the browser's `required` lets it through). */
export function missingField(name: string, password: string): string | null {
  if (name.trim() === '') return VAULT_TEXTS.nameRequired;
  if (password === '') return VAULT_TEXTS.passwordRequired;
  return null;
}

export const containerCount = (count: number) => `${count} ${count === 1 ? 'container' : 'containers'}`;

/** The spec's rule: a search text of one character or none shows (and reloads) the whole list. */
export const searchReloads = (text: string) => text.length <= 1;

/** The entries whose name contains the search text, case-insensitively; all of them while searchReloads. */
export function filterEntries(entries: VaultEntry[], text: string): VaultEntry[] {
  if (searchReloads(text)) return entries;
  const needle = text.trim().toLowerCase();
  return entries.filter((entry) => entry.name.toLowerCase().includes(needle));
}
