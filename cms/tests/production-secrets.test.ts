import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DEMO, isDemo, resolveEnv } from '../../scripts/lib/env.mjs';
import { productionSecretProblems } from '../src/lib/production-secrets';
import { bootCmsProcess } from './cms-process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const strong = () => randomBytes(24).toString('base64');
const goodProduction = () => ({
  NODE_ENV: 'production',
  APP_KEYS: [strong(), strong()].join(','),
  API_TOKEN_SALT: strong(),
  ADMIN_JWT_SECRET: strong(),
  ADMIN_ENCRYPTION_KEY: strong(),
  JWT_SECRET: strong(),
  TRANSFER_TOKEN_SALT: strong(),
  LEGACY_ARTICLE_KEY: strong(),
  VAULT_KEY: randomBytes(32).toString('hex'),
  OWNER_PASSWORD: 'A-long-private-passphrase',
  SIGNIN_COLOURS: '#101010 #202020 #303030 #404040',
  SIGNIN_ANSWERS: 'a|b|c|d|e',
  SITE_KEY: 'k-8f2a61',
});

describe('production secrets', () => {
  it('accepts a production environment of private values, and any non-production one', () => {
    expect(productionSecretProblems(goodProduction())).toEqual([]);
    expect(productionSecretProblems({ ...goodProduction(), LEGACY_ARTICLE_KEY: '' })).toEqual([]);
    expect(productionSecretProblems({ ...DEMO, NODE_ENV: 'development' })).toEqual([]);
  });

  it('refuses the published colours and answers in any spacing or case, as sign-in would accept them', () => {
    const env = { ...goodProduction(), SIGNIN_COLOURS: ' #1F6F5C  #f4a261\t#264653   #E76F51 ', SIGNIN_ANSWERS: `${DEMO.SIGNIN_ANSWERS} ` };
    expect(productionSecretProblems(env)).toEqual([
      'SIGNIN_COLOURS is a published default value',
      'SIGNIN_ANSWERS is a published default value',
    ]);
    const spaced = DEMO.SIGNIN_ANSWERS.split('|')
      .map((answer) => `  ${answer.toUpperCase()} `)
      .join('|');
    expect(productionSecretProblems({ ...goodProduction(), SIGNIN_ANSWERS: spaced })).toEqual([
      'SIGNIN_ANSWERS is a published default value',
    ]);
  });

  it('has no demo mode in production: BLOG_DEMO set by hand is refused, not a pass', () => {
    expect(productionSecretProblems({ ...DEMO, NODE_ENV: 'production', BLOG_DEMO: 'true' })).toContain(
      'BLOG_DEMO is not allowed with NODE_ENV=production (the demo is `npm start` without NODE_ENV)',
    );
    expect(productionSecretProblems({ ...goodProduction(), BLOG_DEMO: 'true' })).toEqual([
      'BLOG_DEMO is not allowed with NODE_ENV=production (the demo is `npm start` without NODE_ENV)',
    ]);
  });

  it("refuses the end-to-end tests' moved clock in production", () => {
    expect(productionSecretProblems({ ...goodProduction(), TEST_CLOCK_FILE: '/tmp/clock' })).toEqual([
      'TEST_CLOCK_FILE is not allowed with NODE_ENV=production (it is for end-to-end tests only)',
    ]);
    expect(productionSecretProblems({ ...DEMO, TEST_CLOCK_FILE: '/tmp/clock' })).toEqual([]);
  });

  it('refuses a From at localhost, or none, when mail really leaves (SMTP_URL); without SMTP_URL the outbox needs none', () => {
    const smtp = { ...goodProduction(), SMTP_URL: 'smtp://mail.example.com:587' };
    const atLocalhost =
      'MAIL_FROM must be an address at your domain when SMTP_URL is set, e.g. "Rowan Ellis" <no-reply@example.com> (not localhost)';
    expect(productionSecretProblems(smtp)).toEqual([
      'MAIL_FROM is not set (with SMTP_URL it must be an address at your domain, not no-reply@localhost)',
    ]);
    for (const from of [
      '"Rowan Ellis" <no-reply@localhost>',
      'news@LocalHost',
      'a@mail.localhost',
      'root@localhost.localdomain',
      'Rowan Ellis',
    ])
      expect(productionSecretProblems({ ...smtp, MAIL_FROM: from }), from).toEqual([atLocalhost]);
    expect(productionSecretProblems({ ...smtp, MAIL_FROM: '"Rowan Ellis" <no-reply@rowan.example>' })).toEqual([]);
    expect(productionSecretProblems({ ...smtp, MAIL_FROM: 'news@localhost-mail.example' })).toEqual([]);
    expect(productionSecretProblems({ ...goodProduction(), MAIL_FROM: 'news@localhost' })).toEqual([]);
    expect(productionSecretProblems({ ...DEMO, SMTP_URL: 'smtp://127.0.0.1:25' })).toEqual([]);
  });

  it('npm start without NODE_ENV is the demo, outside production; with NODE_ENV=production it is production', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'blog-env-'));
    try {
      const demo = resolveEnv({ DATA_DIR: dataDir });
      expect(isDemo(demo)).toBe(true);
      expect(demo.NODE_ENV).not.toBe('production');
      expect(productionSecretProblems(demo)).toEqual([]);
      const production = resolveEnv({ DATA_DIR: dataDir, NODE_ENV: 'production' });
      expect(isDemo(production)).toBe(false);
      expect(productionSecretProblems(production)).toContain('OWNER_PASSWORD is a published default value');
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('names every missing, short or published value', () => {
    const env = {
      ...goodProduction(),
      JWT_SECRET: '',
      API_TOKEN_SALT: 'short',
      OWNER_PASSWORD: DEMO.OWNER_PASSWORD,
      SITE_KEY: DEMO.SITE_KEY,
      APP_KEYS: `${strong()},toBeModified`,
      VAULT_KEY: 'abc',
      LEGACY_ARTICLE_KEY: 'legacy-fixture-key',
    };
    expect(productionSecretProblems(env)).toEqual([
      'APP_KEYS is a published default value',
      'API_TOKEN_SALT is shorter than 16 characters',
      'JWT_SECRET is not set',
      'OWNER_PASSWORD is a published default value',
      'SITE_KEY is a published default value',
      'LEGACY_ARTICLE_KEY is a published or short value',
      'VAULT_KEY must be 64 hex characters (openssl rand -hex 32)',
    ]);
  });

  it('stops a production CMS that has the demo values before it serves anything, naming each', () => {
    const run = bootCmsProcess({ ...DEMO, NODE_ENV: 'production' });
    expect(run.output).not.toContain('STARTED');
    expect(run.status).toBe(1);
    expect(run.output).toContain('Refusing to start in production. Fix these variables (README.md, Configuration):');
    for (const name of ['OWNER_PASSWORD', 'SITE_KEY', 'SIGNIN_COLOURS', 'SIGNIN_ANSWERS']) {
      expect(run.output).toContain(`  - ${name} is a published default value`);
    }
  }, 120_000);

  it('stops a production CMS that would send mail from localhost, naming MAIL_FROM', () => {
    const run = bootCmsProcess({ ...DEMO, ...goodProduction(), SMTP_URL: 'smtp://127.0.0.1:2525', MAIL_FROM: 'news@localhost' });
    expect(run.output).not.toContain('STARTED');
    expect(run.status).toBe(1);
    expect(run.output).toContain('Refusing to start in production. Fix these variables (README.md, Configuration):');
    expect(run.output).toContain('  - MAIL_FROM must be an address at your domain when SMTP_URL is set');
  }, 120_000);
});
