import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Transform } from 'node:stream';
import { fileURLToPath } from 'node:url';
import type { EntryContext } from 'react-router';

// build/server/index.js → build/client (where the built stylesheets are).
const clientDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../client');
const cache = new Map<string, string | null>();

function stylesheet(href: string): string | null {
  if (!cache.has(href)) {
    try {
      // `</style` cannot appear in Tailwind's output, but never let a file end the element early.
      cache.set(href, readFileSync(path.join(clientDir, href), 'utf8').replaceAll('</style', '<\\/style'));
    } catch {
      cache.set(href, null);
    }
  }
  return cache.get(href) ?? null;
}

/**
 * The root stylesheet inlined into the page (ADR 304): the first paint no longer waits for a
 * second request. The `<link>` stays (so hydration finds it) but as `media="print"`, which does
 * not block rendering; the browser still caches the file for later full loads.
 */
export function inlineRootCss(context: EntryContext): Transform | null {
  if (process.env.NODE_ENV !== 'production') return null;
  const hrefs = context.manifest.routes.root?.css ?? [];
  const inlined = hrefs.flatMap((href) => {
    const css = stylesheet(href);
    return css === null ? [] : [{ link: `<link rel="stylesheet" href="${href}"/>`, href, css }];
  });
  if (!inlined.length) return null;
  let head = '';
  let done = false;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (done) return callback(null, chunk);
      head += chunk.toString('utf8');
      // Rewrite once the whole <head> has arrived (it comes in the first chunks of the shell).
      if (!head.includes('</head>')) return callback();
      done = true;
      for (const { link, href, css } of inlined) {
        head = head.replace(
          link,
          `<style>${css}</style><link rel="stylesheet" href="${href}" media="print"/>`,
        );
      }
      callback(null, head);
    },
    flush(callback) {
      callback(null, done ? undefined : head);
    },
  });
}
