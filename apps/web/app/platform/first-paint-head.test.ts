import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { firstPaintTransform, PARKED_TYPE } from './first-paint-head.server.ts';

const sheet = {
  link: /<link rel="stylesheet" href="\/assets\/root\.css"\/>/,
  href: '/assets/root.css',
  css: 'b{}',
};

const page =
  '<!DOCTYPE html><html><head><link rel="stylesheet" href="/assets/root.css"/>' +
  '<link rel="modulepreload" href="/assets/app.js"/></head><body>' +
  // Long enough that the part held back for the script tag (120 characters) ends inside flags.
  `<select>${'<option>🇰🇼 +965</option><option>🇵🇭 +63</option>'.repeat(20)}</select><p>مرحبا</p>` +
  '<script type="module" async="">import "/assets/app.js"</script><p>🇬🇧 after</p></body></html>';

/** The page through the rewrite, cut into chunks of `size` bytes (cutting characters in two). */
async function rewritten(size: number): Promise<string> {
  const bytes = Buffer.from(page, 'utf8');
  const chunks: Buffer[] = [];
  for (let i = 0; i < bytes.length; i += size) chunks.push(bytes.subarray(i, i + size));
  const out: Buffer[] = [];
  for await (const chunk of Readable.from(chunks).pipe(firstPaintTransform([sheet]))) out.push(chunk);
  return Buffer.concat(out).toString('utf8');
}

describe('the first-paint rewrite', () => {
  it('inlines the stylesheet, parks the module script and moves the preloads after it', async () => {
    const html = await rewritten(1 << 16);
    expect(html).toContain('<style>b{}</style>');
    expect(html).not.toMatch(/<head>.*modulepreload.*<\/head>/);
    expect(html).toContain(`<script type="${PARKED_TYPE}">import "/assets/app.js"</script>`);
  });

  it('keeps every character whole whatever the chunk size (a flag cut in two once became U+FFFD)', async () => {
    for (let size = 1; size <= 64; size++) {
      const html = await rewritten(size);
      expect(html, `chunks of ${size} bytes`).not.toContain('\uFFFD');
      for (const text of ['🇰🇼 +965', '🇵🇭 +63', 'مرحبا', '🇬🇧 after']) expect(html).toContain(text);
    }
  });
});
