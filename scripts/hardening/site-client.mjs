// What readers and the owner send, as the browser sends it (docs/api.md). `from` says
// which client a call comes from: `{ forwardedFor }` (a reader behind the load balancer
// the site was started to trust, TRUSTED_PROXY_HOPS=2) or `{ localAddress }` (a real
// loopback source address, 127.x.y.z).
import { jsonOf, request } from './http.mjs';

const QUESTIONS = [
  'What is your favourite weight category?',
  'What is your nickname?',
  'What is your name?',
  'Type a function.',
  'What is API?',
];
const b64 = (text) => Buffer.from(text, 'utf8').toString('base64');

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

/** A solved human check: the challenge's answer is read from the database, as only the server knows it. */
export async function humanCheckToken(base, db, from) {
  const asked = await send(base, '/api/human-check', { from });
  if (asked.status !== 200) throw new Error(`GET /api/human-check answered ${asked.status}: ${asked.text.slice(0, 200)}`);
  const { challenge } = asked.json().data;
  const [row] = await db.all('SELECT answer FROM human_checks WHERE challenge = ?', [challenge]);
  const picks = typeof row.answer === 'string' ? JSON.parse(row.answer) : row.answer;
  const verified = await send(base, '/api/human-check', { method: 'POST', body: { challenge, picks }, from });
  if (verified.status !== 200) throw new Error(`POST /api/human-check answered ${verified.status}: ${verified.text.slice(0, 200)}`);
  return verified.json().data.token;
}

/**
 * One sign-in through the guarded route (question, human check, every factor): the
 * answer, and the session cookie when it was let in. `password` makes a wrong try.
 * @param {string} base
 * @param {import('./site-db.mjs').SiteDb} db
 * @param {Record<string, string>} env
 * @param {{ from?: From, password?: string }} [options]
 */
export async function signIn(base, db, env, { from, password = env.OWNER_PASSWORD } = {}) {
  const asked = await send(base, '/api/sign-in/question', { from });
  if (asked.status !== 200) return { status: asked.status, answer: asked };
  const { attempt, question } = asked.json().data;
  const humanCheck = await humanCheckToken(base, db, from);
  const answer = await send(base, `/api/user-micro-organisms-observe-data/${env.SITE_KEY}`, {
    method: 'POST',
    from,
    body: {
      admin: b64(env.OWNER_USERNAME),
      email: b64(env.OWNER_EMAIL),
      pswd: b64(password),
      colours: env.SIGNIN_COLOURS,
      answer: env.SIGNIN_ANSWERS.split('|')[QUESTIONS.indexOf(question)],
      attempt,
      humanCheck,
    },
  });
  const cookie = [answer.headers['set-cookie'] ?? []]
    .flat()
    .find((line) => line.startsWith('session='))
    ?.split(';')[0];
  return { status: answer.status, answer, cookie };
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
    articleSave: b64(bodyHtml),
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
  return article?.articleSave ? Buffer.from(article.articleSave, 'base64').toString('utf8') : null;
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
