import { screen } from '@testing-library/dom';
import { describe, expect, it } from 'vitest';
import { render } from '~/test/render';
import { PreviewView, previewDocument } from './preview-view';

describe('PreviewView', () => {
  it('shows the body in a frame that runs no script and loads nothing but pictures and the site’s own styles', () => {
    render(<PreviewView label="Article" html={'<p>Hi</p><script>alert(1)</script><img src="x" onerror="alert(2)">'} />);
    const frame = screen.getByTitle('Article preview');
    expect(frame.tagName).toBe('IFRAME');
    // Same origin for the site's stylesheets and fonts, never scripts.
    expect(frame).toHaveAttribute('sandbox', 'allow-same-origin');
    const doc = frame.getAttribute('srcdoc') ?? '';
    expect(doc).toContain("default-src 'none'");
    expect(doc).toContain("style-src 'self' 'unsafe-inline'");
    expect(doc).not.toContain('script-src');
  });

  it("puts the body in the reader article page's containers, with the page's stylesheets and theme", () => {
    const link = document.head.appendChild(document.createElement('link'));
    link.rel = 'stylesheet';
    link.href = '/assets/app-abc.css';
    document.documentElement.className = 'dark';
    try {
      render(<PreviewView label="Article" html="<h2>Title</h2><p>Body</p>" />);
      const frame = new DOMParser().parseFromString(screen.getByTitle('Article preview').getAttribute('srcdoc') ?? '', 'text/html');
      expect(frame.documentElement.getAttribute('class')).toBe('dark');
      expect([...frame.querySelectorAll('link[rel="stylesheet"]')].map((l) => l.getAttribute('href'))).toEqual([
        new URL('/assets/app-abc.css', window.location.href).href,
      ]);
      const body = frame.querySelector('article.article > .article-body');
      expect(body?.innerHTML).toBe('<h2>Title</h2><p>Body</p>');
    } finally {
      link.remove();
      document.documentElement.className = '';
    }
  });

  it('escapes a stylesheet address and a theme so they cannot end their attribute', () => {
    const doc = previewDocument('<p>x</p>', { stylesheets: ['/a.css"><script>alert(1)</script>'], theme: 'x" onload="y' });
    expect(doc).not.toContain('<script>');
    expect(doc).toContain('class="x&quot; onload=&quot;y"');
  });
});
