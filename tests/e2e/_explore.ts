import { launchBrowser, PHONE } from './support/browser.ts';
const base = 'http://127.0.0.1:4710';
const b = await launchBrowser();
const ctx = await b.newContext(PHONE);
const page = await ctx.newPage();
const step = process.argv[2];
if (step === 'branch') {
  await page.goto(`${base}/demo/pickup?branch=city`);
  console.log(
    await page
      .locator('body')
      .innerText()
      .then((t) => t.slice(0, 300)),
  );
  await page.waitForTimeout(2500);
  const btn = page.getByRole('button', { name: /^Add / }).first();
  console.log('add', await btn.getAttribute('aria-label'));
  await btn.click();
  await page.waitForTimeout(500);
  await page.getByRole('link', { name: /View cart/ }).click();
  await page.waitForTimeout(1500);
  console.log(page.url(), (await page.locator('main').innerText()).slice(0, 300));
}
if (step === 'closed') {
  await page.goto(`${base}/demo/pickup`);
  await page.waitForTimeout(2500);
  const btn = page.getByRole('button', { name: /^Add / }).first();
  await btn.click();
  await page.waitForTimeout(500);
  await page.getByRole('link', { name: /View cart/ }).click();
  await page.waitForTimeout(2500);
  console.log(page.url(), (await page.locator('main').innerText()).slice(0, 800));
  await page.screenshot({ path: '/tmp/jx/closed-cart.png' });
}
if (step === 'item') {
  await page.goto(`${base}/demo/delivery`);
  await page.waitForTimeout(2500);
  await page.screenshot({ path: '/tmp/jx/item.png' });
  console.log(await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 200)));
}
if (step === 'order404') {
  const r = await page.goto(`${base}/demo/order/99999?token=abc`);
  console.log(r?.status(), (await page.locator('body').innerText()).slice(0, 300));
  const r2 = await page.goto(`${base}/demo/delivery/1/99999`);
  console.log(r2?.status(), page.url(), (await page.locator('body').innerText()).slice(0, 300));
}
await b.close();
