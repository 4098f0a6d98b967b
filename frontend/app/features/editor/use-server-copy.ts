import { useCallback, useEffect, useRef, useState } from 'react';
import { useSiteConfig } from '~/lib/site-config';
import { dropWorkingCopy } from './api/drop-working-copy';
import { readWorkingCopy } from './api/read-working-copy';
import { saveWorkingCopy } from './api/save-working-copy';
import { sameFields, type ArticleFields } from './article-fields';
import { isNewWork, type WorkingCopy } from './working-copy';

/** How long typing pauses before the fields go to the server. */
export const SERVER_COPY_DELAY_MS = 2000;
/** How soon a save that found no server is tried again (and at once when the browser is back online). */
const RETRY_MS = 15_000;

export type ServerCopyStatus =
  { kind: 'idle' } | { kind: 'saving' } | { kind: 'saved'; at: string } | { kind: 'unreachable' } | { kind: 'refused'; message: string };

export type ServerCopyInput = {
  /** The piece of work: an article's id or a `new-…` key; null until the page is filled. */
  work: string | null;
  fields: ArticleFields;
  /** What the page was filled with (empty, or the article as loaded): nothing to save while the fields equal it. */
  baseline: ArticleFields;
  /** When what the page opened with was written (its restored local copy, or the article): an older server copy is not offered. */
  openedAt: number;
  /** Restore: the page takes the server copy's fields (and, for another browser's new piece, its work). */
  onRestore: (copy: WorkingCopy) => void;
};

type Sync = {
  work: string | null;
  /** The revision this browser last saw of each piece of work (none: 0, no copy on the server). */
  revisions: Map<string, number>;
  /** The fields the server holds at that revision, as far as this browser knows. */
  held: ArticleFields | null;
  /** No saves while the work is being opened, a newer copy is offered, or the work is done. */
  paused: boolean;
  saving: boolean;
  /** Every call for this page, one after another: a save never overtakes the open or a drop before it. */
  queue: Promise<void>;
};

/**
 * Keeps the Write page's fields on the server while the owner types (ADR 39): after each pause,
 * over the revision last seen, so another browser's newer copy is never overwritten unseen but
 * offered instead ("A newer copy saved at hh:mm in another browser"). The browser's own copy
 * (use-local-copy.ts) stays for the moments the server cannot be reached.
 */
