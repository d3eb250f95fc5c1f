import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--disable-background-networking'] });
const page = await (await browser.newContext({ viewport: { width: 1024, height: 768 } })).newPage();
for (const p of process.argv.slice(2)) {
  await page.goto('http://127.0.0.1:4501' + p); await page.waitForTimeout(1500);
  const r = await page.evaluate(() => {
    const w = document.documentElement.scrollWidth; const out = [];
    for (const e of document.querySelectorAll('body *')) { const b = e.getBoundingClientRect(); if (b.right > innerWidth + 1) out.push(e.tagName + '.' + e.className + ' ' + Math.round(b.right)); }
    return { w, iw: innerWidth, out: out.slice(0, 5) };
  });
  console.log(p, JSON.stringify(r));
}
await browser.close();
