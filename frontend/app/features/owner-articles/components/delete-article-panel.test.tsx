import { fireEvent, screen } from '@testing-library/dom';
import { act } from 'react';
import { createRoutesStub } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, type MockApi, type Reply } from '~/test/mock-api';
import { render, settle } from '~/test/render';
import { DELETE_ARTICLE_KEY } from '../owner-article';
import { CLOSE_AFTER_DELETE_MS, DeleteArticlePanel } from './delete-article-panel';

const ARTICLE = { id: 'abc123', href: '/calm-code', title: 'Calm Code' };
const DELETE = 'DELETE /api/article-delete';
let api: MockApi;
let onClose: ReturnType<typeof vi.fn<() => void>>;
let onDeleted: ReturnType<typeof vi.fn<() => void>>;

/** Lets the mocked request and React's updates finish. */

async function openPanel() {
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      loader: () => ({ site: { siteKey: 'demo', productSlug: 'writer-blog' } }),
      HydrateFallback: () => null,
      Component: () => <DeleteArticlePanel article={ARTICLE} onClose={onClose} onDeleted={onDeleted} />,
    },
  ]);
  render(<Stub />);
  await settle();
}

/** A user's action, with React's updates applied. */
const user = (action: () => void) => act(action);

const password = () => screen.getByLabelText('Password') as HTMLInputElement;
async function submitWith(text: string) {
  user(() => fireEvent.change(password(), { target: { value: text } }));
  user(() => fireEvent.click(screen.getByRole('button', { name: 'Delete' })));
  await settle();
}

beforeEach(() => {
  // jsdom has no modal dialogs: open and close just toggle the attribute.
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
  api = mockApi({ [DELETE]: { status: 204 } });
  onClose = vi.fn<() => void>();
  onDeleted = vi.fn<() => void>();
  window.localStorage.setItem('auth', JSON.stringify({ generalisedData: { username: 'owner' }, result: 'owner' }));
  window.localStorage.setItem(DELETE_ARTICLE_KEY, JSON.stringify({ _id: ARTICLE.id, headingSave: ARTICLE.title }));
});
afterEach(() => {
  vi.useRealTimers();
  window.localStorage.clear();
});

describe('DeleteArticlePanel', () => {
  it('opens as a named modal dialog with the focus in the password field', async () => {
    await openPanel();
    expect(screen.getByRole('dialog', { name: 'Delete article' })).toHaveAttribute('open');
    expect(document.activeElement).toBe(password());
  });

  it("asks for the password first: 'enter password...', nothing sent", async () => {
    await openPanel();
    await submitWith('');
    expect(screen.getByRole('alert')).toHaveTextContent('enter password...');
    expect(api.calls).toHaveLength(0);
  });

  it("says 'Authentication failed...' without a stored auth record, nothing sent", async () => {
    window.localStorage.removeItem('auth');
    await openPanel();
    await submitWith('Quiet-River-2026');
    expect(screen.getByRole('alert')).toHaveTextContent('Authentication failed...');
    expect(api.calls).toHaveLength(0);
  });

  it.each([
    [403, 'Authentication failed...', 'Wrong password...'],
    [429, 'Too many failed sign-ins: try again in 600 seconds.', 'Too many failed sign-ins: try again in 600 seconds.'],
    [500, 'Internal Server Error', 'Connection Issue'],
  ])('a %i answer (%s) shows %s and keeps the password and the panel', async (status, text, message) => {
    api.once(DELETE, { status, body: { error: { message: text } } });
    await openPanel();
    await submitWith('wrong-password');
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(password().value).toBe('wrong-password');
    expect(onClose).not.toHaveBeenCalled();
    expect(window.localStorage.getItem(DELETE_ARTICLE_KEY)).not.toBeNull();
  });

  it("on 204 says 'deleted', then closes after 1 s and refreshes the list", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await openPanel();
    await submitWith('Quiet-River-2026');
    expect(screen.getByRole('alert')).toHaveTextContent('deleted');
    expect(api.calls).toHaveLength(1);
    await act(async () => {
      vi.advanceTimersByTime(CLOSE_AFTER_DELETE_MS - 1);
    });
    expect(onClose).not.toHaveBeenCalled();
    await act(async () => {
      vi.advanceTimersByTime(1);
    });
    expect(onDeleted).toHaveBeenCalledTimes(1);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(window.localStorage.getItem(DELETE_ARTICLE_KEY)).toBeNull();
  });

  it('sends one request however often Delete is pressed while it is in flight', async () => {
    let answer: (value: Reply) => void = () => {};
    api.once(
      DELETE,
      () =>
        new Promise<Reply>((resolve) => {
          answer = resolve;
        }),
    );
    await openPanel();
    user(() => fireEvent.change(password(), { target: { value: 'Quiet-River-2026' } }));
    user(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
      fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    });
    await settle();
    expect(api.calls).toHaveLength(1);
    await act(async () => answer({ status: 204 }));
    await settle();
  });

  it('Cancel forgets the pending article and closes', async () => {
    await openPanel();
    user(() => fireEvent.click(screen.getByRole('button', { name: 'Cancel' })));
    expect(window.localStorage.getItem(DELETE_ARTICLE_KEY)).toBeNull();
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(api.calls).toHaveLength(0);
  });
});
