import net from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { expect } from 'vitest';

/**
 * The last-byte burst (issue 14, item 2): every request written to its own
 * connection but for its last byte, then all the last bytes at once, so the
 * servers start them all within the same moment. Answers each status.
 */
export async function lastByteBurst(requests: { port: number; text: string }[]): Promise<number[]> {
  const sockets = await Promise.all(
    requests.map(
      ({ port, text }) =>
        new Promise<{ socket: net.Socket; last: string; answer: Promise<number> }>((resolve, reject) => {
          const socket = net.connect(port, '127.0.0.1', () => {
            const chunks: Buffer[] = [];
            const answer = new Promise<number>((done) => {
              socket.on('data', (chunk) => chunks.push(chunk));
              socket.on('close', () => done(Number(/^HTTP\/1\.1 (\d{3})/.exec(Buffer.concat(chunks).toString('latin1'))?.[1] ?? 0)));
            });
            socket.write(text.slice(0, -1), () => resolve({ socket, last: text.slice(-1), answer }));
          });
          socket.on('error', reject);
        }),
    ),
  );
  // Let the server read every head and all but one byte of every body.
  await sleep(300);
  for (const { socket, last } of sockets) socket.write(last);
  return Promise.all(sockets.map(({ answer }) => answer));
}

/** A raw HTTP/1.1 POST of `body` as JSON, from `forwardedFor` (as the web tier reports it). */
export function rawPost(path: string, body: unknown, forwardedFor: string, cookie?: string): string {
  const json = JSON.stringify(body);
  const headers = [
    `POST ${path} HTTP/1.1`,
    'Host: 127.0.0.1',
    'Content-Type: application/json',
    `Content-Length: ${Buffer.byteLength(json)}`,
    `X-Forwarded-For: ${forwardedFor}`,
    ...(cookie ? [`Cookie: ${cookie}`] : []),
    'Connection: close',
  ];
  return `${headers.join('\r\n')}\r\n\r\n${json}`;
}

/**
 * The verdict on a burst's answers: each a check (404 wrong, 200 right) or a lockout (429), and
 * at most the allowance checked: 4 free failures and the one that locks.
 */
export function expectAtMostTheAllowanceChecked(statuses: number[]) {
  expect(
    statuses.every((status) => [200, 404, 429].includes(status)),
    statuses.join(' '),
  ).toBe(true);
  const checked = statuses.filter((status) => status === 404 || status === 200).length;
  expect(checked, statuses.join(' ')).toBeGreaterThan(0);
  expect(checked, statuses.join(' ')).toBeLessThanOrEqual(5);
}
