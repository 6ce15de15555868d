import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, PHONE, screenshot } from './support/browser.ts';
import { fillCart, quickItem } from './support/checkout.ts';
import { type RunningServer, startServer } from './support/server.ts';
import { skipAreaModal } from './support/storefront.ts';

// Issue #34 points 3 and 4 (ADR 1362): reduced motion and forced colours, in Chromium's emulation.

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const seconds = (value: string) => Math.max(...value.split(',').map((v) => Number.parseFloat(v)));

describe('reduced motion', () => {
  it('the item sheet does not slide and the loading shimmer does not run', async () => {
    const context = await browser.newContext({ ...PHONE, reducedMotion: 'reduce' });
    await skipAreaModal(context);
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}/demo/delivery`);
    await page.waitForLoadState('networkidle');
    // The shimmer of a loading placeholder (the item sheet's, before its data arrives).
    const shimmer = await page.evaluate(() => {
      const el = document.createElement('div');
      el.className = 'skeleton';
      document.body.append(el);
      return getComputedStyle(el, '::after').animationName;
    });
    expect(shimmer).toBe('none');
    await page.locator('#cat-1 article a').nth(2).click();
    const sheet = page.locator('[data-vaul-drawer]');
    await sheet.waitFor();
    const motion = await sheet.evaluate((el) => {
      const style = getComputedStyle(el);
      return { transition: style.transitionDuration, animation: style.animationDuration };
    });
    expect(seconds(motion.transition)).toBeLessThan(0.001);
    expect(seconds(motion.animation)).toBeLessThan(0.001);
    await context.close();
  });

  it('without the preference the sheet still slides (the rule is scoped to it)', async () => {
    const context = await browser.newContext({ ...PHONE, reducedMotion: 'no-preference' });
    await skipAreaModal(context);
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}/demo/delivery`);
    await page.waitForLoadState('networkidle');
    await page.locator('#cat-1 article a').nth(2).click();
    const sheet = page.locator('[data-vaul-drawer]');
    await sheet.waitFor();
    expect(seconds(await sheet.evaluate((el) => getComputedStyle(el).transitionDuration))).toBeGreaterThan(
      0.1,
    );
    await context.close();
  });
});

describe('forced colours (Windows high contrast)', () => {
  it('the checked payment method and tip are drawn with system colours, the others not', async () => {
    const context = await browser.newContext({ ...PHONE, forcedColors: 'active' });
    await skipAreaModal(context);
    const page = await context.newPage();
    await fillCart(page, server.baseUrl, 'pickup', await quickItem(server.baseUrl), 1);
    await page.goto(`${server.baseUrl}/demo/pickup/checkout`);
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => matchMedia('(forced-colors: active)').matches)).toBe(true);
    const look = (selector: string) =>
      page.locator(selector).evaluateAll((labels) =>
        labels.map((label) => {
          const input = label.querySelector('input') as HTMLInputElement;
          const style = getComputedStyle(label);
          return {
            checked: input.checked,
            outline: `${style.outlineStyle} ${style.outlineWidth}`,
            fill: getComputedStyle(input).backgroundColor,
          };
        }),
      );
    const payment = await look('label:has(input[name="payment_type"])');
    expect(payment.filter((p) => p.checked)).toHaveLength(1);
    for (const option of payment) {
      if (option.checked) {
        expect(option.outline).toBe('solid 3px');
        // Highlight, not the Canvas every other background becomes.
        expect(option.fill).not.toMatch(/rgba\(0, 0, 0, 0\)/);
      } else expect(option.outline).not.toBe('solid 3px');
    }
    const tips = await look('label:has(input[name="tip"])');
    for (const tip of tips) expect(tip.outline === 'solid 3px').toBe(tip.checked);
    await screenshot(page, 'forced-colours-checkout', { fullPage: true });
    await context.close();
  });
});
