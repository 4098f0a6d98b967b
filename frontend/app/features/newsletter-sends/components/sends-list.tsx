import { useState } from 'react';
import sendIcon from 'lucide-static/icons/send.svg?url';
import { OwnerTable } from '~/components/owner/owner-table';
import { useListPage } from '~/components/owner/list-page';
import { formatDate, formatTime } from '~/lib/dates';
import { useSiteConfig } from '~/lib/site-config';
import { cancelSend } from '../api/cancel-send';
import { useSends } from '../api/list-sends';
import { SEND_MESSAGES, type ShownSend } from '../send';

const at = (iso: string) => `${formatDate(iso)}, ${formatTime(iso)} UTC`;

/** When an e-mail leaves, left, or was to leave. */
function When({ send }: { send: ShownSend }) {
  const time = send.startedAt ?? send.dueAt;
  if (!time) return <>—</>;
  return (
    <>
      <time dateTime={time}>{at(time)}</time>
      {send.leavesIn && <span className="send-note">leaves {send.leavesIn}</span>}
      {send.state === 'cancelled' && <span className="send-note">was to leave then</span>}
    </>
  );
}

/** Who got it: the count, and each failed address with the mail server's reason. */
function Recipients({ send }: { send: ShownSend }) {
  if (send.state !== 'sent') return <span className="muted">—</span>;
  return (
    <>
      <span className="send-count">
        {send.sent} of {send.recipients} received
      </span>
      {send.failures.length > 0 && (
        <ul className="send-failures" aria-label={`Failures of ${send.title}`}>
          {send.failures.map((failure) => (
            <li key={failure.subscriber}>
              <span className="send-failure-address">{failure.email ?? 'a reader who has left the list'}</span>
              <span className="send-note">{failure.reason}</span>
            </li>
          ))}
          {send.failed > send.failures.length && <li className="send-note">and {send.failed - send.failures.length} more</li>}
        </ul>
      )}
    </>
  );
}

/** The Newsletter page's list (ADR 37): each new article's e-mail, its state, its recipients and failures, and Cancel while it waits. */
export function SendsList() {
  const site = useSiteConfig();
  const page = useListPage();
  const { data, error, mutate } = useSends(site, page);
  const [cancelling, setCancelling] = useState<string | null>(null);
  const [message, setMessage] = useState('');

  async function cancel(send: ShownSend) {
    setCancelling(send.id);
    const outcome = await cancelSend(site, send.id);
    setMessage(outcome.ok ? '' : (outcome.message ?? SEND_MESSAGES.cancelFailed));
    await mutate();
    setCancelling(null);
  }

  return (
    <>
      <p role="status" className="form-status">
        {message}
      </p>
      <OwnerTable
        list={data}
        failed={Boolean(error)}
        page={page}
        caption="Newsletter e-mails"
        headings={['Article', 'When', 'State', 'Recipients']}
        emptyText="No e-mails yet."
        empty={{ icon: sendIcon, hint: "Each article you post with 'E-mail to subscribers' appears here, five minutes before it leaves." }}
        failedText="The e-mails could not be loaded."
        onRetry={() => void mutate()}
        row={(send) => (
          <tr key={send.id} className={`send-row send-${send.state}`}>
            <td data-label="Article" className="owner-name">
              <a href={`/blog/${send.article}`}>{send.title}</a>
            </td>
            <td data-label="When" className="send-when">
              <When send={send} />
            </td>
            <td data-label="State">
              <span className={`send-state send-state-${send.state}`}>{SEND_MESSAGES.state[send.state]}</span>
              {send.state === 'sent' && send.failed > 0 && <span className="send-state send-state-failed">{send.failed} failed</span>}
            </td>
            <td data-label="Recipients">
              <Recipients send={send} />
            </td>
            <td className="owner-action">
              {send.state === 'waiting' && (
                <button
                  type="button"
                  className="danger-button"
                  disabled={cancelling === send.id}
                  aria-label={`Cancel the e-mail of ${send.title}`}
                  onClick={() => void cancel(send)}
                >
                  Cancel
                </button>
              )}
            </td>
          </tr>
        )}
      />
    </>
  );
}
