import { useState } from 'react';
import { refreshOverview } from '~/lib/owner-overview';
import { useSiteConfig } from '~/lib/site-config';
import { deleteOpinion } from '../api/delete-opinion';
import { useOpinions, type Opinion } from '../api/list-opinions';
import { useListPage } from '~/components/owner/list-page';
import { OwnerTable } from '~/components/owner/owner-table';
import opinionsIcon from 'lucide-static/icons/message-square-quote.svg?url';

/** An article path to link to; anything else (never stored, but never trusted; `//host` and `/\host` lead off the site) is shown as text. */
const isSitePath = (reference: string | null): reference is string =>
  !!reference && reference.startsWith('/') && !reference.startsWith('//') && !reference.includes('\\');

/** The A-Opinions page's list: each opinion with its reader, country, text, article and a Delete button. */
export function OpinionList() {
  const site = useSiteConfig();
  const page = useListPage();
  const { data, error, mutate } = useOpinions(site, page);
  const [deleting, setDeleting] = useState<string | null>(null);

  // The spec: any answer but 404 refreshes the list (and the menu's count); a failure is only logged.
  async function remove(opinion: Opinion) {
    setDeleting(opinion.id);
    const status = await deleteOpinion(site, opinion.id);
    if (status < 200 || status > 299) console.log('api failed...');
    if (status !== 404) await Promise.all([mutate(), refreshOverview(site.siteKey)]);
    setDeleting(null);
  }

  return (
    <OwnerTable
      list={data}
      failed={Boolean(error)}
      page={page}
      caption="Reader opinions"
      headings={['Name', 'Country', 'Opinion', 'Article']}
      emptyText="No opinions yet."
      empty={{ icon: opinionsIcon, hint: 'What readers write in the opinion form under an article appears here, newest first.' }}
      failedText="The opinions could not be loaded."
      onRetry={() => void mutate()}
      row={(opinion) => (
        <tr key={opinion.id}>
          <td data-label="Name" className="owner-name">
            {opinion.name}
          </td>
          <td data-label="Country">{opinion.country}</td>
          <td data-label="Opinion" className="owner-text">
            {opinion.text}
          </td>
          <td data-label="Article" className="owner-link">
            {isSitePath(opinion.reference) ? (
              <a href={opinion.reference} title={opinion.reference}>
                {opinion.reference}
              </a>
            ) : (
              (opinion.reference ?? '-')
            )}
          </td>
          <td className="owner-action">
            <button
              type="button"
              className="danger-button"
              disabled={deleting === opinion.id}
              aria-label={`Delete the opinion of ${opinion.name}`}
              onClick={() => remove(opinion)}
            >
              Delete
            </button>
          </td>
        </tr>
      )}
    />
  );
}
