// Where the main thread goes on a cold first view (issue 37, ADR 1440): a CPU profile of the page
// load (DevTools Profiler, sampling every 100 µs) in Debian's Chromium with the CPU slowed 4×, from
// navigation until the page is idle after hydration. Prints, per page, the script time (samples
// inside JavaScript) and the functions and scripts with the most self time.
// Run on purpose: `npm run build && node bench/hydration-profile.bench.ts` (RUNS=n, PAGES=a,b,
// TOP=n). BASELINE_BUILD=<dir of another build> starts a second server on it and interleaves its
// runs with the current build's, run by run, and prints the ratio of the medians (current/baseline):
// on a shared machine only a ratio in the same run says anything.
import path from 'node:path';
import { startServer } from '../tests/e2e/support/server.ts';
import { launchChromium } from './support/browser.ts';
import { median } from './support/stats.ts';

const ALL_PAGES = [
  ['menu', '/demo/delivery'],
  ['item', '/demo/delivery/2/5'],
  ['cart', '/demo/pickup/cart'],
  ['checkout', '/demo/pickup/checkout'],
] as const;
const ONLY = process.env.PAGES?.split(',');
const PAGES = ONLY ? ALL_PAGES.filter(([name]) => ONLY.includes(name)) : ALL_PAGES;
const RUNS = Number(process.env.RUNS ?? 5);
const TOP = Number(process.env.TOP ?? 12);

type Node = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
};
type Profile = { nodes: Node[]; samples: number[]; timeDeltas: number[] };

/** Self time (ms) by function and by script, and the total inside scripts. */
function summarize(profile: Profile, origin: string) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const fns = new Map<string, number>();
  const scripts = new Map<string, number>();
  let scriptMs = 0;
  profile.samples.forEach((id, i) => {
    const frame = byId.get(id)?.callFrame;
    const ms = (profile.timeDeltas[i] ?? 0) / 1000;
    if (!frame?.url) return; // (idle), (program), (garbage collector)
    scriptMs += ms;
    const file = frame.url.replace(origin, '');
    const fn = `${frame.functionName || '(anonymous)'} ${file.split('/').pop()}:${frame.lineNumber + 1}:${frame.columnNumber + 1}`;
    fns.set(fn, (fns.get(fn) ?? 0) + ms);
    scripts.set(file, (scripts.get(file) ?? 0) + ms);
  });
  return { scriptMs, fns, scripts };
}

const builds: Array<[string, Record<string, string>]> = [['current', {}]];
if (process.env.BASELINE_BUILD)
  builds.push(['baseline', { WEB_BUILD_DIR: path.resolve(process.env.BASELINE_BUILD) }]);
const started = await Promise.allSettled(builds.map(([, env]) => startServer({ MAP_TILE_URL: '', ...env })));
const servers = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
const failed = started.find((s) => s.status === 'rejected');
if (failed) {
  await Promise.all(servers.map((s) => s.stop()));
  throw failed.reason;
}
const browser = await launchChromium();
try {
  for (const [name, url] of PAGES) {
    const totals: Record<string, number[]> = {};
    const last: Record<string, ReturnType<typeof summarize>> = {};
    for (let run = 0; run < RUNS; run++) {
      for (const [b, [label]] of builds.entries()) {
        const server = servers[b];
        if (!server) continue;
        const context = await browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true });
        // The area question waits for idle; answered, it stays out of the first view's work.
        await context.addInitScript(() => sessionStorage.setItem('sufra:area-dismissed', '1'));
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
        await cdp.send('Profiler.enable');
        await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
        await cdp.send('Profiler.start');
        await page.goto(`${server.baseUrl}${url}`, { waitUntil: 'load' });
        // Hydration and the effects after it: until the main thread has been idle a while.
        await page.evaluate(
          () =>
            new Promise<void>((resolve) => {
              const idle = (globalThis as { requestIdleCallback?: (f: () => void) => void })
                .requestIdleCallback;
              const wait = () => (idle ? idle(() => setTimeout(resolve, 200)) : setTimeout(resolve, 500));
              setTimeout(wait, 300);
            }),
        );
        const { profile } = (await cdp.send('Profiler.stop')) as { profile: Profile };
        const summary = summarize(profile, server.baseUrl);
        totals[label] = [...(totals[label] ?? []), summary.scriptMs];
        last[label] = summary;
        await context.close();
      }
    }
    const current = median(totals.current ?? []);
    const line = [`${name.padEnd(9)} script ${current.toFixed(0)} ms (4× slower CPU, median of ${RUNS})`];
    if (totals.baseline) {
      const baseline = median(totals.baseline);
      line.push(`baseline ${baseline.toFixed(0)} ms`, `ratio ${(current / baseline).toFixed(3)}`);
    }
    console.log(line.join(' · '));
    const top = (m: Map<string, number>) =>
      [...m]
        .sort((a, b) => b[1] - a[1])
        .slice(0, TOP)
        .map(([k, v]) => `    ${v.toFixed(1).padStart(6)} ms  ${k}`)
        .join('\n');
    const summary = last.current;
    if (summary)
      console.log(
        `  scripts (self time, last run):\n${top(summary.scripts)}\n  functions:\n${top(summary.fns)}`,
      );
  }
} finally {
  await browser.close();
  await Promise.all(servers.map((s) => s.stop()));
}
