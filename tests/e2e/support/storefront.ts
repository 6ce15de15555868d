import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';

/** Puts the delivery-area modal off for the visit, so pages can be looked at under it. */
export async function skipAreaModal(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => sessionStorage.setItem('sufra:area-dismissed', '1'));
}

/**
 * No serious or critical accessibility violation on the page (axe-core). Run in the page itself
 * ("legacy mode"): the default opens a blank page per check to gather frames' results, which took
 * half of each check's time (menu 3.0 → 1.4 s, measured) for frames these pages do not have (ADR
 * 1190). A cross-origin frame, which this mode cannot enter, fails the check (`frame-tested`)
 * instead of passing untested.
 */
export async function expectAccessible(page: Page, label: string): Promise<void> {
  // A frame still loading (the back office's live preview) takes axe's script and then drops it
  // when its page arrives: the check would call it untested. Each frame has loaded first.
  // A lazy frame below the fold (the preview under the settings form on a phone) never loads
  // until scrolled to: it is brought into view, then checked with the rest.
  await page.locator('iframe[loading="lazy"]').evaluateAll((frames) => {
    // Typed loosely: the benchmarks compile this file without the DOM's types.
    for (const frame of frames) (frame as { scrollIntoView?: () => void }).scrollIntoView?.();
  });
  // A frame brought into view, or made anew (the preview after a save), is still the blank page
  // it starts as for a moment, and "loaded": axe went into that page and was lost with it (the
  // settings pages failed so under load). Each frame's own page has loaded first (at most 10 s;
  // a cross-origin frame, which cannot be read, is left to axe to report).
  await page.locator('iframe').evaluateAll((frames) =>
    Promise.all(
      frames.map(
        (element) =>
          new Promise<void>((done) => {
            // Typed loosely, as above.
            const frame = element as {
              contentDocument?: { URL: string; readyState: string } | null;
              addEventListener: (type: string, listener: () => void) => void;
            };
            const ready = () => {
              const document = frame.contentDocument;
              return !document || (document.URL !== 'about:blank' && document.readyState === 'complete');
            };
            if (ready()) return done();
            const timer = setTimeout(done, 10_000);
            frame.addEventListener('load', () => {
              if (!ready()) return;
              clearTimeout(timer);
              done();
            });
          }),
      ),
    ),
  );
  await Promise.all(page.frames().map((frame) => frame.waitForLoadState('load')));
  // A frame gets 10 s to answer axe's first message, not axe's default half second: a frame busy
  // hydrating the storefront on a loaded machine answered late and was reported untested.
  const result = await new AxeBuilder({ page }).setLegacyMode().options({ pingWaitTime: 10_000 }).analyze();
  const untested = result.incomplete.filter((v) => v.id === 'frame-tested');
  expect(
    untested.flatMap((v) => v.nodes.map((n) => n.target.join(' '))),
    `${label}: untested frames`,
  ).toEqual([]);
  const bad = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    bad.map(
      (v) =>
        `${v.id} (${v.impact}): ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')}`,
    ),
    label,
  ).toEqual([]);
}

type Item = {
  id: number;
  name: string;
  category_id: number;
  available: boolean;
  comment_required: boolean;
  modifier_groups: unknown[];
  price_labels: Array<{ minimum: number; maximum: number | null }>;
  types: { delivery: boolean };
};
type Category<T> = { id: number; name: string; items: T[]; subcategories?: Category<T>[] };

/**
 * The demo menu as the API serves it, flattened: lets tests pick items by their traits. `T` names
 * the fields a test reads (the API sends them all).
 */
export async function demoMenuItems<T>(baseUrl: string): Promise<T[]> {
  const body = (await (await fetch(`${baseUrl}/api/webapp/v5/restaurant/demo`)).json()) as {
    menu: { categories: Category<T>[] };
  };
  const out: T[] = [];
  const walk = (cs: Category<T>[]) => {
    for (const c of cs) {
      out.push(...c.items);
      walk(c.subcategories ?? []);
    }
  };
  walk(body.menu.categories);
  return out;
}

/** `demoMenuItems` with the fields most tests read. */
export const demoItems = (baseUrl: string) => demoMenuItems<Item>(baseUrl);
