import type { Owner } from '~/lib/owner';

// The display-only auth record the spec keeps in local storage: no password, no token.
export const AUTH_KEY = 'auth';
export const EDIT_ARTICLE_KEY = 'editArticle';

export function storeAuthRecord(owner: Owner) {
  window.localStorage.setItem(AUTH_KEY, JSON.stringify({ generalisedData: owner, result: 'owner' }));
}

export function clearAuthRecord() {
  window.localStorage.removeItem(AUTH_KEY);
}

export function hasAuthRecord(): boolean {
  return window.localStorage.getItem(AUTH_KEY) !== null;
}
