import { isCategory } from '@blog/rules/category';
import { EMPTY_FIELDS, type ArticleFields } from './article-fields';

/** A copy of the Write page's fields in local storage, so a reload or a failed save loses nothing. */
export type LocalCopy = { savedAt: number; fields: ArticleFields };

/** One copy per mode: a new article, or each article being edited. */
export const copyKey = (editedId: string | null) => (editedId ? `editor-copy:edit:${editedId}` : 'editor-copy:write');

function isFields(value: unknown): value is ArticleFields {
  if (!value || typeof value !== 'object') return false;
  const record = value as Record<string, unknown>;
  return (
    (Object.keys(EMPTY_FIELDS) as (keyof ArticleFields)[]).every((name) => name === 'category' || typeof record[name] === 'string') &&
    (record.category === null || isCategory(record.category))
  );
}

/** The stored copy, or null when there is none or it is not a copy this page wrote. */
export function readCopy(key: string): LocalCopy | null {
  try {
    const parsed = JSON.parse(window.localStorage.getItem(key) ?? 'null') as Partial<LocalCopy> | null;
    if (!parsed || typeof parsed.savedAt !== 'number' || !isFields(parsed.fields)) return null;
    return { savedAt: parsed.savedAt, fields: parsed.fields };
  } catch {
    return null;
  }
}

/** False when the browser refuses (storage full or disabled): the page keeps working, unsaved. */
export function writeCopy(key: string, fields: ArticleFields, savedAt = Date.now()): boolean {
  try {
    window.localStorage.setItem(key, JSON.stringify({ savedAt, fields } satisfies LocalCopy));
    return true;
  } catch {
    return false;
  }
}

export function removeCopy(key: string) {
  window.localStorage.removeItem(key);
}

/** A copy is worth restoring when it differs from what was loaded and was written after the article last changed. */
export function isNewerThan(copy: LocalCopy, updatedAt: string | undefined): boolean {
  if (!updatedAt) return true;
  const changed = Date.parse(updatedAt);
  return Number.isNaN(changed) || copy.savedAt > changed;
}
