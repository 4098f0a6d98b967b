// What one compression of a page costs, in each coding this site may send and at each Brotli
// quality: the median of many runs on one thread, and the bytes it makes. The cached pages'
// quality and the streams' (frontend/server/content-coding.ts) were chosen from it.
// Run against a running site: node scripts/bench/compression-cost.mjs http://localhost:3000/blog/{id}
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const address = process.argv[2];
if (!address) throw new Error('Usage: node scripts/bench/compression-cost.mjs {page address}');
const body = Buffer.from(await (await fetch(address, { headers: { 'Accept-Encoding': 'identity' } })).arrayBuffer());
const RUNS = 300;

/** @param {() => Buffer} compress */
function cost(compress) {
  const times = [];
  let bytes = 0;
  for (let run = 0; run < RUNS; run += 1) {
    const start = process.hrtime.bigint();
    bytes = compress().length;
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  return { ms: times.sort((a, b) => a - b)[RUNS >> 1], bytes };
}

/** @type {[string, () => Buffer][]} */
const codings = [['gzip, zlib default level', () => gzipSync(body)]];
for (const quality of [3, 4, 5, 6, 11])
  codings.push([`Brotli ${quality}`, () => brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: quality } })]);
console.log(`${address}: ${body.length} bytes`);
for (const [name, compress] of codings) {
  const { ms, bytes } = cost(compress);
  console.log(`${name.padEnd(26)} ${ms.toFixed(2).padStart(7)} ms ${String(bytes).padStart(8)} bytes`);
}
