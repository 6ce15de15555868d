import { launchBrowser, PHONE } from './support/browser.ts';
const base = 'http://127.0.0.1:4710';
const b = await launchBrowser();
const ctx = await b.newContext(PHONE);
const page = await ctx.newPage();
const step = process.argv[2];
if (step === 'nf') {
  await page.goto(`${base}/demo/delivery/1/99999`);
  console.log(
    await page.getByRole('link', { name: 'Back to the menu' }).getAttribute('href'),
    await page.title(),
  );
}
if (step === 'branch') {
  await page.goto(`${base}/demo/pickup?branch=city`);
  await page.waitForTimeout(2500);
  console.log(await ctx.cookies());
  await page.goto(`${base}/demo/pickup/8`);
  await page.waitForTimeout(2000);
  await page.getByRole('button', { name: 'Add Butter Croissant' }).first().click();
  await page.waitForTimeout(500);
  await page.getByRole('link', { name: /View cart/ }).click();
  await page.waitForTimeout(2500);
  console.log(page.url(), (await page.locator('main').innerText()).slice(0, 800));
  await page.screenshot({ path: '/tmp/jx/closed-cart.png' });
}
await b.close();
