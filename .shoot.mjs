import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
await page.goto('file:///work/main/reports/treemap.html');
await page.waitForTimeout(3000);
await page.screenshot({ path: '/tmp/treemap.png' });
await browser.close();
