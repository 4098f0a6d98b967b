// Reader-side cookies and local items named by the spec (docs/spec/reader-side.md section 3).
export const CONSENT_COOKIE = 'cookieBanner';
export const CONSENT_DAYS = 1;
/** Development mode is on while a cookie named `on` exists. */
export const DEVELOPMENT_COOKIE = 'on';
/** Where /redirect-play-post-flow goes after its wait (local storage). */
export const REDIRECT_POST_KEY = 'redirect-post';
