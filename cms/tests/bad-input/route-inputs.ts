import type { UID } from '@strapi/strapi';
import type { TestCms } from '../harness';
import { humanCheckChallenge, humanCheckToken, signInAttempt } from './tokens';
import { toBase64 } from '../../../packages/test-kit/src/base64.mjs';
import { ownerOf } from '../../../packages/test-kit/src/demo-owner.mjs';
import { signInBody } from '../../../packages/test-kit/src/sign-in.mjs';

/**
 * A valid request for each route (docs/spec/admin-side.md and docs/spec/reader-side.md section 7,
 * the zod schemas in cms/src/lib/*-input.ts and the controllers): the bad-input
 * pass mutates it one field at a time. A route missing here still gets the
 * generic cases, with `?id={key}&reference=abc` as the spec's client sends.
 */
export type Fixtures = {
  /** An article the pass only reads (its href must stay). */
  article: { documentId: string; href: string };
  /** An article whose edits the pass sends. */
  editedArticleId: string;
  quoteId: string;
  draftId: string;
  vaultEntryId: string;
};

export type Kit = { cms: TestCms; fixtures: Fixtures; unique: () => number };

type Body = Record<string, unknown>;

export type RouteInput = {
  params?: (kit: Kit) => Record<string, string>;
  query?: (kit: Kit) => Record<string, string>;
  /** A valid body; fresh each time (titles are unique, tokens single-use). */
  body?: (kit: Kit) => Body | Promise<Body>;
  /** Where a 2xx stores what it was sent: the content type, and a body field (dotted path) or `?param` to its attribute. */
  stores?: { uid: UID.ContentType; fields: Record<string, string> };
  /**
   * Tables a refusal of this route changes by design: a human check or a
   * sign-in attempt is spent by its first use, right or wrong, and a wrong
   * password counts as a failed sign-in (the lockout). Nothing else may change.
   */
  spends?: string[];
  /**
   * The route reads no JSON body (the picture upload, multipart, read by its controller after the
   * owner's check, ADR 36): a JSON body is 415 for the owner, 401 or 403 for others, never parsed.
   */
  notJson?: true;
};

/** The placeholder id of a delete or publish: well formed, of nothing, so the pass never removes its own fixtures. */
const NOBODY = 'doesNotExist1';

const site = ({ cms }: Kit) => ({ id: cms.env.SITE_KEY });
const ownerList = (kit: Kit) => ({ ...site(kit), reference: 'abc', page: '1', pageSize: '10' });
const ownerDelete = (kit: Kit) => ({ ...site(kit), reference: NOBODY });

const article = ({ cms, unique }: Kit) => ({
  headingSave: `Coding with bad input ${unique()}`,
  imageCdn: 'https://images.example/cover.png',
  imageSource: 'Photo by A. Lens',
  articleSave: toBase64('<p>Seven words make up this short body.</p>'),
  authorSave: cms.env.AUTHOR_NAME,
  dateSave: '3 Mar 2026',
  researchLinksSave: ['https://papers.example/one'],
  category: 'Coding',
  reference: 'true',
});

const ARTICLE_TEXT = { headingSave: 'headingSave', imageCdn: 'imageCdn', imageSource: 'imageSource', dateSave: 'dateSave' };
const DRAFT_TEXT = { ...ARTICLE_TEXT, authorSave: 'authorSave' };
const nested = (prefix: string, fields: Record<string, string>) =>
  Object.fromEntries(Object.entries(fields).map(([field, attribute]) => [`${prefix}.${field}`, attribute]));

const email = ({ unique }: Kit) => `reader${unique()}@example.com`;

async function signIn({ cms }: Kit): Promise<Body> {
  const { attempt, question } = await signInAttempt(cms);
  return signInBody(ownerOf(cms.env), { attempt, question, humanCheck: await humanCheckToken(cms) });
}

