import { describe, expect, it } from 'vitest';
import { DEMO_OWNER } from '../../../../packages/test-kit/src/demo-owner.mjs';
import { MESSAGES, firstProblem, isSupportedBrowser, type SignInInput } from './rules';

// The demo owner's values: what the form must let through.
const good: SignInInput = {
  robotChecked: true,
  colours: DEMO_OWNER.colours,
  answer: DEMO_OWNER.answers[2],
  password: DEMO_OWNER.password,
  email: DEMO_OWNER.email,
  username: DEMO_OWNER.username,
};

describe('firstProblem (the spec order)', () => {
  it('finds nothing in plausible input', () => {
    expect(firstProblem(good)).toBeNull();
  });

  it('reports the first broken rule, in order', () => {
    const broken: SignInInput = { robotChecked: false, colours: 'red', answer: '', password: 'short', email: 'x', username: 'me' };
    expect(firstProblem(broken)).toBe(MESSAGES.robot);
    expect(firstProblem({ ...broken, robotChecked: true })).toBe(MESSAGES.colours);
    expect(firstProblem({ ...broken, robotChecked: true, colours: good.colours })).toBe(MESSAGES.answer);
    expect(firstProblem({ ...good, password: 'seven77' })).toBe(MESSAGES.password);
    expect(firstProblem({ ...good, email: 'rowan@example.org' })).toBe(MESSAGES.email);
    expect(firstProblem({ ...good, username: 'rowan' })).toBe(MESSAGES.username);
  });

  it('takes four hex colours separated by spaces, three or six digits', () => {
    expect(firstProblem({ ...good, colours: '#fff #000 #abcdef #123456' })).toBeNull();
    expect(firstProblem({ ...good, colours: '#fff #000 #abcdef' })).toBe(MESSAGES.colours);
    expect(firstProblem({ ...good, colours: '#ggg #000 #abcdef #123456' })).toBe(MESSAGES.colours);
  });

  it("wants '@', '.', 'com' and a mail provider's name", () => {
    expect(firstProblem({ ...good, email: 'someone@outlook.com' })).toBeNull();
    expect(firstProblem({ ...good, email: 'someone@unknown.com' })).toBe(MESSAGES.email);
    expect(firstProblem({ ...good, email: 'someone@gmail.org' })).toBe(MESSAGES.email);
  });
});

describe('isSupportedBrowser', () => {
  it('allows Chromium-family, Safari and UC; not Firefox', () => {
    expect(isSupportedBrowser('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36')).toBe(
      true,
    );
    expect(isSupportedBrowser('Mozilla/5.0 (Macintosh) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15')).toBe(true);
    expect(isSupportedBrowser('Mozilla/5.0 (Linux; U; Android 10) UCBrowser/13.4.0.1306 Mobile Safari/537.36')).toBe(true);
    expect(isSupportedBrowser('Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0')).toBe(false);
  });
});
