import { screen } from '@testing-library/dom';
import { describe, expect, it } from 'vitest';
import { render } from '~/test/render';
import { PreviewView } from './preview-view';

describe('PreviewView', () => {
  it('shows the body in a frame that runs no script and loads nothing but pictures', () => {
    render(<PreviewView label="Article" html={'<p>Hi</p><script>alert(1)</script><img src="x" onerror="alert(2)">'} />);
    const frame = screen.getByTitle('Article preview');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('sandbox', '');
    const doc = frame.getAttribute('srcdoc') ?? '';
    expect(doc).toContain('<body><p>Hi</p>');
    expect(doc).toContain("default-src 'none'");
  });
});
