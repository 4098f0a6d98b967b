import { describe, expect, it } from 'vitest';
import { readAnswer } from '../route';
import { API } from '../routes';

const ARTICLE = {
  _id: 'k3x9',
  id: 3,
  href: '/tea-first',
  headingSave: 'Tea First',
  imageCdn: 'https://img.example.com/tea.jpg',
  imageSource: 'Photo by Ana',
  imageSave: ['https://img.example.com/tea.jpg', 'Photo by Ana'],
  articleSave: 'PHA+VGVhPC9wPg==',
  authorSave: 'Rowan Ellis',
  dateSave: '3 Mar 2026',
  researchLinksSave: [],
  category: 'Health',
  section: 'health',
  totalWords: 1,
  createdAt: '2026-03-03T08:00:00.000Z',
  updatedAt: '2026-03-04T08:00:00.000Z',
  imageCdnBytes: null,
};

const { _id, id: _rowId, section: _section, imageCdnBytes: _bytes, ...fields } = ARTICLE;
const DRAFT = { _id: 'd2k8', ...fields, publishAt: null, emailSubscribers: true, scheduleProblem: null };

const COPY = {
  reference: 'new-0123456789abcdef',
  revision: 3,
  savedAt: '2026-11-24T09:42:00.000Z',
  fields: { category: null, title: 'Half', pictureLine: '', body: '<p>Half</p>', sourceBox: '', author: '', reference: '' },
};

const reason = (answer: ReturnType<typeof readAnswer>) => (answer.ok ? null : answer.reason);

describe('the answers of the article routes', () => {
  it('reads an article by its path, and the literal null when none has it', () => {
    expect(readAnswer(API.articles.byPath, ARTICLE)).toEqual({ ok: true, data: ARTICLE });
    expect(readAnswer(API.articles.byPath, null)).toEqual({ ok: true, data: null });
    expect(reason(readAnswer(API.articles.byPath, { ...ARTICLE, articleSave: undefined }))).toMatch(
      /^GET \/api\/getapostadsfgd: articleSave: /,
    );
  });

  it('reads a draft stored without an author, as the Content Manager allows, and no article without one', () => {
    const page = { data: [{ ...DRAFT, authorSave: null }], meta: { pagination: { page: 1, pageSize: 50, total: 1, pageCount: 1 } } };
    expect(readAnswer(API.drafts.list, page).ok).toBe(true);
    expect(reason(readAnswer(API.articles.byPath, { ...ARTICLE, authorSave: null }))).toMatch(/: authorSave: /);
  });

  it('refuses a search hit without the id its link needs', () => {
    const hit = { _id: 'k3x9', href: '/tea-first', headingSave: 'Tea First', section: 'health', createdAt: ARTICLE.createdAt };
    expect(readAnswer(API.search.titles, { data: [hit], meta: { total: 1, capped: false } }).ok).toBe(true);
    expect(reason(readAnswer(API.search.titles, { data: [{ ...hit, _id: undefined }], meta: { total: 1, capped: false } }))).toMatch(
      /^GET \/api\/search: data\.0\._id: /,
    );
  });
});

describe('the answers of the working copy', () => {
  it('reads a copy the Write page can hold, or none', () => {
    expect(readAnswer(API.workingCopy.read, { data: COPY })).toEqual({ ok: true, data: { data: COPY } });
    expect(readAnswer(API.workingCopy.read, { data: null })).toEqual({ ok: true, data: { data: null } });
  });

  it.each([
    ['no revision', { ...COPY, revision: '3' }],
    ['fields that are not text', { ...COPY, fields: { ...COPY.fields, title: 7 } }],
    ['an unknown category', { ...COPY, fields: { ...COPY.fields, category: 'Poetry' } }],
    ['no fields', { ...COPY, fields: null }],
  ])('refuses a copy with %s', (_label, copy) => {
    expect(readAnswer(API.workingCopy.read, { data: copy }).ok).toBe(false);
  });
});
