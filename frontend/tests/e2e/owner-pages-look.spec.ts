import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { test } from './support/test';
import { passHumanCheck } from './support/human-check';
import { signInAsOwner } from './support/owner';

// The owner's pages issue 17 redesigned: no serious or critical axe violation, in both themes.
async function expectNoSeriousViolations(page: Page, label: string) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${label} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

for (const theme of ['light', 'dark']) {
  test(`/sign-in, locked, with a message beside a field and the check solved, in the ${theme} theme`, async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([{ name: 'theme', value: theme, url: baseURL! }]);
    // A real clock: axe waits on timers of its own, which a still clock would never run.
    await page.goto('/sign-in');
    await expectNoSeriousViolations(page, `${theme} locked`);
    await page.getByRole('button', { name: 'sign-in' }).click();
    const form = page.locator('.sign-in-form');
    await form.getByLabel('Colour sequence').fill('red');
    await passHumanCheck(page, form);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(form.getByLabel('Colour sequence')).toHaveAccessibleDescription('Provided Hex color is not supported.');
    await expect(form.getByRole('timer')).toHaveText(/^Solved: \d+ s left to sign in$/);
    await expectNoSeriousViolations(page, `${theme} message and timer`);
  });

  test(`the dashboard's Read page, in the ${theme} theme: the heading, the newest articles linked to their reader pages`, async ({
    page,
    context,
    baseURL,
  }) => {
    await signInAsOwner(context, baseURL!);
    await context.addCookies([{ name: 'theme', value: theme, url: baseURL! }]);
    await page.goto('/dashboard/read');
    await expect(page.getByRole('heading', { name: 'Read', level: 1 })).toBeVisible();
    const newest = page.getByRole('region', { name: 'Newest on the site' });
    const first = newest.getByRole('listitem').first().getByRole('link');
    await expect(first).toHaveAttribute('href', /^\/(blog|local)\//);
    const title = await first.textContent();
    await first.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title!);
    await page.goBack();
    await expectNoSeriousViolations(page, `${theme} Read`);
  });
}
