// `npm run build`: installs what is missing and builds every part whose inputs changed.
import { ensureBuilt, ensureInstalled } from './lib/prepare.mjs';

await ensureInstalled();
await ensureBuilt();
