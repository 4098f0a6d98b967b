// The images the project's Dockerfiles and docker-compose.yml start FROM, under the names they
// use: pulled where a registry answers, else built here from Debian's packages (a bookworm root
// by debootstrap, PostgreSQL from Debian) and the npm registry (Node, npm).
import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, cpSync, existsSync, mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from '../lib/env.mjs';
import { cacheDir, newestVersion, nodeRelease, unpackPackage } from '../lib/node-release.mjs';
import { run } from '../lib/run.mjs';

const IMAGES_DIR = path.join(ROOT, 'scripts', 'compose', 'images');
const ROOT_IMAGE = 'writer-blog/bookworm-root:12';
const MIRROR = process.env.DEBIAN_MIRROR || 'http://deb.debian.org/debian';
/** The certificate authorities this machine trusts (Debian's bundle, with any the machine added). */
const MACHINE_CA = process.env.NODE_EXTRA_CA_CERTS || '/etc/ssl/certs/ca-certificates.crt';

/** Every image a Dockerfile starts FROM or the compose file runs, less the ones the project builds itself. */
export function externalImages() {
  const named = new Set();
  for (const file of ['cms/Dockerfile', 'frontend/Dockerfile']) {
    for (const [, image] of readFileSync(path.join(ROOT, file), 'utf8').matchAll(/^FROM\s+(\S+)/gim)) named.add(image);
  }
  for (const [, image] of readFileSync(path.join(ROOT, 'docker-compose.yml'), 'utf8').matchAll(/^\s+image:\s*(\S+)/gm)) named.add(image);
  return [...named];
}

const present = (env, tag) => spawnSync('docker', ['image', 'inspect', tag], { env, stdio: 'ignore' }).status === 0;

async function ensureRootImage(env) {
  if (present(env, ROOT_IMAGE)) return;
  const tarball = path.join(cacheDir('compose'), 'bookworm-root.tar');
  if (!existsSync(tarball)) {
    console.log(`Making a Debian bookworm root with debootstrap from ${MIRROR} (about a minute)...`);
    const root = mkdtempSync(path.join(os.tmpdir(), 'blog-bookworm-'));
    try {
      await run('debootstrap', ['--variant=minbase', 'bookworm', root, MIRROR], { stdio: ['ignore', 'ignore', 'inherit'] });
      // What an image never needs: the downloaded packages and the package lists (every Dockerfile updates them).
      for (const dir of ['var/cache/apt/archives', 'var/lib/apt/lists']) {
        execFileSync('find', [path.join(root, dir), '-mindepth', '1', '-not', '-name', 'lock', '-not', '-name', 'partial', '-delete']);
      }
      execFileSync('tar', ['-C', root, '-cf', `${tarball}.part`, '.']);
      renameSync(`${tarball}.part`, tarball);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  }
  execFileSync('docker', ['import', tarball, ROOT_IMAGE], { env, stdio: 'ignore' });
}

/** docker build of one of scripts/compose/images/, with `fill(context)` copying in what it needs. */
async function buildFromRoot(env, tag, dockerfile, fill) {
  await ensureRootImage(env);
  const context = mkdtempSync(path.join(os.tmpdir(), 'blog-image-'));
  try {
    fill(context);
    await run(
      'docker',
      ['build', '--quiet', '-f', path.join(IMAGES_DIR, dockerfile), '--build-arg', `ROOT_IMAGE=${ROOT_IMAGE}`, '-t', tag, context],
      {
        env,
        stdio: ['ignore', 'ignore', 'inherit'],
      },
    );
  } finally {
    rmSync(context, { recursive: true, force: true });
  }
}

/** How each kind of image is made here when it cannot be pulled. */
const BUILDERS = [
  {
    pattern: /^node:(\d+)-bookworm-slim$/,
    build: (env, tag, [major]) => {
      const node = nodeRelease(major);
      const npmVersion = newestVersion('npm', '11');
      const npm = unpackPackage(`npm@${npmVersion}`, path.join(cacheDir('npm'), npmVersion));
      console.log(`Building ${tag} from Debian bookworm, Node ${node.version} and npm ${npmVersion}...`);
      return buildFromRoot(env, tag, 'node.Dockerfile', (context) => {
        for (const part of ['bin', 'include', 'share'])
          cpSync(path.join(node.dir, part), path.join(context, 'node', part), { recursive: true });
        cpSync(npm, path.join(context, 'npm'), { recursive: true });
        copyFileSync(MACHINE_CA, path.join(context, 'machine-ca.crt'));
      });
    },
  },
  {
    pattern: /^postgres:(\d+)-bookworm$/,
    build: (env, tag, [major]) => {
      if (major !== '15') throw new Error(`${tag}: Debian bookworm carries PostgreSQL 15 only`);
      console.log(`Building ${tag} from Debian bookworm's postgresql-15...`);
      return buildFromRoot(env, tag, 'postgres.Dockerfile', (context) =>
        copyFileSync(path.join(IMAGES_DIR, 'postgres-entrypoint.sh'), path.join(context, 'postgres-entrypoint.sh')),
      );
    },
  },
];

/** Each external image: kept if present, pulled if a registry answers, else built here. */
export async function ensureBaseImages(env) {
  for (const tag of externalImages()) {
    if (present(env, tag)) continue;
    const pulled = spawnSync('docker', ['pull', '--quiet', tag], { env, stdio: 'ignore', timeout: 120_000 }).status === 0;
    if (pulled) continue;
    const builder = BUILDERS.map((b) => ({ ...b, match: tag.match(b.pattern) })).find((b) => b.match);
    if (!builder?.match) throw new Error(`${tag} cannot be pulled, and there is no way to build it here`);
    await builder.build(env, tag, builder.match.slice(1));
  }
}
