import { expect, type Page } from '@playwright/test';
import { test } from './support/test';
import { answerOf, passHumanCheck } from './support/human-check';
import { freezeClock } from './support/clock';
import { SIGN_IN_QUESTIONS } from '../../../packages/test-kit/src/sign-in.mjs';
import { OWNER } from './support/owner';
import { liftLockouts } from './support/strapi-admin';

async function fillSignIn(page: Page, values: Partial<typeof OWNER & { answer: string }> = {}) {
  const form = page.locator('.sign-in-form');
  const question = (await form.locator('label').nth(1).textContent()) ?? '';
  const answer = values.answer ?? OWNER.answers[SIGN_IN_QUESTIONS.findIndex((q) => question.startsWith(q))];
  await form.getByLabel('Colour sequence').fill(values.colours ?? OWNER.colours);
  await form.locator('input[name="answer"]').fill(answer);
  await form.getByLabel('Password').fill(values.password ?? OWNER.password);
  await form.getByLabel('E-mail').fill(values.email ?? OWNER.email);
  await form.getByLabel('Username').fill(values.username ?? OWNER.username);
}

test.describe.configure({ mode: 'serial' });
// Each test counts failures from scratch, and the lockout test's lock goes with it.
test.beforeEach(liftLockouts);
test.afterAll(liftLockouts);

test('/dashboard without a session is redirected to /sign-in by the server, before any dashboard HTML', async ({ request, page }) => {
  const response = await request.get('/dashboard', { maxRedirects: 0 });
  expect(response.status()).toBe(302);
  expect(response.headers().location).toBe('/sign-in');
  expect(await response.text()).not.toContain('Signed in as');
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/sign-in$/);
});

test('the form stays disabled until the title word is clicked', async ({ page }) => {
  await page.goto('/sign-in');
  await expect(page.getByLabel('Password')).toBeDisabled();
  await page.getByRole('button', { name: 'sign-in' }).click();
  await expect(page.getByLabel('Password')).toBeEnabled();
});

test('each rule in the spec order, with its message beside its field, cleared after 2 s', async ({ page }) => {
  // A still clock: the solved check's 15 s pass only when the test says so.
  await freezeClock(page);
  await page.goto('/sign-in');
  await page.getByRole('button', { name: 'sign-in' }).click();
  const form = page.locator('.sign-in-form');
  let visitorLogs = 0;
  page.on('request', (r) => {
    if (r.url().endsWith('/api/visitor')) visitorLogs += 1;
  });
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('If you not a Robot?');
  await page.clock.runFor(2000);
  await passHumanCheck(page, form, { frozenClock: true });
  const cases: [Partial<typeof OWNER & { answer: string }>, string, string][] = [
    [{ colours: 'red green blue' }, 'Colour sequence', 'Provided Hex color is not supported.'],
    [{ answer: '' }, 'answer', 'Captcha doesnot exist'],
    [{ password: 'short' }, 'Password', 'Password need to be more then 8 words'],
    [{ email: 'rowan@example.org' }, 'E-mail', 'Email is probably not written properly'],
    [{ username: 'rowan' }, 'Username', 'Username is probably not written properly'],
  ];
  for (const [values, field, message] of cases) {
    await fillSignIn(page, values);
    await page.getByRole('button', { name: 'Sign in' }).click();
    const input = field === 'answer' ? form.locator('input[name="answer"]') : form.getByLabel(field, { exact: true });
    await expect(input).toHaveAccessibleDescription(message);
    await expect(form.locator('.field-error')).toHaveText(message);
    await page.clock.runFor(1900);
    await expect(form.locator('.field-error')).toHaveText(message);
    await page.clock.runFor(100);
    await expect(form.locator('.field-error')).toHaveCount(0);
  }
  expect(visitorLogs).toBeGreaterThanOrEqual(6);
});

