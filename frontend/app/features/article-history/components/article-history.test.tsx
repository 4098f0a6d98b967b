import { fireEvent, screen, within } from '@testing-library/dom';
import { act } from 'react';
import { createRoutesStub } from 'react-router';
import { SWRConfig } from 'swr';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockApi, type MockApi } from '~/test/mock-api';
import { render, settle } from '~/test/render';
import { ArticleHistory } from './article-history';

const state = (overrides: Record<string, unknown>) => ({
  id: 'art1',
  savedAt: '2026-11-20T09:30:00.000Z',
  title: 'Sleep and code',
  cover: 'https://images.example/a.png',
  credit: 'Photo by A',
  body: '<p>Sleep matters for focus.</p>',
  sources: ['https://papers.example/one'],
  wordCount: 4,
  ...overrides,
});

const VERSIONS = [
  { id: 'v2', savedAt: '2026-11-21T10:15:00.000Z', title: 'Sleep and code, again', wordCount: 6 },
  { id: 'v1', savedAt: '2026-11-20T09:30:00.000Z', title: 'Sleep and code', wordCount: 4 },
];
const list = (data: unknown[]) => ({
  status: 200,
  body: {
    data,
    meta: {
      pagination: { page: 1, pageSize: 100, total: data.length, pageCount: data.length ? 1 : 0 },
      article: { id: 'art1', title: 'Sleep, code and rest' },
    },
  },
});
const comparison = {
  status: 200,
  body: {
    data: {
      article: 'art1',
      version: state({ id: 'v1' }),
      current: state({
        savedAt: '2026-11-22T08:00:00.000Z',
        title: 'Sleep or code',
        body: '<p>Sleep matters a lot for focus.</p><p>Rest too.</p>',
      }),
    },
  },
};

let api: MockApi;
beforeEach(() => {
  api = mockApi({ 'GET /api/article-history': list(VERSIONS), 'GET /api/article-history/version': comparison });
});

const user = async (action: () => void) => {
  act(action);
  await settle();
};

async function showHistory() {
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      loader: () => ({ site: { siteKey: 'demo', productSlug: 'writer-blog' } }),
      HydrateFallback: () => null,
      Component: () => (
        <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
          <ArticleHistory articleId="art1" />
        </SWRConfig>
      ),
    },
  ]);
  render(<Stub />);
  await settle();
}

const versionButtons = () => within(screen.getByRole('list', { name: 'Earlier versions, newest first' })).getAllByRole('button');

describe('ArticleHistory', () => {
  it('lists the versions newest first with their time and title, under the article’s title now', async () => {
    await showHistory();
    expect(api.calls[0].url).toBe('/api/article-history?id=demo&reference=art1&pageSize=100');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('History');
    expect(screen.getByText('Sleep, code and rest')).toBeInTheDocument();
    expect(versionButtons().map((button) => button.textContent)).toEqual([
      'November 21, 2026, 10:15 UTCSleep and code, again6 words',
      'November 20, 2026, 09:30 UTCSleep and code4 words',
    ]);
    expect(screen.getByText('Choose a version to see what has changed since, and to restore it.')).toBeInTheDocument();
  });

  it('shows the designed empty state when there are no earlier versions', async () => {
    api.on('GET /api/article-history', list([]));
    await showHistory();
    expect(screen.getByText('No earlier versions yet')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Restore/ })).toBeNull();
  });

  it('says when the history cannot be loaded, and loads it again on Try again', async () => {
    api.on('GET /api/article-history', { status: 404, body: { data: null, error: { status: 404, message: 'No article has this id.' } } });
    await showHistory();
    expect(screen.getByRole('alert')).toHaveTextContent('The history could not be loaded. No article has this id.');
    api.on('GET /api/article-history', list(VERSIONS));
    await user(() => fireEvent.click(screen.getByRole('button', { name: 'Try again' })));
    expect(versionButtons()).toHaveLength(2);
  });

  it('shows the word difference against the article now, with <ins> and <del>, and "No change" for equal fields', async () => {
    await showHistory();
    await user(() => fireEvent.click(versionButtons()[1]));
    expect(versionButtons()[1]).toHaveAttribute('aria-pressed', 'true');
    expect(api.callsTo('GET /api/article-history/version')[0].query.get('reference')).toBe('v1');
    const panel = screen.getByRole('region', { name: 'Version of November 20, 2026, 09:30 UTC' });
    const fields = within(panel).getAllByRole('definition');
    expect(fields[0].querySelector('del')).toHaveTextContent('and');
    expect(fields[0].querySelector('ins')).toHaveTextContent('or');
    expect(fields[0]).toHaveTextContent('Sleep and or code');
    expect(fields[1]).toHaveTextContent('No change');
    expect(fields[2]).toHaveTextContent('No change');
    expect(fields[3].querySelector('ins')).toHaveTextContent('a lot');
    expect(fields[3].querySelector('del')).toBeNull();
    // Paragraphs stay apart: the added one starts on a line of its own.
    expect(fields[3].textContent).toBe('Sleep matters a lot for focus.\n\nRest too.');
  });

  it('restores after a confirmation, then lists the replaced version and says so', async () => {
    api.on('POST /api/article-history/restore', { status: 200, body: { data: { _id: 'art1', href: '/sleep-and-code' } } });
    await showHistory();
    await user(() => fireEvent.click(versionButtons()[1]));
    await user(() => fireEvent.click(screen.getByRole('button', { name: 'Restore this version' })));
    expect(api.callsTo('POST /api/article-history/restore')).toHaveLength(0);
    await user(() => fireEvent.click(screen.getByRole('button', { name: 'Cancel' })));
    expect(screen.queryByRole('group', { name: 'Confirm the restore' })).toBeNull();
    await user(() => fireEvent.click(screen.getByRole('button', { name: 'Restore this version' })));
    api.on(
      'GET /api/article-history',
      list([{ id: 'v3', savedAt: '2026-11-22T08:00:00.000Z', title: 'Sleep, code and rest', wordCount: 6 }, ...VERSIONS]),
    );
    await user(() => fireEvent.click(screen.getByRole('button', { name: 'Yes, restore' })));
    const [call] = api.callsTo('POST /api/article-history/restore');
    expect(call.url).toBe('/api/article-history/restore?id=demo&reference=v1');
    expect(screen.getByRole('status')).toHaveTextContent('Restored. Readers see this version now');
    expect(versionButtons()).toHaveLength(3);
  });

  it('says why a restore was refused, and changes nothing on the page', async () => {
    api.on('POST /api/article-history/restore', {
      status: 409,
      body: { data: null, error: { status: 409, message: 'An article with this title already exists.' } },
    });
    await showHistory();
    await user(() => fireEvent.click(versionButtons()[1]));
    await user(() => fireEvent.click(screen.getByRole('button', { name: 'Restore this version' })));
    await user(() => fireEvent.click(screen.getByRole('button', { name: 'Yes, restore' })));
    expect(screen.getByRole('status')).toHaveTextContent('An article with this title already exists.');
    expect(versionButtons()).toHaveLength(2);
  });
});
