/**
 * The subscription banner is for readers: it stays off the owner's pages, the sign-in and
 * every dashboard page, where it would cover the form or the tables (issue 17).
 */
export const bannerShownOn = (pathname: string) => !/^\/(?:sign-in|dashboard)(?:\/|$)/.test(pathname);
