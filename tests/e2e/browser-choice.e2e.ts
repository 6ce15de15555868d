import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { chromiumFor, FULL_CHROMIUM, HEADLESS_SHELL, launchBrowser } from './support/browser.ts';

// Which Chromium a file runs in (ADR 1465): the headless shell where it does the job, for less CPU.
describe('the browser of an e2e file', () => {
  const installed = () => true;
  const absent = () => false;

  it('is the headless shell when installed; the full browser for the files and the run that need it, or without the shell', () => {
    expect(chromiumFor('/r/tests/e2e/admin.e2e.ts', {}, installed)).toBe(HEADLESS_SHELL);
    // Web Push: the shell denies every notification permission (ADR 909).
    expect(chromiumFor('/r/tests/e2e/pwa.e2e.ts', {}, installed)).toBe(FULL_CHROMIUM);
    expect(chromiumFor('/r/tests/e2e/board-refunds.e2e.ts', {}, installed)).toBe(FULL_CHROMIUM);
    expect(chromiumFor('/r/tests/e2e/admin.e2e.ts', {}, absent)).toBe(FULL_CHROMIUM);
    expect(chromiumFor(undefined, {}, absent)).toBe(FULL_CHROMIUM);
    // The screenshot run: pictures as the full browser draws them.
    expect(chromiumFor('/r/tests/e2e/admin.e2e.ts', { SCREENSHOTS: '1' }, installed)).toBe(FULL_CHROMIUM);
    expect(chromiumFor('/r/tests/e2e/pwa.e2e.ts', { CHROMIUM_PATH: '/opt/c' }, installed)).toBe('/opt/c');
  });

  it('this file’s browser is the one chosen, and it runs', async () => {
    const chosen = chromiumFor(expect.getState().testPath);
    if (!process.env.CHROMIUM_PATH && !process.env.SCREENSHOTS) {
      expect(chosen).toBe(existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : FULL_CHROMIUM);
    }
    const browser = await launchBrowser();
    // Debian's /usr/bin/chromium runs /usr/lib/chromium/chromium in its place; the shell's script
    // stays as its parent.
    const program = `(${chosen}|/usr/lib/chromium/${path.basename(chosen)})`;
    expect(childCommands()).toContainEqual(expect.stringMatching(new RegExp(`(^|\\s)${program}\\s`)));
    const page = await browser.newPage();
    await page.setContent('<p dir="rtl">مرحبا</p>');
    expect(await page.locator('p').getAttribute('dir')).toBe('rtl');
    await browser.close();
  });
});

/** The command lines of this process's children (the browser Playwright started is one). */
function childCommands(): string[] {
  return readdirSync('/proc')
    .filter((pid) => /^\d+$/.test(pid))
    .flatMap((pid) => {
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
        if (parent !== process.pid) return [];
        return [readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ')];
      } catch {
        return []; // ended meanwhile
      }
    });
}
