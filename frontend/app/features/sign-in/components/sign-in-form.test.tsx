import { fireEvent, screen, waitFor } from '@testing-library/dom';
import { createRoutesStub } from 'react-router';
import { act } from 'react';
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

const formStatus = () => document.querySelector('.sign-in-form > .form-status');
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
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

async function renderForm() {
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
}

async function signInWithEveryFieldFilled(changed: Record<string, string> = {}) {
  await renderForm();
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

describe('SignInForm: the layout', () => {
  it('asks the five fields in the spec order, then the human check right above Sign in', async () => {
    await renderForm();
    const form = screen.getByRole('form', { name: 'Sign in' });
    const controls = Array.from(form.querySelectorAll('input, button')).map(
      (element) => (element as HTMLInputElement).labels?.[0]?.textContent ?? element.textContent,
    );
    expect(controls).toEqual([
      'Colour sequence',
      'What is your nickname?',
      'Password',
      'E-mail',
      'Username',
      'Pass the human check',
      'Sign in',
    ]);
  });

  it("shows a field's message beside that field, read with it, and clears it after 2 s", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await signInWithEveryFieldFilled({ 'E-mail': 'rowan@example.org' });
    const email = screen.getByLabelText('E-mail');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Email is probably not written properly');
    expect(email.parentElement).toHaveTextContent('Email is probably not written properly');
    expect(formStatus()).toHaveTextContent('');
    await act(async () => vi.advanceTimersByTime(2000));
    expect(email).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Email is probably not written properly')).not.toBeInTheDocument();
  });

  it("puts the spec's robot message in the title when the check is not passed", async () => {
    await renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'sign-in' }));
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('If you not a Robot?');
    expect(formStatus()).toHaveTextContent('');
  });
});

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
    await waitFor(() => expect(formStatus()).toHaveTextContent(message));
    await waitFor(() => expect(visitorLogs()).toBe(1));
  });

  it('a rule the browser catches logs too, and nothing is sent', async () => {
    await signInWithEveryFieldFilled({ Password: 'short' });
    expect(screen.getByText('Password need to be more then 8 words')).toBeInTheDocument();
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
