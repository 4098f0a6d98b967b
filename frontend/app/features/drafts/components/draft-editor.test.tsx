import { fireEvent, screen } from '@testing-library/dom';
import { act } from 'react';
import { createRoutesStub } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bodyFromBase64 } from '~/features/editor/body-codec';
import { mockApi, type MockApi, type Reply } from '~/test/mock-api';
import { render, settle } from '~/test/render';
import type { Draft } from '../draft';
import { DraftEditor } from './draft-editor';

const refreshOverview = vi.hoisted(() => vi.fn());
vi.mock('~/lib/owner-overview', () => ({ refreshOverview }));
// Quill does not run in jsdom: a plain field stands in, with the same props.
const editorProps = vi.hoisted(() => ({ last: null as null | { toolset: string; onChange: (html: string) => void } }));
vi.mock('~/features/editor/components/rich-text-editor', () => ({
  RichTextEditor: (props: { id: string; label: string; value: string; toolset: string; onChange: (html: string) => void }) => {
    editorProps.last = props;
    return (
      <>
        <label htmlFor={props.id}>{props.label}</label>
        <textarea id={props.id} value={props.value} onChange={(event) => props.onChange(event.target.value)} />
      </>
    );
  },
}));

const DRAFT: Draft = {
  id: 'draft1',
  href: '/quiet-mornings',
  title: 'Quiet Mornings',
  cover: 'https://example.com/a.jpg',
  credit: 'Photo by Ann',
  body: '<p>Café</p>',
  author: 'Rowan Ellis',
  displayDate: '21 Nov 2026',
  sources: ['https://example.com/one', 'https://example.com/two'],
  category: 'Health',
  wordCount: 1,
  createdAt: '2026-11-20T08:00:00.000Z',
  updatedAt: '2026-11-21T09:24:00.000Z',
  publishAt: null,
  emailSubscribers: true,
  scheduleProblem: null,
};

const SAVE = 'PUT /api/article-draft-writer-blog';
let api: MockApi;
let onClose: ReturnType<typeof vi.fn<(edited: boolean) => void>>;

beforeEach(() => {
  // The draft's id as the answer: saved.
  api = mockApi({ [SAVE]: { status: 200, body: 'draft1' } });
  onClose = vi.fn<(edited: boolean) => void>();
});
afterEach(() => {
  refreshOverview.mockClear();
});

const user = async (action: () => void) => {
  act(action);
  await settle();
};
const type = (label: string, value: string) => user(() => fireEvent.change(screen.getByLabelText(label), { target: { value } }));
const press = (name: string) => user(() => fireEvent.click(screen.getByRole('button', { name })));

async function openEditor() {
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      loader: () => ({ site: { siteKey: 'demo', productSlug: 'writer-blog' } }),
      HydrateFallback: () => null,
      Component: () => <DraftEditor draft={DRAFT} onClose={onClose} />,
    },
  ]);
  render(<Stub />);
  await settle();
}

