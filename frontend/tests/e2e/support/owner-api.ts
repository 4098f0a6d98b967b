import { expect, test, type APIRequestContext, type APIResponse, type Browser } from '@playwright/test';
import { readAnswer, routeName, routeUrl, type AnswerOf, type PathValues, type Route } from '@blog/contract/route';
import { API } from '@blog/contract/routes';
import { fromBase64 } from '../../../../packages/test-kit/src/base64.mjs';
import { OWNER, PRODUCT_SLUG, SITE_KEY, signInAsOwner } from './owner';

/**
 * The owner's routes as the dashboard calls them, for tests that make or clear the site's
 * data: through a signed-in owner's context, never around the product (the database itself).
 */

/** Calls a route; answers its 2xx body as the contract reads it, or fails with the status and text. */
export async function call<R extends Route>(
  api: APIRequestContext,
  route: R,
  values: PathValues = {},
  body?: unknown,
): Promise<AnswerOf<R>> {
  const response: APIResponse = await api.fetch(routeUrl(route, { product: PRODUCT_SLUG, ...values }), {
    method: route.method,
    ...(body === undefined ? {} : { data: body }),
  });
  const text = await response.text();
  expect(response.ok(), `${routeName(route)}: ${response.status()} ${text}`).toBe(true);
  const answer = readAnswer(route, text === '' ? null : JSON.parse(text));
  if (!answer.ok) throw new Error(answer.reason);
  return answer.data;
}

/** A context of its own signed in as the owner, for hooks (no page of the test to borrow). */
export async function withOwner<T>(browser: Browser, work: (api: APIRequestContext) => Promise<T>): Promise<T> {
  const baseURL = test.info().project.use.baseURL!;
  const context = await browser.newContext({ baseURL });
  try {
    await signInAsOwner(context, baseURL);
    return await work(context.request);
  } finally {
    await context.close();
  }
}

type ListRoute = typeof API.drafts.list | typeof API.opinions.list | typeof API.pings.list;
type ItemOf<R extends ListRoute> = AnswerOf<R>['data'][number];

/** Every row of an owner's list, page after page (the largest page the lists allow). */
async function everyRow<R extends ListRoute>(api: APIRequestContext, route: R): Promise<ItemOf<R>[]> {
  const rows: ItemOf<R>[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await call(api, route, { query: { id: SITE_KEY, page, pageSize: 100 } });
    rows.push(...(answer.data as ItemOf<R>[]));
    if (page >= answer.meta.pagination.pageCount) return rows;
  }
}

export type Draft = ItemOf<typeof API.drafts.list>;
export type Opinion = ItemOf<typeof API.opinions.list>;
/** A contact message as the Ping page shows it: its values decoded. */
export type Ping = { id: string; email: string; name: string; country: string; message: string };

const every = () => true;

/** Deletes the drafts `which` picks (all by default), as the Draft page's Delete does. */
export async function removeDrafts(api: APIRequestContext, which: (draft: Draft) => boolean = every) {
  for (const draft of (await everyRow(api, API.drafts.list)).filter(which))
    await call(api, API.drafts.remove, { query: { id: SITE_KEY } }, { arg: draft._id });
}

/** Deletes the readers' opinions `which` picks (all by default), as the A-Opinions page does. */
export async function removeOpinions(api: APIRequestContext, which: (opinion: Opinion) => boolean = every) {
  for (const opinion of (await everyRow(api, API.opinions.list)).filter(which))
    await call(api, API.opinions.remove, { query: { id: SITE_KEY, reference: opinion.id } });
}

/** Deletes the contact messages `which` picks (all by default), as the Ping page does. */
export async function removePings(api: APIRequestContext, which: (ping: Ping) => boolean = every) {
  const pings = (await everyRow(api, API.pings.list)).map(({ id, values }) => {
    const [email, name, country, message] = values.map(fromBase64);
    return { id, email, name, country, message };
  });
  for (const ping of pings.filter(which)) await call(api, API.pings.remove, { query: { id: SITE_KEY, reference: ping.id } });
}

/** Deletes the vault entries whose name `which` picks, as the Passwords page does. */
export async function removeVaultEntries(api: APIRequestContext, which: (name: string) => boolean) {
  const { data } = await call(api, API.vault.list, { query: { id: SITE_KEY } });
  for (const entry of data.filter((e) => which(String.fromCharCode(...e.name))))
    await call(api, API.vault.remove, { query: { id: SITE_KEY, indexArray: entry._id } });
}

/**
 * Deletes articles as the Articles page does, with the owner's password. A right password
 * counts only under this session's own key and forgets it at once (cms/src/api/article/lib/
 * owner-password.ts), so it takes nothing from the sign-in lockout that sign-in.exclusive.spec.ts counts.
 */
export async function deleteArticles(api: APIRequestContext, ids: string[]) {
  for (const id of ids) await call(api, API.articles.remove, { query: { id: SITE_KEY, reference: id } }, { password: OWNER.password });
}

/**
 * Drops the Write page's copies of new pieces, newest first, as its Discard does: the newest is
 * what any browser's Write page offers to restore. Copies of articles being edited stay.
 */
export async function dropNewPieceCopies(api: APIRequestContext) {
  // At most 50 copies are kept: a copy that keeps coming back is a bug, not more work.
  for (let left = 51; left > 0; left -= 1) {
    const { data } = await call(api, API.workingCopy.read, { query: { id: SITE_KEY, reference: 'new' } });
    if (!data) return;
    await call(api, API.workingCopy.drop, { query: { id: SITE_KEY, reference: data.reference, revision: data.revision } });
  }
  throw new Error('the copies of new pieces do not go');
}

/** The Cursor page's Access switch: busy takes the blog offline ('global'), free brings it back. */
export async function setAccess(api: APIRequestContext, block: 'global' | 'none') {
  expect((await call(api, API.siteSwitches.setBlock, {}, { r: block === 'global' ? 'red' : 'green' })).data.block).toBe(block);
}

/** The owner's Statistics: today's views and the whole-site total. */
export async function viewCounts(api: APIRequestContext) {
  const { data } = await call(api, API.views.statistics, { query: { id: SITE_KEY } });
  return { today: data.today.count, total: data.total };
}
