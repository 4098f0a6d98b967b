import { screen } from '@testing-library/dom';
import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { render } from '~/test/render';
import { RichTextEditor } from './rich-text-editor';

// Quill itself needs a real browser (the end-to-end tests drive it); here a
// fake shows what the wrapper hands over.
vi.mock('./rich-text-editor.client', () => ({
  default: (props: { id: string; labelId: string; value: string; toolset: string; placeholder?: string }) => (
    <div data-testid="quill" data-props={JSON.stringify(props)} />
  ),
}));

describe('RichTextEditor', () => {
  it('renders a labelled, read-only placeholder on the server, without Quill', () => {
    document.body.innerHTML = renderToString(
      <RichTextEditor id="article-body" label="Article" value="<p>Draft</p>" onChange={() => {}} toolset="article" />,
    );
    const placeholder = screen.getByRole('textbox', { name: 'Article' });
    expect(placeholder).toHaveAttribute('id', 'article-body');
    expect(placeholder).toHaveAttribute('readonly');
    expect(placeholder).toHaveValue('<p>Draft</p>');
    expect(placeholder).toHaveAccessibleDescription('Loading the editor…');
    expect(screen.queryByTestId('quill')).toBeNull();
  });

  it('loads the editor in the browser with the same props and the label to name it by', async () => {
    const onChange = vi.fn();
    render(
      <RichTextEditor id="article-body" label="Article" value="<p>x</p>" onChange={onChange} toolset="draft" placeholder="Write..." />,
    );
    await act(async () => {});
    const props = JSON.parse((await screen.findByTestId('quill')).dataset.props ?? '{}');
    expect(props).toEqual({
      id: 'article-body',
      label: 'Article',
      labelId: 'article-body-label',
      value: '<p>x</p>',
      toolset: 'draft',
      placeholder: 'Write...',
    });
    expect(document.getElementById('article-body-label')).toHaveTextContent('Article');
  });
});
