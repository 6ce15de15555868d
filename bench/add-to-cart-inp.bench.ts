// Add-to-cart responsiveness: INP over 20 scripted "+" taps on a category page, with
// the CPU slowed 4× (CDP Emulation.setCPUThrottlingRate), measured by the page's own Event Timing
// API. Run on purpose: `npm run build && npm run bench:inp -w bench`. Goal: INP ≤ 100 ms.
import { quickItem } from '../tests/e2e/support/checkout.ts';
import { startServer } from '../tests/e2e/support/server.ts';
import { launchChromium } from './support/browser.ts';

const TAPS = 20;
const GOAL_MS = 100;

const server = await startServer({ MAP_TILE_URL: '' });
const browser = await launchChromium();
let failed = false;
try {
  const item = await quickItem(server.baseUrl);
  const context = await browser.newContext({
    viewport: { width: 375, height: 812 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  });
  await context.addInitScript(() => {
    sessionStorage.setItem('sufra:area-dismissed', '1');
    // Every interaction's longest event (input delay + processing + presentation), by interactionId.
    const longest = new Map<number, number>();
    (globalThis as unknown as { __inp: Map<number, number> }).__inp = longest;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as unknown as { interactionId?: number; duration: number }[]) {
        if (!e.interactionId) continue;
        longest.set(e.interactionId, Math.max(longest.get(e.interactionId) ?? 0, e.duration));
      }
    }).observe({ type: 'event', buffered: true, durationThreshold: 16 } as never);
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await page.goto(`${server.baseUrl}/demo/delivery/${item.category_id}`, { waitUntil: 'networkidle' });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const count = () =>
    page.evaluate(() => {
      const storage = (globalThis as unknown as { localStorage: Storage }).localStorage;
      const key = Object.keys(storage).find((k) => k.startsWith('sufra:cart:'));
      const cart = key ? (JSON.parse(storage.getItem(key) ?? '{}') as { items?: { count: number }[] }) : {};
      return (cart.items ?? []).reduce((n, i) => n + i.count, 0);
    });
  const button = page.getByRole('button', { name: `Add ${item.name}` }).first();
  for (let i = 1; i <= TAPS; i++) {
    await button.tap();
    // The line lands once the item's data arrives; then the next tap.
    for (let w = 0; w < 200 && (await count()) < i; w++) await page.waitForTimeout(25);
    await page.waitForTimeout(150);
  }
  await page.waitForTimeout(500);
  const durations = (
    await page.evaluate(() => [...(globalThis as unknown as { __inp: Map<number, number> }).__inp.values()])
  ).sort((a, b) => a - b);
  const added = await count();
  // Interactions under the 16 ms threshold report nothing: count them as 16 ms at most.
  const all = [...durations, ...Array<number>(Math.max(0, TAPS - durations.length)).fill(16)].sort(
    (a, b) => a - b,
  );
  const pick = (q: number) => all[Math.min(all.length - 1, Math.ceil(q * all.length) - 1)] ?? 0;
  // INP for this many interactions is the 98th percentile (the worst one in 50 ignored).
  const inp = pick(0.98);
  if (process.env.VERBOSE)
    console.log(
      JSON.stringify(
        await page.evaluate(() => [
          ...(globalThis as unknown as { __inp: Map<number, number> }).__inp.values(),
        ]),
      ),
    );
  console.log(
    `add-to-cart INP, ${TAPS} taps at 4× CPU slowdown (${added} added, ${durations.length} over 16 ms)`,
  );
  console.log(`  median ${pick(0.5)} ms · p98 (INP) ${inp} ms · max ${all.at(-1)} ms · goal ≤ ${GOAL_MS} ms`);
  if (added < TAPS) {
    console.error(`only ${added} of ${TAPS} taps added to the cart`);
    failed = true;
  }
  if (inp > GOAL_MS) failed = true;
} finally {
  await browser.close();
  await server.stop();
}
process.exit(failed ? 1 : 0);
