import { fireEvent, screen, within } from '@testing-library/dom';
import { describe, expect, it, vi } from 'vitest';
import { render } from '~/test/render';
import { EditorToolbar } from './editor-toolbar';

const names = (toolbar: HTMLElement) =>
  within(toolbar)
    .getAllByRole('button')
    .map((button) => button.getAttribute('aria-label') ?? button.textContent);

describe('EditorToolbar', () => {
  it('has the Write page tools, each with a name, and the three views', () => {
    render(<EditorToolbar id="body" label="Article" toolset="article" view="rich" onView={() => {}} />);
    const toolbar = screen.getByRole('toolbar', { name: 'Article tools' });
    expect(toolbar).toHaveAttribute('id', 'body-toolbar');
    expect(names(toolbar)).toEqual([
      'Heading 1',
      'Heading 2',
      'Heading 3',
      'Heading 4',
      'Heading 5',
      'Paragraph',
      'Bold',
      'Italic',
      'Underline',
      'Link (select the text first)',
      'Numbered list',
      'Bulleted list',
      'Block quote',
      'Code block',
      'Horizontal rule',
      'Picture (upload one; or paste or drop it in the text)',
      'Footnote',
      'Align left',
      'Align centre',
      'Align right',
      'Justify',
      'Undo',
      'Redo',
      'Rich text',
      'HTML source',
      'Preview',
    ]);
  });

  it('has the Draft page tools and no views', () => {
    render(<EditorToolbar id="draft" label="Article" toolset="draft" view="rich" onView={() => {}} />);
    expect(names(screen.getByRole('toolbar'))).toEqual([
      'Align left',
      'Align centre',
      'Align right',
      'Bold',
      'Italic',
      'Underline',
      'Numbered list',
      'Bulleted list',
      'Link (select the text first)',
      'Unlink',
      'Undo',
      'Redo',
      'Heading 2',
      'Heading 3',
      'Paragraph',
    ]);
  });

  it('gives Quill the class and value of each format (an empty value is a paragraph, or left alignment)', () => {
    render(<EditorToolbar id="body" label="Article" toolset="article" view="rich" onView={() => {}} />);
    const paragraph = screen.getByRole('button', { name: 'Paragraph' });
    expect(paragraph).toHaveClass('ql-header');
    expect(paragraph).toHaveAttribute('value', '');
    expect(screen.getByRole('button', { name: 'Heading 3' })).toHaveAttribute('value', '3');
    expect(screen.getByRole('button', { name: 'Align left' })).toHaveAttribute('value', '');
    expect(screen.getByRole('button', { name: 'Bold' })).not.toHaveAttribute('value');
    expect(screen.getByRole('button', { name: 'Undo' })).toHaveClass('ql-undo');
  });

  it('disables the button of the view on screen, and the format tools outside rich text', () => {
    const onView = vi.fn();
    render(<EditorToolbar id="body" label="Article" toolset="article" view="source" onView={onView} />);
    expect(screen.getByRole('button', { name: 'HTML source' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Bold' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    expect(onView).toHaveBeenCalledWith('preview');
  });
});
