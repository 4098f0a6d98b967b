import { expect, type Page } from '@playwright/test';
import { test } from './support/test';
import { freezeClock } from './support/clock';
import { answerOf, openHumanCheck, passHumanCheck } from './support/human-check';
import { siteDb } from './support/site-db';

async function openArticle(page: Page, index: number) {
  await page.goto('/blog/page/mind-growth?page=3');
  await page.locator('.card a').nth(index).click();
  await expect(page.locator('.article-body')).toBeVisible();
}

function latestOpinion() {
  const db = siteDb();
  try {
    return db.prepare('SELECT reader, country, opinion, reference FROM opinions ORDER BY id DESC LIMIT 1').get() as
      Record<string, string> | undefined;
  } finally {
    db.close();
  }
}

test.describe('human check', () => {
  test("the box, a 2 s grey transition, the panel; 'Choose the requirement'; 'Captcha failed' resets; the right pictures tick the box", async ({
    page,
  }) => {
    await page.goto('/ping');
    const form = page.getByRole('region', { name: /Write to me|If you not a Robot\?/ });
    const box = form.getByRole('checkbox', { name: 'I am not a robot' });
    await expect(box).toHaveAttribute('aria-checked', 'false');
    const challenge = await openHumanCheck(page, form);
    await expect(
      form.getByText(
        'You have to choose the requirement. Choose the picture, verify, tickmark may appear. It can complete the captcha challenge',
      ),
    ).toBeVisible();
    await expect(form.getByRole('group', { name: 'Human check' }).getByRole('button', { name: /^Picture \d$/ })).toHaveCount(8);
    // Fewer than 4: the message, nothing sent.
    await form.getByRole('button', { name: 'Picture 1', exact: true }).click();
    await form.getByRole('button', { name: 'Verify' }).click();
    await expect(form.getByRole('alert')).toHaveText('Choose the requirement');
    // A wrong picture: 'Captcha failed' and the selections reset (with new pictures).
    const answer = answerOf(challenge);
    const wrong = [0, 1, 2, 3, 4, 5, 6, 7].find((i) => !answer.includes(i))!;
    await form.getByRole('button', { name: 'Picture 1', exact: true }).click();
    for (const index of [wrong, ...answer.slice(0, 3)])
      await form.getByRole('button', { name: `Picture ${index + 1}`, exact: true }).click();
    const next = page.waitForResponse((r) => r.url().endsWith('/api/human-check') && r.request().method() === 'GET');
    await form.getByRole('button', { name: 'Verify' }).click();
    await expect(form.getByRole('alert')).toHaveText('Captcha failed');
    const fresh = (await (await next).json()).data.challenge as string;
    await expect(form.locator('[aria-pressed="true"]')).toHaveCount(0);
    for (const index of answerOf(fresh)) await form.getByRole('button', { name: `Picture ${index + 1}`, exact: true }).click();
    await form.getByRole('button', { name: 'Verify' }).click();
    await expect(box).toHaveAttribute('aria-checked', 'true');
    await expect(form.getByRole('group', { name: 'Human check' })).toHaveCount(0);
  });

  test('the grey transition lasts 2 s before the pictures show', async ({ page }) => {
    await freezeClock(page);
    await page.goto('/ping');
    const box = page.getByRole('checkbox', { name: 'I am not a robot' });
    await box.click();
    await expect(box).toHaveClass(/opening/);
    await page.clock.runFor(1900);
    await expect(page.getByRole('group', { name: 'Human check' })).toHaveCount(0);
    await page.clock.runFor(200);
    await expect(page.getByRole('group', { name: 'Human check' })).toBeVisible();
  });
});

