/**
 * After `react-router build`: a `.br` (quality 11) and a `.gz` (level 9) beside every script,
 * stylesheet and other text asset of build/client, which the server sends as they are
 * (@fastify/static `preCompressed`). On-the-fly compression runs brotli at quality 4 (fast, ~16 %
 * bigger): the cart and checkout's first view weighed 141–147 KB that way, 122–127 KB like this
 * (issue 22, ADR 900; budget 140 KB, ADR 304).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../build/client');
const TEXT = /\.(js|mjs|css|svg|json|txt|xml|webmanifest|html)$/;

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (TEXT.test(entry.name)) yield full;
  }
}

let count = 0;
for await (const file of files(root)) {
  const body = await fs.readFile(file);
  if (body.length < 1024) continue;
  const br = zlib.brotliCompressSync(body, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
  const gz = zlib.gzipSync(body, { level: 9 });
  if (br.length < body.length) await fs.writeFile(`${file}.br`, br);
  if (gz.length < body.length) await fs.writeFile(`${file}.gz`, gz);
  count++;
}
console.log(`precompressed ${count} files in ${path.relative(process.cwd(), root)}`);
