import { describe, expect, it } from 'vitest';
import { parseRequest } from './input';
import { ALL_INPUTS, INPUTS, WITHOUT_INPUT } from './inputs';
import { routeName } from './route';
import { ALL_ROUTES } from './routes';

const base64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');

describe('the inputs', () => {
  it('give every route of the API its input, or name it among the routes without one', () => {
    const covered = new Set([...ALL_INPUTS.map((input) => input.route), ...WITHOUT_INPUT]);
    const missing = ALL_ROUTES.filter((route) => !route.stock && !covered.has(route)).map(routeName);
    expect(missing).toEqual([]);
  });

  it('are each of a route of the contract, one input a route, and none of a route said to have none', () => {
    const routes = ALL_INPUTS.map((input) => input.route);
    expect(routes.filter((route) => !ALL_ROUTES.includes(route)).map(routeName)).toEqual([]);
    expect(routes.filter((route, index) => routes.indexOf(route) !== index).map(routeName)).toEqual([]);
    expect(WITHOUT_INPUT.filter((route) => routes.includes(route) || !ALL_ROUTES.includes(route)).map(routeName)).toEqual([]);
  });

  it('leave no route with a path parameter without an input, and give no GET a body', () => {
    expect(WITHOUT_INPUT.filter((route) => /:\w/.test(route.path)).map(routeName)).toEqual([]);
    expect(ALL_INPUTS.filter((input) => input.route.method === 'GET' && input.parts.body).map((input) => routeName(input.route))).toEqual(
      [],
    );
  });
});

describe('the field mapping', () => {
  it("reads a like's { Email, idArticle, website } as { email, articleId, trapped }", () => {
    const parsed = parseRequest(INPUTS.likes.like, { body: { Email: ' Reader@Example.COM ', idArticle: 'abc123', website: 'x' } });
    expect(parsed).toEqual({ ok: true, data: { email: 'reader@example.com', articleId: 'abc123', trapped: true } });
    expect(parseRequest(INPUTS.likes.likes, { query: { ArticleId: 'abc123' } })).toEqual({ ok: true, data: { articleId: 'abc123' } });
  });

  it("reads the sign-in's base64 admin and pswd as the username and password", () => {
    const body = { admin: base64('owner'), email: base64('o@example.com'), pswd: base64('pässword') };
    const checks = { colours: '#000 #111 #222 #333', answer: 'yes', attempt: 'a1', humanCheck: 't1' };
    const parsed = parseRequest(INPUTS.session.signIn, { body: { ...body, ...checks } });
    expect(parsed).toEqual({ ok: true, data: { username: 'owner', email: 'o@example.com', password: 'pässword', ...checks } });
  });

  it("merges a draft's ?reference= and its body, and flattens the Draft page's editDraft", () => {
    const publish = parseRequest(INPUTS.drafts.publish, { query: { reference: 'd1' }, body: {} });
    expect(publish).toEqual({ ok: true, data: { draftId: 'd1', emailSubscribers: true } });
    const update = parseRequest(INPUTS.drafts.update, { body: { editDraft: { id: 'd1', headingSave: 'T', category: 'Coding' } } });
    expect(update.ok && update.data).toMatchObject({ draftId: 'd1', headingSave: 'T', category: 'Coding', reference: '' });
  });

  it('reads the spec’s other wire names as the product’s', () => {
    expect(parseRequest(INPUTS.siteSwitches.setBlock, { body: { r: 'red' } })).toEqual({ ok: true, data: { block: 'global' } });
    expect(parseRequest(INPUTS.vault.update, { body: { _id: 'v1', name: [72, 105], password: 'p' } })).toEqual({
      ok: true,
      data: { id: 'v1', name: 'Hi', password: 'p' },
    });
    expect(parseRequest(INPUTS.articles.list, { query: { category: 'coding', exclude: 'A', excerpt: 'true' } })).toEqual({
      ok: true,
      data: { section: 'coding', page: 1, pageSize: 20, excludeHeading: 'A', withExcerpts: true },
    });
    const ping = parseRequest(INPUTS.pings.send, { body: { name: 'A', email: 'a@example.com', country: 'B', detail: 'Hello' } });
    expect(ping).toEqual({ ok: true, data: { name: 'A', email: 'a@example.com', country: 'B', message: 'Hello', trapped: false } });
  });
});

describe('the messages', () => {
  it('name the field and the reason, or the reason alone for a whole body', () => {
    expect(parseRequest(INPUTS.likes.like, { body: { idArticle: 'abc' } })).toEqual({
      ok: false,
      reason: 'Email: is required (an e-mail address)',
    });
    expect(parseRequest(INPUTS.likes.like, { body: [] })).toEqual({ ok: false, reason: 'the body must be a JSON object' });
    expect(parseRequest(INPUTS.drafts.list, { query: { pageSize: '101' } })).toEqual({
      ok: false,
      reason: 'pageSize: must be at most 100',
    });
  });

  it('come from the parts in their order: an opinion’s fields before its path, a draft’s path before its body', () => {
    expect(parseRequest(INPUTS.opinions.send, { body: {}, query: {} })).toEqual({ ok: false, reason: 'reader: is required' });
    expect(parseRequest(INPUTS.opinions.send, { body: 'text', query: {} })).toEqual({ ok: false, reason: 'reader: is required' });
    const publish = parseRequest(INPUTS.drafts.publish, { query: {}, body: { emailSubscribers: 'yes' } });
    expect(publish).toEqual({ ok: false, reason: 'reference: is required (?reference={draft id})' });
  });
});
