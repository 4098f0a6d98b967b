import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCms, type TestCms } from './harness';
import { articleData } from './article-data';

let cms: TestCms;

beforeAll(async () => {
  cms = await startCms();
});
afterAll(() => cms?.stop());

type Hit = {
  _id: string;
  href: string;
  headingSave: string;
  section: string;
  dateSave: string;
  createdAt: string;
  snippet: string;
  inTitle: boolean;
};
type Related = { _id: string; headingSave: string; section: string };

const UID = 'api::article.article';
const SLEEP = 'Better Sleep Starts Before Bedtime: A Practical Guide';
const SUNLIGHT = 'Sunlight, Vitamin D and Getting Through the Darker Months';

const searchText = (query: string) => cms.api().get(`/api/search/text?q=${encodeURIComponent(query)}`);
const headings = (data: { headingSave: string }[]) => data.map((hit) => hit.headingSave);
const found = async (query: string) => headings((await searchText(query)).body.data);

/** Writes an article for one test, through the Document Service (as every writer does), and removes it after. */
async function withArticle<T>(heading: string, body: string, run: (documentId: string) => Promise<T>): Promise<T> {
  const created = await cms.strapi.documents(UID).create({ data: articleData(heading, body) });
  try {
    return await run(created.documentId);
  } finally {
    await cms.strapi.documents(UID).delete({ documentId: created.documentId });
  }
}