test("a wrong secret reads 'Authentication failed...'; the right ones sign in, then Signout ends the session", async ({
  page,
  context,
}) => {
  await page.goto('/sign-in');
  await page.getByRole('button', { name: 'sign-in' }).click();
  await passHumanCheck(page, page.locator('.sign-in-form'));
  await fillSignIn(page, { password: 'Wrong-password-1' });
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.locator('.sign-in-form > .form-status')).toHaveText('Authentication failed...');
  await passHumanCheck(page, page.locator('.sign-in-form'));
  await fillSignIn(page);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Signed in as rowan_ellis')).toBeVisible();
  const session = (await context.cookies()).find((c) => c.name === 'session');
  expect(session).toMatchObject({ httpOnly: true, sameSite: 'Strict' });
  const record = JSON.parse((await page.evaluate(() => localStorage.getItem('auth')))!);
  expect(record).toEqual({ generalisedData: { username: 'rowan_ellis', email: 'rowan.ellis@gmail.com' }, result: 'owner' });
  expect(JSON.stringify(record)).not.toContain(OWNER.password);
  // The footer follows the session.
  await expect(page.locator('footer').getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(page.locator('footer').getByRole('button', { name: 'Logout' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('button', { name: 'Signout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('footer').getByRole('link', { name: 'Login' })).toBeVisible();
  // The old cookie no longer opens the dashboard: the session ended on the server.
  await context.addCookies([{ ...session!, expires: -1 }]);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/sign-in$/);
});

test('a check solved first runs out after 15 s: the page says so, offers a fresh one at once, keeps the fields, and signs in', async ({
  page,
}) => {
  await freezeClock(page);
  await page.goto('/sign-in');
  await page.getByRole('button', { name: 'sign-in' }).click();
  const form = page.locator('.sign-in-form');
  // The check sits last, right above Sign in.
  const order = await form
    .locator('input, button')
    .evaluateAll((elements) =>
      elements.map((element) => element.getAttribute('name') ?? element.getAttribute('role') ?? element.textContent),
    );
  expect(order.slice(0, 6)).toEqual(['colours', 'answer', 'password', 'email', 'username', 'checkbox']);
  expect(order.at(-1)).toBe('Sign in');

  await passHumanCheck(page, form, { frozenClock: true });
  await expect(form.getByRole('timer')).toHaveText('Solved: 15 s left to sign in');
  await fillSignIn(page);
  await page.clock.runFor(5000);
  await expect(form.getByRole('timer')).toHaveText('Solved: 10 s left to sign in');
  const fresh = page.waitForResponse((r) => r.url().endsWith('/api/human-check') && r.request().method() === 'GET');
  await page.clock.runFor(10_000);
  await expect(form.getByRole('alert').filter({ hasText: 'Time ran out' })).toHaveText(
    'Time ran out: a solved check counts for 15 s. Solve this fresh one to sign in; everything you typed is kept.',
  );
  await expect(form.getByRole('checkbox', { name: 'I am not a robot' })).toHaveAttribute('aria-checked', 'false');
  const { challenge } = (await (await fresh).json()).data as { challenge: string };
  await page.clock.runFor(2000);
  const panel = form.getByRole('group', { name: 'Human check' });
  await expect(panel).toBeVisible();
  await expect(form.getByLabel('Username')).toHaveValue(OWNER.username);
  await expect(form.getByLabel('Password')).toHaveValue(OWNER.password);
  for (const index of answerOf(challenge)) await panel.getByRole('button', { name: `Picture ${index + 1}`, exact: true }).click();
  await panel.getByRole('button', { name: 'Verify' }).click();
  await expect(form.getByRole('timer')).toHaveText('Solved: 15 s left to sign in');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('after 4 failures from one address the fifth locks sign-in with a wait (429), and that failure is logged too', async ({ page }) => {
  // Six human checks, each with its 2 s grey transition, and six sign-ins: longer than most tests.
  test.slow();
  await page.goto('/sign-in');
  await page.getByRole('button', { name: 'sign-in' }).click();
  for (let n = 0; n < 5; n += 1) {
    await passHumanCheck(page, page.locator('.sign-in-form'));
    await fillSignIn(page, { password: `Wrong-password-${n}` });
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.locator('.sign-in-form > .form-status')).toHaveText('Authentication failed...');
  }
  await passHumanCheck(page, page.locator('.sign-in-form'));
  await fillSignIn(page);
  // The locked-out failure is logged too, like every other (admin-side.md section 5).
  const logged = page.waitForRequest((r) => r.url().endsWith('/api/visitor') && r.method() === 'POST');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.locator('.sign-in-form > .form-status')).toHaveText(/^Too many failed sign-ins: try again in \d+ seconds\.$/);
  expect((await (await logged).response())?.status()).toBe(201);
  await expect(page).toHaveURL(/\/sign-in$/);
});
