import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

// Apart from support/storefront.ts: its page code needs the DOM types, and the benches (built
// without them) import storefront.ts.

/** An HTML_CodeSniffer message: its code (the WCAG technique it failed), the element, the text. */
export type SnifferError = { code: string; element: string; message: string };

const snifferPath = createRequire(import.meta.url).resolve('@pa11y/html_codesniffer/build/HTMLCS.js');
let snifferSource: Promise<string> | null = null;

/**
 * HTML_CodeSniffer's errors for the page (WCAG 2 AA), as pa11y runs it: its script injected into
 * the page, every "error" message kept (warnings and notices are for people to review).
 */
export async function snifferErrors(page: Page): Promise<SnifferError[]> {
  // Evaluated rather than added as a <script>: the pages' CSP (nonces) refuses injected scripts.
  snifferSource ??= readFile(snifferPath, 'utf8');
  if (!(await page.evaluate(() => 'HTMLCS' in window)))
    await page.evaluate(`${await snifferSource};window.HTMLCS = HTMLCS;`);
  return page.evaluate(
    () =>
      new Promise<SnifferError[]>((done) => {
        type Message = { type: number; code: string; msg: string; element: Element };
        const sniffer = (
          window as unknown as {
            HTMLCS: {
              process: (s: string, d: Document, cb: () => void) => void;
              getMessages: () => Message[];
            };
          }
        ).HTMLCS;
        sniffer.process('WCAG2AA', document, () =>
          done(
            sniffer
              .getMessages()
              .filter((m) => m.type === 1)
              .map((m) => ({
                code: m.code,
                message: m.msg,
                element: m.element.outerHTML.slice(0, 160),
              })),
          ),
        );
      }),
  );
}

/**
 * HTML_CodeSniffer's false positives on these pages, each a valid page it misreads (ADR 1461):
 * H98 says `autocomplete="tel-national"` is not for a text control, but HTML's autofill table puts
 * tel-national in the Tel group, for `<input type="tel">` — exactly where we use it.
 */
const SNIFFER_FALSE_POSITIVES: ReadonlyArray<(e: SnifferError) => boolean> = [
  (e) =>
    e.code.endsWith('1_3_5.H98') &&
    /\btype="tel"/.test(e.element) &&
    /autocomplete="tel-national"/.test(e.element),
];

/**
 * No HTML_CodeSniffer error but its documented false positives, and no id twice in the page
 * (WCAG 4.1.1's duplicate ids, which HTML_CodeSniffer's WCAG 2.2 rules no longer report).
 */
export async function expectSnifferClean(page: Page, label: string): Promise<void> {
  const errors = (await snifferErrors(page)).filter((e) => !SNIFFER_FALSE_POSITIVES.some((fp) => fp(e)));
  const twice = await page.evaluate(() => {
    const seen = new Map<string, number>();
    for (const el of document.querySelectorAll('[id]')) seen.set(el.id, (seen.get(el.id) ?? 0) + 1);
    return [...seen].filter(([, n]) => n > 1).map(([id, n]) => `id "${id}" ×${n}`);
  });
  const found = [...errors.map((e) => `${e.code}: ${e.element.slice(0, 120)}`), ...twice];
  // Every finding spelled out (an assertion on the array would print "[ Array(1) ]" in a gathered message).
  if (found.length) throw new Error(`${label}: HTML_CodeSniffer:\n  ${found.join('\n  ')}`);
}
