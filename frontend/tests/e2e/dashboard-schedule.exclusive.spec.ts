import { randomBytes } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { test } from './support/test';
import { postArticle, postDraft } from './support/articles';
import { moveCmsClock, moveCmsClockAndWait, resetCmsClock } from './support/cms-clock';
import { signInAsOwner } from './support/owner';
import { removeDrafts, withOwner } from './support/owner-api';
import { confirmedSubscriber, mailsTo } from './support/outbox';

// Issue 19, items 4 and 7 (ADR 37): a draft's publish time and the newsletter's five
// minutes, with the CMS's clock moved (TEST_CLOCK_FILE). Moving it moves every due job,
// and the Draft page shows every draft, so this runs alone (project 'exclusive').
test.describe.configure({ mode: 'serial' });

const TOKEN = `Sc${Date.now().toString(36)}${randomBytes(2).toString('hex')}`;

/** The value a datetime-local field takes for `minutes` from now, in the browser's own time zone. */
const localInput = (page: Page, minutes: number) =>
  page.evaluate((ms) => {
    const at = new Date(Date.now() + ms);
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
  }, minutes * 60_000);

const rowOf = (page: Page, title: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
const sendOf = (page: Page, title: string) => page.getByRole('row').filter({ hasText: title });

test.beforeAll(async ({ browser }) => {
  resetCmsClock();
  await withOwner(browser, (api) => removeDrafts(api));
});
test.afterAll(async ({ browser }) => {
  resetCmsClock();
  await withOwner(browser, (api) => removeDrafts(api));
});
test.beforeEach(async ({ context, baseURL }) => {
  resetCmsClock();
  await signInAsOwner(context, baseURL!);
});

test('a scheduled draft is published when the clock reaches its time, and shows on the reader site at once', async ({ page, context }) => {
  const title = `${TOKEN} Evening Pages`;
  await postDraft(context.request, title, '<p>Written in the morning, read at night.</p>');
  await page.goto('/dashboard/drafts');
  const row = rowOf(page, title);
  await expect(row.getByRole('checkbox', { name: 'E-mail to subscribers' })).toBeChecked();
  await row.getByRole('button', { name: 'Schedule' }).click();

  // A time that has passed is refused, with the reason.
  await row.getByLabel('Publish at').fill(await localInput(page, -60));
  await row.getByRole('button', { name: 'Save time' }).click();
  await expect(row.getByRole('alert').first()).toHaveText('The publish time has passed: choose a time in the future.');

  await row.getByLabel('Publish at').fill(await localInput(page, 60));
  await row.getByRole('button', { name: 'Save time' }).click();
  await expect(row).toContainText(/Scheduled for \w+ \d{1,2}, \d{4}, \d{2}:\d{2} UTC/);
  await expect(row.getByRole('button')).toHaveText(['Delete', 'Edit', 'Change time', 'Publish', 'Share preview']);

  // The reader site has not got it yet, however long the real clock runs meanwhile.
  await page.goto('/blog/page/articles');
  await expect(page.getByRole('main')).toBeVisible();
  await expect(page.getByRole('link', { name: title })).toHaveCount(0);

  // An hour later for the CMS: its poller publishes the draft, and the cached pages refresh.
  moveCmsClock(61);
  await expect(async () => {
    await page.goto('/blog/page/articles');
    await expect(page.getByRole('link', { name: title })).toBeVisible({ timeout: 500 });
  }).toPass({ timeout: 30_000 });
  await page.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);

  // The draft is gone; its e-mail waits its five minutes, and Cancel stops it.
  await page.goto('/dashboard/drafts');
  await expect(page.getByRole('heading', { name: title })).toHaveCount(0);
  await page.goto('/dashboard/newsletter');
  const send = sendOf(page, title);
  await expect(send).toContainText('Waiting');
  await send.getByRole('button', { name: `Cancel the e-mail of ${title}` }).click();
  await expect(send).toContainText('Cancelled');
  await expect(send.getByRole('button')).toHaveCount(0);
});

test('a changed time moves the publish, and a cleared one keeps the draft a draft', async ({ page, context }) => {
  const title = `${TOKEN} Slow Afternoons`;
  await postDraft(context.request, title, '<p>Nothing to hurry.</p>');
  await page.goto('/dashboard/drafts');
  const row = rowOf(page, title);
  await row.getByRole('button', { name: 'Schedule' }).click();
  await row.getByLabel('Publish at').fill(await localInput(page, 30));
  await row.getByRole('button', { name: 'Save time' }).click();
  await expect(row).toContainText('Scheduled for');

  await row.getByRole('button', { name: 'Change time' }).click();
  await row.getByLabel('Publish at').fill(await localInput(page, 180));
  await row.getByRole('button', { name: 'Save time' }).click();
  await moveCmsClockAndWait(31);
  await page.reload();
  await expect(row).toContainText('Scheduled for');

  await row.getByRole('button', { name: 'Change time' }).click();
  await row.getByRole('button', { name: 'Clear time' }).click();
  await expect(row).not.toContainText('Scheduled for');
  await moveCmsClockAndWait(181);
  await page.reload();
  await expect(row).toBeVisible();
  await expect(row.getByRole('button', { name: 'Schedule' })).toBeVisible();
});

test("a new article's e-mail leaves five minutes after it is posted; the Newsletter page shows its recipients", async ({
  page,
  context,
}) => {
  const reader = `schedule-${Date.now()}@example.com`;
  await confirmedSubscriber(reader);
  const title = `${TOKEN} Morning Letters`;
  await postArticle(context.request, title, '<p>The first paragraph the e-mail quotes.</p>');
  await page.goto('/dashboard/newsletter');
  const send = sendOf(page, title);
  await expect(send).toContainText('Waiting');
  await expect(send).toContainText(/leaves in [45] min/);

  moveCmsClock(6);
  await expect(async () => {
    await page.reload();
    await expect(send).toContainText('Sent', { timeout: 500 });
  }).toPass({ timeout: 30_000 });
  await expect(send).toContainText(/\d+ of \d+ received/);
  await expect(send.getByRole('button')).toHaveCount(0);

  const mail = mailsTo(reader).find((text) => text.includes(`Subject: ${title}`));
  expect(mail).toContain('The first paragraph the e-mail quotes.');
});
