import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:4501';
const topics = process.argv[2].split(',');
const sizes = (process.argv[3] ?? '1024x768').split(',').map((s) => s.split('x').map(Number));
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--disable-background-networking', '--no-first-run'] });
for (const [w, h] of sizes) {
  const context = await browser.newContext({ viewport: { width: w, height: h }, hasTouch: true, isMobile: w < 500 });
  const page = await context.newPage();
  for (const t of topics) {
    await page.goto(`${base}/class/${t}`);
    const b = page.getByRole('button', { name: /Tap to start|Tap to carry on/ });
    await b.waitFor(); await page.waitForFunction(() => !document.querySelector('button[disabled]') || true);
    await page.waitForTimeout(700);
    await b.tap();
    await page.waitForTimeout(900);
    const name = `${t.replace(/\//g, '_')}-${w}x${h}.png`;
    await page.screenshot({ path: `/work/tools/shots/${name}` });
    const m = await page.evaluate(() => {
      const space = document.querySelector('[role="dialog"]');
      const out = [];
      for (const el of space?.querySelectorAll('button, h2, [role="img"]') ?? []) {
        const r = el.getBoundingClientRect();
        if (r.width === 0) continue;
        if (r.bottom > innerHeight + 1 || r.right > innerWidth + 1 || r.top < -1 || r.left < -1) out.push((el.getAttribute('aria-label') ?? el.textContent).slice(0, 30) + ` ${Math.round(r.top)}-${Math.round(r.bottom)}`);
      }
      const scrollers = [...(space?.querySelectorAll('*') ?? [])].filter((e) => e.scrollHeight > e.clientHeight + 1 && getComputedStyle(e).overflowY !== 'visible').length;
      return { out, scrollers, doc: document.scrollingElement.scrollHeight - innerHeight };
    });
    console.log(name, JSON.stringify(m));
  }
  await context.close();
}
await browser.close();
