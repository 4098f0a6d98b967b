// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfigError } from '@blog/rules/environment';
import { WEB_VARIABLES, loadWebConfig, resetWebConfig, startConfig, webConfig } from './config.server';

/** The problems `env` is refused with (none: it loads). */
function problemsOf(env: NodeJS.ProcessEnv): readonly string[] {
  try {
    loadWebConfig(env);
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
}

const BAD = { WEB_PORT: 'abc', PUBLIC_URL: 'not-a-url', TRUSTED_PROXY_HOPS: '-1' };
const BAD_MESSAGE =
  'Refusing to start. Fix these variables (README.md, Configuration):\n' +
  '  - WEB_PORT is "abc"; expected a port number from 1 to 65535\n' +
  '  - PUBLIC_URL is "not-a-url"; expected an http:// or https:// address, e.g. https://blog.example.com\n' +
  '  - TRUSTED_PROXY_HOPS is "-1"; expected a whole number, 1 or more (TRUST_PROXY=false believes none)';

const saved = { ...process.env };
afterEach(() => {
  for (const name of Object.keys(process.env)) if (!(name in saved)) delete process.env[name];
  Object.assign(process.env, saved);
  resetWebConfig();
  vi.restoreAllMocks();
});

describe('the web server configuration', () => {
  it('has the documented defaults', () => {
    expect(loadWebConfig({})).toEqual({
      port: 3000,
      host: '0.0.0.0',
      publicUrl: 'http://localhost:3000',
      cmsUrl: 'http://127.0.0.1:1337',
      siteKey: '',
      productSlug: '',
      authorName: '',
      previewHosts: ['*.vercel.app', '*.netlify.app', '*.pages.dev', '*.onrender.com'],
      pageCacheMegabytes: 64,
      rendersPerSecond: 30,
      forwardedHops: 0,
      database: {
        client: 'sqlite',
        url: undefined,
        ssl: false,
        sslRejectUnauthorized: true,
        schema: 'public',
        sqliteFile: path.resolve('..', '.data', 'blog.db'),
      },
    });
  });

  it('reads every variable in its form; empty is unset', () => {
    const config = loadWebConfig({
      WEB_PORT: '3402',
      CMS_PORT: '1402',
      PUBLIC_URL: '',
      CMS_URL: '',
      PREVIEW_HOSTS: ' Staging.Example.org, *.pages.dev ,',
      PAGE_CACHE_MB: '0',
      PAGE_RENDERS_PER_SECOND: '2.5',
      DATA_DIR: '/srv/blog-data',
      DATABASE_FILENAME: 'other.db',
    });
    expect(config).toMatchObject({
      port: 3402,
      publicUrl: 'http://localhost:3402',
      cmsUrl: 'http://127.0.0.1:1402',
      previewHosts: ['staging.example.org', '*.pages.dev'],
      pageCacheMegabytes: 0,
      rendersPerSecond: 2.5,
      database: { client: 'sqlite', sqliteFile: '/srv/blog-data/other.db' },
    });
    expect(loadWebConfig({ PUBLIC_URL: 'https://blog.example.com//', CMS_URL: 'http://cms:1337/' })).toMatchObject({
      publicUrl: 'https://blog.example.com',
      cmsUrl: 'http://cms:1337',
    });
    // A DATABASE_URL alone means PostgreSQL, as the CMS and `npm start` read it.
    expect(loadWebConfig({ DATABASE_URL: 'postgres://blog@db/blog', DATABASE_SSL: 'true' }).database).toMatchObject({
      client: 'postgres',
      url: 'postgres://blog@db/blog',
      ssl: true,
    });
  });

  it("believes the CMS's hops less this server: none by default, one behind a load balancer", () => {
    expect(loadWebConfig({ TRUSTED_PROXY_HOPS: '1' }).forwardedHops).toBe(0);
    expect(loadWebConfig({ TRUSTED_PROXY_HOPS: '2' }).forwardedHops).toBe(1);
    expect(loadWebConfig({ TRUSTED_PROXY_HOPS: '3', TRUST_PROXY: 'false' }).forwardedHops).toBe(0);
  });

  it('refuses every bad variable at once, each by name with what it expects', () => {
    expect(
      problemsOf({
        ...BAD,
        HOST: 'two words',
        CMS_URL: 'ftp://cms',
        PRODUCT_SLUG: 'a/b',
        PREVIEW_HOSTS: '*.vercel.app, https://preview.example.com',
        PAGE_CACHE_MB: '-5',
        PAGE_RENDERS_PER_SECOND: 'lots',
        TRUST_PROXY: 'yes',
        DATABASE_URL: 'mysql://root:hunter2@db/blog',
        DATABASE_SCHEMA: 'public; drop',
        DATABASE_SSL: 'on',
      }),
    ).toEqual([
      'WEB_PORT is "abc"; expected a port number from 1 to 65535',
      'PUBLIC_URL is "not-a-url"; expected an http:// or https:// address, e.g. https://blog.example.com',
      'DATABASE_URL is not valid (the value is not shown); expected a postgres:// or postgresql:// connection string, e.g. postgres://user@host:5432/blog',
      'DATABASE_SCHEMA is "public; drop"; expected a PostgreSQL schema name: letters, digits and _',
      'DATABASE_SSL is "on"; expected true or false',
      `PRODUCT_SLUG is "a/b"; expected one path segment: letters, digits, '-', '_', '.' or '~'`,
      'TRUST_PROXY is "yes"; expected true or false',
      'TRUSTED_PROXY_HOPS is "-1"; expected a whole number, 1 or more (TRUST_PROXY=false believes none)',
      'HOST is "two words"; expected a host name or IP address to listen on',
      'CMS_URL is "ftp://cms"; expected an http:// or https:// address, e.g. https://blog.example.com',
      'PREVIEW_HOSTS is "*.vercel.app, https://preview.example.com"; expected host names, comma-separated; *. matches any subdomain',
      'PAGE_CACHE_MB is "-5"; expected a number, 0 or more (0 turns it off)',
      'PAGE_RENDERS_PER_SECOND is "lots"; expected a number, 0 or more (0 turns it off)',
    ]);
    expect(problemsOf({ DATABASE_CLIENT: 'postgres' })).toEqual([
      'DATABASE_URL is not set; expected a postgres:// connection string, as DATABASE_CLIENT is postgres',
    ]);
    expect(() => loadWebConfig(BAD)).toThrow(BAD_MESSAGE);
  });

  it('is read once per process and frozen', () => {
    process.env.SITE_KEY = 'first-key';
    const config = webConfig();
    process.env.SITE_KEY = 'changed-later';
    expect(webConfig()).toBe(config);
    expect(config.siteKey).toBe('first-key');
    expect(Object.isFrozen(config.database) && Object.isFrozen(config.previewHosts)).toBe(true);
    resetWebConfig();
    expect(webConfig().siteKey).toBe('changed-later');
  });

  it('stops the web server at start with the one message, and nothing else, on a bad variable', async () => {
    Object.assign(process.env, BAD);
    const printed = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(process, 'exit').mockImplementation((code) => {
      throw new Error(`exit ${code}`);
    });
    expect(() => startConfig()).toThrow('exit 1');
    expect(printed.mock.calls).toEqual([[BAD_MESSAGE]]);
    // The server's module starts with it: nothing is set up on a bad variable.
    printed.mockClear();
    await expect(import('../../server/app')).rejects.toThrow('exit 1');
    expect(printed.mock.calls).toEqual([[BAD_MESSAGE]]);
  });

  it('documents every variable it reads in the README configuration table', () => {
    const readme = fs.readFileSync(path.resolve(import.meta.dirname, '../../../README.md'), 'utf8');
    const start = readme.indexOf('## Configuration');
    const documented = new Set(
      readme
        .slice(start, readme.indexOf('\n## ', start + 1))
        .split('\n')
        .filter((line) => line.startsWith('| `'))
        .flatMap((line) => [...line.split('|')[1].matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((match) => match[1])),
    );
    expect(WEB_VARIABLES.filter((name) => !documented.has(name))).toEqual([]);
  });
});
