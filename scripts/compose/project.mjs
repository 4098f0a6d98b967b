// The compose project under test: a copy of the repository's files (what a clone holds, with
// this tree's uncommitted changes), a production .env filled from .env.example, and
// docker-compose run in that copy, so the operator's own checkout and .env are never touched.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from '../lib/env.mjs';
import { copyRepository } from '../lib/repository-copy.mjs';

const secret = (bytes = 32) => randomBytes(bytes).toString('base64url');
const colour = () => `#${randomBytes(3).toString('hex')}`;

/**
 * Production values for every variable .env.example names: each one fresh, none a published
 * demo value. A variable .env.example forgets is one the CMS refuses, and the run fails there.
 * @param {number} port
 */
export function productionEnv(port) {
  const values = {
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    WEB_PUBLISH: `127.0.0.1:${port}`,
    SITE_KEY: randomBytes(12).toString('hex'),
    OWNER_USERNAME: `own${randomBytes(4).toString('hex')}`,
    OWNER_EMAIL: `owner-${randomBytes(4).toString('hex')}@compose.test`,
    OWNER_PASSWORD: secret(18),
    AUTHOR_NAME: 'Compose Writer',
    SIGNIN_COLOURS: [colour(), colour(), colour(), colour()].join(' '),
    SIGNIN_ANSWERS: Array.from({ length: 5 }, () => secret(6)).join('|'),
    VAULT_KEY: randomBytes(32).toString('hex'),
    APP_KEYS: Array.from({ length: 4 }, () => secret(16)).join(','),
    POSTGRES_PASSWORD: secret(18),
  };
  /** @type {Record<string, string>} */
  const env = {};
  for (const line of readFileSync(path.join(ROOT, '.env.example'), 'utf8').split('\n')) {
    const match = line.match(/^([A-Z_]+)=(.*)$/);
    if (!match) continue;
    const [, name, example] = match;
    env[name] = name in values ? values[name] : example === '' && name !== 'LEGACY_ARTICLE_KEY' ? secret() : example;
  }
  return { ...env, ...values };
}

/** A value as docker-compose's .env reads it back unchanged: quoted where a space or # would cut it. */
const envValue = (value) => (/[\s#"'\\]/.test(value) ? `"${value.replace(/[\\"]/g, (c) => `\\${c}`)}"` : value);

/**
 * Copies the repository's files into a fresh folder with `env` as its .env.
 * @param {Record<string, string>} env
 */
export function projectCopy(env) {
  const dir = copyRepository(mkdtempSync(path.join(os.tmpdir(), 'blog-compose-')));
  writeFileSync(
    path.join(dir, '.env'),
    Object.entries(env)
      .map(([name, value]) => `${name}=${envValue(value)}`)
      .join('\n') + '\n',
    { mode: 0o600 },
  );
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/**
 * docker-compose in the project's folder: resolves with its exit code and output.
 * @param {{ dir: string, name: string, env: NodeJS.ProcessEnv }} project
 * @param {string[]} args
 * @param {{ echo?: boolean, timeoutMs?: number }} [options]
 * @returns {Promise<{ code: number | null, output: string }>}
 */
export function compose({ dir, name, env }, args, { echo = false, timeoutMs = 15 * 60_000 } = {}) {
  return new Promise((resolve) => {
    const child = spawn('docker-compose', ['--project-name', name, '--ansi', 'never', ...args], { cwd: dir, env });
    let output = '';
    const take = (/** @type {Buffer} */ chunk) => {
      output += chunk;
      if (echo) process.stdout.write(chunk);
    };
    child.stdout.on('data', take);
    child.stderr.on('data', take);
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

/** Like compose(), but a non-zero exit is an error carrying the output's end. */
export async function composeOk(project, args, options) {
  const result = await compose(project, args, options);
  if (result.code !== 0) throw new Error(`docker-compose ${args.join(' ')} exited with ${result.code}:\n${result.output.slice(-3000)}`);
  return result.output;
}
