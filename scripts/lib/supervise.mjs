// The long-running processes of `npm start` and `npm run dev`: when one ends on its own, the
// others are stopped; Ctrl-C or SIGTERM stops them all, and one that ignores SIGTERM is killed
// after 10 s. The script exits when the last has ended.
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * @param {{ groups?: boolean }} [options] `groups`: each child leads a process group of its own
 *   (spawned detached), and a signal goes to the whole group, so what it started stops too
 */
export function supervise({ groups = false } = {}) {
  /** @type {Map<string, import('node:child_process').ChildProcess>} */
  const children = new Map();
  let stopping = false;

  const signalAll = (/** @type {NodeJS.Signals} */ signal) => {
    for (const child of children.values()) {
      try {
        if (groups && child.pid) process.kill(-child.pid, signal);
        else child.kill(signal);
      } catch {
        /* already gone */
      }
    }
  };

  function stop(code = 0) {
    if (stopping) return;
    stopping = true;
    process.exitCode = code;
    if (children.size === 0) process.exit(code);
    signalAll('SIGTERM');
    setTimeout(() => signalAll('SIGKILL'), 10000).unref();
  }

  /**
   * Watches one child under `name`.
   * @param {string} name
   * @param {import('node:child_process').ChildProcess} child
   */
  function track(name, child) {
    children.set(name, child);
    child.on('exit', (code, signal) => {
      children.delete(name);
      if (!stopping) {
        console.error(`The ${name} process stopped (${signal ?? code}); stopping the others.`);
        stop(1);
      } else if (children.size === 0) {
        process.exit(process.exitCode ?? 0);
      }
    });
    return child;
  }

  /** Whether `url` answers below 500 within `timeoutMs`; false at once when stopping. */
  async function waitFor(/** @type {string} */ url, /** @type {number} */ timeoutMs) {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline && !stopping) {
      try {
        const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
        if (response.status < 500) return true;
      } catch {
        /* not up yet */
      }
      await sleep(250);
    }
    return false;
  }

  process.on('SIGINT', () => stop(0));
  process.on('SIGTERM', () => stop(0));
  return {
    track,
    stop,
    waitFor,
    get stopping() {
      return stopping;
    },
  };
}
