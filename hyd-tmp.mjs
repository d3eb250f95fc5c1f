import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--disable-background-networking'] });
const page = await (await browser.newContext({ viewport: { width: 1024, height: 768 } })).newPage();
page.on('console', (m) => console.log('console', m.type(), m.text().slice(0, 300)));
page.on('pageerror', (e) => console.log('pageerror', e.message.slice(0, 300)));
for (const p of process.argv.slice(2)) {
  await page.goto('http://127.0.0.1:4501' + p);
  const ok = await page.getByRole('button', { name: 'Menu', includeHidden: true }).isEnabled({ timeout: 1 }).catch(() => 'x');
  await page.waitForTimeout(8000);
  const ok2 = await page.evaluate(() => !document.querySelector('nav button[disabled]'));
  console.log(p, ok, ok2);
}
await browser.close();
