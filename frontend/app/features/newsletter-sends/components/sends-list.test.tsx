import { fireEvent, screen, within } from '@testing-library/dom';
import { act } from 'react';
import { createRoutesStub } from 'react-router';
import { SWRConfig } from 'swr';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockApi, type MockApi } from '~/test/mock-api';
import { render, settle } from '~/test/render';
import type { NewsletterSend } from '../send';
import { SendsList } from './sends-list';

const SENDS = 'GET /api/newsletter/sends';
const CANCEL = 'POST /api/newsletter/cancel';

const send = (overrides: Partial<NewsletterSend>): NewsletterSend => ({
  id: 'send1',
  article: 'art1',
  title: 'Quiet Mornings',
  state: 'waiting',
  dueAt: new Date(Date.now() + 4 * 60_000 + 10_000).toISOString(),
  startedAt: null,
  finishedAt: null,
  recipients: 0,
  sent: 0,
  failed: 0,
  failures: [],
  ...overrides,
});

let sends: NewsletterSend[];
let api: MockApi;

beforeEach(() => {
  sends = [
    send({}),
    send({
      id: 'send2',
      article: 'art2',
      title: 'Slow Code',
      state: 'sent',
      dueAt: '2026-11-24T10:00:00.000Z',
      startedAt: '2026-11-24T10:00:03.000Z',
      finishedAt: '2026-11-24T10:00:05.000Z',
      recipients: 3,
      sent: 2,
      failed: 1,
      failures: [{ subscriber: 7, email: 'gone.reader@example.com', reason: '550 No such mailbox' }],
    }),
    send({ id: 'send3', article: 'art3', title: 'Deleted Draft', state: 'cancelled', dueAt: '2026-11-23T08:00:00.000Z' }),
  ];
  api = mockApi({
    [SENDS]: () => ({
      status: 200,
      body: { data: sends, meta: { pagination: { page: 1, pageSize: 20, total: sends.length, pageCount: 1 } } },
    }),
  });
});

async function showList() {
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      loader: () => ({ site: { siteKey: 'demo', productSlug: 'writer-blog' } }),
      HydrateFallback: () => null,
      Component: () => (
        <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
          <SendsList />
        </SWRConfig>
      ),
    },
  ]);
  render(<Stub />);
  await settle();
}

const rowOf = (title: string) => screen.getAllByRole('row').find((row) => row.textContent?.includes(title))!;

describe('SendsList', () => {
  it('shows each e-mail: waiting with the time it leaves and Cancel, sent with its recipients and failures, cancelled', async () => {
    await showList();
    expect(api.calls[0].url).toBe('/api/newsletter/sends?id=demo&page=1');
    const waiting = rowOf('Quiet Mornings');
    expect(waiting).toHaveTextContent('Waiting');
    expect(waiting).toHaveTextContent('leaves in 5 min');
    expect(within(waiting).getByRole('button', { name: 'Cancel the e-mail of Quiet Mornings' })).toBeInTheDocument();
    expect(within(waiting).getByRole('link', { name: 'Quiet Mornings' })).toHaveAttribute('href', '/blog/art1');
    const sent = rowOf('Slow Code');
    expect(sent).toHaveTextContent('Sent');
    expect(sent).toHaveTextContent('1 failed');
    expect(sent).toHaveTextContent('November 24, 2026, 10:00 UTC');
    expect(sent).toHaveTextContent('2 of 3 received');
    expect(within(sent).getByRole('list', { name: 'Failures of Slow Code' })).toHaveTextContent(
      'gone.reader@example.com550 No such mailbox',
    );
    expect(within(sent).queryByRole('button')).toBeNull();
    expect(rowOf('Deleted Draft')).toHaveTextContent('Cancelled');
    expect(within(rowOf('Deleted Draft')).queryByRole('button')).toBeNull();
  });

  it('Cancel stops a waiting e-mail, then the list loads again', async () => {
    api.on(CANCEL, () => {
      sends = sends.map((s) => (s.id === 'send1' ? { ...s, state: 'cancelled' as const } : s));
      return { status: 200, body: { data: { id: 'send1', state: 'cancelled' } } };
    });
    await showList();
    await act(async () => fireEvent.click(within(rowOf('Quiet Mornings')).getByRole('button', { name: /Cancel/ })));
    await settle();
    expect(api.callsTo(CANCEL)[0].url).toBe('/api/newsletter/cancel?id=demo&reference=send1');
    expect(rowOf('Quiet Mornings')).toHaveTextContent('Cancelled');
    expect(within(rowOf('Quiet Mornings')).queryByRole('button')).toBeNull();
  });

  it('says why when the e-mail has left already', async () => {
    api.on(CANCEL, {
      status: 409,
      body: { error: { message: 'This e-mail has already left or was cancelled: there is nothing to cancel.' } },
    });
    await showList();
    await act(async () => fireEvent.click(within(rowOf('Quiet Mornings')).getByRole('button', { name: /Cancel/ })));
    await settle();
    expect(screen.getByRole('status')).toHaveTextContent('This e-mail has already left or was cancelled: there is nothing to cancel.');
  });

  it('has a designed empty state', async () => {
    sends = [];
    await showList();
    expect(screen.getByText('No e-mails yet.')).toBeInTheDocument();
  });
});
