// @vitest-environment node
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, describe, expect, it } from 'vitest';
import { PICTURE_UPLOAD_MAX_BYTES, pictureUploadLimit } from './picture-upload-limit';

const passed: string[] = [];
const app = express();
app.use(pictureUploadLimit);
app.use((req, res) => {
  passed.push(`${req.method} ${req.originalUrl}`);
  req.resume();
  req.on('end', () => res.status(204).end());
});
const server = app.listen(0);
afterAll(() => server.close());

function send(method: string, path: string, length: number, cookie = 'session=owner-jwt') {
  const { port } = server.address() as AddressInfo;
  return fetch(`http://127.0.0.1:${port}${path}`, {
    method,
    // A declared length, and a body that keeps to it.
    headers: { 'Content-Type': 'multipart/form-data; boundary=x', ...(cookie ? { Cookie: cookie } : {}) },
    body: method === 'GET' ? undefined : new Uint8Array(length),
  });
}

describe('the picture upload’s size at the web server', () => {
  it('passes an upload within the bound on, as it streams', async () => {
    expect((await send('POST', '/api/pictures?id=k', 1024)).status).toBe(204);
    expect(passed.at(-1)).toBe('POST /api/pictures?id=k');
  });

  it("answers a stranger's upload 401 itself, large or not, before a byte of it is passed on", async () => {
    const count = passed.length;
    for (const [length, cookie] of [
      [1024, ''],
      [PICTURE_UPLOAD_MAX_BYTES - 1, 'theme=dark'],
    ] as const) {
      const response = await send('POST', '/api/pictures?id=k', length, cookie);
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({
        data: null,
        error: { status: 401, name: 'UnauthorizedError', message: 'Not signed in.', details: {} },
      });
    }
    expect(passed).toHaveLength(count);
  });

  it('refuses one that declares more, before a byte of it is passed on (413, in words)', async () => {
    const count = passed.length;
    for (const path of ['/api/pictures?id=k', '/API/Pictures/', '/api/x/../pictures']) {
      const response = await send('POST', path, PICTURE_UPLOAD_MAX_BYTES + 1);
      expect(response.status, path).toBe(413);
      expect((await response.json()).error.message).toBe('picture: the file is larger than 10 MB');
    }
    expect(passed.length).toBe(count);
  });

  it('leaves every other call alone', async () => {
    expect((await send('POST', '/api/article', 2048)).status).toBe(204);
    expect((await send('GET', '/api/pictures', 0)).status).toBe(204);
  });
});
