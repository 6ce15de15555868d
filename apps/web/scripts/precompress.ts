// After the client build: writes a brotli (quality 11) and a gzip (level 9) copy next to every
// text asset, which the server sends as they are (ADR 605, ADR 900). Compressing once at build time at the
// highest quality saves about 14 % of the scripts' bytes over compressing each response on the
// fly, with no CPU spent per request.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const TEXT = /\.(js|css|svg|json|html|txt|xml|webmanifest)$/;
const MIN_BYTES = 1024;

export function precompress(dir: string): number {
  let written = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !TEXT.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    const bytes = fs.readFileSync(file);
    if (bytes.length < MIN_BYTES) continue;
    const br = zlib.brotliCompressSync(bytes, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    });
    const gz = zlib.gzipSync(bytes, { level: 9 });
    // A copy no smaller than the file is no use to anyone.
    if (br.length < bytes.length) fs.writeFileSync(`${file}.br`, br);
    if (gz.length < bytes.length) fs.writeFileSync(`${file}.gz`, gz);
    written++;
  }
  return written;
}

if (import.meta.main) {
  const dir = path.resolve(import.meta.dirname, '../build/client');
  console.log(`precompressed ${precompress(dir)} assets (brotli 11, gzip 9) in ${dir}`);
}
