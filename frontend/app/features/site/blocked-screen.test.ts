import { describe, expect, it } from 'vitest';
import { blockedScreen } from './blocked-screen';

describe('blockedScreen', () => {
  it('shows nothing while the blog is open', () => {
    expect(blockedScreen('none', '/blog')).toBeNull();
  });

  it('takes every reader page offline under the global block, never the owner pages', () => {
    for (const path of ['/', '/blog', '/blog/abc', '/about', '/ping']) expect(blockedScreen('global', path)).toBe('global');
    for (const path of ['/sign-in', '/dashboard', '/dashboard/articles']) expect(blockedScreen('global', path)).toBeNull();
  });

  it('closes the blog pages under the partial block', () => {
    for (const path of ['/blog', '/blog/abc', '/blog/page/coding', '/local', '/local/some-article'])
      expect(blockedScreen('partial', path)).toBe('partial');
    for (const path of ['/', '/about', '/ping', '/blogger', '/dashboard']) expect(blockedScreen('partial', path)).toBeNull();
  });
});
