import { describe, expect, it } from 'vitest';
import { isCmsPath } from './cms-paths';

describe('isCmsPath', () => {
  it('passes /api, /uploads and /media and what lies below them', () => {
    for (const path of ['/api', '/api/', '/api/like', '/api/x/y', '/api/x.y', '/api//x', '/api/a%2Fb', '/uploads', '/media/a.png']) {
      expect(isCmsPath(path), path).toBe(true);
    }
  });

  it('keeps every other path, and segments starting with a dot, here', () => {
    for (const path of ['/', '/apix', '/api.json', '//api/x', '/blog/api', '/api/.env', '/api/x/.y', '/api/..', '/media/x/..']) {
      expect(isCmsPath(path), path).toBe(false);
    }
  });
});
