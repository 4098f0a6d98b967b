// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { pictureAnswer, pictureOf } from './picture-answer.server';

const picture = pictureOf(
  Uint8Array.from({ length: 100 }, (_, n) => n),
  'image/png',
);
const ask = (headers: Record<string, string>, method = 'GET') =>
  pictureAnswer(new Request('http://x/p.png', { method, headers }), picture, 'public, max-age=60');

describe('pictureAnswer', () => {
  it('answers the whole picture with its ETag, type, length and that ranges are taken', async () => {
    const answer = ask({});
    expect(answer.status).toBe(200);
    expect(Object.fromEntries(answer.headers)).toMatchObject({
      'content-type': 'image/png',
      'content-length': '100',
      'accept-ranges': 'bytes',
      'cache-control': 'public, max-age=60',
      etag: picture.etag,
    });
    expect(new Uint8Array(await answer.arrayBuffer())).toEqual(picture.body);
  });

  it('answers 304 with no body to an If-None-Match naming its ETag, weak or among others', async () => {
    for (const tag of [picture.etag, `W/${picture.etag}`, `"other", ${picture.etag}`, '*']) {
      const answer = ask({ 'If-None-Match': tag });
      expect(answer.status, tag).toBe(304);
      expect(answer.headers.get('etag')).toBe(picture.etag);
      expect(await answer.text()).toBe('');
    }
    expect(ask({ 'If-None-Match': '"other"' }).status).toBe(200);
  });

  it('answers 206 with the range asked for and its Content-Range', async () => {
    const answer = ask({ Range: 'bytes=10-19' });
    expect(answer.status).toBe(206);
    expect(answer.headers.get('content-range')).toBe('bytes 10-19/100');
    expect(answer.headers.get('content-length')).toBe('10');
    expect([...new Uint8Array(await answer.arrayBuffer())]).toEqual([10, 11, 12, 13, 14, 15, 16, 17, 18, 19]);
    expect(ask({ Range: 'bytes=10-19', 'If-Range': picture.etag }).status).toBe(206);
  });

  it('answers 416 with the size when no range lies within the picture', async () => {
    const answer = ask({ Range: 'bytes=100-200' });
    expect(answer.status).toBe(416);
    expect(answer.headers.get('content-range')).toBe('bytes */100');
    expect(await answer.text()).toBe("The range asked for lies outside the picture's 100 bytes.");
  });

  it('answers the whole picture to a range of another version (If-Range) or of a HEAD', () => {
    expect(ask({ Range: 'bytes=0-9', 'If-Range': '"older"' }).status).toBe(200);
    expect(ask({ Range: 'bytes=0-9', 'If-Range': 'Wed, 21 Oct 2015 07:28:00 GMT' }).status).toBe(200);
    expect(ask({ Range: 'bytes=0-9' }, 'HEAD').status).toBe(200);
  });
});
