// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { toOneAddress } from './one-address.server';

const at = (path: string) => new Request(`http://blog.example${path}`);
const CMS_ARTICLE = { id: 'k3x9abc', href: '/tea-first' };
const SHIPPED = { href: '/how-this-blog-is-built' };

describe('toOneAddress', () => {
  it('lets the one address through: /blog/{id} for a CMS article, /local{href} for a shipped one', () => {
    expect(toOneAddress(at('/blog/k3x9abc'), CMS_ARTICLE)).toBeNull();
    expect(toOneAddress(at('/blog/k3x9abc?utm_source=feed'), CMS_ARTICLE)).toBeNull();
    expect(toOneAddress(at('/local/how-this-blog-is-built'), SHIPPED)).toBeNull();
  });

  it.each([
    ['/local/tea-first', CMS_ARTICLE, '/blog/k3x9abc'],
    ['/local/tea-first?utm_source=feed&page=2', CMS_ARTICLE, '/blog/k3x9abc'],
    ['/blog/k3x9abc/', CMS_ARTICLE, '/blog/k3x9abc'],
    ['/BLOG/k3x9abc', CMS_ARTICLE, '/blog/k3x9abc'],
    ['/local/local-how-this-blog-is-built', SHIPPED, '/local/how-this-blog-is-built'],
  ])('moves %s permanently to its one address, without the query', (path, article, target) => {
    const moved = toOneAddress(at(path), article);
    expect(moved?.status).toBe(301);
    expect(moved?.headers.get('Location')).toBe(target);
  });

  it('takes an encoded path for the same address: no redirect loop for an href in another script', () => {
    expect(toOneAddress(at('/local/%C3%BCber-uns'), { href: '/über-uns' })).toBeNull();
    expect(toOneAddress(at('/local/%E0%A4%A'), { href: '/x' })?.status).toBe(301);
  });
});
