import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  chromium,
  type Page,
} from 'playwright-core';
import { expect } from 'vitest';

/** Flags this sandbox needs: no sandboxing as root, and no background calls to an unreachable network. */
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];

/** Debian's `chromium-headless-shell`: the same Blink without the full browser around it (ADR 1465). */
export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
export const FULL_CHROMIUM = '/usr/bin/chromium';

/**
 * Files that need what only the full browser has: notifications. The headless shell answers
 * "denied" to every notification permission, granted or not, so the order page's "Get order
 * updates" offer (ADR 909, pwa.e2e.ts) never shows and the board's "Alerts on this device" stays
 * blocked (board-refunds.e2e.ts). A new file that uses notifications belongs here.
 */
export const FULL_BROWSER_FILES = ['pwa.e2e.ts', 'board-refunds.e2e.ts'];

/**
 * The browser a test file runs in (ADR 1465): `CHROMIUM_PATH` when set; otherwise the headless
 * shell when it is installed — about 40 % less CPU for Chromium than the full browser's headless
 * mode, on a suite bound by CPU — except for the files above and for the screenshot run
 * (`SCREENSHOTS=1`), whose pictures people judge as the full browser draws them (the shell
 * anti-aliases Arabic, CJK and emoji glyphs a little differently); otherwise /usr/bin/chromium.
 */
export function chromiumFor(
  testFile: string | undefined,
  env: { CHROMIUM_PATH?: string; SCREENSHOTS?: string } = process.env,
  installed: (file: string) => boolean = existsSync,
): string {
  if (env.CHROMIUM_PATH) return env.CHROMIUM_PATH;
  const needsFull = !!env.SCREENSHOTS || FULL_BROWSER_FILES.includes(path.basename(testFile ?? ''));
  return !needsFull && installed(HEADLESS_SHELL) ? HEADLESS_SHELL : FULL_CHROMIUM;
}

/** The browser for the test file being run (Vitest knows which). */
const executablePath = () => chromiumFor(expect.getState().testPath);

/** A browser with a profile on disk (not a private window), for what Chromium refuses in one. */
export function launchProfile(dir: string, options: BrowserContextOptions): Promise<BrowserContext> {
  return chromium.launchPersistentContext(dir, {
    executablePath: executablePath(),
    args: CHROMIUM_ARGS,
    headless: true,
    ...options,
  });
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: executablePath(),
    args: CHROMIUM_ARGS,
    headless: true,
  });
}

/*
 * Real browsers' user agents: Playwright's default says "HeadlessChrome", which isbot counts as a
 * crawler, and crawlers get the whole menu at once (storefront.server.ts), not what people get.
 */
export const PHONE_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
export const DESKTOP_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/**
 * A phone at 375 px. One device pixel per CSS pixel: Chromium here rasterises in software, and a
 * 2x phone costs four times the pixels on every frame of every test for nothing a test checks
 * (the suite's time is a requirement, ADR 1190). The screenshot sweep that people judge by eye
 * uses `PHONE_2X`.
 */
export const PHONE: BrowserContextOptions = {
  userAgent: PHONE_UA,
  viewport: { width: 375, height: 812 },
  deviceScaleFactor: 1,
  isMobile: true,
  hasTouch: true,
};
/** The same phone with a retina screen, as most diners' phones are: for screenshots to review. */
export const PHONE_2X: BrowserContextOptions = { ...PHONE, deviceScaleFactor: 2 };
export const DESKTOP: BrowserContextOptions = {
  userAgent: DESKTOP_UA,
  viewport: { width: 1280, height: 800 },
};

export const artifactsDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../test-results/screenshots',
);

/**
 * The page at rest, instead of a fixed sleep: the work it put off until idle has run (the area
 * question is opened from an idle callback, and idle callbacks run in the order asked), a frame
 * has been drawn, and every animation (the item sheet sliding up) has finished.
 */
export async function settled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await new Promise<void>((done) => requestIdleCallback(() => done(), { timeout: 3000 }));
    await new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done())));
    await Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined)));
  });
}

/**
 * Opens `url` and waits until the page is ready to be checked: loaded, hydrated (React's fiber on
 * the body), its eager pictures decoded, then `settled`. Instead of `networkidle`, which waits a
 * further half second of silence after every page and cost about a minute of the suite (ADR 1190).
 */
export async function openSettled(page: Page, url: string): Promise<void> {
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForFunction(() => Object.keys(document.body).some((k) => k.startsWith('__reactFiber')));
  await page.evaluate(() =>
    Promise.all(
      [...document.images]
        .filter((img) => img.loading !== 'lazy' && !img.complete)
        .map((img) => img.decode().catch(() => undefined)),
    ),
  );
  await settled(page);
}

/**
 * The screenshot run (`npm run test:screens`, SCREENSHOTS=1). A test or a pass whose only check
 * beyond what the rest of the suite asserts is its pictures runs only then (ADR 1190, 1464).
 */
export const SCREENS_RUN = !!process.env.SCREENSHOTS;

/** Keeps a screenshot (full page unless told otherwise) in test-results/screenshots, when asked. */
export async function screenshot(
  page: Page,
  name: string,
  options: { fullPage?: boolean } = {},
): Promise<string | null> {
  // Pictures are for people to judge, not for a check to read: taken when asked
  // (`npm run test:screens`, SCREENSHOTS=1), skipped in the default run, where ~170 full-page
  // captures cost one and a half minutes (ADR 1190). Everything the tests assert still runs.
  if (!process.env.SCREENSHOTS) return null;
  await fs.mkdir(artifactsDir, { recursive: true });
  const file = path.join(artifactsDir, `${name}.png`);
  await page.screenshot({ path: file, fullPage: options.fullPage ?? true });
  return file;
}

/**
 * A cheap phone on 3G (ADR 900): every page script of `context` arrives `delay` ms late. The
 * answer tells whether any script the page's current document asked for has arrived yet.
 */
export async function holdScripts(
  context: BrowserContext,
  page: Page,
  delay: number,
): Promise<() => boolean> {
  // When each script was asked for, of those served; and when the last document was.
  const served: number[] = [];
  let documentAt = 0;
  await context.route(/\/assets\/.*\.js$/, async (route) => {
    const asked = Date.now();
    await new Promise((resolve) => setTimeout(resolve, delay));
    served.push(asked);
    await route.continue().catch(() => {});
  });
  page.on('request', (r) => {
    if (r.isNavigationRequest()) documentAt = Date.now();
  });
  return () => served.some((at) => at >= documentAt);
}
