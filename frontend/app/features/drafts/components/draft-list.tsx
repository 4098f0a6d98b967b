import { useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { refreshOverview } from '~/lib/owner-overview';
import { formatDate, formatTime } from '~/lib/dates';
import { useSiteConfig } from '~/lib/site-config';
import { articlePath } from '~/lib/article';
import { REDIRECT_POST_KEY } from '~/lib/site-state';
import { deleteDraft } from '../api/delete-draft';
import { publishDraft } from '../api/publish-draft';
import { DRAFT_MESSAGES, type Draft } from '../draft';

type Props = {
  drafts: Draft[];
  onEdit: (draft: Draft) => void;
  /** After a delete: the list and the menu's counts load again. */
  onChanged: () => void;
};

/** The drafts, each with Delete, Edit and Publish. */
export function DraftList({ drafts, onEdit, onChanged }: Props) {
  return (
    <ul className="owner-list">
      {drafts.map((draft) => (
        <DraftRow key={draft.id} draft={draft} onEdit={onEdit} onChanged={onChanged} />
      ))}
    </ul>
  );
}

function DraftRow({ draft, onEdit, onChanged }: { draft: Draft } & Omit<Props, 'drafts'>) {
  const site = useSiteConfig();
  const navigate = useNavigate();
  const titleId = useId();
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  // One write at a time: a second press while one is in flight sends nothing.
  const sending = useRef(false);

  async function run<T>(write: () => Promise<T>): Promise<T | null> {
    if (sending.current) return null;
    sending.current = true;
    setBusy(true);
    setMessage('');
    try {
      return await write();
    } finally {
      sending.current = false;
      setBusy(false);
    }
  }

  async function remove() {
    const outcome = await run(() => deleteDraft(site, draft.id));
    if (!outcome) return;
    if (!outcome.ok) return setMessage(outcome.message);
    void refreshOverview(site.siteKey);
    onChanged();
  }

  async function publish() {
    const outcome = await run(() => publishDraft(site, draft.id));
    if (!outcome) return;
    if (!outcome.ok) return setMessage(outcome.message);
    // The new article opens at its one address once the redirect page has waited (the spec's
    // /local{href} would only answer a redirect to it: ADR 27).
    window.localStorage.setItem(REDIRECT_POST_KEY, articlePath({ id: outcome.value.id, href: outcome.value.href }));
    void refreshOverview(site.siteKey);
    navigate('/redirect-play-post-flow');
  }

  return (
    <li className="owner-row">
      <div className="owner-row-text">
        <h3 id={titleId}>{draft.title}</h3>
        <p className="muted">
          {DRAFT_MESSAGES.draftAt}{' '}
          <time dateTime={draft.updatedAt}>
            {formatDate(draft.updatedAt)}, {formatTime(draft.updatedAt)} UTC
          </time>
        </p>
      </div>
      <div className="owner-row-actions">
        <button type="button" className="button danger" aria-describedby={titleId} disabled={busy} onClick={() => void remove()}>
          Delete
        </button>
        <button type="button" className="button secondary" aria-describedby={titleId} disabled={busy} onClick={() => onEdit(draft)}>
          Edit
        </button>
        <button type="button" className="button" aria-describedby={titleId} disabled={busy} onClick={() => void publish()}>
          Publish
        </button>
      </div>
      <p role="alert" className="form-status">
        {message}
      </p>
    </li>
  );
}
