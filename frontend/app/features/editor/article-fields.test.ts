import { ARTICLE_MESSAGES, firstArticleProblem } from '@blog/rules/article-checks';
import { describe, expect, it } from 'vitest';
import type { Article } from '~/lib/article';
import { EMPTY_FIELDS, checkInputOf, fieldsOfArticle, sameFields, shownWordCount, type ArticleFields } from './article-fields';

const FILLED: ArticleFields = {
  category: 'Coding',
  title: 'Calm Code, Slow Mornings',
  pictureLine: 'https://images.example.com/desk.jpg Photo by Ana Rowe',
  body: '<h2>Start</h2><p>Tea, then a quiet terminal.</p>',
  sourceBox: 'https://a.example.com/paper\nnot a link\nhttps://b.example.com/study',
  author: 'Rowan Ellis',
  reference: 'true',
};

describe('checkInputOf with firstArticleProblem', () => {
  const check = (fields: ArticleFields, mode: 'post' | 'edit' = 'post', signedIn = true, editorPassword = '') =>
    firstArticleProblem(checkInputOf(fields, { mode, signedIn, editorPassword }), 'Rowan Ellis');

  it('finds the problems in the spec order, one field at a time', () => {
    let fields = EMPTY_FIELDS;
    expect(check(fields)).toBe(ARTICLE_MESSAGES.title);
    fields = { ...fields, title: FILLED.title };
    expect(check(fields)).toBe(ARTICLE_MESSAGES.picture);
    fields = { ...fields, pictureLine: 'https://images.example.com/desk.jpg' };
    expect(check(fields)).toBe(ARTICLE_MESSAGES.pictureSource);
    fields = { ...fields, pictureLine: FILLED.pictureLine };
    expect(check(fields)).toBe(ARTICLE_MESSAGES.body);
    fields = { ...fields, body: FILLED.body };
    expect(check(fields)).toBe(ARTICLE_MESSAGES.referenceMissing);
    fields = { ...fields, reference: 'false' };
    expect(check(fields)).toBe(ARTICLE_MESSAGES.author);
    fields = { ...fields, author: 'Rowan Ellis' };
    expect(check(fields)).toBe(ARTICLE_MESSAGES.referenceFalse);
    fields = { ...fields, reference: 'true' };
    expect(check(fields, 'post', false)).toBe(ARTICLE_MESSAGES.signedOut);
    expect(check(fields, 'edit')).toBe(ARTICLE_MESSAGES.editPassword);
    expect(check(fields, 'edit', true, 'secret')).toBeNull();
    expect(check(fields)).toBeNull();
  });
});

describe('fieldsOfArticle', () => {
  it('fills the fields from a stored article, asking for the reference again', () => {
    const article = {
      id: 'abc',
      key: 'abc',
      href: '/calm',
      title: 'Calm',
      cover: 'https://i.example.com/a.jpg',
      credit: 'Photo by Ana',
      body: '<p>Café</p>',
      author: 'Rowan Ellis',
      displayDate: 'April 2, 2026',
      sources: ['https://a.example.com', 'https://b.example.com'],
      category: 'Coding',
      section: 'health',
      wordCount: 1,
      createdAt: '2026-04-02T10:00:00.000Z',
      updatedAt: '2026-04-02T10:00:00.000Z',
    } satisfies Article;
    expect(fieldsOfArticle(article)).toEqual({
      category: 'Coding',
      title: 'Calm',
      pictureLine: 'https://i.example.com/a.jpg Photo by Ana',
      body: '<p>Café</p>',
      sourceBox: 'https://a.example.com\nhttps://b.example.com',
      author: 'Rowan Ellis',
      reference: '',
    });
    // A seeded cover the site serves itself becomes a full address, so the picture rule holds when it is saved again.
    const seeded = { ...article, cover: '/media/covers/cover-01.png' };
    expect(fieldsOfArticle(seeded, 'https://blog.example.com').pictureLine).toBe(
      'https://blog.example.com/media/covers/cover-01.png Photo by Ana',
    );
  });
});

describe('shownWordCount and sameFields', () => {
  it('shows 3 before anything is written, then the words of the text', () => {
    expect(shownWordCount('')).toBe(3);
    expect(shownWordCount('<p>one&nbsp;two</p><p>three four five</p>')).toBe(5);
  });

  it('compares every field', () => {
    expect(sameFields(FILLED, { ...FILLED })).toBe(true);
    expect(sameFields(FILLED, { ...FILLED, reference: '' })).toBe(false);
  });
});
