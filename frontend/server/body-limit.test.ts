// @vitest-environment node
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createReadableStreamFromReadable } from '@react-router/node';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { bodyLimit } from './body-limit';

const LIMIT = 16 * 1024;
type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string };

/** The limit in front of a page that reads its body as React Router's request does, after `delayMs`. */
function site(delayMs = 0) {
  const bodies: string[] = [];
  const failures: unknown[] = [];
  const app = express();
  app.use(bodyLimit(LIMIT));
  app.use((req, res) => {
    setTimeout(() => {
      new Response(createReadableStreamFromReadable(req))
        .text()
        .then((body) => {
          bodies.push(body);
          if (!res.headersSent) res.type('text/plain').send(`read ${body.length}`);
        })
        .catch((error: unknown) => failures.push(error));
    }, delayMs);
  });
  const server = app.listen(0);
  servers.push(server);
  return { port: (server.address() as AddressInfo).port, bodies, failures };
}
const servers: http.Server[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

/** A POST with the given chunks; `declared` sends a Content-Length, otherwise the body is chunked. */
function post(port: number, chunks: Buffer[], declared = false): Promise<Answer> {
  const length = chunks.reduce((sum, chunk) => sum + chunk.length, 0);
  return new Promise((resolve, reject) => {
    const sent = http.request(
      { port, method: 'POST', path: '/preferences', agent: false, headers: declared ? { 'Content-Length': length } : {} },
      (answer) => {
        let body = '';
        answer.setEncoding('utf8');
        answer.on('data', (part: string) => (body += part));
        answer.on('end', () => resolve({ status: answer.statusCode ?? 0, headers: answer.headers, body }));
      },
    );
    sent.on('error', (error: NodeJS.ErrnoException) => (error.code === 'EPIPE' || error.code === 'ECONNRESET' ? undefined : reject(error)));
    for (const chunk of chunks) sent.write(chunk);
    sent.end();
  });
}

const kilobytes = (count: number, fill = 'a') => Array.from({ length: count }, () => Buffer.alloc(1024, fill));

describe('bodyLimit', () => {
  it('refuses a declared length over the bound with 413 before reading any of it', async () => {
    const reader = site();
    const answer = await post(reader.port, kilobytes(17), true);
    expect(answer.status).toBe(413);
    expect(answer.headers.connection).toBe('close');
    expect(answer.body).toBe('The request body is too large: at most 16 KB.');
    expect(reader.bodies).toEqual([]);
  });

  it('refuses a chunked body the moment it passes the bound, and the page never gets it whole', async () => {
    const reader = site();
    const answer = await post(reader.port, kilobytes(64));
    expect(answer.status).toBe(413);
    expect(answer.headers.connection).toBe('close');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(reader.bodies).toEqual([]);
  });

  it('gives the page every byte of a body within the bound, chunked or declared, even when it reads late', async () => {
    const chunks = [...kilobytes(8, 'a'), ...kilobytes(8, 'b')];
    for (const [declared, delayMs] of [
      [false, 0],
      [true, 0],
      [false, 30],
    ] as const) {
      const reader = site(delayMs);
      const answer = await post(reader.port, chunks, declared);
      expect(answer.status).toBe(200);
      expect(answer.body).toBe(`read ${LIMIT}`);
      expect(reader.bodies).toEqual(['a'.repeat(8192) + 'b'.repeat(8192)]);
    }
  });
});
