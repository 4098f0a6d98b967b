import { resetCmsConfig } from '../src/lib/config';

type Changes = Record<string, string | undefined>;

function apply(changes: Changes) {
  for (const [name, value] of Object.entries(changes)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  // The CMS reads its configuration once (lib/config.ts): read it again, for Strapi's copy too.
  resetCmsConfig();
}

/** Runs `body` with `changes` in the environment (undefined: unset), then puts the environment back. */
export async function withEnv(changes: Changes, body: () => unknown) {
  const before = Object.fromEntries(Object.keys(changes).map((name) => [name, process.env[name]]));
  apply(changes);
  try {
    await body();
  } finally {
    apply(before);
  }
}
