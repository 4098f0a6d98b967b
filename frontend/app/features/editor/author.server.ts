import { webConfig } from '~/lib/config.server';

/**
 * The author every article must carry (AUTHOR_NAME, the spec's fixed author
 * check): server configuration, never in the bundle. It is not a secret, as
 * every article shows it; the CMS checks it again on save.
 */
export function expectedAuthor(): string {
  return webConfig().authorName;
}
