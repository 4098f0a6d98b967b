import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { EDIT_ARTICLE_KEY } from '~/lib/local-auth';

/** The article the Articles list's Edit stored under 'editArticle'. */
export type EditTarget = { id: string; href: string };

/** The stored item keeps the spec's names (`{ _id, href }`). */
export function parseEditTarget(stored: string | null): EditTarget | null {
  if (!stored) return null;
  try {
    const value = JSON.parse(stored) as { _id?: unknown; href?: unknown } | null;
    return value && typeof value._id === 'string' && value._id !== ''
      ? { id: value._id, href: typeof value.href === 'string' ? value.href : '' }
      : null;
  } catch {
    return null;
  }
}

// Local storage tells other tabs of a change, never this one: the page says so itself.
const listeners = new Set<() => void>();
function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}
const readStored = () => window.localStorage.getItem(EDIT_ARTICLE_KEY);
// The server cannot see local storage: it renders write mode, and the browser switches after hydration.
const onServer = () => null;

/** Edit mode's target, or null in write mode; `forget` ends edit mode. */
export function useEditTarget() {
  const stored = useSyncExternalStore(subscribe, readStored, onServer);
  const target = useMemo(() => parseEditTarget(stored), [stored]);
  const forget = useCallback(() => {
    window.localStorage.removeItem(EDIT_ARTICLE_KEY);
    listeners.forEach((listener) => listener());
  }, []);
  return { target, forget };
}
