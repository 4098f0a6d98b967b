import { fireEvent, screen, waitFor } from '@testing-library/dom';
import { act, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '~/test/mock-api';
import { render } from '~/test/render';
import { HumanCheck } from './human-check';
import { GREY_TRANSITION_MS, MIN_PICKS } from './rules';

const CHALLENGE = { challenge: 'c1', subject: 'boats', reference: '/ref.png', images: Array.from({ length: 9 }, (_, i) => `/p${i}.png`) };
const tokens: (string | null)[] = [];

// The CMS's two human-check calls.
beforeEach(() => {
  tokens.length = 0;
  vi.useFakeTimers({ shouldAdvanceTime: true });
  mockApi({
    'GET /api/human-check': { status: 200, body: { data: CHALLENGE } },
    'POST /api/human-check': () => ({
      status: 200,
      body: { data: { token: 't1', expiresAt: new Date(Date.now() + 60_000).toISOString() } },
    }),
  });
});
afterEach(() => {
  vi.useRealTimers();
});

/** A form around the check: 'Sent' starts the check over, as the forms do after sending. */
function Form() {
  const [resetKey, setResetKey] = useState(0);
  return (
    <>
      <HumanCheck onToken={(token) => tokens.push(token)} resetKey={resetKey} />
      <button type="button" onClick={() => setResetKey((key) => key + 1)}>
        Sent
      </button>
    </>
  );
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
});
