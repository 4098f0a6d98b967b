import { API } from '@blog/contract/routes';
import { QUOTE_TAG } from '@blog/rules/content-tags';
import { cmsJson } from '~/lib/cms.server';
import { versionMemo } from '~/lib/version-memo.server';
import type { Quote } from '../quote';

// Strapi's REST routes never return more than 100 rows (cms/config/api.ts): the landing offers the first 100.
const QUOTES = {
  'fields[0]': 'author',
  'fields[1]': 'en',
  sort: 'id:asc',
  'pagination[pageSize]': 100,
  'pagination[withCount]': false,
};

const quotesOfVersion = versionMemo(async () => {
  const answer = await cmsJson(API.quotes.stockList, { query: QUOTES }, () => [QUOTE_TAG]);
  return (answer?.data ?? []).map(({ author, en }): Quote => ({ author, en }));
}, 1);

/**
 * The quotes the landing picks from in the browser, once per load (ADR 56): asked of the CMS once
 * per content version (quotes are reader content) and read under the quotes' tag.
 */
export const listQuotes = () => quotesOfVersion('all');
