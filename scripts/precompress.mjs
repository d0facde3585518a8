// Pre-compresses the built client assets (gzip and brotli) for the Node server to serve as-is.
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

function* files(dir) {
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) yield* files(p);
    else yield p;
  }
}
let count = 0;
for (const file of files("build/client")) {
  if (!/\.(js|css|svg|json|txt|html)$/.test(file) || statSync(file).size < 512) continue;
  const body = readFileSync(file);
  writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
  writeFileSync(`${file}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  count++;
}
console.log(`precompressed ${count} assets`);
