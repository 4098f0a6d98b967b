import { expect, type Page } from '@playwright/test';
import { test } from './support/test';
import { freezeClock } from './support/clock';

async function openNewestCodingArticle(page: Page) {
  await page.goto('/blog/page/coding');
  await page.locator('.card a').first().click();
  await expect(page.locator('.article-body')).toBeVisible();
}

test('Listen reads the article aloud at rate 0.8, volume 1, pitch 1; Listen is disabled while speaking; Stop ends it', async ({ page }) => {
  // A fake voice: headless Chromium has no speech engine. It records what the page asks for.
  await page.addInitScript(() => {
    const spoken: { text: string; rate: number; volume: number; pitch: number }[] = [];
    let current: SpeechSynthesisUtterance | null = null;
    Object.assign(window, { spoken });
    Object.defineProperty(window, 'speechSynthesis', {
      value: {
        speak(u: SpeechSynthesisUtterance) {
          current = u;
          spoken.push({ text: u.text, rate: u.rate, volume: u.volume, pitch: u.pitch });
        },
        cancel() {
          const u = current;
          current = null;
          u?.onend?.(new Event('end') as SpeechSynthesisEvent);
        },
      },
    });
  });
  await openNewestCodingArticle(page);
  const listen = page.getByRole('button', { name: 'Listen' });
  const stop = page.getByRole('button', { name: 'Stop' });
  await expect(stop).toBeDisabled();
  await listen.click();
  await expect(listen).toBeDisabled();
  await expect(page.getByText('Listening may not work on some browsers.')).toBeVisible();
  const [spoken] = await page.evaluate(
    () => (window as unknown as { spoken: { text: string; rate: number; volume: number; pitch: number }[] }).spoken,
  );
  // SpeechSynthesisUtterance stores single-precision floats.
  expect(spoken.rate).toBeCloseTo(0.8, 5);
  expect(spoken).toMatchObject({ volume: 1, pitch: 1 });
  expect(spoken.text).toContain('Every program fails now and then.');
  await stop.click();
  await expect(listen).toBeEnabled();
  await expect(page.getByText('Listening may not work on some browsers.')).toHaveCount(0);
});

test('a browser that cannot speak is not offered Listen', async ({ page }) => {
  await page.addInitScript(() => Reflect.deleteProperty(window, 'speechSynthesis'));
  await openNewestCodingArticle(page);
  await expect(page.locator('.article-body')).toContainText('Every program fails now and then.');
  await expect(page.getByRole('button', { name: 'Listen' })).toHaveCount(0);
});

test('share: five networks in a new tab, copy URL shows copied for 1000 ms, print after 501 ms', async ({ page, context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await freezeClock(page);
  await page.addInitScript(() => {
    Object.assign(window, { printed: 0 });
    window.print = () => {
      (window as unknown as { printed: number }).printed += 1;
    };
  });
  await openNewestCodingArticle(page);
  const share = page.getByRole('region', { name: 'Share' });
  const hosts = { Reddit: 'www.reddit.com', X: 'x.com', LinkedIn: 'www.linkedin.com', Telegram: 't.me', WhatsApp: 'wa.me' };
  for (const [name, host] of Object.entries(hosts)) {
    const link = share.getByRole('link', { name, exact: true });
    await expect(link).toHaveAttribute('target', '_blank');
    const href = new URL((await link.getAttribute('href'))!);
    expect(href.host).toBe(host);
    expect(decodeURIComponent(href.search)).toContain(page.url());
  }
  await share.getByRole('button', { name: 'Copy URL' }).click();
  await expect(share.getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
  await page.clock.runFor(999);
  await expect(share.getByRole('button', { name: 'Copied' })).toBeVisible();
  await page.clock.runFor(2);
  await expect(share.getByRole('button', { name: 'Copy URL' })).toBeVisible();
  await share.getByRole('button', { name: 'Print' }).click();
  await page.clock.runFor(500);
  expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(0);
  await page.clock.runFor(1);
  expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
});

test('no context menu on the picture; no copy, paste or drag on the body', async ({ page }) => {
  await openNewestCodingArticle(page);
  const prevented = (selector: string, type: string) =>
    page
      .locator(selector)
      .first()
      .evaluate((element, eventType) => {
        const event = new Event(eventType, { bubbles: true, cancelable: true });
        element.dispatchEvent(event);
        return event.defaultPrevented;
      }, type);
  expect(await prevented('.article-figure img', 'contextmenu')).toBe(true);
  for (const type of ['copy', 'paste', 'dragstart', 'cut']) expect(await prevented('.article-body p', type)).toBe(true);
  expect(await prevented('.article-date', 'copy')).toBe(false);
});

test('structured data and server-highlighted code', async ({ page, request }) => {
  await openNewestCodingArticle(page);
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
  expect(jsonLd).toMatchObject({
    '@type': 'BlogPosting',
    headline: await page.locator('h1').textContent(),
    author: { name: 'Rowan Ellis' },
  });
  // The colours are in the HTML the server sent: no highlighter runs in the browser.
  const html = await (await request.get(new URL(page.url()).pathname)).text();
  expect(html).toMatch(/<pre class="shiki/);
  expect(html).toMatch(/<span style="color:#[0-9A-Fa-f]{6};--shiki-dark:#[0-9A-Fa-f]{6}">/);
  await expect(page.locator('.article-body pre.shiki').first()).toBeVisible();
});
