import { shareDescription } from '@blog/rules/text';
import { pageCardPath } from '~/lib/share-card-paths';
import { shareTags } from '~/lib/share-tags';
import { READER_PAGES, type ReaderPageName } from './reader-pages';

type Matches = readonly ({ id: string; loaderData?: unknown } | undefined)[];

/** The site's own address (PUBLIC_URL) from the root loader: '' where the root has none (its error page). */
export function originOf(matches: Matches): string {
  const root = matches.find((match) => match?.id === 'root')?.loaderData as { origin?: string } | undefined;
  return root?.origin ?? '';
}

/**
 * The head of a reader page that is not an article: its title and description, the canonical
 * link to its one address (`query`: the parameters that make it another page, `?page=2`), and
 * the link-preview tags with a share card of its own.
 */
export function readerPageMeta(name: ReaderPageName, matches: Matches, { query = '', title }: { query?: string; title?: string } = {}) {
  const page = READER_PAGES[name];
  const origin = originOf(matches);
  const heading = title ?? page.title;
  return [
    { title: heading },
    { name: 'description', content: page.description },
    ...shareTags({
      type: 'website',
      title: heading,
      description: shareDescription(page.description),
      url: `${origin}${page.path}${query}`,
      image: `${origin}${pageCardPath(name)}`,
      imageAlt: `${page.label}: ${page.headline}`,
    }),
  ];
}

/** `?page=N` of a paged list's page N (the first page is the list's own address). */
export const pageQuery = (page: number | undefined) => (page && page > 1 ? `?page=${page}` : '');
