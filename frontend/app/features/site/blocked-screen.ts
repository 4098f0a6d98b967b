import { isOwnerPath } from '~/lib/owner-paths';
import type { SiteBlock } from '~/lib/site-flags.server';

/**
 * Which restricted screen a path shows: the global block takes the whole
 * reader site offline; the partial block closes the blog (articles and
 * lists) and leaves the home, author and contact pages open. The owner's
 * pages stay open, so the owner can always switch the block off.
 */
export function blockedScreen(block: SiteBlock, pathname: string): Exclude<SiteBlock, 'none'> | null {
  if (block === 'none' || isOwnerPath(pathname)) return null;
  if (block === 'global') return 'global';
  return /^\/(blog|local)(\/|$)|^\/local\//.test(pathname) ? 'partial' : null;
}
