import { fireEvent, screen, waitFor } from '@testing-library/dom';
import { act, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { mockApi, type MockApi } from '~/test/mock-api';
import { render } from '~/test/render';
import { UNREADABLE_ANSWER } from '~/lib/api-client';
import { HumanCheck } from './human-check';
import { GREY_TRANSITION_MS, MIN_PICKS } from './rules';

const LIMIT = { ms: 15_000, action: 'sign in' };

const CHALLENGE = { challenge: 'c1', subject: 'boats', reference: '/ref.png', images: Array.from({ length: 9 }, (_, i) => `/p${i}.png`) };
const tokens: (string | null)[] = [];
let issued = 0;
let api: MockApi;

// The CMS's two human-check calls.
beforeEach(() => {
  tokens.length = 0;
  vi.useFakeTimers({ shouldAdvanceTime: true });
  api = mockApi({
    'GET /api/human-check': { status: 200, body: { data: CHALLENGE } },
    'POST /api/human-check': () => ({
      status: 200,
      body: { data: { token: `t${(issued += 1)}`, expiresAt: new Date(Date.now() + 60_000).toISOString() } },
    }),
  });
  issued = 0;
});
afterEach(() => {
  vi.useRealTimers();
});

/** A form around the check: 'Sent' starts the check over, as the forms do after sending. */
function Form({ timeLimit }: { timeLimit?: typeof LIMIT }) {
  const [resetKey, setResetKey] = useState(0);
  return (
    <>
      <HumanCheck onToken={(token) => tokens.push(token)} resetKey={resetKey} timeLimit={timeLimit} />
      <button type="button" onClick={() => setResetKey((key) => key + 1)}>
        Sent
      </button>
    </>
  );
}

/** Opens the check, picks four pictures and verifies. */
async function solve(box: HTMLElement) {
  fireEvent.click(box);
  await act(async () => vi.advanceTimersByTime(GREY_TRANSITION_MS));
  await pickAndVerify();
  await waitFor(() => expect(box).toHaveAttribute('aria-checked', 'true'));
}

async function pickAndVerify() {
  for (let i = 1; i <= MIN_PICKS; i += 1) fireEvent.click(await screen.findByRole('button', { name: `Picture ${i}` }));
  fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
}

describe('HumanCheck', () => {
  it('starts over, unchecked and without a token, when the form changes its resetKey', async () => {
    render(<Form />);
    const box = screen.getByRole('checkbox', { name: 'I am not a robot' });
    fireEvent.click(box);
    await act(async () => vi.advanceTimersByTime(GREY_TRANSITION_MS));
    for (let i = 1; i <= MIN_PICKS; i += 1) fireEvent.click(await screen.findByRole('button', { name: `Picture ${i}` }));
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(box).toHaveAttribute('aria-checked', 'true'));
    expect(tokens.at(-1)).toBe('t1');

    fireEvent.click(screen.getByRole('button', { name: 'Sent' }));
    await act(async () => {});
    expect(box).toHaveAttribute('aria-checked', 'false');
    expect(screen.queryByRole('group', { name: 'Human check' })).not.toBeInTheDocument();
    expect(tokens.at(-1)).toBeNull();
    // Opened again, it asks for a new challenge.
    fireEvent.click(box);
    await act(async () => vi.advanceTimersByTime(GREY_TRANSITION_MS));
    expect(await screen.findByRole('group', { name: 'Human check' })).toBeInTheDocument();
  });

  it('with a time limit, shows the time left once solved, and tells a screen reader now and then, not every second', async () => {
    render(<Form timeLimit={LIMIT} />);
    await solve(screen.getByRole('checkbox', { name: 'I am not a robot' }));
    const timer = screen.getByRole('timer');
    expect(timer).toHaveTextContent('Solved: 15 s left to sign in');
    const polite = screen.getByRole('status');
    expect(polite).toHaveTextContent('Solved: 15 s left to sign in');
    await act(async () => vi.advanceTimersByTime(3000));
    expect(timer).toHaveTextContent('Solved: 12 s left to sign in');
    expect(polite).toHaveTextContent('Solved: 15 s left to sign in');
    await act(async () => vi.advanceTimersByTime(2000));
    expect(timer).toHaveTextContent('Solved: 10 s left to sign in');
    expect(polite).toHaveTextContent('Solved: 10 s left to sign in');
    expect(tokens.at(-1)).toBe('t1');
  });

  it('when the time runs out, says so plainly and opens a fresh check at once', async () => {
    render(<Form timeLimit={LIMIT} />);
    const box = screen.getByRole('checkbox', { name: 'I am not a robot' });
    await solve(box);
    await act(async () => vi.advanceTimersByTime(14_900));
    expect(tokens.at(-1)).toBe('t1');
    await act(async () => vi.advanceTimersByTime(100));
    // The form hears at once: no token.
    expect(tokens.at(-1)).toBeNull();
    expect(box).toHaveAttribute('aria-checked', 'false');
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Time ran out: a solved check counts for 15 s. Solve this fresh one to sign in; everything you typed is kept.',
    );
    // A fresh challenge, without another click.
    await act(async () => vi.advanceTimersByTime(GREY_TRANSITION_MS));
    expect(await screen.findByRole('group', { name: 'Human check' })).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('GET /api/human-check')).toHaveLength(2));
    await pickAndVerify();
    await waitFor(() => expect(box).toHaveAttribute('aria-checked', 'true'));
    expect(tokens.at(-1)).toBe('t2');
  });

  it('without a time limit, shows no countdown and lasts as long as the token', async () => {
    render(<Form />);
    const box = screen.getByRole('checkbox', { name: 'I am not a robot' });
    await solve(box);
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    await act(async () => vi.advanceTimersByTime(30_000));
    expect(box).toHaveAttribute('aria-checked', 'true');
    await act(async () => vi.advanceTimersByTime(30_000));
    expect(box).toHaveAttribute('aria-checked', 'false');
    expect(screen.queryByRole('group', { name: 'Human check' })).not.toBeInTheDocument();
  });

  it('says so, and shows no pictures, when the challenge is not what the contract says', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    onTestFinished(() => logged.mockRestore());
    api.on('GET /api/human-check', { status: 200, body: { data: { challenge: 'c1', subject: 'boats' } } });
    render(<Form />);
    const box = screen.getByRole('checkbox', { name: 'I am not a robot' });
    fireEvent.click(box);
    await act(async () => vi.advanceTimersByTime(GREY_TRANSITION_MS));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(UNREADABLE_ANSWER));
    expect(screen.queryByRole('group', { name: 'Human check' })).not.toBeInTheDocument();
    expect(box).toHaveAttribute('aria-checked', 'false');
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('GET /api/human-check: data.reference'));
  });
});
