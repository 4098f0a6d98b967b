import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import { routeUrl } from '@blog/contract/route';
import { API } from '@blog/contract/routes';
import { cmsFromOwnAddress } from './cms-direct';

/** Without SMTP_URL the CMS writes each message to DATA_DIR/outbox (README, Operations): the readers' mailbox. */
const outbox = () => path.join(process.env.E2E_DATA_DIR as string, 'outbox');

/** The messages to `email` so far, their quoted-printable line breaks joined. */
export function mailsTo(email: string): string[] {
  return readdirSync(outbox())
    .map((file) => readFileSync(path.join(outbox(), file), 'utf8').replace(/=\r?\n/g, ''))
    .filter((text) => text.includes(`To: ${email}`));
}

/** The confirmation link's path (`/email-confirm/{code}`) mailed to `email`, once it has been sent. */
export async function confirmationLink(email: string): Promise<string> {
  let link = '';
  await expect(() => {
    for (const mail of mailsTo(email)) link = /\/email-confirm\/[A-Za-z0-9_-]{43}/.exec(mail)?.[0] ?? link;
    expect(link).not.toBe('');
  }).toPass();
  return link;
}

/**
 * A confirmed subscriber, as a reader makes one: subscribe, then the button of the mailed link.
 * From an address of its own: subscriptions are limited per address (10 an hour).
 */
export async function confirmedSubscriber(email: string) {
  const reader = await cmsFromOwnAddress();
  try {
    expect((await reader.post(routeUrl(API.subscription.subscribe), { data: { email, website: '' } })).status()).toBe(201);
    const code = (await confirmationLink(email)).split('/').pop();
    expect((await reader.post(routeUrl(API.subscription.confirm), { data: { id: code } })).status()).toBe(200);
  } finally {
    await reader.dispose();
  }
}
