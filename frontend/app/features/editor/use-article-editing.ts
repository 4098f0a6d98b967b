import { useCallback, useState } from 'react';
import type { Article } from '~/lib/article';
import { useHydrated } from '~/lib/use-hydrated';
import { useArticleToEdit } from './api/load-article';
import { EMPTY_FIELDS, fieldsOfArticle, sameFields, type ArticleFields } from './article-fields';
import { useEditTarget } from './edit-target';
import { copyKey, isNewerThan, readCopy, removeCopy } from './local-copy';
import { useLocalCopy } from './use-local-copy';
import { useServerCopy } from './use-server-copy';
import { adoptNewWork, isNewWork, newWorkKey, renewNewWork, type WorkingCopy } from './working-copy';

type Editing = {
  /** The local-copy key these fields belong to (the mode and the article). */
  key: string;
  fields: ArticleFields;
  /** The article being edited, as loaded; null in write mode. */
  article: Article | null;
  /** What the fields were filled with: empty, or the loaded article. */
  baseline: ArticleFields;
  /** When the restored local copy was written, while its notice shows. */
  restoredAt: number | null;
  /** The piece of work its server copy is kept under: the article's id, or this new piece's key (ADR 39). */
  work: string;
  /** When what the page opened with was written: a server copy older than this is not offered. */
  openedAt: number;
};

/**
 * The Write page's state: write or edit mode, the fields (filled from the
 * edited article, or from a newer local copy), and their copy in local storage.
 */
export function useArticleEditing() {
  const hydrated = useHydrated();
  const { target, forget } = useEditTarget();
  const loaded = useArticleToEdit(target?.id ?? null);
  const article = loaded.fresh;
  const key = copyKey(target?.id ?? null);
  const [editing, setEditing] = useState<Editing | null>(null);
  const ready = editing !== null && editing.key === key;

  // Filled once per mode, in the browser (local storage), in the first render after the article has loaded.
  if (hydrated && !ready && !(target && !article)) {
    const baseline = article ? fieldsOfArticle(article) : EMPTY_FIELDS;
    const copy = readCopy(key);
    const restore = copy !== null && isNewerThan(copy, article?.updatedAt) && !sameFields(copy.fields, baseline);
    setEditing({
      key,
      article: article ?? null,
      baseline,
      fields: restore ? copy.fields : baseline,
      restoredAt: restore ? copy.savedAt : null,
      work: target?.id ?? newWorkKey(),
      openedAt: restore ? copy.savedAt : article ? Date.parse(article.updatedAt) || 0 : 0,
    });
  }

  const { settle } = useLocalCopy(ready ? editing : null);

  /** Another browser's newer copy, restored: its fields, and its piece of work when it is a new one. */
  const takeServerCopy = useCallback(
    (copy: WorkingCopy) => {
      if (isNewWork(copy.reference)) adoptNewWork(copy.reference);
      setEditing(
        (current) =>
          current && { ...current, fields: copy.fields, work: copy.reference, restoredAt: null, openedAt: Date.parse(copy.savedAt) },
      );
    },
    [setEditing],
  );
  const server = useServerCopy({
    work: ready ? editing.work : null,
    fields: ready ? editing.fields : EMPTY_FIELDS,
    baseline: ready ? editing.baseline : EMPTY_FIELDS,
    openedAt: ready ? editing.openedAt : 0,
    onRestore: takeServerCopy,
  });
  const settleServer = server.settle;

  // setEditing is listed below: the fill above calls it while rendering, so the React Compiler
  // no longer takes it for a stable setter.
  const setField = useCallback(
    <Name extends keyof ArticleFields>(name: Name, value: ArticleFields[Name]) => {
      setEditing((current) => current && { ...current, fields: { ...current.fields, [name]: value } });
    },
    [setEditing],
  );

  /** Back to what was loaded, without the restored copy. */
  const discardCopy = useCallback(() => {
    removeCopy(key);
    setEditing((current) => current && { ...current, fields: current.baseline, restoredAt: null });
  }, [key, setEditing]);

  /** After a successful save: the copies go, and the next new piece is another piece of work. */
  const saved = useCallback(() => {
    settle(key);
    settleServer();
    if (!target) renewNewWork();
  }, [settle, settleServer, key, target]);

  /** After a draft save: an empty editor (edit mode ends too). */
  const clear = useCallback(() => {
    settle(key);
    settleServer();
    if (target) forget();
    else
      setEditing({
        key,
        article: null,
        baseline: EMPTY_FIELDS,
        fields: EMPTY_FIELDS,
        restoredAt: null,
        work: renewNewWork(),
        openedAt: Date.now(),
      });
  }, [settle, settleServer, key, target, forget, setEditing]);

  return {
    mode: target ? ('edit' as const) : ('post' as const),
    target,
    article: ready ? editing.article : null,
    loadFailed: Boolean(target && loaded.error),
    ready,
    fields: ready ? editing.fields : EMPTY_FIELDS,
    restoredAt: ready ? editing.restoredAt : null,
    /** The server copy: "Saved at hh:mm", and another browser's newer copy to restore or discard. */
    server: { status: server.status, offer: server.offer, restore: server.restore, discard: server.discard },
    setField,
    discardCopy,
    saved,
    clear,
    forget,
  };
}