export function useServerCopy({ work, fields, baseline, openedAt, onRestore }: ServerCopyInput) {
  const site = useSiteConfig();
  const [status, setStatus] = useState<ServerCopyStatus>({ kind: 'idle' });
  const [offer, setOffer] = useState<WorkingCopy | null>(null);
  const sync = useRef<Sync>({ work: null, revisions: new Map(), held: null, paused: true, saving: false, queue: Promise.resolve() });
  // Another piece of work: nothing of the last one shows (set while rendering, as React advises).
  const [shownFor, setShownFor] = useState(work);
  if (shownFor !== work) {
    setShownFor(work);
    setOffer(null);
    setStatus({ kind: 'idle' });
  }
  const latest = useRef({ fields, baseline, openedAt, onRestore });
  useEffect(() => {
    latest.current = { fields, baseline, openedAt, onRestore };
  });

  const enqueue = useCallback((step: () => Promise<void>) => {
    const s = sync.current;
    s.queue = s.queue.then(step, step);
  }, []);

  const needsSaving = () => {
    const s = sync.current;
    return !s.paused && s.work !== null && !sameFields(latest.current.fields, s.held ?? latest.current.baseline);
  };

  /** Another browser saved this work: its copy is taken over silently when it holds what this page holds, else offered. */
  const compare = useCallback(
    async (work: string, sent: ArticleFields) => {
      const s = sync.current;
      const read = await readWorkingCopy(site, work);
      if (s.work !== work) return;
      if (!read.ok) return setStatus({ kind: 'unreachable' });
      if (!read.copy) {
        // Dropped meanwhile: the next save starts it again.
        s.revisions.delete(work);
        s.held = null;
        return;
      }
      s.revisions.set(work, read.copy.revision);
      s.held = read.copy.fields;
      if (sameFields(read.copy.fields, sent)) return setStatus({ kind: 'saved', at: read.copy.savedAt });
      s.paused = true;
      setOffer(read.copy);
    },
    [site],
  );

  /** Sends the fields over the revision last seen (`ahead`: over the one a save under way will make). */
  const save = useCallback(
    (ahead = 0) => {
      const s = sync.current;
      const work = s.work;
      if (!work || !needsSaving()) return;
      const sent = latest.current.fields;
      const revision = (s.revisions.get(work) ?? 0) + ahead;
      s.saving = true;
      setStatus({ kind: 'saving' });
      return saveWorkingCopy(site, { reference: work, revision, fields: sent }).then(async (result) => {
        s.saving = false;
        if (result.outcome === 'saved') s.revisions.set(work, Math.max(result.revision, s.revisions.get(work) ?? 0));
        if (s.work !== work) return;
        if (result.outcome === 'saved') {
          s.held = sent;
          setStatus({ kind: 'saved', at: result.savedAt });
        } else if (result.outcome === 'stale') {
          await compare(work, sent);
        } else if (result.outcome === 'refused') {
          setStatus({ kind: 'refused', message: result.message });
        } else {
          setStatus({ kind: 'unreachable' });
        }
      });
    },
    [site, compare],
  );

  // A pause in typing sends the fields (and so does the end of opening, for what was typed meanwhile).
  const timer = useRef<number | undefined>(undefined);
  const schedule = useCallback(() => {
    window.clearTimeout(timer.current);
    if (needsSaving()) timer.current = window.setTimeout(() => enqueue(async () => save()), SERVER_COPY_DELAY_MS);
  }, [enqueue, save]);
  useEffect(() => {
    schedule();
    return () => window.clearTimeout(timer.current);
  }, [fields, schedule]);

  // Opening a piece of work: what the server holds for it, offered when newer and different.
  useEffect(() => {
    const s = sync.current;
    s.work = work;
    s.held = null;
    s.paused = true;
    if (!work) return;
    enqueue(async () => {
      const read = await readWorkingCopy(site, isNewWork(work) ? 'new' : work);
      if (s.work !== work) return;
      s.paused = false;
      if (!read.ok) return setStatus({ kind: 'unreachable' });
      const copy = read.copy;
      if (!copy) return schedule();
      const here = latest.current.fields;
      const mine = copy.reference === work;
      if (mine) {
        s.revisions.set(work, copy.revision);
        s.held = copy.fields;
      }
      const offered =
        !sameFields(copy.fields, here) &&
        !sameFields(copy.fields, latest.current.baseline) &&
        // A copy older than what this page opened with (its own local copy, the article) is not offered.
        Date.parse(copy.savedAt) > latest.current.openedAt;
      if (offered) {
        s.paused = mine;
        setOffer(copy);
      }
      schedule();
    });
  }, [work, site, enqueue, schedule]);

  // A server that could not be reached is tried again: when the browser says it is back, and now and then.
  useEffect(() => {
    if (status.kind !== 'unreachable') return;
    const retry = () => enqueue(async () => save());
    const timer = window.setInterval(retry, RETRY_MS);
    window.addEventListener('online', retry);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('online', retry);
    };
  }, [status.kind, enqueue, save]);

  // The tab closing or hidden mid-sentence: what is typed goes now (a keepalive request outlives the page).
  useEffect(() => {
    const now = () => {
      if (!needsSaving()) return;
      // A save under way will hold the revision after it; this one goes over that.
      if (sync.current.saving) void save(1);
      else void save();
    };
    const hidden = () => {
      if (document.visibilityState === 'hidden') now();
    };
    window.addEventListener('pagehide', now);
    document.addEventListener('visibilitychange', hidden);
    return () => {
      window.removeEventListener('pagehide', now);
      document.removeEventListener('visibilitychange', hidden);
    };
  }, [save]);

  /** Restore: the page takes the offered copy; saving goes on from its revision. */
  const restore = useCallback(() => {
    const s = sync.current;
    if (!offer) return;
    if (offer.reference === s.work) {
      s.revisions.set(offer.reference, offer.revision);
      s.held = offer.fields;
      s.paused = false;
    }
    setOffer(null);
    latest.current.onRestore(offer);
  }, [offer]);

  /** Discard: this page's text stays and is saved over the offered copy (another new piece's copy is dropped). */
  const discard = useCallback(() => {
    const s = sync.current;
    if (!offer) return;
    setOffer(null);
    s.paused = false;
    if (offer.reference === s.work) {
      s.revisions.set(offer.reference, offer.revision);
      s.held = offer.fields;
      enqueue(async () => save());
    } else {
      enqueue(() => dropWorkingCopy(site, offer.reference, offer.revision));
    }
  }, [offer, enqueue, save, site]);

  /** The work is saved (Post, Edit, Save as Draft): its copy goes, after any save under way. */
  const settle = useCallback(() => {
    const s = sync.current;
    const work = s.work;
    s.paused = true;
    setOffer(null);
    setStatus({ kind: 'idle' });
    // The revision is read when the drop's turn comes, after the saves queued before it.
    if (work) enqueue(() => dropWorkingCopy(site, work, s.revisions.get(work) ?? 0));
  }, [enqueue, site]);

  return { status, offer, restore, discard, settle };
}
