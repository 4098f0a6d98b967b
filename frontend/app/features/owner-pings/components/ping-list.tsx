import { useState } from 'react';
import { refreshOverview } from '~/lib/owner-overview';
import { OwnerTable } from '~/components/owner/owner-table';
import { useListPage } from '~/components/owner/list-page';
import pingIcon from 'lucide-static/icons/mail.svg?url';
import { useSiteConfig } from '~/lib/site-config';
import { deletePing } from '../api/delete-ping';
import { usePings, type Ping } from '../api/list-pings';

/** The Ping page's list: each reader message with sender, e-mail, country, text and a Delete button. */
export function PingList() {
  const site = useSiteConfig();
  const page = useListPage();
  const { data, error, mutate } = usePings(site, page);
  const [deleting, setDeleting] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  // The spec: 204 means deleted; then the list and the menu's count follow.
  async function remove(ping: Ping) {
    setDeleting(ping.id);
    const status = await deletePing(site, ping.id);
    setFailed(status !== 204);
    if (status === 204) await Promise.all([mutate(), refreshOverview(site.siteKey)]);
    setDeleting(null);
  }

  return (
    <>
      <p role="status" className="form-status">
        {failed ? 'The message could not be deleted. Please try again.' : ''}
      </p>
      <OwnerTable
        list={data}
        failed={Boolean(error)}
        page={page}
        caption="Reader messages"
        headings={['Name', 'E-mail', 'Country', 'Message']}
        emptyText="No messages yet."
        empty={{ icon: pingIcon, hint: 'Messages readers send from the Ping page appear here, with their address to answer.' }}
        failedText="The messages could not be loaded."
        onRetry={() => void mutate()}
        row={(ping) => (
          <tr key={ping.id}>
            <td data-label="Name" className="owner-name">
              {ping.name}
            </td>
            <td data-label="E-mail" className="owner-link">
              <a href={`mailto:${ping.email}`} title={ping.email}>
                {ping.email}
              </a>
            </td>
            <td data-label="Country">{ping.country}</td>
            <td data-label="Message" className="owner-text">
              {ping.message}
            </td>
            <td className="owner-action">
              <button
                type="button"
                className="danger-button"
                disabled={deleting === ping.id}
                aria-label={`Delete the message from ${ping.name}`}
                onClick={() => remove(ping)}
              >
                Delete
              </button>
            </td>
          </tr>
        )}
      />
    </>
  );
}
