import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { hasAuthRecord } from '~/lib/local-auth';
import { useSiteConfig } from '~/lib/site-config';
import { DELETE_MESSAGES, deleteArticle } from '../api/delete-article';
import { type OwnerArticle, forgetPendingDelete } from '../owner-article';

/** The panel stays this long after 'deleted' (docs/spec/admin-side.md section 9). */
export const CLOSE_AFTER_DELETE_MS = 1000;

type Props = {
  article: OwnerArticle;
  onClose: () => void;
  /** Called when the panel closes after a delete, so the list refreshes. */
  onDeleted: () => void;
};

/**
 * The password panel of an article delete: a modal dialog, so focus moves
 * into it and stays there until Delete succeeds or Cancel (or Escape) closes it.
 */
export function DeleteArticlePanel({ article, onClose, onDeleted }: Props) {
  const { siteKey } = useSiteConfig();
  const dialog = useRef<HTMLDialogElement>(null);
  const passwordField = useRef<HTMLInputElement>(null);
  const [password, setPassword] = useState('');
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  // After 'deleted': the panel waits a second, then closes.
  const [closing, setClosing] = useState(false);
  const sending = useRef(false);
  const ids = useId();

  useEffect(() => {
    const panel = dialog.current;
    if (!panel) return;
    if (!panel.open) panel.showModal();
    passwordField.current?.focus();
    return () => panel.close();
  }, []);

  function cancel() {
    forgetPendingDelete();
    onClose();
  }

  useEffect(() => {
    if (!closing) return;
    const timer = window.setTimeout(() => {
      forgetPendingDelete();
      onDeleted();
      onClose();
    }, CLOSE_AFTER_DELETE_MS);
    return () => window.clearTimeout(timer);
  }, [closing, onClose, onDeleted]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending.current || closing) return;
    if (!password) return setMessage(DELETE_MESSAGES.noPassword);
    if (!hasAuthRecord()) return setMessage(DELETE_MESSAGES.signedOut);
    sending.current = true;
    setBusy(true);
    setMessage('');
    const outcome = await deleteArticle(siteKey, article.id ?? '', password);
    sending.current = false;
    setBusy(false);
    setMessage(outcome);
    if (outcome === DELETE_MESSAGES.deleted) setClosing(true);
  }

  return (
    <dialog
      ref={dialog}
      className="owner-panel"
      aria-labelledby={`${ids}-title`}
      aria-describedby={`${ids}-about`}
      onCancel={(event) => {
        // Escape is Cancel; while the 'deleted' second runs the panel closes by itself.
        event.preventDefault();
        if (!closing) cancel();
      }}
    >
      <h2 id={`${ids}-title`}>Delete article</h2>
      <p id={`${ids}-about`}>“{article.title}” will be deleted for good. Enter your password to confirm.</p>
      <form onSubmit={submit} noValidate>
        <label htmlFor={`${ids}-password`}>Password</label>
        <input
          ref={passwordField}
          id={`${ids}-password`}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <p role="alert" className="form-status">
          {message}
        </p>
        <div className="owner-panel-actions">
          <button type="submit" className="button danger" disabled={busy || closing}>
            Delete
          </button>
          <button type="button" className="button secondary" onClick={cancel} disabled={closing}>
            Cancel
          </button>
        </div>
      </form>
    </dialog>
  );
}
