import { describe, expect, it } from 'vitest';
import { loadWebConfig } from '../app/lib/config.server';
import { previewRedirect } from './preview-host';

const MAIN = 'https://blog.example.com';
const DEFAULT_PREVIEW_HOSTS = loadWebConfig({}).previewHosts;

describe('previewRedirect', () => {
  it('sends a preview host to the main site with the same path and query', () => {
    expect(previewRedirect('my-branch.vercel.app', '/blog/abc?x=1', MAIN, DEFAULT_PREVIEW_HOSTS)).toBe(
      'https://blog.example.com/blog/abc?x=1',
    );
    expect(previewRedirect('deploy-preview-7--site.netlify.app:443', '/', MAIN, DEFAULT_PREVIEW_HOSTS)).toBe('https://blog.example.com/');
  });

  it('leaves the main host and unknown hosts alone', () => {
    expect(previewRedirect('blog.example.com', '/blog', MAIN, DEFAULT_PREVIEW_HOSTS)).toBeNull();
    expect(previewRedirect('localhost:3000', '/blog', MAIN, DEFAULT_PREVIEW_HOSTS)).toBeNull();
    expect(previewRedirect(undefined, '/blog', MAIN, DEFAULT_PREVIEW_HOSTS)).toBeNull();
  });

  it('matches exact hosts and subdomain patterns only', () => {
    expect(previewRedirect('staging.example.org', '/a', MAIN, ['staging.example.org'])).toBe('https://blog.example.com/a');
    expect(previewRedirect('evil-vercel.app', '/a', MAIN, DEFAULT_PREVIEW_HOSTS)).toBeNull();
  });

  it('cannot be turned into a redirect to another site by the path', () => {
    expect(previewRedirect('x.vercel.app', '//evil.example/x', MAIN, DEFAULT_PREVIEW_HOSTS)).toBe(
      'https://blog.example.com/evil.example/x',
    );
  });
});
