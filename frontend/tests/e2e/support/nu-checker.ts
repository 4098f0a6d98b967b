import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/** Whether a `java` command runs here: the Nu checker (vnu.jar) is a Java program. */
export function javaRuns() {
  const version = spawnSync('java', ['-version'], { encoding: 'utf8' });
  return !version.error;
}

/**
 * The checker's jar, from the `vnu-jar` dev dependency (VNU_JAR names another one). A missing
 * jar is an install that went wrong, so it fails loudly instead of skipping.
 */
function vnuJar() {
  const named = process.env.VNU_JAR;
  if (named) {
    if (!existsSync(named)) throw new Error(`VNU_JAR names ${named}, which does not exist`);
    return named;
  }
  try {
    return createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar');
  } catch {
    throw new Error('The Nu checker is missing: vnu-jar (a dev dependency) is not installed; run npm install');
  }
}

/** One error the checker found: the file, its line and the message. */
export type NuError = { file: string; line: number | null; message: string };

/**
 * Checks every `.html` file in `folder` with one start of the Nu checker (Java starts slowly)
 * and answers its errors; warnings and notes are left out (`--errors-only`).
 */
export function nuErrors(folder: string): NuError[] {
  const run = spawnSync('java', ['-jar', vnuJar(), '--errors-only', '--format', 'json', '--stdout', '--skip-non-html', folder], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (run.error) throw run.error;
  let report: { messages: { type: string; url?: string; lastLine?: number; message: string }[] };
  try {
    report = JSON.parse(run.stdout);
  } catch {
    throw new Error(`The Nu checker answered no report (exit ${run.status}): ${run.stderr || run.stdout}`);
  }
  // Errors in a document, and 'non-document-error' (a file it could not read): both fail.
  return report.messages.map(({ url, lastLine, message }) => ({
    file: url ? path.basename(new URL(url).pathname) : '(none)',
    line: lastLine ?? null,
    message,
  }));
}
