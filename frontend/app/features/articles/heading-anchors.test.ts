import { describe, expect, it } from 'vitest';
import { withHeadingAnchors } from './heading-anchors';

const ids = (html: string) => withHeadingAnchors(html).contents.map((entry) => entry.id);

describe('withHeadingAnchors', () => {
  it('gives each heading an id from its text and a link to itself beside it', () => {
    const { html, contents } = withHeadingAnchors('<h2 class="ql-align-center">Why <em>tests</em>, now?</h2><p>Because.</p>');
    expect(html).toBe(
      '<div class="heading-anchored"><h2 class="ql-align-center" id="why-tests-now">Why <em>tests</em>, now?</h2>' +
        '<a class="heading-link" href="#why-tests-now" aria-label="Link to the section Why tests, now?"></a></div><p>Because.</p>',
    );
    expect(contents).toEqual([{ id: 'why-tests-now', text: 'Why tests, now?', level: 2 }]);
  });

  it('numbers a repeated heading -2, -3', () => {
    expect(ids('<h2>Setup</h2><h3>Setup</h3><h3>Setup</h3>')).toEqual(['setup', 'setup-2', 'setup-3']);
  });

  it('keeps an anchor when another heading is edited', () => {
    const before = ids('<h2>Sleep</h2><h2>Light</h2><h2>Mood</h2>');
    const after = ids('<h2>Sleep well</h2><h2>Light</h2><h2>Mood</h2>');
    expect(after.slice(1)).toEqual(before.slice(1));
  });

  it('never takes an id the page uses, nor leaves one empty', () => {
    expect(ids('<h2>Top</h2><h2>Main</h2><h2>?!</h2><h2>…</h2>')).toEqual(['top-2', 'main-2', 'section', 'section-2']);
  });

  it('lists every level the editor writes, in order, and escapes the label', () => {
    const { html, contents } = withHeadingAnchors(
      '<h1>A</h1><h3>B "quoted" &amp; <b>bold</b></h3><h5>C</h5><h6>not a heading of the editor</h6>',
    );
    expect(contents.map((entry) => entry.level)).toEqual([1, 3, 5]);
    expect(html).toContain('aria-label="Link to the section B &quot;quoted&quot; &amp; bold"');
    expect(html).toContain('<h6>not a heading of the editor</h6>');
  });

  it('leaves a body without headings as it was', () => {
    const body = '<p>Just prose.</p>';
    expect(withHeadingAnchors(body)).toEqual({ html: body, contents: [] });
  });
});
