import type { ArticleFields } from './article-fields';

/**
 * The Write page's copy on the server (ADR 39): one per piece of work, an article's id or the
 * `new-…` key of a new piece, saved over the revision this browser last saw.
 */
export type WorkingCopy = { reference: string; revision: number; savedAt: string; fields: ArticleFields };

const NEW_WORK_KEY = 'editor-work:new';
const NEW_WORK = /^new-[A-Za-z0-9-]{8,60}$/;

export const isNewWork = (work: string) => work.startsWith('new-');

/** A fresh key for a new piece: 128 random bits (getRandomValues works on a plain-http address too, randomUUID does not). */
function freshKey() {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `new-${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}

function remember(work: string) {
  try {
    window.localStorage.setItem(NEW_WORK_KEY, work);
  } catch {
    // Storage refused: this page keeps the key for as long as it is open.
  }
}

/** The key of the new piece this browser is writing: the same one across reloads until it is posted or saved as a draft. */
export function newWorkKey(): string {
  const stored = window.localStorage.getItem(NEW_WORK_KEY);
  if (stored && NEW_WORK.test(stored)) return stored;
  const work = freshKey();
  remember(work);
  return work;
}

/** After Post or Save as Draft: the next new piece is another piece of work. */
export function renewNewWork(): string {
  const work = freshKey();
  remember(work);
  return work;
}

/** Restoring another browser's new piece: this browser goes on writing that piece. */
export function adoptNewWork(work: string) {
  remember(work);
}

/** hh:mm in the owner's own time, as "Saved at 09:42" reads. */
export const clockTime = (iso: string) => new Date(iso).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
