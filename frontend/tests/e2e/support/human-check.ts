import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { ANSWER_QUERY, picksOf, solveHumanCheck } from '../../../../packages/test-kit/src/human-check.mjs';
import { siteDb } from './site-db';
import { wireOf } from './wire';

/** The correct picture positions of a challenge, read from the site's database (tests only). */
export function answerOf(challenge: string): number[] {
  const db = siteDb();
  try {
    return picksOf((db.prepare(ANSWER_QUERY).get(challenge) as { answer: string }).answer);
  } finally {
    db.close();
  }
}

/** A solved human check's token, through `api` (`base` before each path, as wireOf takes it). */
export const humanCheckToken = (api: APIRequestContext, base = '') => solveHumanCheck(wireOf(api, base), answerOf);

type Options = { frozenClock?: boolean };

/**
 * Opens the human check inside `scope` and returns the challenge the server
 * sent. With a frozen fake clock, it moves time past the 2 s grey transition.
 */
export async function openHumanCheck(page: Page, scope: Locator, { frozenClock = false }: Options = {}): Promise<string> {
  const challenge = page.waitForResponse((r) => r.url().endsWith('/api/human-check') && r.request().method() === 'GET');
  await scope.getByRole('checkbox', { name: 'I am not a robot' }).click();
  const body = await (await challenge).json();
  if (frozenClock) await page.clock.runFor(2000);
  await expect(scope.getByRole('group', { name: 'Human check' })).toBeVisible();
  return body.data.challenge as string;
}

/** Picks the right pictures and verifies: the box ends up checked. */
export async function passHumanCheck(page: Page, scope: Locator, options: Options = {}) {
  const challenge = await openHumanCheck(page, scope, options);
  for (const index of answerOf(challenge)) await scope.getByRole('button', { name: `Picture ${index + 1}`, exact: true }).click();
  await scope.getByRole('button', { name: 'Verify' }).click();
  await expect(scope.getByRole('checkbox', { name: 'I am not a robot' })).toHaveAttribute('aria-checked', 'true');
}
