/**
 * The paths this server passes to Strapi: /api, /uploads and /media and everything below them, as
 * the globs `/api/**`, `/uploads/**`, `/media/**` matched them (no segment starting with a dot).
 * One regular expression made once: the proxy compiled those globs afresh for every request, 1 % of
 * a page render's CPU (issue 21).
 */
const CMS_PATH = /^\/(?:api|uploads|media)(?:\/(?!\.)[^/]*)*$/;

export const isCmsPath = (pathname: string) => CMS_PATH.test(pathname);
