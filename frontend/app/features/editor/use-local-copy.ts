import { useCallback, useEffect, useRef } from 'react';
import { sameFields, type ArticleFields } from './article-fields';
import { removeCopy, writeCopy } from './local-copy';

/** How long typing pauses before the fields are copied to local storage. */
export const COPY_DELAY_MS = 400;

type Copied = { key: string; fields: ArticleFields; baseline: ArticleFields } | null;

/**
 * Keeps a copy of the fields in local storage while the owner types: after a
 * short pause, and at once when the page goes away. Fields equal to what was
 * loaded need no copy, but an older copy stays: only `settle`, after a
 * successful save, (or the owner's Discard) removes one.
 */
export function useLocalCopy(current: Copied) {
  const latest = useRef(current);
  const pending = useRef(false);
  // Declared first, so the effects below see this render's fields.
  useEffect(() => {
    latest.current = current;
  });

  const flush = useCallback(() => {
    const copied = latest.current;
    if (!pending.current || !copied) return;
    pending.current = false;
    if (!sameFields(copied.fields, copied.baseline)) writeCopy(copied.key, copied.fields);
  }, []);

  useEffect(() => {
    if (!current) return;
    pending.current = true;
    const timer = window.setTimeout(flush, COPY_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [current, flush]);

  useEffect(() => {
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [flush]);

  const settle = useCallback((key: string) => {
    pending.current = false;
    removeCopy(key);
  }, []);
  return { settle };
}
