// What readers and the owner send, as the browser sends it (docs/api.md). `from` says
// which client a call comes from: `{ forwardedFor }` (a reader behind the load balancer
// the site was started to trust, TRUSTED_PROXY_HOPS=2) or `{ localAddress }` (a real
// loopback source address, 127.x.y.z).
import { fromBase64, toBase64 } from '../../packages/test-kit/src/base64.mjs';
import { ownerOf } from '../../packages/test-kit/src/demo-owner.mjs';
import { ANSWER_QUERY, picksOf, solveHumanCheck } from '../../packages/test-kit/src/human-check.mjs';
import { QUESTION_PATH, sessionCookieOf, signInForm, signInPath } from '../../packages/test-kit/src/sign-in.mjs';
import { WireError } from '../../packages/test-kit/src/wire.mjs';
import { jsonOf, request } from './http.mjs';

/** @typedef {{ forwardedFor?: string, localAddress?: string }} From */
/** @typedef {{ from?: From, headers?: Record<string, string>, method?: string, body?: unknown, timeoutMs?: number }} SendOptions */

/**
 * @param {string} base
 * @param {string} path
 * @param {SendOptions} [options]
 */
function send(base, path, { from = {}, headers = {}, ...options } = {}) {
  return request(base + path, {
    ...options,
    localAddress: from.localAddress,
    headers: { ...(from.forwardedFor ? { 'x-forwarded-for': from.forwardedFor } : {}), ...headers },
  });
}

/**
 * The test kit's client over `send`, from one client address.
 * @param {string} base
 * @param {From} [from]
 * @returns {import('../../packages/test-kit/src/wire.mjs').WireClient}
 */
function wireOf(base, from) {
  /** @param {Awaited<ReturnType<typeof request>>} answer */
  const wire = (answer) => ({ status: answer.status, headers: answer.headers, body: jsonOf(answer), text: answer.text });
  return {
    get: async (path) => wire(await send(base, path, { from })),
    post: async (path, body) => wire(await send(base, path, { method: 'POST', body, from })),
  };
}

/**
 * A solved human check: the challenge's answer is read from the database, as only the server knows it.
 * @param {string} base
 * @param {import('./site-db.mjs').SiteDb} db
 * @param {From} [from]
 */
export const humanCheckToken = (base, db, from) =>
  solveHumanCheck(wireOf(base, from), async (challenge) => picksOf((await db.all(ANSWER_QUERY, [challenge]))[0].answer));

/**
 * One sign-in through the guarded route (question, human check, every factor): the
 * answer, and the session cookie when it was let in. `password` makes a wrong try.
 * @param {string} base
 * @param {import('./site-db.mjs').SiteDb} db
 * @param {Record<string, string>} env
 * @param {{ from?: From, password?: string }} [options]
 */
export async function signIn(base, db, env, { from, password = env.OWNER_PASSWORD } = {}) {
  let form;
  try {
    form = await signInForm(wireOf(base, from), ownerOf(env), { humanCheck: () => humanCheckToken(base, db, from), password });
  } catch (error) {
    // A refused question (a locked-out address) is an answer to count, not a broken run.
    if (error instanceof WireError && error.call === `GET ${QUESTION_PATH}`) return { status: error.answer.status, answer: error.answer };
    throw error;
  }
  const answer = await send(base, signInPath(env.SITE_KEY), { method: 'POST', from, body: form });
  return { status: answer.status, answer, cookie: sessionCookieOf(answer.headers['set-cookie']) };
}

/** The owner's session cookie, or an error saying why there is none. */
export async function ownerCookie(base, db, env, from) {
  const { status, answer, cookie } = await signIn(base, db, env, { from });
  if (status !== 200 || !cookie) throw new Error(`the owner could not sign in: ${status} ${answer.text.slice(0, 200)}`);
  return cookie;
}

/** The fields of a publishable article, as the editor sends them. */
export function articleFields(env, headingSave, bodyHtml) {
  return {
    headingSave,
    imageCdn: `${env.PUBLIC_URL}/favicon.svg`,
    imageSource: 'Photo by Rowan Ellis',
    articleSave: toBase64(bodyHtml),
    authorSave: env.AUTHOR_NAME,
    researchLinksSave: ['https://example.com/source'],
    category: 'Health',
    reference: 'true',
  };
}

/** The owner's calls carry the session cookie and, as the site's own pages do, the site's Origin (docs/api.md, Provenance). */
const asOwner = (base, cookie) => ({ cookie, origin: new URL(base).origin });

export const publishArticle = (base, env, cookie, heading, html, from) =>
  send(base, `/api/article?id=${env.SITE_KEY}`, {
    method: 'POST',
    headers: asOwner(base, cookie),
    body: articleFields(env, heading, html),
    from,
  });

export const editArticle = (base, env, cookie, id, heading, html, from) =>
  send(base, `/api/article?id=${env.SITE_KEY}`, {
    method: 'PUT',
    headers: asOwner(base, cookie),
    body: { ...articleFields(env, heading, html), id, editorPassword: env.OWNER_PASSWORD },
    from,
  });

/** The body of an article as the CMS stores it (HTML), or null. */
export async function articleBody(base, id) {
  const answer = await send(base, `/api/getapostadsfgd?name=${encodeURIComponent(`/blog/${id}`)}`);
  const article = jsonOf(answer);
  return article?.articleSave ? fromBase64(article.articleSave) : null;
}

export const like = (base, articleId, email, from, timeoutMs) =>
  send(base, '/api/like', { method: 'POST', body: { Email: email, idArticle: articleId, website: '' }, from, timeoutMs });

export async function likeCount(base, articleId) {
  const answer = await send(base, `/api/like?ArticleId=${encodeURIComponent(articleId)}`);
  return answer.status === 200 ? answer.json().count : null;
}

export const opinionPath = (env, articleId) =>
  `/api/opinion-about-article-${env.PRODUCT_SLUG}?id=${env.SITE_KEY}&reference=${encodeURIComponent(`/blog/${articleId}`)}`;

export const opinion = (base, env, articleId, text, humanCheck, from, timeoutMs) =>
  send(base, opinionPath(env, articleId), {
    method: 'POST',
    body: { reader: 'Hardening reader', country: 'Wales', opinion: text, humanCheck },
    from,
    timeoutMs,
  });

/** A page view as the browser reports it: the whole-site counter and today's count. */
export const countVisit = (base, from, timeoutMs) => send(base, '/api/m4-cxrbine', { method: 'PUT', from, timeoutMs });
export const countDailyView = (base, from, timeoutMs) => send(base, '/api/daily-6567', { method: 'POST', from, timeoutMs });

/** The newest articles' ids, from the public list. */
export async function articleIds(base, pageSize = 20) {
  const answer = await send(base, `/api/post?pageSize=${pageSize}`);
  if (answer.status !== 200) throw new Error(`GET /api/post answered ${answer.status}`);
  return answer.json().data.map((article) => article._id);
}

/** @param {string} base @param {string} path @param {{ from?: From, headers?: Record<string, string>, timeoutMs?: number }} [options] */
export const page = (base, path, { from, headers, timeoutMs } = {}) =>
  send(base, path, { from, headers: { accept: 'text/html', ...headers }, timeoutMs });
