import { describe, expect, it } from 'vitest';
import { isOwnerApiCall } from './owner-api-routes';

describe('isOwnerApiCall', () => {
  it('knows the owner calls by method and path, HEAD as GET', () => {
    expect(isOwnerApiCall('GET', '/api/hash-pswd', 'writer-blog')).toBe(true);
    expect(isOwnerApiCall('head', '/api/hash-pswd', 'writer-blog')).toBe(true);
    expect(isOwnerApiCall('POST', '/api/article-draft-writer-blog/publish', 'writer-blog')).toBe(true);
    expect(isOwnerApiCall('DELETE', '/api/contacttry-writer-blog', 'Writer-Blog')).toBe(true);
    expect(isOwnerApiCall('POST', '/api/signout', 'writer-blog')).toBe(true);
  });

  it('leaves the reader calls at the same paths alone', () => {
    expect(isOwnerApiCall('GET', '/api/article', 'writer-blog')).toBe(false);
    expect(isOwnerApiCall('POST', '/api/contacttry-writer-blog', 'writer-blog')).toBe(false);
    expect(isOwnerApiCall('POST', '/api/opinion-about-article-writer-blog', 'writer-blog')).toBe(false);
    expect(isOwnerApiCall('GET', '/api/bufycg', 'writer-blog')).toBe(false);
    expect(isOwnerApiCall('GET', '/api/article-draft-other', 'writer-blog')).toBe(false);
  });
});
