import { launchBrowser, PHONE, DESKTOP } from './support/browser.ts';
const base = 'http://127.0.0.1:4710';
const b = await launchBrowser();
const ctx = await b.newContext(process.argv[3] === 'd' ? DESKTOP : PHONE);
await ctx.addInitScript(() => sessionStorage.setItem('sufra:area-dismissed', '1'));
const page = await ctx.newPage();
const active = () =>
  page.evaluate(() => {
    const a = document.activeElement;
    return a
      ? `${a.tagName} ${a.getAttribute('aria-label') ?? ''} ${(a.textContent ?? '').slice(0, 30)} in-dialog=${!!a.closest('[role=dialog]')}`
      : 'none';
  });
await page.goto(`${base}/demo/pickup`);
await page.waitForTimeout(2500);
if (process.argv[2] === 'kbd') {
  // how many tabs to reach the first Add button
  for (let i = 0; i < 40; i++) {
    await page.keyboard.press('Tab');
    console.log(i, await active());
  }
} else {
  await page.getByRole('button', { name: 'Add Spanish Latte' }).first().click();
  await page.waitForTimeout(1500);
  console.log('after open', await active());
  for (let i = 0; i < 25; i++) {
    await page.keyboard.press('Tab');
    console.log(i, await active());
  }
  await page.screenshot({ path: '/tmp/jx/sheet.png' });
  await page.keyboard.press('Escape');
  await page.waitForTimeout(800);
  console.log('after esc', await active(), page.url());
}
await b.close();
