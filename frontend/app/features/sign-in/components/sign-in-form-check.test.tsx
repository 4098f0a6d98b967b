import { fireEvent, screen, waitFor, within } from '@testing-library/dom';
import { act } from 'react';
import { createRoutesStub } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GREY_TRANSITION_MS, MIN_PICKS } from '~/components/human-check/rules';
import { mockApi, type MockApi } from '~/test/mock-api';
import { render, settle } from '~/test/render';
import { SignInForm } from './sign-in-form';

// The sign-in with its real human check: the check's 15 s, as the owner meets them.
const CHALLENGE = { challenge: 'c1', subject: 'boats', reference: '/ref.png', images: Array.from({ length: 8 }, (_, i) => `/p${i}.png`) };
const SIGN_IN = 'POST /api/user-micro-organisms-observe-data/demo';
let api: MockApi;
let issued = 0;

beforeEach(() => {
  issued = 0;
  vi.useFakeTimers({ shouldAdvanceTime: true });
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36',
  );
  api = mockApi({
    'GET /api/sign-in/question': { status: 200, body: { data: { attempt: 'a1', question: 'What is your nickname?' } } },
    'POST /api/visitor': { status: 201, body: { data: { logged: true } } },
    'GET /api/human-check': { status: 200, body: { data: CHALLENGE } },
    'POST /api/human-check': () => ({
      status: 200,
      body: { data: { token: `human-token-${(issued += 1)}`, expiresAt: new Date(Date.now() + 300_000).toISOString() } },
    }),
    [SIGN_IN]: { status: 200, body: { data: { username: 'rowan_ellis', email: 'rowan.ellis@gmail.com' } } },
  });
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const VALUES: Record<string, string> = {
  'Colour sequence': '#112233 #445566 #778899 #aabbcc',
  'What is your nickname?': 'Ro',
  Password: 'Quiet-River-2026',
  'E-mail': 'rowan.ellis@gmail.com',
  Username: 'rowan_ellis',
};

async function openForm() {
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      loader: () => ({ site: { siteKey: 'demo', productSlug: 'writer-blog' } }),
      HydrateFallback: () => null,
      Component: SignInForm,
    },
    { path: '/dashboard', Component: () => <h1>Dashboard</h1> },
  ]);
  render(<Stub />);
  await settle();
  fireEvent.click(screen.getByRole('button', { name: 'sign-in' }));
}

async function solveCheck() {
  const box = screen.getByRole('checkbox', { name: 'I am not a robot' });
  if (box.getAttribute('aria-checked') !== 'true' && !screen.queryByRole('group', { name: 'Human check' })) fireEvent.click(box);
  await act(async () => vi.advanceTimersByTime(GREY_TRANSITION_MS));
  const panel = await screen.findByRole('group', { name: 'Human check' });
  for (let i = 1; i <= MIN_PICKS; i += 1) fireEvent.click(within(panel).getByRole('button', { name: `Picture ${i}` }));
  fireEvent.click(within(panel).getByRole('button', { name: 'Verify' }));
  await waitFor(() => expect(box).toHaveAttribute('aria-checked', 'true'));
}

describe('SignInForm with its human check', () => {
  // Two solved checks, many renders: slow on a busy machine, so it has more than the default 5 s.
  it(
    'counts the solved check down, and when it runs out offers a fresh one at once, keeping every field',
    { timeout: 20_000 },
    async () => {
      await openForm();
      for (const [label, value] of Object.entries(VALUES)) fireEvent.change(screen.getByLabelText(label), { target: { value } });
      await solveCheck();
      expect(screen.getByRole('timer')).toHaveTextContent('Solved: 15 s left to sign in');
      await act(async () => vi.advanceTimersByTime(6000));
      expect(screen.getByRole('timer')).toHaveTextContent('Solved: 9 s left to sign in');
      await act(async () => vi.advanceTimersByTime(9000));

      expect(screen.getByText(/^Time ran out: a solved check counts for 15 s\./)).toBeInTheDocument();
      expect(screen.getByRole('checkbox', { name: 'I am not a robot' })).toHaveAttribute('aria-checked', 'false');
      for (const [label, value] of Object.entries(VALUES)) expect(screen.getByLabelText(label)).toHaveValue(value);
      // The fresh check is already open: solved again, the sign-in goes through with the new token.
      await solveCheck();
      expect(api.callsTo('GET /api/human-check')).toHaveLength(2);
      fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
      expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
      expect(api.callsTo(SIGN_IN)[0].body).toMatchObject({ humanCheck: 'human-token-2', attempt: 'a1' });
    },
  );

  it("an expired check sent anyway gets the spec's 'If you not a Robot?' and nothing is sent", async () => {
    await openForm();
    await solveCheck();
    await act(async () => vi.advanceTimersByTime(15_000));
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('If you not a Robot?');
    await settle();
    expect(api.callsTo(SIGN_IN)).toHaveLength(0);
  });
});
