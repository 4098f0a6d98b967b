/** At most this many copies are kept; the least recently saved go first (a copy is at most ~1 MB). */
export const KEPT_COPIES = 50;
