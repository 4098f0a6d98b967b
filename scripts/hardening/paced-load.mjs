// Requests at a steady rate with independent arrivals (an open model: each reader comes when
// they come, at exponentially spread intervals, whether or not earlier answers are back), over
// at most `connections` kept-alive sockets. autocannon's own rate is a quota per connection per
// second on timers that all start together: at 150 a second over 100 connections it sends 100
// requests in the same instant each second, then waits, which measures how fast a burst drains
// rather than 150 readers a second (docs/performance.md, 2026-11-29). Latency counts from the
// moment a request was due, so a request that waited for a free socket counts its wait.
import http from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * @typedef {{ method: string, path: string, headers: Record<string, string>, body?: string }} Built
 * @typedef {{
 *   setupRequest: (req: object, context: Record<string, any>) => Built,
 *   onResponse: (status: number, body: string, context: Record<string, any>) => void,
 * }} RequestHooks The same hooks as an autocannon request: the request to send, then its answer.
 */

/** p50, p99 and max of a list of milliseconds (0 for an empty list). */
export function percentilesOf(list) {
  const sorted = [...list].sort((a, b) => a - b);
  const at = (share) => (sorted.length ? Math.round(sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))]) : 0);
  return { p50: at(0.5), p99: at(0.99), max: sorted.length ? Math.round(sorted.at(-1)) : 0 };
}

/**
 * `seconds` of requests at `rate` a second on average to `url`, each built and answered by
 * `hooks`. Answers in the shape mixed-load.mjs reads from autocannon's result.
 * @param {{ url: string, rate: number, seconds: number, connections: number, timeoutSeconds: number, hooks: RequestHooks, onError: (error: Error) => void }} options
 */
export async function pacedLoad({ url, rate, seconds, connections, timeoutSeconds, hooks, onError }) {
  const target = new URL(url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  /** @type {number[]} */
  const latencies = [];
  let sent = 0;
  let errors = 0;
  let timeouts = 0;
  /** @type {Promise<void>[]} */
  const inFlight = [];

  /** One request, due at `dueAt`: it may wait for a socket, and that wait is part of its latency. */
  const send = (dueAt) =>
    new Promise((resolve) => {
      const context = {};
      const built = hooks.setupRequest({}, context);
      context.sentAt = dueAt;
      sent += 1;
      const request = http.request(
        {
          agent,
          host: target.hostname,
          port: target.port,
          method: built.method,
          path: built.path,
          headers: built.body === undefined ? built.headers : { ...built.headers, 'content-length': Buffer.byteLength(built.body) },
          timeout: timeoutSeconds * 1000,
        },
        (answer) => {
          const chunks = [];
          answer.on('data', (chunk) => chunks.push(chunk));
          answer.on('end', () => {
            latencies.push(performance.now() - dueAt);
            hooks.onResponse(answer.statusCode ?? 0, Buffer.concat(chunks).toString('utf8'), context);
            resolve(undefined);
          });
        },
      );
      let timedOut = false;
      request.on('timeout', () => {
        timedOut = true;
        timeouts += 1;
        request.destroy(new Error('timed out'));
      });
      request.on('error', (error) => {
        if (!timedOut) errors += 1;
        onError(error);
        resolve(undefined);
      });
      request.end(built.body);
    });

  const begun = performance.now();
  const end = begun + seconds * 1000;
  let dueAt = begun;
  while (dueAt < end) {
    const wait = dueAt - performance.now();
    if (wait > 1) await sleep(wait);
    inFlight.push(send(dueAt));
    // Exponential gaps: arrivals as independent readers make them, `rate` a second on average.
    dueAt += (-Math.log(1 - Math.random()) * 1000) / rate;
  }
  await Promise.all(inFlight);
  agent.destroy();
  const answered = latencies.length;
  return {
    requests: { total: sent, average: answered / seconds },
    latency: percentilesOf(latencies),
    errors,
    timeouts,
  };
}
