// The checks and figures of one scenario. Every check is printed as it is made, so a
// failure reads in order with what led to it; figures are what the closing table shows.
/** @typedef {{ title: string, passed: boolean, seen?: unknown }} Check */

/** @param {string} name */
export function scenarioReport(name) {
  const report = {
    name,
    /** @type {Check[]} */
    checks: [],
    /** @type {Record<string, unknown>} */
    figures: {},
    /** @type {string | null} */
    skipped: null,
    seconds: 0,
  };
  return Object.assign(report, {
    /** Records a check; a failing one also carries what was seen. */
    check(title, passed, seen) {
      report.checks.push({ title, passed: Boolean(passed), ...(passed ? {} : { seen }) });
      console.log(
        `  ${passed ? 'ok  ' : 'FAIL'} ${title}${passed || seen === undefined ? '' : `\n       seen: ${typeof seen === 'string' ? seen : JSON.stringify(seen)}`}`,
      );
      return Boolean(passed);
    },
    figure(key, value) {
      report.figures[key] = value;
    },
    skip(reason) {
      report.skipped = reason;
      console.log(`  skipped: ${reason}`);
    },
  });
}

/** Runs one scenario, turning a crash into a failed check rather than an end to the run. */
export async function runScenario(name, body) {
  const report = scenarioReport(name);
  console.log(`\n--- ${name} ---`);
  const begun = Date.now();
  try {
    await body(report);
  } catch (error) {
    report.check(`${name} ran to the end`, false, /** @type {Error} */ (error)?.stack ?? String(error));
  }
  report.seconds = (Date.now() - begun) / 1000;
  return report;
}

/** Answers by status, e.g. { 200: 1510, 429: 31 }. */
export function tally() {
  const counts = {};
  return {
    counts,
    add(status) {
      const key = status === 0 ? 'no answer' : String(status);
      counts[key] = (counts[key] ?? 0) + 1;
    },
    total: () => Object.values(counts).reduce((sum, n) => sum + n, 0),
    /** Answers that are neither a success nor an intended refusal (429), and no answers at all. */
    errors: () => Object.entries(counts).reduce((sum, [status, n]) => (status === '429' || /^[23]\d\d$/.test(status) ? sum : sum + n), 0),
  };
}