describe('GET /api/search/text?q=', () => {
  it('finds words of bodies, with title, date, section and a snippet marking them', async () => {
    const response = await searchText('circadian');
    expect(response.status).toBe(200);
    expect(headings(response.body.data).sort()).toEqual([SLEEP, SUNLIGHT]);
    expect(response.body.meta).toEqual({ page: 1, pageSize: 10, total: 2, capped: false, onlyStopWords: false });
    for (const hit of response.body.data as Hit[]) {
      expect(Object.keys(hit).sort()).toEqual(['_id', 'createdAt', 'dateSave', 'headingSave', 'href', 'inTitle', 'section', 'snippet']);
      expect(hit).toMatchObject({ section: 'health', inTitle: false, dateSave: expect.stringMatching(/\d{4}$/) });
      expect(hit.snippet).toMatch(/<mark>circadian<\/mark>/i);
      expect(hit.snippet.length).toBeLessThan(260);
    }
  });

  it('lists title matches first, then the rest by relevance', async () => {
    const hits = (await searchText('sleep')).body.data as Hit[];
    expect(hits[0]).toMatchObject({ headingSave: SLEEP, inTitle: true });
    expect(hits.length).toBeGreaterThan(1);
    const firstBodyOnly = hits.findIndex((hit) => !hit.inTitle);
    expect(firstBodyOnly).toBeGreaterThan(0);
    expect(hits.slice(firstBodyOnly).every((hit) => !hit.inTitle)).toBe(true);
  });

  it('ranks by the uncommon words: one held by half the articles or more still filters but does not rank', async () => {
    const knex = cms.strapi.db.connection;
    const count = async () => Number((await knex('articles').count({ n: '*' }))[0].n);
    const before = await count();
    const created: string[] = [];
    const write = async (heading: string, body: string) =>
      created.push((await cms.strapi.documents(UID).create({ data: articleData(heading, `<p>${body}</p>`) })).documentId);
    try {
      // The most relevant is written first: scores lost would list the newest first.
      await write('Rare Thrice', 'Quillon notes on zorblat, zorblat and zorblat for a careful reader today.');
      await write('Rare Twice', 'Quillon notes on zorblat and zorblat for a careful reader on a slow day.');
      await write('Rare Once', 'Quillon notes on zorblat for a careful reader on a long and slow day.');
      // Every row written holds "quillon" (a document may keep a draft row and a published one).
      while (2 * ((await count()) - before) < (await count()))
        await write(`Filler ${created.length}`, 'Quillon is the word every filler holds.');
      expect(await found('quillon zorblat')).toEqual(['Rare Thrice', 'Rare Twice', 'Rare Once']);
      // Common words alone: every weight is the same floor, and they still find and rank.
      const common = await searchText('quillon');
      expect(common.status).toBe(200);
      expect(common.body.meta.total).toBeGreaterThanOrEqual(created.length);
    } finally {
      for (const documentId of created) await cms.strapi.documents(UID).delete({ documentId });
    }
  });

  it('takes words in any order, and a quoted phrase only as written', async () => {
    expect(await found('bedtime before')).toContain(SLEEP);
    expect(await found('"before bedtime"')).toContain(SLEEP);
    expect(await found('"bedtime before"')).not.toContain(SLEEP);
    // Every word must be there.
    expect(await found('circadian typescript')).toEqual([]);
  });

  it('searches the sources too: the research links and the photo credit', async () => {
    expect(await found('typescriptlang')).toEqual(['TypeScript Narrowing: Teaching the Compiler to Follow Your Logic']);
  });

  it('ignores case and diacritics, in the query and in the text', async () => {
    await withArticle('Notes From a Small Café', '<p>A naïve CRÈME brûlée recipe.</p>', async () => {
      for (const query of ['cafe', 'CAFÉ', 'naive creme', 'BRULEE', '"creme brulee"'])
        expect(await found(query), query).toEqual(['Notes From a Small Café']);
      const [hit] = (await searchText('creme')).body.data as Hit[];
      expect(hit.snippet).toBe('A naïve <mark>CRÈME</mark> brûlée recipe.');
    });
  });

  it('says so when the query holds stop words alone', async () => {
    for (const query of ['the', 'The And of', '"to be or not to be"']) {
      const response = await searchText(query);
      expect(response.status, query).toBe(200);
      expect(response.body, query).toEqual({ data: [], meta: { page: 1, pageSize: 10, total: 0, capped: false, onlyStopWords: true } });
    }
    // With a word besides, the stop words are left out and the word searched.
    expect(await found('the circadian')).toHaveLength(2);
  });

  it('is current inside the write: created, edited and deleted articles show at once', async () => {
    await withArticle('A Quiet Test of Zanzibarian Tea', '<p>Steeping xylophonic leaves.</p>', async (documentId) => {
      expect(await found('zanzibarian')).toEqual(['A Quiet Test of Zanzibarian Tea']);
      expect(await found('xylophonic')).toEqual(['A Quiet Test of Zanzibarian Tea']);
      await cms.strapi
        .documents(UID)
        .update({ documentId, data: { articleSave: articleData('x', '<p>Brewing quokkaesque leaves.</p>').articleSave } });
      expect(await found('xylophonic')).toEqual([]);
      expect(await found('quokkaesque')).toEqual(['A Quiet Test of Zanzibarian Tea']);
    });
    expect(await found('quokkaesque')).toEqual([]);
  });

  it('escapes the text of a snippet before it marks the words', async () => {
    await withArticle(
      'Markup in Plain Sight',
      '<p>Write &lt;b onclick="x"&gt;okapi&lt;/b&gt; &amp; more.</p><script>okapi()</script>',
      async () => {
        const [hit] = (await searchText('okapi')).body.data as Hit[];
        expect(hit.snippet).toBe('Write &lt;b onclick=&quot;x&quot;&gt;<mark>okapi</mark>&lt;/b&gt; &amp; more.');
      },
    );
  });

  it('pages ten results at a time', async () => {
    const pageOne = (await cms.api().get('/api/search/text?q=more&page=1')).body;
    expect(pageOne.meta.total).toBeGreaterThan(10);
    expect(pageOne.data).toHaveLength(10);
    const pageTwo = (await cms.api().get('/api/search/text?q=more&page=2')).body;
    expect(pageTwo.data).toHaveLength(Math.min(10, pageOne.meta.total - 10));
    const ids = new Set(pageOne.data.map((hit: Hit) => hit._id));
    expect(pageTwo.data.some((hit: Hit) => ids.has(hit._id))).toBe(false);
  });

  it('answers 400 with the reason for a missing, empty or too long query, too many words or a page out of range', async () => {
    const cases: [string, string][] = [
      ['', 'q: is required (the words to search for)'],
      ['q=', 'q: is required (the words to search for)'],
      ['q=%20%20', 'q: is required (the words to search for)'],
      [`q=${'a'.repeat(201)}`, 'q: must be at most 200 characters'],
      ['q=a&q=b', 'q: must be one text'],
      [`q=${encodeURIComponent('one two three four five six seven eight nine')}`, 'q: must have at most 8 words and phrases'],
      ['q=sleep&page=0', 'page: must be 1 or more'],
      ['q=sleep&page=26', 'page: must be at most 25'],
      ['q=sleep&page=x', 'page: must be a number'],
    ];
    for (const [query, message] of cases) {
      const response = await cms.api().get(`/api/search/text?${query}`);
      expect(response.status, query).toBe(400);
      expect(response.body.error.message, query).toBe(message);
    }
  });
});

