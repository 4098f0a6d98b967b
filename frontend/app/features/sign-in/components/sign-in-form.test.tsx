import { fireEvent, screen, waitFor } from '@testing-library/dom';
import { createRoutesStub } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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

type Answer = { status: number; body?: unknown } | 'offline';
let signInAnswer: Answer;
let fetchMock: ReturnType<typeof vi.fn>;

const requested = () => fetchMock.mock.calls.map(([url]) => String(url));
const visitorLogs = () => requested().filter((url) => url === '/api/visitor').length;

beforeEach(() => {
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36',
  );
  fetchMock = vi.fn(async (url: string) => {
    const json = (status: number, body: unknown) =>
      new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    if (url === '/api/sign-in/question') return json(200, { data: { attempt: 'a1', question: 'What is your nickname?' } });
    if (url === '/api/visitor') return json(201, { data: { logged: true } });
    if (signInAnswer === 'offline') throw new TypeError('Failed to fetch');
    return json(signInAnswer.status, signInAnswer.body);
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

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
  it.each<[string, Answer, string]>([
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
    signInAnswer = answer;
    await signInWithEveryFieldFilled();
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(message));
    await waitFor(() => expect(visitorLogs()).toBe(1));
  });

  it('a rule the browser catches logs too, and nothing is sent', async () => {
    signInAnswer = { status: 500 };
    await signInWithEveryFieldFilled({ Password: 'short' });
    expect(screen.getByRole('alert')).toHaveTextContent('Password need to be more then 8 words');
    await waitFor(() => expect(visitorLogs()).toBe(1));
    expect(requested().some((url) => url.startsWith('/api/user-micro-organisms-observe-data/'))).toBe(false);
  });

  it('a sign-in that passes logs nothing', async () => {
    signInAnswer = { status: 200, body: { data: { username: 'rowan_ellis', email: 'rowan.ellis@gmail.com' } } };
    await signInWithEveryFieldFilled();
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(visitorLogs()).toBe(0);
  });
});
