import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { test } from './support/test';
import { EVERY_BLOCK, postArticle } from './support/articles';
import { signInAsOwner } from './support/owner';
import { deleteArticles, withOwner } from './support/owner-api';
import { button, editor, field } from './support/write-page';

// Issue 19 item 6 (ADR 0041): a table, a footnote and a caption made in the editor, posted,
// and read on the article's page as written.

const TOKEN = `Bl${Date.now()}${Math.floor(Math.random() * 1e6)}`;
const created: string[] = [];

test.afterAll(({ browser }) => withOwner(browser, (api) => deleteArticles(api, created)));

test.beforeEach(async ({ context, baseURL }) => {
  await signInAsOwner(context, baseURL!);
});

const source = (page: Page) => page.getByRole('textbox', { name: 'Article (HTML source)' });

test('a table, a footnote and a caption made in the editor reach the reader as written', async ({ page }) => {
  await page.clock.install();
  await page.goto('/dashboard/write');
  await expect(editor(page)).toBeVisible();
  const picture = new URL('/favicon.svg', page.url()).href;
  await field(page, 'Title').fill(`${TOKEN} Weekly Walks`);
  await field(page, 'Picture').fill(`${picture} Photo by Ana Rowe`);
  await field(page, 'Source').fill('https://example.com/walks');
  await field(page, 'Author').fill('Rowan Ellis');
  await field(page, 'Reference').fill('true');

  // A picture to caption, from the source view.
  await button(page, 'HTML source').click();
  await source(page).fill(`<p>Distances walked this week.</p><p><img src="${picture}" alt="A map"></p>`);
  await button(page, 'Rich text').click();

  // The caption: its field shows only with the cursor just after the picture.
  const caption = page.getByRole('textbox', { name: 'Caption' });
  await expect(caption).toBeHidden();
  await editor(page).getByText('Distances walked this week.').click();
  await page.keyboard.press('End');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(caption).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Insert table' })).toBeHidden();
  await caption.fill('The usual loop');
  await caption.press('Enter');
  await expect(editor(page).locator('figure figcaption')).toHaveText('The usual loop');

  // A table of 2 × 2 after the text, then one more row.
  await editor(page).getByText('Distances walked this week.').click();
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  await field(page, 'Rows').fill('2');
  await field(page, 'Columns').fill('2');
  await button(page, 'Insert table').click();
  const cells = editor(page).locator('td');
  await expect(cells).toHaveCount(4);
  for (const [i, text] of ['Day', 'Km', 'Mon', '5'].entries()) {
    await cells.nth(i).click();
    await page.keyboard.type(text);
  }
  await button(page, 'Row below').click();
  await expect(cells).toHaveCount(6);
  await cells.nth(4).click();
  await page.keyboard.type('Tue');
  await cells.nth(5).click();
  await page.keyboard.type('7');

  // A footnote after the first sentence: its note is written at the end.
  await editor(page).getByText('Distances walked this week.').click();
  await page.keyboard.press('End');
  await button(page, 'Footnote').click();
  await page.keyboard.type('Counted by my phone.');
  // Enter ends the note: the cursor is back in the text, after the reference.
  await page.keyboard.press('Enter');
  await page.keyboard.type(' Roughly.');

  await button(page, 'HTML source').click();
  await expect(source(page)).toHaveValue(
    '<p>Distances walked this week.<sup class="footnote-ref" id="fnref-1"><a href="#fn-1">1</a></sup> Roughly.</p>' +
      '<table><thead><tr><th>Day</th><th>Km</th></tr></thead><tbody><tr><td>Mon</td><td>5</td></tr><tr><td>Tue</td><td>7</td></tr></tbody></table>' +
      `<figure><img src="${picture}" alt="A map"><figcaption>The usual loop</figcaption></figure>` +
      '<ol class="footnotes"><li class="footnote" id="fn-1">Counted by my phone.</li></ol>',
  );

  await button(page, 'Post').click();
  await expect(page).toHaveURL(/\/redirect-play-post-flow$/);
  await page.clock.runFor(3000);
  await expect(page).toHaveURL(/\/blog\/[A-Za-z0-9]+$/);
  created.push(new URL(page.url()).pathname.split('/').pop()!);

  const body = page.locator('.article-body');
  const table = body.getByRole('region', { name: 'Table' }).getByRole('table');
  await expect(table.getByRole('columnheader')).toHaveText(['Day', 'Km']);
  await expect(table.getByRole('cell')).toHaveText(['Mon', '5', 'Tue', '7']);
  await expect(body.locator('figure figcaption')).toHaveText('The usual loop');
  const notes = body.getByRole('region', { name: 'Notes' });
  await expect(notes.getByRole('listitem')).toHaveText(['Counted by my phone. ↩︎']);
  // The reference leads to its note, and the note back to it.
  await body.locator('sup.footnote-ref').getByRole('link', { name: '1' }).click();
  await expect(page).toHaveURL(/#fn-1$/);
  await notes.getByRole('link', { name: 'Back to reference 1' }).click();
  await expect(page).toHaveURL(/#fnref-1$/);
});

test('on a phone a wide table scrolls in its own box, and every block reads well in both themes', async ({ page, context, baseURL }) => {
  const { _id } = await postArticle(page.request, `${TOKEN} Every Block`, EVERY_BLOCK);
  created.push(_id);
  await page.setViewportSize({ width: 390, height: 844 });
  for (const theme of ['light', 'dark']) {
    await context.addCookies([{ name: 'theme', value: theme, url: baseURL! }]);
    await page.goto(`/blog/${_id}`);
    const body = page.locator('.article-body');
    await expect(body.locator('pre.shiki')).toContainText('const average');
    await expect(body.locator('blockquote')).toHaveText('Slow is smooth, and smooth is fast.');
    await expect(body.locator('hr')).toHaveCount(1);
    const box = body.getByRole('region', { name: 'Table' });
    // The table scrolls in its box; nothing in the body reaches past the body's own width.
    const [boxScrolls, bodyOverflows] = await box.evaluate((element) => {
      const article = element.closest<HTMLElement>('.article-body')!;
      return [element.scrollWidth > element.clientWidth, article.scrollWidth > article.clientWidth];
    });
    expect([boxScrolls, bodyOverflows]).toEqual([true, false]);
    const { violations } = await new AxeBuilder({ page }).include('.article-body').analyze();
    const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${theme} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  }
});
