import type { Page } from 'playwright-core';

/**
 * What the diner's walks check on every page they reach (ADR 1497, ADR 1501), as sentences for
 * the test's failure; none is a problem when the page is right.
 * - nothing wider than the screen (the page scrolls sideways);
 * - nothing spilling out of its own box inside the page's main content (a row of five faces
 *   wider than its card at 320 px: the page is no wider, the card's edge cuts through a face).
 *   Scrolling rows (overflow other than visible) are meant to be wider, and are not counted.
 */
export async function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const wide = document.documentElement.scrollWidth - innerWidth;
    if (wide > 0) problems.push(`${wide}px wider than the screen`);
    const spilled: Element[] = [];
    for (const el of document.querySelectorAll('main, main *')) {
      const style = getComputedStyle(el);
      if (style.overflowX !== 'visible' || style.display.startsWith('inline')) continue;
      if (style.position === 'absolute' || style.position === 'fixed') continue;
      // Rounding, and the few pixels a chosen option grows by (scale-110), are not a spill.
      if (el.clientWidth > 0 && el.scrollWidth > el.clientWidth + 4) spilled.push(el);
    }
    // The innermost box that spills names the place; its ancestors only carry the overflow.
    for (const el of spilled.filter((s) => !spilled.some((o) => o !== s && s.contains(o)))) {
      const name = [
        el.tagName.toLowerCase(),
        el.id ? `#${el.id}` : '',
        el.getAttribute('data-testid') ? `[data-testid=${el.getAttribute('data-testid')}]` : '',
        el.getAttribute('role') ? `[role=${el.getAttribute('role')}]` : '',
      ].join('');
      const text = (el.textContent ?? '').trim().slice(0, 40);
      problems.push(`${name} spills ${el.scrollWidth - el.clientWidth}px out of its box ("${text}")`);
    }
    return problems;
  });
}

/** Error banners and alerts on show (a `Banner` of tone error or warn, an ErrorText): their words. */
export async function alertsShown(page: Page): Promise<string[]> {
  return (await page.locator('[role="alert"]:visible').allTextContents())
    .map((s) => s.trim())
    .filter(Boolean);
}