describe('DraftEditor', () => {
  it("shows the draft's fields, a masked Reference and the draft toolset, with the focus on its heading", async () => {
    await openEditor();
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Edit draft' }));
    expect(screen.getByLabelText('category')).toHaveValue('Health');
    expect(screen.getByLabelText('Title')).toHaveValue('Quiet Mornings');
    expect(screen.getByLabelText('Sketch')).toHaveValue('https://example.com/a.jpg Photo by Ann');
    expect(screen.getByLabelText('Article')).toHaveValue('<p>Café</p>');
    expect(editorProps.last?.toolset).toBe('draft');
    expect(screen.getByLabelText('Source')).toHaveValue('https://example.com/one\nhttps://example.com/two');
    expect(screen.getByLabelText('Author')).toHaveValue('Rowan Ellis');
    expect(screen.getByLabelText('Date')).toHaveValue('21 Nov 2026');
    expect(screen.getByLabelText('Reference')).toHaveAttribute('type', 'password');
    expect(screen.queryByRole('button', { name: 'Done' })).toBeNull();
  });

  it("checks Reference first: anything but 'true' is 'Reference have to not false...', nothing sent", async () => {
    await openEditor();
    await type('Reference', 'false');
    await press('Edit it');
    expect(screen.getByRole('alert')).toHaveTextContent('Reference have to not false...');
    expect(api.calls).toHaveLength(0);
  });

  it("PUTs the edited fields; the draft's id as the answer shows 'Edited' and Done, which closes", async () => {
    await openEditor();
    await type('Title', 'Quiet Mornings, Again');
    await type('Sketch', 'https://example.com/b.jpg Photo by Bo Lee');
    await type('Article', '<p>Crème brûlée</p>');
    await type('Source', 'https://example.com/three\nnot a link');
    await type('category', 'Coding');
    await type('Date', '22 Nov 2026');
    await type('Reference', 'true');
    await press('Edit it');
    const [sent] = api.callsTo(SAVE);
    expect(sent.url).toBe('/api/article-draft-writer-blog/?id=demo');
    const { editDraft } = sent.body as { editDraft: Record<string, string> };
    expect(editDraft).toMatchObject({
      id: 'draft1',
      headingSave: 'Quiet Mornings, Again',
      imageCdn: 'https://example.com/b.jpg',
      imageSource: 'Photo by Bo Lee',
      authorSave: 'Rowan Ellis',
      dateSave: '22 Nov 2026',
      researchLinksSave: ['https://example.com/three'],
      category: 'Coding',
      reference: 'true',
    });
    expect(bodyFromBase64(editDraft.articleSave)).toBe('<p>Crème brûlée</p>');
    expect(screen.getByRole('alert')).toHaveTextContent('Edited');
    expect(refreshOverview).toHaveBeenCalledWith('demo');
    await press('Done');
    expect(onClose).toHaveBeenCalledWith(true);
  });

  it.each([
    ['an answer other than the id', { status: 200, body: 'other' }],
    ['a server error', { status: 500, body: { error: { message: 'Internal Server Error' } } }],
  ])("%s shows 'Check your internet...' and keeps what was typed", async (_, reply) => {
    api.once(SAVE, reply);
    await openEditor();
    await type('Title', 'Kept Title');
    await type('Reference', 'true');
    await press('Edit it');
    expect(screen.getByRole('alert')).toHaveTextContent('Check your internet...');
    expect(screen.getByLabelText('Title')).toHaveValue('Kept Title');
    expect(screen.getByLabelText('Reference')).toHaveValue('true');
    expect(screen.queryByRole('button', { name: 'Done' })).toBeNull();
  });

  it("a 400 shows the server's reason", async () => {
    api.once(SAVE, { status: 400, body: { error: { message: 'Title not available...' } } });
    await openEditor();
    await type('Title', '');
    await type('Reference', 'true');
    await press('Edit it');
    expect(screen.getByRole('alert')).toHaveTextContent('Title not available...');
  });

  it('sends one save however often Edit it is pressed while it is in flight', async () => {
    let reply: (value: Reply) => void = () => {};
    api.once(
      SAVE,
      () =>
        new Promise<Reply>((resolve) => {
          reply = resolve;
        }),
    );
    await openEditor();
    await type('Reference', 'true');
    await user(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Edit it' }));
      fireEvent.click(screen.getByRole('button', { name: 'Edit it' }));
    });
    expect(screen.getByRole('button', { name: 'Edit it' })).toBeDisabled();
    expect(api.calls).toHaveLength(1);
    await act(async () => reply({ status: 200, body: 'draft1' }));
    await settle();
    expect(screen.getByRole('alert')).toHaveTextContent('Edited');
  });

  it('Cancel closes without saving', async () => {
    await openEditor();
    await press('Cancel');
    expect(onClose).toHaveBeenCalledWith(false);
    expect(api.calls).toHaveLength(0);
  });
});