test.describe('opinion form', () => {
  test("without the check the title reads 'If you not a Robot?' and the box greys", async ({ page }) => {
    await openArticle(page, 0);
    const form = page.getByRole('region', { name: 'Your opinion' });
    await form.getByLabel('Name').fill('Ada');
    await form.getByLabel('Country').fill('UK');
    await form.getByLabel('Opinion').fill('Lovely.');
    await form.getByRole('button', { name: 'Send opinion' }).click();
    await expect(page.getByRole('heading', { name: 'If you not a Robot?' })).toBeVisible();
    await expect(page.locator('.opinion-form .human-check')).toHaveClass(/warn/);
  });

  test("'wait your work happening', 'Opinion sent', cleared and re-enabled after 15000 ms; then 'Opinion was sent already'", async ({
    page,
  }) => {
    await freezeClock(page);
    await openArticle(page, 1);
    const form = page.locator('.opinion-form');
    await form.getByLabel('Name').fill('Grace <b>Hopper</b>');
    await form.getByLabel('Country').fill('USA');
    await form.getByLabel('Opinion').fill('Clear and useful.');
    await passHumanCheck(page, form, { frozenClock: true });
    await page.route(/\/api\/opinion-about-article-/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      await route.continue();
    });
    await form.getByRole('button', { name: 'Send opinion' }).click();
    await expect(form.getByRole('status')).toHaveText('wait your work happening');
    await expect(form.getByRole('status')).toHaveText('Opinion sent');
    const stored = latestOpinion();
    expect(stored).toMatchObject({ reader: 'Grace <b>Hopper</b>', country: 'USA' });
    expect(stored?.opinion).toContain('Clear and useful.');
    expect(stored?.reference).toMatch(/^\/blog\//);
    await expect(form.getByLabel('Name')).toBeDisabled();
    await page.clock.runFor(14900);
    await expect(form.getByLabel('Name')).toHaveValue('Grace <b>Hopper</b>');
    await page.clock.runFor(200);
    await expect(form.getByLabel('Name')).toHaveValue('');
    await expect(form.getByLabel('Name')).toBeEnabled();
    await expect(form.getByRole('checkbox', { name: 'I am not a robot' })).toHaveAttribute('aria-checked', 'false');
    // Once per article.
    await form.getByLabel('Name').fill('Grace');
    await form.getByLabel('Country').fill('USA');
    await form.getByLabel('Opinion').fill('Again.');
    await passHumanCheck(page, form, { frozenClock: true });
    await form.getByRole('button', { name: 'Send opinion' }).click();
    await expect(form.getByRole('status')).toHaveText('Opinion was sent already');
  });

  test("'Connection Issue' when the answer is not 201, cleared after 3000 ms, and the text stays", async ({ page }) => {
    await freezeClock(page);
    await openArticle(page, 2);
    const form = page.locator('.opinion-form');
    await form.getByLabel('Name').fill('Linus');
    await form.getByLabel('Country').fill('Finland');
    await form.getByLabel('Opinion').fill('Keep it short.');
    await passHumanCheck(page, form, { frozenClock: true });
    await page.route(/\/api\/opinion-about-article-/, (route) => route.fulfill({ status: 500, body: '{}' }));
    await form.getByRole('button', { name: 'Send opinion' }).click();
    await expect(form.getByRole('status')).toHaveText('Connection Issue');
    await page.clock.runFor(2900);
    await expect(form.getByRole('status')).toHaveText('Connection Issue');
    await page.clock.runFor(200);
    await expect(form.getByRole('status')).toHaveText('');
    await expect(form.getByLabel('Opinion')).toHaveValue('Keep it short.');
  });
});

test.describe('contact form', () => {
  test("'Message sent', then for 24 hours 'Message already sent, wait for 24 hours' with the fields disabled", async ({
    page,
    context,
  }) => {
    await page.goto('/ping');
    const form = page.locator('.contact-form');
    await form.getByLabel('Name').fill('Barbara');
    await form.getByLabel('E-mail').fill('barbara@example.com');
    await form.getByLabel('Country').fill('USA');
    await form.getByLabel('Detail').fill('A question about <script>alert(1)</script> substitution.');
    await passHumanCheck(page, form);
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(form.getByRole('status')).toHaveText('Message sent');
    await expect(form.getByLabel('Name')).toHaveValue('');
    const cookie = (await context.cookies()).find((c) => c.name === 'contactSent');
    expect(Math.round((cookie!.expires - Date.now() / 1000) / 86400)).toBe(1);
    await page.reload();
    await expect(page.locator('.contact-form').getByRole('status')).toHaveText('Message already sent, wait for 24 hours');
    await expect(page.locator('.contact-form').getByLabel('Name')).toBeDisabled();
    const db = siteDb();
    const ping = db.prepare('SELECT name, message FROM pings ORDER BY id DESC LIMIT 1').get() as { name: string; message: string };
    db.close();
    expect(ping).toEqual({ name: 'Barbara', message: 'A question about <script>alert(1)</script> substitution.' });
  });

  test("'Message cannot be sent right now' when the answer is not 201, and the message stays", async ({ page }) => {
    await page.goto('/ping');
    const form = page.locator('.contact-form');
    await form.getByLabel('Name').fill('Ken');
    await form.getByLabel('E-mail').fill('ken@example.com');
    await form.getByLabel('Country').fill('USA');
    await form.getByLabel('Detail').fill('Hello.');
    await passHumanCheck(page, form);
    await page.route(/\/api\/contacttry-/, (route) => route.fulfill({ status: 503, body: '{}' }));
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(form.getByRole('status')).toHaveText('Message cannot be sent right now');
    await expect(form.getByLabel('Detail')).toHaveValue('Hello.');
  });
});