export const ROUTE_INPUTS: Record<string, RouteInput> = {
  // Strapi's stock read-only REST: its own query language is input too.
  'GET /articles': {
    query: () => ({
      'pagination[page]': '1',
      'pagination[pageSize]': '5',
      sort: 'createdAt:desc',
      'filters[headingSave][$containsi]': 'a',
      'fields[0]': 'headingSave',
    }),
  },
  'GET /articles/:id': { params: ({ fixtures }) => ({ id: fixtures.article.documentId }), query: () => ({ 'fields[0]': 'headingSave' }) },
  'GET /quotes': { query: () => ({ 'pagination[pageSize]': '5', sort: 'id:asc', 'filters[id][$gt]': '1' }) },
  'GET /quotes/:id': { params: ({ fixtures }) => ({ id: fixtures.quoteId }) },

  // Calls that take no input at all: only the generic cases apply.
  'GET /quote/random': {},
  'GET /bufycg': {},
  'GET /monitor': {},
  'GET /human-check': {},
  'GET /sign-in/question': {},
  'GET /session': {},
  'POST /signout': {},

  // The reader's calls.
  'GET /getapostadsfgd': { query: ({ fixtures }) => ({ name: `/blog/${fixtures.article.documentId}` }) },
  'POST /article-single': { query: site, body: ({ fixtures }) => ({ href: fixtures.article.href }) },
  'GET /article': { query: (kit) => ({ ...site(kit), category: 'coding', page: '1', pageSize: '5', exclude: 'x' }) },
  'GET /post': { query: () => ({ category: 'health', page: '1', pageSize: '5', exclude: 'x' }) },
  'GET /search': { query: () => ({ q: 'code', limit: '5' }) },
  'GET /search/text': { query: () => ({ q: 'sleep "before bedtime"', page: '1' }) },
  'GET /article-related': { query: ({ fixtures }) => ({ id: fixtures.article.documentId }) },
  // The old client's counts; the server counts itself and never reads them.
  'POST /daily-6567': { body: () => ({ day: '2026-03-03', count: 5 }) },
  'PUT /m4-cxrbine': { body: () => ({ count: 5 }) },
  'POST /human-check': {
    body: async ({ cms }) => ({ challenge: await humanCheckChallenge(cms), picks: [0, 1, 2, 3] }),
    spends: ['human_checks'],
  },
  'POST /opinion-about-article-{product}': {
    query: (kit) => ({ ...site(kit), reference: kit.fixtures.article.href }),
    body: async (kit) => ({ reader: 'Ada', country: 'Norway', opinion: 'A fine read.', humanCheck: await humanCheckToken(kit.cms) }),
    stores: {
      uid: 'api::opinion.opinion',
      fields: { reader: 'reader', country: 'country', opinion: 'opinion', '?reference': 'reference' },
    },
    spends: ['human_checks'],
  },
  'POST /contacttry-{product}': {
    query: site,
    body: async (kit) => ({
      name: 'Ada',
      email: email(kit),
      country: 'Norway',
      detail: 'Hello there.',
      humanCheck: await humanCheckToken(kit.cms),
    }),
    stores: { uid: 'api::ping.ping', fields: { name: 'name', country: 'country', detail: 'message' } },
    spends: ['human_checks'],
  },
  'GET /like': { query: ({ fixtures }) => ({ ArticleId: fixtures.article.documentId }) },
  'GET /unlike': { query: ({ fixtures }) => ({ ArticleId: fixtures.article.documentId }) },
  'POST /like': { body: (kit) => ({ Email: email(kit), idArticle: kit.fixtures.article.documentId }) },
  'POST /unlike': { body: (kit) => ({ Email: email(kit), idArticle: kit.fixtures.article.documentId }) },
  'POST /emailAPIgfhcgbjknk': { body: (kit) => ({ email: email(kit) }) },
  'POST /e-c': { body: () => ({ id: NOBODY.padEnd(43, 'x') }) },
  'POST /e-u': { body: (kit) => ({ email: email(kit), id: NOBODY }) },
  'POST /pictures': { query: site, notJson: true },
  'GET /pictures': { query: (kit) => ({ ...site(kit), page: '1', pageSize: '10' }) },
  'POST /e-u/one-click': { query: () => ({ id: NOBODY }), body: () => ({ 'List-Unsubscribe': 'One-Click' }) },
  'POST /user-micro-organisms-observe-data/:key': {
    params: ({ cms }) => ({ key: cms.env.SITE_KEY }),
    body: signIn,
    spends: ['human_checks', 'sign_in_attempts', 'sign_in_failures'],
  },
  // The old client sent its own address; the server logs the connection's.
  'POST /visitor': { body: () => ({ ip: '203.0.113.7' }) },

  // The owner's calls.
  'POST /article': { query: site, body: article, stores: { uid: 'api::article.article', fields: ARTICLE_TEXT } },
  'PUT /article': {
    query: site,
    body: (kit) => ({ ...article(kit), id: kit.fixtures.editedArticleId, editorPassword: kit.cms.env.OWNER_PASSWORD }),
    stores: { uid: 'api::article.article', fields: ARTICLE_TEXT },
    spends: ['sign_in_failures'],
  },
  'DELETE /article-delete': { query: ownerDelete, body: ({ cms }) => ({ password: cms.env.OWNER_PASSWORD }), spends: ['sign_in_failures'] },
  'GET /statistics': { query: site },
  'GET /dashboard-overview': { query: site },
  'GET /article-draft-{product}': { query: ownerList },
  'POST /article-draft-{product}': {
    query: (kit) => ({ ...site(kit), reference: 'abc' }),
    body: article,
    stores: { uid: 'api::draft.draft', fields: DRAFT_TEXT },
  },
  'PUT /article-draft-{product}': {
    query: site,
    body: (kit) => ({ editDraft: { ...article(kit), id: kit.fixtures.draftId } }),
    stores: { uid: 'api::draft.draft', fields: nested('editDraft', DRAFT_TEXT) },
  },
  'DELETE /article-draft-{product}': { query: site, body: () => ({ arg: NOBODY }) },
  'POST /article-draft-{product}/publish': { query: ownerDelete },
  'GET /article-history': { query: ownerList },
  'GET /article-history/version': { query: ownerDelete },
  'POST /article-history/restore': { query: ownerDelete },
  'GET /working-copy': { query: (kit) => ({ ...site(kit), reference: 'new' }) },
  'PUT /working-copy': {
    query: site,
    body: ({ unique }) => ({
      reference: `new-badinput${unique()}`,
      revision: 0,
      fields: { category: 'Coding', title: 'Half a title', pictureLine: '', body: '<p>Half</p>', sourceBox: '', author: '', reference: '' },
    }),
  },
  'DELETE /working-copy': { query: (kit) => ({ ...site(kit), reference: 'new-nobody-at-all', revision: '1' }) },
  'GET /preview-link': { query: (kit) => ({ ...site(kit), reference: kit.fixtures.draftId }) },
  'POST /preview-link': { query: (kit) => ({ ...site(kit), reference: kit.fixtures.draftId }) },
  'DELETE /preview-link': { query: ownerDelete },
  'GET /preview/:token': { params: () => ({ token: 'x'.repeat(43) }) },
  'GET /opinion-about-article-{product}': { query: ownerList },
  'DELETE /opinion-about-article-{product}': { query: ownerDelete },
  'GET /contacttry-{product}': { query: ownerList },
  'DELETE /contacttry-{product}': { query: ownerDelete },
  // 'green': the blog stays online for the reader routes after it.
  'POST /bufycg': { body: () => ({ r: 'green' }) },
  'PUT /monitor': { query: site, body: () => ({ monitor: false, monitorId: 1 }) },
  'GET /contact-mail': { query: site },
  // true: contact messages sent later in the pass are mailed as by default.
  'PUT /contact-mail': { query: site, body: () => ({ contactMail: true }) },
  'GET /hash-pswd': { query: site },
  'POST /hash-pswd': {
    query: site,
    body: ({ unique }) => ({ name: `Site ${unique()}`, password: 'correct horse' }),
    stores: { uid: 'api::vault-entry.vault-entry', fields: { name: 'name' } },
  },
  'PUT /hash-pswd': {
    query: site,
    body: ({ fixtures, unique }) => ({ _id: fixtures.vaultEntryId, name: `Site ${unique()}`, password: 'battery staple' }),
    stores: { uid: 'api::vault-entry.vault-entry', fields: { name: 'name' } },
  },
  'DELETE /hash-pswd': { query: ({ cms }) => ({ id: cms.env.SITE_KEY, indexArray: NOBODY }) },
};

/** What the spec's client sends to a route the map does not know yet. */
export const GENERIC_INPUT: RouteInput = { query: (kit) => ({ ...site(kit), reference: 'abc' }) };
