import { describe, expect, it } from 'vitest';
import { DEMO } from '../../scripts/lib/env.mjs';
import { startBanner } from '../../scripts/lib/banner.mjs';

const site = { ...DEMO, PUBLIC_URL: 'http://localhost:3000', DATA_DIR: '/srv/blog/.data' };

describe("npm start's banner", () => {
  it("shows the demo owner's sign-in data in the demo", () => {
    const banner = startBanner({ ...site, NODE_ENV: 'development' }, '4.2');
    expect(banner).toContain('The blog is up (4.2 s).');
    expect(banner).toContain(`Username:      ${DEMO.OWNER_USERNAME}`);
    expect(banner).toContain(`Password:      ${DEMO.OWNER_PASSWORD}`);
  });

  it('gives everything else the sign-in asks in the demo: the unlock word, the colours, each answer', () => {
    const banner = startBanner({ ...site, NODE_ENV: 'development' }, '4.2');
    expect(banner).toContain('http://localhost:3000/sign-in: click the word "sign-in" in the title');
    expect(banner).toContain(`Colours:       ${DEMO.SIGNIN_COLOURS}`);
    expect(banner).toMatch(/What is your nickname\? +Ro\n/);
    for (const answer of DEMO.SIGNIN_ANSWERS.split('|')) expect(banner).toContain(answer);
  });

  it('never prints the password in production', () => {
    const password = 'A-real-private-passphrase';
    const banner = startBanner({ ...site, NODE_ENV: 'production', OWNER_PASSWORD: password }, '4.2');
    expect(banner).toContain('The blog is up (4.2 s).');
    expect(banner).toContain(site.PUBLIC_URL);
    expect(banner).not.toContain(password);
    expect(banner).not.toMatch(/Password:|Colours:/);
    for (const answer of DEMO.SIGNIN_ANSWERS.split('|')) expect(banner).not.toContain(answer);
  });
});
