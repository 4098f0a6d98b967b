import { describe, expect, it } from 'vitest';
import {
  ARTICLE_MESSAGES,
  ARTICLE_PLACEHOLDER,
  firstArticleProblem,
  isEmptyBody,
  researchLinksOf,
  splitPictureLine,
  type ArticleCheckInput,
} from './article-checks';

const AUTHOR = 'Rowan Ellis';
const good: ArticleCheckInput = {
  headingSave: 'Sleep and focus',
  imageCdn: 'https://images.example.com/sleep.png',
  imageSource: 'Photo by Someone',
  bodyHtml: '<p>Enough words here.</p>',
  reference: 'true',
  authorSave: AUTHOR,
  signedIn: true,
  mode: 'post',
};

describe('firstArticleProblem', () => {
  it('accepts a complete article', () => {
    expect(firstArticleProblem(good, AUTHOR)).toBeNull();
    expect(firstArticleProblem({ ...good, mode: 'edit', editorPassword: 'secret' }, AUTHOR)).toBeNull();
  });

  it('reports the rules in the spec order, the first broken one only', () => {
    const broken: Array<[Partial<ArticleCheckInput>, string]> = [
      [{ headingSave: '  ' }, ARTICLE_MESSAGES.title],
      [{ imageCdn: 'images/sleep.png' }, ARTICLE_MESSAGES.picture],
      [{ imageSource: '' }, ARTICLE_MESSAGES.pictureSource],
      [{ bodyHtml: '<p><br></p>' }, ARTICLE_MESSAGES.body],
      [{ reference: '' }, ARTICLE_MESSAGES.referenceMissing],
      [{ authorSave: 'Someone Else' }, ARTICLE_MESSAGES.author],
      [{ reference: 'false' }, ARTICLE_MESSAGES.referenceFalse],
      [{ signedIn: false }, ARTICLE_MESSAGES.signedOut],
      [{ mode: 'edit', editorPassword: '' }, ARTICLE_MESSAGES.editPassword],
    ];
    for (const [change, message] of broken) expect(firstArticleProblem({ ...good, ...change }, AUTHOR)).toBe(message);
    // Everything wrong at once: the title is reported first.
    const allWrong = Object.assign({}, good, ...broken.map(([change]) => change));
    expect(firstArticleProblem(allWrong, AUTHOR)).toBe(ARTICLE_MESSAGES.title);
  });

  it("wants the picture address to start with http(s)://, not only contain 'http' as the spec's check did (ADR 26)", () => {
    for (const imageCdn of ['xhttp://a.example/p.png', '/cover.png?http', 'javascript:http', 'ftp://http.example/p.png', 'https://']) {
      expect(firstArticleProblem({ ...good, imageCdn }, AUTHOR), imageCdn).toBe(ARTICLE_MESSAGES.picture);
    }
    for (const imageCdn of ['http://a.example/p.png', 'HTTPS://a.example/p.png']) {
      expect(firstArticleProblem({ ...good, imageCdn }, AUTHOR), imageCdn).toBeNull();
    }
  });

  it('treats an empty body, a lone line break and the placeholder as no article', () => {
    expect(isEmptyBody('')).toBe(true);
    expect(isEmptyBody('<p><br></p>')).toBe(true);
    expect(isEmptyBody(`<p>${ARTICLE_PLACEHOLDER}</p>`)).toBe(true);
    expect(isEmptyBody('<p>Words</p>')).toBe(false);
  });
});

describe('the picture line and the source box', () => {
  it('splits the picture line into address and source text', () => {
    expect(splitPictureLine(' https://x.example/a.png  Photo by Ann Lee ')).toEqual({
      imageCdn: 'https://x.example/a.png',
      imageSource: 'Photo by Ann Lee',
    });
    expect(splitPictureLine('https://x.example/a.png')).toEqual({ imageCdn: 'https://x.example/a.png', imageSource: '' });
  });

  it('takes one http(s) link per line, strips break and div markup, drops other schemes', () => {
    const box = 'https://a.example/1<br>https://b.example/2<div>https://c.example/3</div>\njavascript:alert(1)\n  \nhttp://d.example/4';
    expect(researchLinksOf(box)).toEqual(['https://a.example/1', 'https://b.example/2', 'https://c.example/3', 'http://d.example/4']);
  });
});
