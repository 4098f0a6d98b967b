import { describe, expect, it } from 'vitest';
import { withAbsoluteAddresses } from './absolute-addresses';

const PAGE = 'https://blog.example/blog/abc123';

describe('withAbsoluteAddresses', () => {
  it('resolves the site paths of links and pictures against the article', () => {
    expect(withAbsoluteAddresses('<p><a href="/blog/x">x</a> <img src="/uploads/p.webp" alt="p" /></p>', PAGE)).toBe(
      '<p><a href="https://blog.example/blog/x">x</a> <img src="https://blog.example/uploads/p.webp" alt="p" /></p>',
    );
  });

  it('points a link to a heading at the article page', () => {
    expect(withAbsoluteAddresses('<a href="#why">why</a>', PAGE)).toBe('<a href="https://blog.example/blog/abc123#why">why</a>');
  });

  it('leaves absolute addresses and mail links alone, and keeps a query escaped', () => {
    const html = '<a href="https://other.example/a?x=1&amp;y=2">a</a><a href="mailto:me@blog.example">m</a>';
    expect(withAbsoluteAddresses(html, PAGE)).toBe(html);
    expect(withAbsoluteAddresses('<a href="/s?x=1&amp;y=2">s</a>', PAGE)).toBe('<a href="https://blog.example/s?x=1&amp;y=2">s</a>');
  });

  it('touches no text that only looks like an address', () => {
    const html = '<p>Write href="/x" in the &lt;a&gt; tag.</p>';
    expect(withAbsoluteAddresses(html, PAGE)).toBe(html);
  });
});
