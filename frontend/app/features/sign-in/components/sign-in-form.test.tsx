import { fireEvent, screen, waitFor } from '@testing-library/dom';
import { createRoutesStub } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, type MockApi, type Reply } from '~/test/mock-api';
import { render, settle } from '~/test/render';
import { SignInForm } from './sign-in-form';

// The image check has its own tests: here it is passed with one click.
vi.mock('~/components/human-check/human-check', () => ({
  HumanCheck: ({ onToken }: { onToken: (token: string | null) => void }) => (
    <button type="button" onClick={() => onToken('human-token')}>
      Pass the human check
    </button>
  ),
}));

const SIGN_IN = 'POST /api/user-micro-organisms-observe-data/demo';
let api: MockApi;

const visitorLogs = () => api.callsTo('POST /api/visitor').length;

beforeEach(() => {
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36',
  );
  api = mockApi({
    'GET /api/sign-in/question': { status: 200, body: { data: { attempt: 'a1', question: 'What is your nickname?' } } },
    'POST /api/visitor': { status: 201, body: { data: { logged: true } } },
  });
});
afterEach(() => vi.restoreAllMocks());

async function signInWithEveryFieldFilled(changed: Record<string, string> = {}) {
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
  fireEvent.click(screen.getByRole('button', { name: 'Pass the human check' }));
  const fill = (label: string, value: string) =>
    fireEvent.change(screen.getByLabelText(label), { target: { value: changed[label] ?? value } });
  fill('Colour sequence', '#112233 #445566 #778899 #aabbcc');
  fill('What is your nickname?', 'Ro');
  fill('Password', 'Quiet-River-2026');
  fill('E-mail', 'rowan.ellis@gmail.com');
  fill('Username', 'rowan_ellis');
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
  await settle();
}

describe('SignInForm: the visitor log after each failure', () => {
  it.each<[string, Reply, string]>([
    ['a wrong secret (404)', { status: 404, body: '404' }, 'Authentication failed...'],
    [
      'a locked-out sign-in (429)',
      {
        status: 429,
        body: { data: null, error: { status: 429, message: 'Too many failed sign-ins: try again in 600 seconds.' } },
      },
      'Too many failed sign-ins: try again in 600 seconds.',
    ],
    ['no answer at all', 'offline', 'Internet Issue'],
  ])('%s shows its message and logs the visitor once', async (_case, answer, message) => {
    api.on(SIGN_IN, answer);
    await signInWithEveryFieldFilled();
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(message));
    await waitFor(() => expect(visitorLogs()).toBe(1));
  });

  it('a rule the browser catches logs too, and nothing is sent', async () => {
    await signInWithEveryFieldFilled({ Password: 'short' });
    expect(screen.getByRole('alert')).toHaveTextContent('Password need to be more then 8 words');
    await waitFor(() => expect(visitorLogs()).toBe(1));
    expect(api.callsTo(SIGN_IN)).toHaveLength(0);
  });

  it('a sign-in that passes logs nothing', async () => {
    api.on(SIGN_IN, { status: 200, body: { data: { username: 'rowan_ellis', email: 'rowan.ellis@gmail.com' } } });
    await signInWithEveryFieldFilled();
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(visitorLogs()).toBe(0);
  });
});
