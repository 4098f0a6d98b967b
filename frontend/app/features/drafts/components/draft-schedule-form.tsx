import { useId, useState, type FormEvent } from 'react';
import { SCHEDULE_MESSAGES, type Draft } from '../draft';
import { instantOfLocalInput, localInputOf } from '../local-time';

type Props = {
  draft: Draft;
  emailSubscribers: boolean;
  busy: boolean;
  /** The chosen time, as an ISO instant. */
  onSave: (publishAt: string) => void;
  onClear: () => void;
  onCancel: () => void;
};

/** A draft's publish time: a day and time in the owner's own zone, never one that has passed (the CMS checks again). */
export function DraftScheduleForm({ draft, emailSubscribers, busy, onSave, onClear, onCancel }: Props) {
  const id = useId();
  const [value, setValue] = useState(draft.publishAt ? localInputOf(new Date(draft.publishAt)) : '');
  const [problem, setProblem] = useState('');
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;

  function submit(event: FormEvent) {
    event.preventDefault();
    const instant = instantOfLocalInput(value);
    if (!instant) return setProblem(SCHEDULE_MESSAGES.noTime);
    if (instant.getTime() <= Date.now()) return setProblem(SCHEDULE_MESSAGES.past);
    setProblem('');
    onSave(instant.toISOString());
  }

  return (
    <form className="draft-schedule-form" onSubmit={submit} noValidate aria-label={`Publish time of ${draft.title}`}>
      <div className="draft-schedule-field">
        <label htmlFor={`${id}-at`}>Publish at</label>
        <input
          id={`${id}-at`}
          type="datetime-local"
          value={value}
          min={localInputOf(new Date())}
          onChange={(event) => setValue(event.target.value)}
          aria-describedby={`${id}-hint`}
          required
        />
        <span id={`${id}-hint`} className="field-hint">
          Your time ({zone}).{' '}
          {emailSubscribers ? 'The e-mail to subscribers leaves 5 minutes after the publish.' : 'No e-mail goes to subscribers.'}
        </span>
      </div>
      <div className="draft-schedule-actions">
        <button type="submit" className="button" disabled={busy}>
          Save time
        </button>
        {draft.publishAt && (
          <button type="button" className="button secondary" disabled={busy} onClick={onClear}>
            Clear time
          </button>
        )}
        <button type="button" className="button secondary" disabled={busy} onClick={onCancel}>
          Cancel
        </button>
      </div>
      <p role="alert" className="form-status">
        {problem}
      </p>
    </form>
  );
}
