import { describe, expect, it } from 'vitest';
import type { ArticleFields } from './article-fields';
import { payloadOf } from './article-payload';

const FILLED: ArticleFields = {
  category: 'Coding',
  title: 'Calm Code, Slow Mornings',
  pictureLine: 'https://images.example.com/desk.jpg Photo by Ana Rowe',
  body: '<p>Grüße aus der Küche</p>',
  sourceBox: 'https://a.example.com/paper\nnot a link\nhttps://b.example.com/study',
  author: 'Rowan Ellis',
  reference: 'true',
};

describe('payloadOf', () => {
  it('builds the spec body: split picture line, base64 UTF-8 body, links, words and href', () => {
    expect(payloadOf(FILLED, 'April 2, 2026')).toEqual({
      headingSave: 'Calm Code, Slow Mornings',
      imageCdn: 'https://images.example.com/desk.jpg',
      imageSource: 'Photo by Ana Rowe',
      articleSave: Buffer.from('<p>Grüße aus der Küche</p>', 'utf8').toString('base64'),
      authorSave: 'Rowan Ellis',
      dateSave: 'April 2, 2026',
      researchLinksSave: ['https://a.example.com/paper', 'https://b.example.com/study'],
      category: 'Coding',
      reference: 'true',
      totalWords: 4,
      href: '/calm-code-slow-mornings',
    });
  });

  it("sends the writer's category, else the one the title pre-selects (ADR 27)", () => {
    expect(payloadOf({ ...FILLED, title: 'Quiet mornings', category: 'Coding' }, 'x').category).toBe('Coding');
    expect(payloadOf({ ...FILLED, title: 'Learning JavaScript', category: 'Health' }, 'x').category).toBe('Health');
    expect(payloadOf({ ...FILLED, title: 'Learning JavaScript', category: null }, 'x').category).toBe('Coding');
    expect(payloadOf({ ...FILLED, title: 'Quiet mornings', category: null }, 'x').category).toBe('Health');
  });
});
