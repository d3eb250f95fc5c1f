import { chromium } from '@playwright/test';
const [,, topic, w, h, out] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--disable-background-networking', '--no-first-run'] });
const context = await browser.newContext({ viewport: { width: Number(w), height: Number(h) }, hasTouch: true });
const page = await context.newPage();
await page.goto(`http://127.0.0.1:4501/class/${topic}`);
const b = page.getByRole('button', { name: /Tap to start|Tap to carry on/ });
await b.waitFor(); await page.waitForTimeout(800); await b.tap();
const read = () => page.evaluate(() => new Promise((res) => {
  const r = indexedDB.open('sprouts'); r.onsuccess = () => { const tx = r.result.transaction('sessions'); const q = tx.objectStore('sessions').getAll(); q.onsuccess = () => res(q.result[0]?.state); };
}));
for (let i = 0; i < 20; i++) {
  await page.waitForTimeout(600);
  const s = await read();
  if (!s || s.phase === 'finished') break;
  const item = s.items[s.index];
  if (s.phase === 'playing' && item.type === 'choice') {
    const right = item.choices.find((c) => c.id === item.answer);
    await page.getByRole('group', { name: 'Choices' }).getByRole('button', { name: right.speech, exact: true }).tap();
  } else if (s.phase === 'feedback') {
    const next = page.getByRole('button', { name: /^(Next|See my stars)$/ });
    if (i === 0 && out.includes('fb')) { await page.screenshot({ path: out.replace('.png', '-fb.png') }); }
    await next.tap();
  }
}
await page.waitForTimeout(1500);
await page.screenshot({ path: out });
await page.getByRole('button', { name: 'Back to the map' }).tap().catch(() => {});
await page.waitForTimeout(1000);
await page.screenshot({ path: out.replace('.png', '-map.png') });
await browser.close();
