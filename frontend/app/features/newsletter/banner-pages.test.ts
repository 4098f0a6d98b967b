import { describe, expect, it } from 'vitest';
import { bannerShownOn } from './banner-pages';

describe('bannerShownOn', () => {
  it('keeps the banner off the sign-in and every dashboard page', () => {
    for (const path of ['/sign-in', '/sign-in/', '/dashboard', '/dashboard/', '/dashboard/passwords', '/dashboard/read']) {
      expect(bannerShownOn(path), path).toBe(false);
    }
  });

  it('shows it on the reader pages, a path that only starts alike included', () => {
    for (const path of ['/', '/blog', '/blog/42', '/ping', '/search', '/dashboards', '/sign-in-help']) {
      expect(bannerShownOn(path), path).toBe(true);
    }
  });
});
