// What a long first start prints while the person waits: each step as it begins, a line every
// 20 s while it runs, and how long it took. A step's own output goes to a log file, shown
// only when the step fails, so installer and bundler chatter never buries what matters.
import { closeSync, mkdirSync, openSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './env.mjs';

const seconds = (ms) => {
  const s = Math.round(ms / 1000);
  return s < 60 ? `${s} s` : `${Math.floor(s / 60)} min ${String(s % 60).padStart(2, '0')} s`;
};

/**
 * Runs `work(stdio)` as one named step. `stdio` sends a child's output to the step's log.
 * @template T
 * @param {string} label what is being done, e.g. "Installing dependencies"
 * @param {(stdio: import('node:child_process').StdioOptions) => Promise<T>} work
 * @param {{ hint?: string }} [options] said once, with the first "still" line
 * @returns {Promise<T>}
 */
export async function step(label, work, { hint } = {}) {
  const begun = Date.now();
  const logDir = path.join(ROOT, '.cache', 'logs');
  mkdirSync(logDir, { recursive: true });
  const log = path.join(logDir, `${label.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.log`);
  const fd = openSync(log, 'w');
  console.log(`${label}...`);
  let said = false;
  const ticker = setInterval(() => {
    console.log(`  ${label}: ${seconds(Date.now() - begun)} so far${hint && !said ? ` (${hint})` : ''}`);
    said = true;
  }, 20_000);
  /** @type {{ value: T } | { error: unknown }} */
  let outcome;
  try {
    outcome = { value: await work(['ignore', fd, fd]) };
  } catch (error) {
    outcome = { error };
  } finally {
    clearInterval(ticker);
    closeSync(fd);
  }
  if ('error' in outcome) {
    const output = readFileSync(log, 'utf8').trim().split('\n').slice(-60).join('\n');
    console.error(`${label} failed after ${seconds(Date.now() - begun)}; the end of its output (${log}):\n${output}`);
    throw outcome.error;
  }
  console.log(`  done in ${seconds(Date.now() - begun)}`);
  return outcome.value;
}
