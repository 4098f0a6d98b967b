import { resetCmsConfig } from '../src/lib/config';

/**
 * Vitest runs every API file in one worker with its modules loaded once (`isolate: false`, the
 * cms vitest config): before each file, the environment goes back to the one the worker started
 * with, so a CMS booted by the last file leaves none of its variables to this one.
 */
const holder = globalThis as { firstEnv?: NodeJS.ProcessEnv };
holder.firstEnv ??= { ...process.env };
const first = holder.firstEnv;
for (const name of Object.keys(process.env)) if (!(name in first)) delete process.env[name];
Object.assign(process.env, first);
resetCmsConfig();