describe('GET /api/article-related?id=', () => {
  it('orders up to 4 other articles by shared rare words, the same section first, never one whose heading holds this one', async () => {
    const heading = 'Zorblax Quuxine Almanac';
    const body = (words: string) => `<p>${words}</p>`;
    const write = (title: string, words: string, category: 'Health' | 'Coding') =>
      cms.strapi.documents(UID).create({ data: { ...articleData(title, body(words)), category } });
    const current = await write(heading, 'zorblax quuxine fennimore wibbleton plonkary zorblax quuxine', 'Health');
    const others = [
      await write('Three Shared, Same Section', 'fennimore wibbleton plonkary', 'Health'),
      await write('One Shared, Same Section', 'plonkary', 'Health'),
      await write('Three Shared, Other Section', 'fennimore wibbleton plonkary', 'Coding'),
      await write(`${heading}, Revisited`, 'zorblax quuxine fennimore wibbleton plonkary', 'Health'),
    ];
    try {
      const response = await cms.api().get(`/api/article-related?id=${current.documentId}`);
      expect(response.status).toBe(200);
      expect(headings(response.body.data as Related[])).toEqual([
        'Three Shared, Same Section',
        'One Shared, Same Section',
        'Three Shared, Other Section',
      ]);
      expect(Object.keys(response.body.data[0])).toContain('createdAt');
    } finally {
      for (const document of [current, ...others]) await cms.strapi.documents(UID).delete({ documentId: document.documentId });
    }
  });

  it('reads past the most related candidates of another section to the same section ones', async () => {
    const write = (title: string, words: string, category: 'Health' | 'Coding') =>
      cms.strapi.documents(UID).create({ data: { ...articleData(title, `<p>${words}</p>`), category } });
    const current = await write('Glimmerfen Vorticle', 'glimmerfen vorticle glimmerfen vorticle', 'Health');
    // More candidates of the other section than one read of candidates holds, all sharing both words.
    const coding = [];
    for (let n = 0; n < 40; n += 1) coding.push(await write(`Coding Pair ${n}`, 'glimmerfen vorticle', 'Coding'));
    const health = [await write('Health One Word', 'vorticle', 'Health'), await write('Health Other Word', 'glimmerfen', 'Health')];
    try {
      const data = (await cms.api().get(`/api/article-related?id=${current.documentId}`)).body.data as Related[];
      expect(headings(data).slice(0, 2).sort()).toEqual(['Health One Word', 'Health Other Word']);
      expect(data.slice(2).every((article) => article.headingSave.startsWith('Coding Pair'))).toBe(true);
    } finally {
      for (const document of [current, ...coding, ...health]) await cms.strapi.documents(UID).delete({ documentId: document.documentId });
    }
  });

  // The article_words table of counts exists only on PostgreSQL (its tsvector search); SQLite searches with FTS5.
  it.runIf(process.env.TEST_DATABASE === 'postgres')("keeps PostgreSQL's word counts exact through writes and deletes", async () => {
    const knex = cms.strapi.db.connection;
    const counted = `SELECT word, count(*) AS articles FROM articles, unnest(tsvector_to_array(search_vector)) AS word GROUP BY word
      UNION ALL SELECT '', count(*) FROM articles`;
    const stored = 'SELECT word, articles FROM article_words WHERE articles <> 0';
    // Words whose stored count differs from a count over every article's vector, either way ('' counts the articles).
    const drift = async () =>
      (await knex.raw(`(${stored} EXCEPT SELECT * FROM (${counted}) c) UNION ALL (SELECT * FROM (${counted}) c EXCEPT ${stored})`)).rows;
    const count = async (word: string) =>
      Number((await knex.raw('SELECT articles FROM article_words WHERE word = ?', [word])).rows[0]?.articles ?? 0);
    expect(await drift()).toEqual([]);
    const before = await count('');
    await withArticle('Quillimonk Words', '<p>quillimonk zephyrule zephyrule</p>', async (documentId) => {
      expect(await count('quillimonk')).toBeGreaterThan(0);
      expect(await count('')).toBeGreaterThan(before);
      await cms.strapi
        .documents(UID)
        .update({ documentId, data: { articleSave: articleData('x', '<p>quillimonk brambleton</p>').articleSave } });
      expect(await count('brambleton')).toBeGreaterThan(0);
      expect(await drift()).toEqual([]);
    });
    expect([await count('quillimonk'), await count('zephyrule'), await count('brambleton'), await count('')]).toEqual([0, 0, 0, before]);
    expect(await drift()).toEqual([]);
  });

  it('answers an empty list for an article that shares no word', async () => {
    await withArticle('Qwzzyx Plimb', '<p>Vorptangle snerk.</p>', async (documentId) => {
      expect((await cms.api().get(`/api/article-related?id=${documentId}`)).body).toEqual({ data: [] });
    });
  });

  it('answers 404 for an unknown article and 400 for a bad id', async () => {
    expect((await cms.api().get('/api/article-related?id=nosucharticle0')).status).toBe(404);
    const bad = await cms.api().get('/api/article-related?id=%3Cx%3E');
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe('id: must be an article id (letters and digits)');
    expect((await cms.api().get('/api/article-related')).body.error.message).toBe('id: is required (the article id)');
  });
});
