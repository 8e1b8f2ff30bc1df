import { chromium } from 'playwright-core';
const [,, base, outPrefix, width, lang, user, pass, ...paths] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const ctx = await browser.newContext({ viewport: { width: Number(width), height: 900 } });
const page = await ctx.newPage();
await page.goto(base + '/');
await page.evaluate((l) => localStorage.setItem('arco-locale', l), lang);
await page.goto(base + '/#/login');
await page.fill('input[name=username]', user);
await page.fill('input[name=password]', pass);
await page.getByRole('button', { name: /登录|Sign in/ }).click();
await page.waitForTimeout(3000);
let i = 0;
for (const p of paths) {
  await page.goto(base + '/#' + p);
  await page.waitForTimeout(3500);
  await page.screenshot({ path: `${outPrefix}-${i++}.png`, fullPage: false });
}
await browser.close();
