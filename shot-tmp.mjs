import { chromium } from '@playwright/test';
const [,, url, out, w, h, action] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--disable-background-networking','--no-first-run'] });
const context = await browser.newContext({ viewport: { width: Number(w), height: Number(h) }, hasTouch: true, isMobile: Number(w) < 500 });
const page = await context.newPage();
await page.goto(url);
await page.waitForTimeout(1500);
if (action === 'start') {
  const b = page.getByRole('button', { name: /Tap to start|Tap to carry on/ });
  await b.waitFor(); await page.waitForTimeout(500); await b.tap(); await page.waitForTimeout(1200);
}
await page.screenshot({ path: out });
const m = await page.evaluate(() => ({ sh: document.scrollingElement.scrollHeight, ih: innerHeight }));
console.log(JSON.stringify(m));
await browser.close();
