import { act } from 'react';
import { fireEvent, screen } from '@testing-library/dom';
import { createRoutesStub } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { mockApi } from '~/test/mock-api';
import { render } from '~/test/render';
import EmailUnsubscribe, { action } from './email-unsubscribe.$id';

// The CMS's answer to POST /api/e-u.
let answer: { status: number; body: unknown };
beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  mockApi({ 'POST /api/e-u': () => answer });
});
afterEach(() => {
  vi.useRealTimers();
});

function renderPage() {
  const Stub = createRoutesStub([
    // The route's own action; the stub's arguments are typed for any route.
    { path: '/email-unsubscribe/:id', Component: EmailUnsubscribe, action: (args) => action(args as Parameters<typeof action>[0]) },
    { path: '/', Component: () => <h1>Home page</h1> },
  ]);
  render(<Stub initialEntries={['/email-unsubscribe/abc']} />);
}

// What the page shows may come before the effects that time it (as in a browser, just after the paint).
const effectsRun = () => act(async () => {});

function send(email: string) {
  fireEvent.change(screen.getByLabelText('E-mail address'), { target: { value: email } });
  fireEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
}

describe('/email-unsubscribe/{id}', () => {
  it("shows a refusal's message for 5 s, then the form is as before", async () => {
    answer = { status: 404, body: { error: { message: 'This link is not valid.' } } };
    renderPage();
    send('reader@example.com');
    expect(await screen.findByText('This link is not valid.')).toBeInTheDocument();
    await effectsRun();
    act(() => vi.advanceTimersByTime(4900));
    expect(screen.getByRole('alert')).toHaveTextContent('This link is not valid.');
    act(() => vi.advanceTimersByTime(200));
    expect(screen.getByRole('alert')).toHaveTextContent(/^$/);
  });

  it('counts 3, 2, 1 after a success, then goes home', async () => {
    answer = { status: 200, body: { message: 'Unsubscribed successfully!' } };
    renderPage();
    send('reader@example.com');
    expect(await screen.findByRole('status')).toHaveTextContent('Unsubscribed successfully!');
    expect(await screen.findByText('3')).toBeInTheDocument();
    await effectsRun();
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByText('2')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByText('1')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1000));
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
  });

  it('says the service cannot be reached, never that it worked, when a 200 is not what the contract says', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    onTestFinished(() => logged.mockRestore());
    answer = { status: 200, body: { done: true } };
    renderPage();
    send('reader@example.com');
    expect(await screen.findByText('The newsletter service is not reachable right now. Please try again in a moment.')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
