import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Transform } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
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

/** React Router's inline module script (`<Scripts>`): it imports the route modules and hydrates. */
const MODULE_SCRIPT = /<script(?=[^>]*\stype="module")(?=[^>]*\sasync="")[^>]*>/;
/** Longest tail of a chunk that may be the start of that tag (with a nonce). */
const TAG_TAIL = 120;
/** The same script, parked: the browser neither runs it nor fetches its imports. */
export const PARKED_TYPE = 'sufra/after-first-paint';

/**
 * Runs right after the parked script: once the browser has painted a frame (a timer queued from
 * an animation frame runs after that frame), or at DOMContentLoaded if that comes first, it puts
 * the head's module preloads and stylesheet link back and swaps the parked script for a live one,
 * which loads the app and hydrates. Starting by DOMContentLoaded keeps the app's code inside the
 * load event, as with ordinary module scripts. A hidden tab paints nothing, so there it starts at
 * once. It removes itself, so React finds the markup it rendered. The root stylesheet's link goes
 * back before a route's own stylesheet link when the page has one (the back office's), in the
 * order React rendered them — appended after it, React met the route's link first, failed to
 * hydrate and re-rendered the page, dropping what the user had typed (ADR 1191). Without one (the
 * storefront) it is appended as before: put back beside its inlined copy instead, the menu's
 * Lighthouse TBT went from ~70 to ~300 ms.
 */
const starter = (sheets: string, preloads: string, nonce: string | undefined) =>
  `<script${nonceAttr(nonce)}>(function(){var me=document.currentScript;function go(){var p=document.querySelector('script[type="${PARKED_TYPE}"]');if(!p)return;var h=document.head,r=h.querySelector('link[rel="stylesheet"]'),c=${JSON.stringify(sheets).replaceAll('<', '\\u003c')};if(r){r.insertAdjacentHTML('beforebegin',c);c=''}h.insertAdjacentHTML('beforeend',c+${JSON.stringify(preloads).replaceAll('<', '\\u003c')});var s=document.createElement('script');s.type='module';s.nonce=p.nonce;s.textContent=p.textContent;p.replaceWith(s)}if(document.visibilityState==='hidden')go();else{requestAnimationFrame(function(){setTimeout(go)});document.addEventListener('DOMContentLoaded',go)}me.remove()})()</script>`;

/**
 * Rewrites the streamed document so the first paint waits for nothing but the document and
 * the code comes after it (ADR 304):
 * - the root stylesheet is inlined: no second request before paint. Its `<link>` (which
 *   hydration expects, as `media="print"` so it never blocks rendering) and React Router's module
 *   preloads leave the `<head>`;
 * - the inline module script is parked until the first frame is painted (or the document is
 *   parsed), then started together with those links. The markup and the LCP picture (preloaded with high priority) have the line
 *   to themselves; the 138 KB of scripts that hydrate them follow. Lighthouse's simulation counts
 *   every request that ended before the observed LCP towards it (LCP ≈ 2.3 s with the scripts
 *   in, ≈ 1.3 s without, ADR 304).
 */
const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const escapeAttr = (text: string) => text.replaceAll('&', '&amp;').replaceAll('"', '&quot;');

const nonceAttr = (nonce: string | undefined) => (nonce ? ` nonce="${nonce}"` : '');

export function firstPaintHead(context: EntryContext, nonce?: string): Transform | null {
  if (process.env.NODE_ENV !== 'production') return null;
  const hrefs = context.manifest.routes.root?.css ?? [];
  const inlined = hrefs.flatMap((href) => {
    const css = stylesheet(href);
    // React Router puts the CSP nonce (ADR 747) on its links when it has one.
    const link = new RegExp(`<link (?:nonce="[^"]*" )?rel="stylesheet" href="${escapeRegExp(href)}"/>`);
    return css === null ? [] : [{ link, href, css }];
  });
  return inlined.length ? firstPaintTransform(inlined, nonce) : null;
}

/** A stylesheet to inline: the `<link>` React Router writes for it, its href and its text. */
export type InlinedSheet = { link: RegExp; href: string; css: string };

/** The rewrite itself, over the document's bytes as React streams them. */
export function firstPaintTransform(inlined: InlinedSheet[], nonce?: string): Transform {
  // Chunks end anywhere, inside a character too (an emoji flag is 8 bytes): a plain toString
  // per chunk turned its halves into U+FFFD and the page hydrated with a text mismatch.
  const decoder = new StringDecoder('utf8');
  let pending = '';
  let stage: 'head' | 'body' | 'done' = 'head';
  let sheets = '';
  let later = '';

  function rewriteHead(head: string): string {
    for (const { link, href, css } of inlined) {
      head = head.replace(link, () => {
        sheets += `<link rel="stylesheet" href="${escapeAttr(href)}" media="print"/>`;
        return `<style>${css}</style>`;
      });
    }
    return head.replace(/<link (?:nonce="[^"]*" )?rel="modulepreload"[^>]*>/g, (preload) => {
      later += preload;
      return '';
    });
  }

  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (stage === 'done') {
        // The decoder may still hold the first bytes of a character cut by the previous chunk.
        const held = decoder.write(chunk);
        return callback(null, held || undefined);
      }
      pending += decoder.write(chunk);
      let out = '';
      if (stage === 'head') {
        // Rewrite once the whole <head> has arrived (it comes in the first chunks of the shell).
        const end = pending.indexOf('</head>');
        if (end < 0) return callback();
        out = rewriteHead(pending.slice(0, end));
        pending = pending.slice(end);
        stage = 'body';
      }
      const match = MODULE_SCRIPT.exec(pending);
      const start = match ? match.index : -1;
      const close = start < 0 ? -1 : pending.indexOf('</script>', start);
      if (match && close >= 0) {
        const after = close + '</script>'.length;
        out +=
          pending.slice(0, start) +
          // The nonce stays on the parked script: the starter gives it to the live one (ADR 747).
          `<script type="${PARKED_TYPE}"${nonceAttr(nonce)}>` +
          pending.slice(start + match[0].length, after) +
          starter(sheets, later, nonce) +
          pending.slice(after);
        pending = '';
        stage = 'done';
      } else {
        // Send what cannot be the start of the module script; keep the rest for the next chunk.
        let keep = start >= 0 ? start : Math.max(0, pending.length - TAG_TAIL);
        // Never between the two halves of a surrogate pair (an emoji): a lone half is written
        // out as U+FFFD.
        if (keep > 0 && isHighSurrogate(pending.charCodeAt(keep - 1))) keep--;
        out += pending.slice(0, keep);
        pending = pending.slice(keep);
      }
      callback(null, out || undefined);
    },
    flush(callback) {
      const rest = pending + decoder.end();
      callback(null, rest || undefined);
    },
  });
}
