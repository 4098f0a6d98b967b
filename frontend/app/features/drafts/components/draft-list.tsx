import { useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import scheduledIcon from 'lucide-static/icons/calendar-clock.svg?url';
import problemIcon from 'lucide-static/icons/circle-alert.svg?url';
import { OwnerIcon } from '~/components/owner/owner-icon';
import { refreshOverview } from '~/lib/owner-overview';
import { formatDate, formatTime } from '~/lib/dates';
import { useSiteConfig } from '~/lib/site-config';
import { articlePath } from '~/lib/article';
import { PreviewShare } from './preview-share';
import { REDIRECT_POST_KEY } from '~/lib/site-state';
import { clearSchedule } from '../api/clear-schedule';
import { deleteDraft } from '../api/delete-draft';
import { publishDraft } from '../api/publish-draft';
import { scheduleDraft } from '../api/schedule-draft';
import { DRAFT_MESSAGES, SCHEDULE_MESSAGES, type Draft } from '../draft';
import { DraftScheduleForm } from './draft-schedule-form';

type Props = {
  drafts: Draft[];
  onEdit: (draft: Draft) => void;
  /** After a delete or a schedule change: the list and the menu's counts load again. */
  onChanged: () => void;
};

/** The drafts, each with Delete, Edit, Schedule, Publish and Share preview, and its 'E-mail to subscribers'. */
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
  const [sharing, setSharing] = useState(false);
  const [emailSubscribers, setEmailSubscribers] = useState(draft.emailSubscribers);
  const [scheduling, setScheduling] = useState(false);
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

  async function saveTime(publishAt: string, email = emailSubscribers) {
    const outcome = await run(() => scheduleDraft(site, draft.id, publishAt, email));
    if (!outcome) return;
    if (!outcome.ok) return setMessage(outcome.message);
    setScheduling(false);
    onChanged();
  }

  async function clearTime() {
    const outcome = await run(() => clearSchedule(site, draft.id));
    if (!outcome) return;
    if (!outcome.ok) return setMessage(outcome.message);
    setScheduling(false);
    onChanged();
  }

  /** The choice applies to Publish and to the time: a scheduled draft keeps it at once. */
  function chooseEmail(email: boolean) {
    setEmailSubscribers(email);
    if (draft.publishAt) void saveTime(draft.publishAt, email);
  }

  async function publish() {
    const outcome = await run(() => publishDraft(site, draft.id, emailSubscribers));
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
        {draft.publishAt && (
          <p className="draft-schedule-note">
            <OwnerIcon src={scheduledIcon} />
            <span>
              {SCHEDULE_MESSAGES.scheduledFor}{' '}
              <time dateTime={draft.publishAt}>
                {formatDate(draft.publishAt)}, {formatTime(draft.publishAt)} UTC
              </time>
            </span>
          </p>
        )}
        {draft.scheduleProblem && (
          <p className="draft-schedule-problem">
            <OwnerIcon src={problemIcon} />
            <span>
              {SCHEDULE_MESSAGES.notPublished} {draft.scheduleProblem}
            </span>
          </p>
        )}
      </div>
      <div className="owner-row-actions">
        <button type="button" className="button danger" aria-describedby={titleId} disabled={busy} onClick={() => void remove()}>
          Delete
        </button>
        <button type="button" className="button secondary" aria-describedby={titleId} disabled={busy} onClick={() => onEdit(draft)}>
          Edit
        </button>
        <button
          type="button"
          className="button secondary"
          aria-describedby={titleId}
          aria-expanded={scheduling}
          disabled={busy}
          onClick={() => setScheduling((open) => !open)}
        >
          {draft.publishAt ? 'Change time' : 'Schedule'}
        </button>
        <button type="button" className="button" aria-describedby={titleId} disabled={busy} onClick={() => void publish()}>
          Publish
        </button>
        <button
          type="button"
          className="button secondary share-toggle"
          aria-describedby={titleId}
          aria-expanded={sharing}
          onClick={() => setSharing((open) => !open)}
        >
          Share preview
        </button>
      </div>
      <label className="draft-email">
        <input
          type="checkbox"
          checked={emailSubscribers}
          disabled={busy}
          aria-describedby={titleId}
          onChange={(event) => chooseEmail(event.target.checked)}
        />
        {SCHEDULE_MESSAGES.emailSubscribers}
      </label>
      {scheduling && (
        <DraftScheduleForm
          draft={draft}
          emailSubscribers={emailSubscribers}
          busy={busy}
          onSave={(publishAt) => void saveTime(publishAt)}
          onClear={() => void clearTime()}
          onCancel={() => setScheduling(false)}
        />
      )}
      <p role="alert" className="form-status">
        {message}
      </p>
      {sharing && <PreviewShare draftId={draft.id} draftTitle={draft.title} />}
    </li>
  );
}
